import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { projectRoot } from "../paths";
import { pgliteStatements } from "./pglite-statements.server";
import * as schema from "./schema";

export type Schema = typeof schema;
/** Both drivers return `{ rows }` from `execute`; this lets raw queries be typed per call. */
type RowsResult<T> = { rows: T[] };
interface RowsResultHKT extends PgQueryResultHKT {
  type: RowsResult<this["row"]>;
}
/** The one type every service receives: the same for PGlite and PostgreSQL. */
export type Db = PgDatabase<RowsResultHKT, Schema>;
export type DbDriver = "pglite" | "postgres";

export interface Database {
  db: Db;
  driver: DbDriver;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a snapshot of the data directory (used to share one seeded database across tests). */
  dump?: () => Promise<Blob>;
}

export type DatabaseOptions =
  | {
      driver: "pglite";
      dataDir: string | null;
      snapshot?: Blob;
      /**
       * For a database that will be dumped (the tests' seeded snapshot): old WAL segments are removed
       * at a checkpoint instead of being kept for reuse, so the dump holds no 16 MB segments of zeros
       * and history (188 MB → 104 MB with the real snapshot).
       */
      forDump?: boolean;
    }
  | {
      driver: "postgres";
      url: string;
      max?: number;
      /** PostgreSQL cancels a statement running longer (0: no limit); long jobs lift it (`allowLongStatements`). */
      statementTimeoutMs?: number;
      /**
       * How long opening a connection may take (default 5 s). The tests' global setup seeds PostgreSQL
       * while PGlite's seeding holds the same thread for seconds at a time, so it waits longer.
       */
      connectionTimeoutMs?: number;
    };

const migrationsFolder = path.join(projectRoot, "server/db/migrations");

/** A failure the process reports in one line and exits on (no stack trace as the only message). */
export class DatabaseStartupError extends Error {}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.driver === "postgres"
    ? openPostgres(options.url, options)
    : openPglite(options.dataDir, options.snapshot, options.forDump);
}

/**
 * PGlite's WebAssembly memory never shrinks, and PostgreSQL's default 128 MB of buffers (which
 * the operating system's page cache duplicates) were most of the process's memory. With 32 MB a
 * primary-key lookup costs the same, and the search bench meets its targets
 * (docs/decisions/0033-speed.md).
 */
const PGLITE_SHARED_BUFFERS = "32MB";

/** drizzle-orm/pglite's per-query parsers: dates, times and intervals (and their arrays) stay strings. */
const keepText = (value: string) => value;
const DRIZZLE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((oid) => [oid, keepText]),
);

async function openPglite(dataDir: string | null, snapshot?: Blob, forDump = false): Promise<Database> {
  let client: PGlite;
  try {
    if (dataDir) mkdirSync(dataDir, { recursive: true });
    client = await PGlite.create(dataDir ?? undefined, {
      extensions: { pg_trgm },
      loadDataDir: snapshot,
      startParams: [
        ...PGlite.defaultStartParams,
        "-c",
        `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
        ...(forDump ? ["-c", "wal_recycle=off"] : []),
      ],
      parsers: DRIZZLE_PARSERS,
    });
  } catch (error) {
    throw new DatabaseStartupError(
      `Cannot open the embedded database in ${dataDir ?? "memory"} (${describe(error)}). ` +
        "If it is corrupt, restore it from a backup, or move its data directory away to start with a new, empty database.",
    );
  }
  // Drizzle passes its parsers with every query, and PGlite merges them into its full parser table
  // on every call (a copy of hundreds of entries: 13 % of the CPU of a member API under load). The
  // same parsers are the client's own (above), so the per-query copy is dropped.
  // Each statement text is parsed and planned once per session (decision 0080).
  const statements = pgliteStatements(client);
  const query = statements.query(client.query.bind(client));
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  const guard = transactionGuard();
  client.query = async (text, params, options) => {
    guard.check();
    return query(text, params, options && { ...options, parsers: undefined });
  };
  client.exec = async (text, options) => {
    guard.check();
    return exec(text, options);
  };
  client.transaction = async (callback) => {
    guard.check();
    return transaction((tx) => guard.within(tx, () => callback(statements.transactional(tx))));
  };
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: "pglite",
    ping: async () => {
      await client.query("select 1");
    },
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder });
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    // A checkpoint first: a dump taken without one replays all the WAL since the last checkpoint
    // (the whole import) every time it is opened.
    dump: async () => {
      await client.exec("CHECKPOINT");
      return client.dumpDataDir("none");
    },
  };
}

/**
 * Queries issued together on one connection (a `Promise.all` inside a transaction, whose queries all
 * go to its connection) start one after another. node-postgres queues them itself today, but that
 * queue is deprecated and throws from pg 9 ("Calling client.query() when the client is already
 * executing a query"). Callback and submittable calls (the pool's own) pass through.
 */
function queriesOneAtATime(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let previous: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    const [first] = args;
    const submittable = typeof (first as { submit?: unknown } | null)?.submit === "function";
    if (submittable || typeof args.at(-1) === "function") return query(...args);
    const next = previous.then(() => query(...args));
    previous = next.catch(() => undefined);
    return next;
  }) as typeof client.query;
}

async function openPostgres(
  url: string,
  { max = 10, statementTimeoutMs = 0, connectionTimeoutMs = 5000 }: Extract<DatabaseOptions, { driver: "postgres" }>,
): Promise<Database> {
  // A stalled database (a lock held, a runaway query) frees the connection after the timeout
  // instead of holding a request, and the pool, for as long as it lasts.
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: connectionTimeoutMs,
    ...(statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle client error must not crash the process; the next query reconnects.
  pool.on("error", () => undefined);
  pool.on("connect", queriesOneAtATime);
  try {
    const probe = await pool.connect();
    probe.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseStartupError(`Cannot reach PostgreSQL at ${redact(url)} (${describe(error)}).`);
  }
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  // On PostgreSQL the outer handle takes another pooled connection: outside the transaction's
  // atomicity, and a hang once the pool is exhausted. Refused as on PGlite.
  const guard = transactionGuard();
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    guard.check();
    return poolQuery(...args);
  }) as typeof pool.query;
  const transaction = db.transaction.bind(db);
  db.transaction = (async (callback, config) => {
    guard.check();
    const state = { closed: false };
    try {
      return await transaction((tx) => guard.within(state, () => callback(tx)), config);
    } finally {
      state.closed = true;
    }
  }) as Db["transaction"];
  return {
    db,
    driver: "postgres",
    ping: async () => {
      await pool.query("select 1");
    },
    migrate: async () => {
      // Its own connection without the statement timeout: a migration may rewrite a large table.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await migrateNodePg(drizzleNodePg(client, { schema }) as never, { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    close: async () => {
      await pool.end();
    },
  };
}

/**
 * A query on the outer handle inside `db.transaction(async (tx) => …)` (CONVENTIONS.md: use only
 * `tx`). On PGlite it waits for the open transaction, which waits for that query: every request
 * and the shutdown would hang. It fails at once instead (decision 0034).
 */
function transactionGuard() {
  const open = new AsyncLocalStorage<{ readonly closed: boolean }>();
  return {
    check() {
      const tx = open.getStore();
      if (tx && !tx.closed) throw new Error("The outer database handle was used inside db.transaction(); use its tx.");
    },
    within: <T>(tx: { readonly closed: boolean }, work: () => T): T => open.run(tx, work),
  };
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, "//$1:***@");
}

/**
 * Lifts the statement timeout for the rest of a transaction: imports, syncs, index and read-model
 * rebuilds run statements that may take longer than any request should.
 */
export async function allowLongStatements(tx: Db): Promise<void> {
  await tx.execute(sql`set local statement_timeout = 0`);
}

/** Row count of a table, used by the importer report and tests. */
export async function countRows(db: Db, table: string): Promise<number> {
  const result = await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${table}"`));
  return Number(result.rows[0]?.n ?? 0);
}
