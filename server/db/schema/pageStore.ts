import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { bytea } from "./types";

/**
 * Catalogue pages rendered ahead of requests (decision 0077): one row per page and device class,
 * holding the anonymous first-visit HTML as brotli bytes, shared by every app process and
 * kept across restarts. A write marks the rows it changes stale (`generation` + 1); a renderer
 * replaces their bytes, and only a render begun at the current generation makes a row fresh.
 */
export const storedPages = pgTable(
  "stored_pages",
  {
    /**
     * `<device>|<path with query>`, e.g. `mobile|/jnLics/licenseInfo?ld_id=1320`; a job or major page
     * has one row, `desktop|…`, for every device (`server/cache/page-store/paths.ts`).
     */
    key: text("key").primaryKey(),
    path: text("path").notNull(),
    device: text("device").notNull(),
    /** Invalidation tags (`shared/cache-tags.ts`) of what the page shows. */
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    /**
     * The server build that rendered the bytes (React Router's manifest version): its pages name its
     * own script files, which a new build no longer serves.
     */
    build: text("build").notNull().default(""),
    /** The Korean day the bytes were rendered for: D-days and "this year's" rounds turn at midnight. */
    day: text("day").notNull(),
    /** Bumped by every write that changes the page; a render records the generation it began at. */
    generation: integer("generation").notNull().default(0),
    stale: boolean("stale").notNull().default(false),
    /**
     * While stale, whether readers may still get these bytes (an import's bulk rebuild) or must
     * render the page themselves (a post, an edit, a new day: the old bytes would say something false).
     */
    serveStale: boolean("serve_stale").notNull().default(false),
    /** A renderer's claim on a stale row, so several processes share a rebuild without repeating it. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    etag: text("etag").notNull(),
    /** The answer's headers minus the per-answer ones (as the in-process cache keeps them). */
    headers: jsonb("headers").$type<Record<string, string>>().notNull(),
    /** CSP allowing exactly these bytes' inline scripts, by hash. */
    csp: text("csp").notNull(),
    br: bytea("br").notNull(),
    renderedAt: timestamp("rendered_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("stored_pages_path_idx").on(t.path), index("stored_pages_stale_idx").on(t.stale).where(sql`${t.stale}`)],
);
