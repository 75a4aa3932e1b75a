import { boolean, date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { members } from "./members";

/**
 * The curated catalogue of language and public-institution tests (/jnLnPo), seeded from
 * server/modules/languageTests/catalogue.csv and edited in /adm (decision 0047). `id` is the
 * public slug (`/jnLnPo/licenseInfo?ld_id=toeic`); every fact comes from `sourceUrl` as of `asOf`.
 */
export const testCatalogue = pgTable(
  "test_catalogue",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull().unique(),
    /** language | public */
    kind: text("kind").notNull(),
    language: text("language"),
    organiser: text("organiser").notNull(),
    officialUrl: text("official_url").notNull(),
    scoreScale: text("score_scale"),
    validity: text("validity"),
    testFormat: text("test_format"),
    usage: text("usage"),
    usageSourceUrl: text("usage_source_url"),
    /** Other names people type (토익, 텝스), `;`-separated: search, autocomplete and job matching. */
    aliases: text("aliases"),
    sourceUrl: text("source_url").notNull(),
    asOf: date("as_of", { mode: "string" }).notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    /** Set by an admin edit: the CSV seed no longer overwrites the row. */
    editedByAdmin: boolean("edited_by_admin").notNull().default(false),
    /** Hidden by an admin: off every page, search and suggestion, and a restart does not bring it back. */
    hidden: boolean("hidden").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("test_catalogue_kind_idx").on(t.kind, t.sortOrder)],
);

/** Tests a member starred (the license stars' mechanism, for catalogue tests). */
export const testFavorites = pgTable(
  "test_favorites",
  {
    memberId: integer("member_id")
      .notNull()
      .references(() => members.id, { onDelete: "cascade" }),
    testId: text("test_id")
      .notNull()
      .references(() => testCatalogue.id, { onDelete: "cascade", onUpdate: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.testId] })],
);
