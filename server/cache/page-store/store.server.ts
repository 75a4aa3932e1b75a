import { and, eq, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { ALL } from "../../../shared/cache-tags";
import type { DeviceClass } from "../../../shared/device";
import type { Db } from "../../db/client.server";
import { preparedRead } from "../../db/prepared-read.server";
import { storedPages } from "../../db/schema";
import { prerenderedDevices, storedPageKey } from "./paths";

const ADD_CHUNK = 1000;

/** A stored page as one request reads it: its brotli bytes. */
export interface StoredRead {
  etag: string;
  headers: Record<string, string>;
  csp: string;
  tags: string[];
  encoding: "br";
  bytes: Buffer;
  /** Whether a reader may send these bytes today (fresh, or stale during a bulk rebuild of today's pages). */
  servable: boolean;
  /** Fresh: no write changed the page since these bytes were rendered. */
  stale: boolean;
  day: string;
  /** The build that rendered the bytes (the first tier keeps a copy only for its own). */
  build: string;
  generation: number;
}

/** `read`'s row as the database's text and the bytes, in the select's order (no column is nullable). */
type StoredRow = [
  etag: string,
  headers: string,
  csp: string,
  tags: string,
  bytes: Buffer,
  day: string,
  build: string,
  stale: string,
  serveStale: string,
  generation: string,
];

/** A rendered page on its way into the store. */
export interface StoredWrite {
  key: string;
  path: string;
  device: DeviceClass;
  tags: string[];
  day: string;
  build: string;
  /** The row's generation when the render began; null for a page that had no row (generation 0). */
  generation: number | null;
  etag: string;
  headers: Record<string, string>;
  csp: string;
  br: Buffer;
}

export interface StaleClaim {
  key: string;
  path: string;
  device: DeviceClass;
  generation: number;
}

/**
 * Bytes as a parameter of a write: base64 text the database decodes. PGlite turns a `Uint8Array`
 * parameter into hex text one byte at a time in JavaScript, ~15 % of a first fill's CPU (decision 0077).
 */
const base64Bytes = (bytes: Buffer) => sql<Buffer>`decode(${bytes.toString("base64")}, 'base64')`;

/**
 * The stored pages' table (decision 0077): reads by primary key, writes that never make a row fresh
 * with bytes rendered before its last change, and the stale marks writes and the new day leave.
 */
export function createPageStore(db: Db) {
  /**
   * The read of every stored visit, planned once (`preparedRead`), the bytes read as bytes: PGlite
   * hands `bytea` text over as hex it decodes in JavaScript (0.55 ms of a 0.77 ms read of a license
   * page), and base64 text still cost its encoding, decoding and copies (decision 0077).
   */
  const readColumns = {
    etag: storedPages.etag,
    headers: sql`${storedPages.headers}::text`,
    csp: storedPages.csp,
    tags: sql`array_to_json(${storedPages.tags})::text`,
    bytes: storedPages.br,
    day: storedPages.day,
    build: storedPages.build,
    stale: storedPages.stale,
    serveStale: storedPages.serveStale,
    generation: storedPages.generation,
  };
  const readQuery = db
    .select(readColumns)
    .from(storedPages)
    .where(eq(storedPages.key, sql.placeholder("key")))
    .toSQL().sql;
  const readPage = preparedRead(db, "stored_page", readQuery, {
    columns: Object.keys(readColumns).map((name) => (name === "bytes" ? "bytes" : "text")),
  });

  /** Marks the rows matching `where` (all: undefined) stale, a new generation; answers how many. */
  async function markWhere(where: SQL | undefined, serveStale: boolean): Promise<number> {
    const rows = await db
      .update(storedPages)
      .set({
        stale: true,
        // A page already stale for a reason readers must not see past stays so.
        serveStale: serveStale ? sql`${storedPages.serveStale} or not ${storedPages.stale}` : false,
        generation: sql`${storedPages.generation} + 1`,
        claimedUntil: null,
      })
      .where(where)
      .returning({ key: storedPages.key });
    return rows.length;
  }

  return {
    /** The page under `key`, or null. */
    async read(key: string, today: string, build: string): Promise<StoredRead | null> {
      const [row] = await readPage([key]);
      if (!row) return null;
      const [etag, headers, csp, tags, bytes, day, rowBuild, stale, serveStale, generation] = row as StoredRow;
      const fresh = stale === "f";
      return {
        etag,
        headers: JSON.parse(headers) as Record<string, string>,
        csp,
        tags: JSON.parse(tags) as string[],
        bytes,
        encoding: "br",
        day,
        build: rowBuild,
        stale: !fresh,
        generation: Number(generation),
        servable: day === today && rowBuild === build && (fresh || serveStale === "t"),
      };
    },

    /**
     * Inserts or replaces a page. The row is fresh only if no write changed it since the render
     * began (same generation); otherwise the newer bytes go in but the row stays stale for the renderer.
     */
    async write(page: StoredWrite): Promise<void> {
      // A page that had no row began at generation 0: a row another render inserted meanwhile is at
      // 0 until a write changes it (a markStale bumps it), so only such a write keeps it stale.
      const began = page.generation ?? 0;
      const changedSince = sql`${storedPages.generation} <> ${began}`;
      await db
        .insert(storedPages)
        .values({
          key: page.key,
          path: page.path,
          device: page.device,
          tags: page.tags,
          day: page.day,
          build: page.build,
          etag: page.etag,
          headers: page.headers,
          csp: page.csp,
          br: base64Bytes(page.br),
        })
        .onConflictDoUpdate({
          target: storedPages.key,
          set: {
            tags: sql`excluded.tags`,
            day: sql`excluded.day`,
            build: sql`excluded.build`,
            etag: sql`excluded.etag`,
            headers: sql`excluded.headers`,
            csp: sql`excluded.csp`,
            br: sql`excluded.br`,
            renderedAt: sql`now()`,
            claimedUntil: null,
            stale: changedSince,
            serveStale: sql`${changedSince} and ${storedPages.serveStale}`,
          },
        });
    },

    /**
     * Marks the pages showing any of `tags` (`ALL`: every page) stale, in one statement. `serveStale`:
     * readers keep getting the old bytes until the renderer replaces them (an import's bulk change);
     * otherwise a reader renders the page itself. Answers how many rows it marked.
     */
    async markStale(tags: readonly string[], { serveStale }: { serveStale: boolean }): Promise<number> {
      if (tags.length === 0) return 0;
      return markWhere(tags.includes(ALL) ? undefined : sql`${storedPages.tags} && ${sql.param([...tags])}::text[]`, serveStale);
    },

    /**
     * Marks the pages another build rendered stale, for readers to render (their script files are
     * gone with that build). Answers how many it marked. Rows already stale are left alone: `read`
     * never serves another build's bytes anyway, and a row waiting for its first render (build "")
     * may be in another process's hands, whose render a new generation and a dropped claim would
     * waste (a second process joining a first fill re-rendered 9,380 pages of it).
     */
    markOtherBuildsStale: (build: string) =>
      markWhere(and(sql`${storedPages.build} <> ${build}`, eq(storedPages.stale, false)), false),

    /** Marks the pages rendered for another day than `today` stale (their D-days are off by now). */
    markOtherDaysStale: (today: string) =>
      markWhere(and(sql`${storedPages.day} <> ${today}`, eq(storedPages.stale, false)), false),

    /**
     * Claims up to `limit` stale rows for `forMs` (several processes share a rebuild: a claimed row is
     * skipped by the others until its claim runs out, so a crashed renderer's rows come back).
     */
    async claimStale(limit: number, forMs: number): Promise<StaleClaim[]> {
      const unclaimed = or(sql`${storedPages.claimedUntil} is null`, lt(storedPages.claimedUntil, sql`now()`));
      const candidates = db
        .select({ key: storedPages.key })
        .from(storedPages)
        .where(and(eq(storedPages.stale, true), unclaimed))
        .orderBy(storedPages.renderedAt)
        .limit(limit)
        .for("update", { skipLocked: true });
      const rows = await db
        .update(storedPages)
        .set({ claimedUntil: sql`now() + ${`${forMs} milliseconds`}::interval` })
        .where(and(inArray(storedPages.key, candidates), eq(storedPages.stale, true)))
        .returning({
          key: storedPages.key,
          path: storedPages.path,
          device: storedPages.device,
          generation: storedPages.generation,
        });
      return rows.map((row) => ({ ...row, device: row.device as DeviceClass }));
    },

    /** Drops a page whose entity is gone (its render answered 404). */
    async remove(key: string): Promise<void> {
      await db.delete(storedPages).where(eq(storedPages.key, key));
    },

    /**
     * Adds a stale row without bytes for each of `paths` and its pre-rendered device classes that has
     * none: the renderers claim them like any stale row, so several processes share a first fill, and
     * a visitor meanwhile renders the page (a row without bytes is never servable). Answers how many
     * it added.
     */
    async addMissing(paths: readonly string[], today: string): Promise<number> {
      const empty = new Uint8Array(0);
      // Most starts find every row there: one read of the keys instead of thousands of inserts.
      const have = new Set((await db.select({ key: storedPages.key }).from(storedPages)).map((r) => r.key));
      const rows = paths.flatMap((path) =>
        prerenderedDevices(path)
          .filter((device) => !have.has(storedPageKey(device, path)))
          .map((device) => ({
            key: storedPageKey(device, path),
            path,
            device,
            day: today,
            stale: true,
            etag: "",
            headers: {},
            csp: "",
            br: empty,
          })),
      );
      let added = 0;
      for (let i = 0; i < rows.length; i += ADD_CHUNK) {
        const inserted = await db
          .insert(storedPages)
          .values(rows.slice(i, i + ADD_CHUNK))
          .onConflictDoNothing()
          .returning({ key: storedPages.key });
        added += inserted.length;
      }
      return added;
    },

    /** Rows, stale rows and stored bytes (both encodings), for the log and the bench. */
    async stats(): Promise<{ pages: number; stale: number; bytes: number }> {
      const [row] = await db
        .select({
          pages: sql<number>`count(*)::int`,
          stale: sql<number>`count(*) filter (where ${storedPages.stale})::int`,
          bytes: sql<number>`coalesce(sum(octet_length(${storedPages.br})), 0)::float8`,
        })
        .from(storedPages);
      return row ?? { pages: 0, stale: 0, bytes: 0 };
    },
  };
}

export type PageStore = ReturnType<typeof createPageStore>;
