import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { licenses } from "./licenses";
import { members } from "./members";

/** Licenses a member starred. Reminders cover these and the member's wished licenses. */
export const licenseFavorites = pgTable(
  "license_favorites",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    licenseId: text("license_id")
      .notNull()
      .references(() => licenses.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.licenseId] }), index("license_favorites_license_idx").on(t.licenseId)],
);

/** One row per member who changed the defaults; absent = defaults (see notifications/offsets.ts). */
export const reminderSettings = pgTable(
  "reminder_settings",
  {
    memberId: integer("member_id")
      .primaryKey()
      .references(() => members.id, { onDelete: "cascade" }),
    /** Days before the date (0 = the day itself). */
    offsets: integer("offsets").array().notNull(),
    personalSchedules: boolean("personal_schedules").notNull().default(false),
    email: boolean("email").notNull().default(true),
    /** Secret of the member's iCal feed URL; null until first requested. */
    feedToken: text("feed_token"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("reminder_settings_feed_token_idx").on(t.feedToken)],
);

/**
 * A reminder due at `due_at`. Rows are planned ahead, claimed by exactly one instance when due
 * (FOR UPDATE SKIP LOCKED) and then shown in the notification center.
 */
export const reminders = pgTable(
  "reminders",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    /** What and when, e.g. `phase:123:end:3` or `personal:45:0`; unique per member so planning is idempotent. */
    key: text("key").notNull(),
    licenseId: text("license_id"),
    title: text("title").notNull(),
    body: text("body").notNull(),
    link: text("link").notNull(),
    eventOn: text("event_on").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    /** Delivered more than the grace period after `due_at` (the server was down or busy). */
    late: boolean("late").notNull().default(false),
    /** sent | failed | skipped; null = not delivered yet. */
    emailStatus: text("email_status"),
    readAt: timestamp("read_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("reminders_member_key_idx").on(t.memberId, t.key),
    index("reminders_due_idx").on(t.dueAt).where(sql`${t.deliveredAt} is null`),
    index("reminders_member_delivered_idx").on(t.memberId, t.deliveredAt),
  ],
);
