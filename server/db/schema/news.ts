import { boolean, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Public RSS/Atom feeds an admin configured for 자격 뉴스 (docs/decisions/0059-news-feeds.md). Their
 * items become posts of the news board, attributed to the feed and linked to the original.
 */
export const newsFeeds = pgTable("news_feeds", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  /** Shown as the items' author and source, e.g. "고용노동부 보도자료". */
  name: text("name").notNull(),
  url: text("url").notNull().unique(),
  /** An item is kept only when its title or summary names one of these; empty keeps every item. */
  keywords: jsonb("keywords").$type<string[]>().notNull().default([]),
  enabled: boolean("enabled").notNull().default(true),
  /** When an instance last claimed the feed for fetching: the claim that makes one instance fetch it. */
  lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }),
  /** The last fetch's failure in Korean, null after a successful fetch. */
  lastError: text("last_error"),
  /** Items stored from this feed so far. */
  itemCount: integer("item_count").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
