import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * The site-wide search index: one row per searchable item, rebuilt from the domain tables by
 * `server/modules/search` (see docs/decisions/0006-search.md). Text columns hold the app-side
 * normalisation (NFKC, lowercase, letters and digits only) so SQL compares plain strings.
 */
export const searchDocuments = pgTable(
  "search_documents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** license | talk | education | community | exam | job */
    category: text("category").notNull(),
    /** What the row is inside its category (license, career_job, dictionary_job, major, …). */
    kind: text("kind").notNull(),
    refId: text("ref_id").notNull(),
    title: text("title").notNull(),
    summary: text("summary"),
    url: text("url").notNull(),
    normTitle: text("norm_title").notNull(),
    /** Normalised title and keywords/body, parts separated by a space (never inside a query). */
    normText: text("norm_text").notNull(),
    /** Bigrams of every part of normText plus bigrams of the 초성 key. */
    bigrams: text("bigrams").array().notNull(),
    choseong: text("choseong").notNull(),
    /** Applicants, comments or views: orders results of the same match quality. */
    popularity: integer("popularity").notNull().default(0),
    /** Tie-break inside one popularity band, lower first (license grade: 기술사 … 기능사). */
    sortHint: integer("sort_hint").notNull().default(0),
  },
  (t) => [
    uniqueIndex("search_documents_ref_idx").on(t.refId, t.kind),
    index("search_documents_bigrams_idx").using("gin", t.bigrams),
    // Partial: only names are matched by similarity (posts are long sentences); the predicate
    // must stay equal to TYPO_CATEGORIES in server/modules/search/categories.ts.
    index("search_documents_name_trgm_idx")
      .using("gin", sql`${t.normTitle} gin_trgm_ops`)
      .where(sql`${t.category} in ('license', 'job', 'exam', 'education')`),
  ],
);

/** One row (id 1): fingerprint of the source tables the index was built from. */
export const searchIndexState = pgTable("search_index_state", {
  id: integer("id").primaryKey(),
  fingerprint: text("fingerprint").notNull(),
  documentCount: integer("document_count").notNull(),
  builtAt: timestamp("built_at", { withTimezone: true }).notNull().defaultNow(),
});
