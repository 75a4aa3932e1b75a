import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { members } from "./members";

/** Customer-center notices (/service/notice); only published rows are public. */
export const notices = pgTable(
  "notices",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    isPublished: boolean("is_published").notNull().default(false),
    /** Pinned notices come first; then newest first. */
    isPinned: boolean("is_pinned").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("notices_public_idx").on(t.isPublished, t.isPinned, t.publishedAt)],
);

/** FAQ entries by category code (see shared/service.ts); ordered by `sortOrder`. */
export const faqs = pgTable(
  "faqs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    category: text("category").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    isPublished: boolean("is_published").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("faqs_category_idx").on(t.category, t.sortOrder)],
);

/**
 * Versioned terms and policies; `kind` is the page name (memberClause, personalInfo, …). The
 * current version of a kind is the one with the latest `effectiveOn` not after today (Korea).
 */
export const policyVersions = pgTable(
  "policy_versions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    /** Shown to readers ("v1.0"). */
    version: text("version").notNull(),
    body: text("body").notNull(),
    effectiveOn: date("effective_on", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("policy_versions_kind_version_idx").on(t.kind, t.version),
    index("policy_versions_kind_idx").on(t.kind, t.effectiveOn),
  ],
);

/** Which policy versions a member agreed to (recorded at sign-up). */
export const memberAgreements = pgTable(
  "member_agreements",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    policyVersionId: integer("policy_version_id")
      .notNull()
      .references(() => policyVersions.id, { onDelete: "restrict" }),
    agreedAt: timestamp("agreed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.policyVersionId] })],
);

/** Rights-infringement reports from /service/infringe; `status` received | resolved. */
export const infringementReports = pgTable(
  "infringement_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reporterName: text("reporter_name").notNull(),
    email: text("email").notNull(),
    targetUrl: text("target_url").notNull(),
    reason: text("reason").notNull(),
    body: text("body").notNull(),
    memberId: integer("member_id").references(() => members.id, { onDelete: "set null" }),
    status: text("status").notNull().default("received"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("infringement_reports_status_idx").on(t.status, t.createdAt)],
);

/** The desktop top popup: shown when on and inside its period; the first by sort order wins. */
export const sitePopups = pgTable("site_popups", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  /** Short tag before the text ("시험일정"). */
  label: text("label").notNull(),
  text: text("text").notNull(),
  linkText: text("link_text"),
  linkUrl: text("link_url"),
  startsOn: date("starts_on", { mode: "string" }),
  endsOn: date("ends_on", { mode: "string" }),
  isActive: boolean("is_active").notNull().default(false),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * 1:1 inquiries (/service/inquiry): a member asks, an admin answers; the member sees the answer in
 * their list and is notified. `status` received | answered.
 */
export const inquiries = pgTable(
  "inquiries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    status: text("status").notNull().default("received"),
    answer: text("answer"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: integer("answered_by").references(() => members.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("inquiries_member_idx").on(t.memberId, t.createdAt), index("inquiries_status_idx").on(t.status, t.createdAt)],
);
