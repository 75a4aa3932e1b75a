import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { licenses } from "./licenses";
import { members } from "./members";
import { bytea } from "./types";

/**
 * Board definitions (community boards, 자격증톡, license Q&A, news). Rows come from
 * server/modules/boards/definitions.ts on every start; they are data, so adding a board needs no code.
 */
export const boards = pgTable("boards", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  /** community | talk | qna | news: which pages show the board. */
  kind: text("kind").notNull(),
  description: text("description").notNull().default(""),
  categories: jsonb("categories").$type<string[]>().notNull().default([]),
  /** all | member */
  readLevel: text("read_level").notNull().default("all"),
  /** member | admin */
  writeLevel: text("write_level").notNull().default("member"),
  /** member | none */
  commentLevel: text("comment_level").notNull().default("member"),
  /** Posts carry a license (ld_id): required for talk and Q&A boards. */
  needsLicense: boolean("needs_license").notNull().default(false),
  pageSize: integer("page_size").notNull().default(15),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const posts = pgTable(
  "posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    boardSlug: text("board_slug")
      .notNull()
      .references(() => boards.slug, { onDelete: "cascade" }),
    category: text("category"),
    licenseId: text("license_id").references(() => licenses.id, { onDelete: "set null" }),
    memberId: integer("member_id").references(() => members.id, { onDelete: "set null" }),
    /** Nickname at writing time (a member who leaves keeps their posts anonymous-free of profile data). */
    authorName: text("author_name").notNull(),
    title: text("title").notNull(),
    /** Sanitised HTML (allow-list in server/modules/boards/sanitize.ts). */
    body: text("body").notNull(),
    /** Plain text of the body: search and excerpts. */
    bodyText: text("body_text").notNull().default(""),
    isNotice: boolean("is_notice").notNull().default(false),
    /** Q&A: the accepted answer (a comment id). */
    acceptedCommentId: integer("accepted_comment_id"),
    views: integer("views").notNull().default(0),
    likeCount: integer("like_count").notNull().default(0),
    commentCount: integer("comment_count").notNull().default(0),
    reportCount: integer("report_count").notNull().default(0),
    /** visible | hidden (reported, pending review) | deleted (soft delete) */
    status: text("status").notNull().default("visible"),
    /** Demo rows exist only in demo mode (see seed.server.ts). */
    isDemo: boolean("is_demo").notNull().default(false),
    /** News feed items: the original article, its publisher, and the feed's id of it (one post per item). */
    sourceUrl: text("source_url"),
    sourceName: text("source_name"),
    externalId: text("external_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("posts_board_idx").on(t.boardSlug, t.status, t.createdAt),
    index("posts_license_idx").on(t.licenseId, t.boardSlug, t.createdAt),
    index("posts_member_idx").on(t.memberId),
    index("posts_reported_idx").on(t.reportCount).where(sql`report_count > 0`),
    uniqueIndex("posts_external_idx").on(t.boardSlug, t.externalId).where(sql`external_id is not null`),
  ],
);

export const postComments = pgTable(
  "post_comments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    /** One level of replies: a reply points at a top-level comment. */
    parentId: integer("parent_id"),
    memberId: integer("member_id").references(() => members.id, { onDelete: "set null" }),
    authorName: text("author_name").notNull(),
    /** Plain text (rendered escaped). */
    body: text("body").notNull(),
    reportCount: integer("report_count").notNull().default(0),
    /** visible | hidden | deleted */
    status: text("status").notNull().default("visible"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [index("post_comments_post_idx").on(t.postId, t.createdAt)],
);

export const postLikes = pgTable(
  "post_likes",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.memberId] })],
);

export const postScraps = pgTable(
  "post_scraps",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.memberId] }), index("post_scraps_member_idx").on(t.memberId, t.createdAt)],
);

/** One report per member and target, for good (decision 0038); `targetType` post | comment. */
export const postReports = pgTable(
  "post_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    targetType: text("target_type").notNull(),
    targetId: integer("target_id").notNull(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    /** How much this report counts towards hiding, in hundredths (reporter's account age and history). */
    weight: integer("weight").notNull().default(100),
    /** Set when an admin restored the target: the report stays (the member cannot report again) but no longer counts. */
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("post_reports_once").on(t.targetType, t.targetId, t.memberId)],
);

/** One counted view per visitor (member id or a hashed address) and Korean day. */
export const postViews = pgTable(
  "post_views",
  {
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    visitorKey: text("visitor_key").notNull(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.visitorKey, t.day] })],
);

/** Files attached to a post; their bytes are in `postAttachmentData` (decision 0039). */
export const postAttachments = pgTable(
  "post_attachments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    postId: integer("post_id")
      .notNull()
      .references(() => posts.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    originalName: text("original_name").notNull(),
    mimeType: text("mime_type").notNull(),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("post_attachments_post_idx").on(t.postId)],
);

/**
 * An attachment's bytes, in the database so every app instance serves them (decision 0039). A row
 * apart from `postAttachments`, so listing attachments never reads the bytes; deleting a post drops
 * its rows (storage freed) while the metadata row stays for the daily upload quota.
 */
export const postAttachmentData = pgTable("post_attachment_data", {
  attachmentId: integer("attachment_id")
    .primaryKey()
    .references(() => postAttachments.id, { onDelete: "cascade" }),
  bytes: bytea("bytes").notNull(),
});

/** Points are a ledger: one row per award (docs/decisions/0017-board-points-and-ranking.md). */
export const pointLedger = pgTable(
  "point_ledger",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    /** post | comment | like_received */
    reason: text("reason").notNull(),
    postId: integer("post_id").references(() => posts.id, { onDelete: "set null" }),
    commentId: integer("comment_id").references(() => postComments.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("point_ledger_member_idx").on(t.memberId)],
);
