import { integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The catalogue read model (decision 0043): everything a detail page shows that changes only on
 * import, sync or an admin edit, built by `server/modules/catalogue` so an uncached view is one
 * primary-key read. `kind` is license | encyclopedia_job | dictionary_job | major.
 */
export const cataloguePages = pgTable(
  "catalogue_pages",
  {
    kind: text("kind").notNull(),
    id: text("id").notNull(),
    payload: jsonb("payload").notNull(),
    builtAt: timestamp("built_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.id] })],
);

/** What the whole read model was last built from (the import and catalogue sizes), one row. */
export const catalogueState = pgTable("catalogue_state", {
  id: integer("id").primaryKey(),
  fingerprint: text("fingerprint").notNull(),
  pageCount: integer("page_count").notNull(),
  builtAt: timestamp("built_at", { withTimezone: true }).notNull().defaultNow(),
});
