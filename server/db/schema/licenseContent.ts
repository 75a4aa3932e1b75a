import { date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { licenses } from "./licenses";

/**
 * Editorial content around a license page (lectures, goods, institutes) that an
 * admin manages. Only clearly marked demo rows ("[데모]") are seeded; there is no public source.
 */
export const onlineLectures = pgTable(
  "online_lectures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    licenseId: text("license_id")
      .notNull()
      .references(() => licenses.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    provider: text("provider"),
    url: text("url"),
    price: integer("price"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("online_lectures_license_idx").on(t.licenseId, t.createdAt)],
);

/** Textbooks, job postings and subsidies linked to a license; `kind` textbook | job_posting | subsidy. */
export const licenseGoods = pgTable(
  "license_goods",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    licenseId: text("license_id")
      .notNull()
      .references(() => licenses.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    title: text("title").notNull(),
    organization: text("organization"),
    url: text("url"),
    /** Last day a posting or subsidy is open, when it has one. */
    closesOn: date("closes_on", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("license_goods_license_kind_idx").on(t.licenseId, t.kind, t.createdAt)],
);

/** Banner impressions and clicks; `event` impression | click, `device` mobile | pc. */
export const bannerEvents = pgTable(
  "banner_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    licenseId: text("license_id").references(() => licenses.id, { onDelete: "set null" }),
    pageUrl: text("page_url").notNull(),
    targetUrl: text("target_url").notNull(),
    location: text("location").notNull(),
    device: text("device").notNull(),
    event: text("event").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("banner_events_created_idx").on(t.createdAt)],
);
