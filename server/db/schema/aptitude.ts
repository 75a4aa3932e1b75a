import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "./members";

/**
 * One run of an aptitude instrument (riasec | bigfive | metaverse | edutech). The id is a random
 * 128-bit token, so a finished attempt's id doubles as its unguessable result link. An attempt
 * belongs to a member or, for visitors, to the hash of a random cookie token (`visitorKey`).
 */
export const aptitudeAttempts = pgTable(
  "aptitude_attempts",
  {
    id: text("id").primaryKey(),
    instrument: text("instrument").notNull(),
    memberId: integer("member_id").references(() => members.id, { onDelete: "cascade" }),
    visitorKey: text("visitor_key"),
    /** item id → answer; written as the user goes. */
    answers: jsonb("answers").$type<Record<string, number>>().notNull().default({}),
    /** Scored profile, set when the attempt is completed. */
    result: jsonb("result").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    index("aptitude_attempts_member_idx").on(t.memberId, t.instrument, t.completedAt),
    index("aptitude_attempts_visitor_idx").on(t.visitorKey, t.instrument),
  ],
);

/** Education fair registrations (eduFair/registration); listed and edited in the admin console. */
export const eduFairRegistrations = pgTable("edu_fair_registrations", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  organization: text("organization").notNull(),
  phone: text("phone").notNull(),
  email: text("email"),
  attendees: integer("attendees").notNull().default(1),
  memberId: integer("member_id").references(() => members.id, { onDelete: "set null" }),
  /** received | confirmed | cancelled */
  status: text("status").notNull().default("received"),
  adminMemo: text("admin_memo"),
  consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Exhibitor booths shown on /exhibition; managed in the admin console, demo rows only in demo mode. */
export const exhibitionBooths = pgTable("exhibition_booths", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  boothNo: text("booth_no").notNull(),
  name: text("name").notNull(),
  category: text("category").notNull(),
  description: text("description").notNull(),
  url: text("url"),
  sortOrder: integer("sort_order").notNull().default(0),
  isDemo: boolean("is_demo").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
