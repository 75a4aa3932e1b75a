import { existsSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Config } from "../config.server";
import { type Database, DatabaseStartupError, openDatabase } from "./client.server";
import { lockDataDir } from "./dataDirLock";

/**
 * Written once the data directory holds a migrated database. It lives outside pglite/, so a
 * damaged or emptied pglite/ is recognised as such instead of being initialised again.
 */
export const markerPath = (dataDir: string) => path.join(dataDir, "database.json");

/**
 * The configured database, migrated: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/pglite,
 * opened only under the data-directory lock and only if the directory is intact or never held a
 * database. `holder` and `purpose` name this process in the lock and in the refusal message.
 */
export async function openConfiguredDatabase(config: Config, holder: string, purpose: string): Promise<Database> {
  if (config.DATABASE_URL) {
    const database = await openDatabase({
      driver: "postgres",
      url: config.DATABASE_URL,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    });
    await database.migrate();
    return database;
  }
  const { dataDir } = config;
  lockDataDir(dataDir, holder, purpose);
  const pgliteDir = path.join(dataDir, "pglite");
  const held = existsSync(markerPath(dataDir));
  assertIntact(dataDir, pgliteDir, held);
  const database = await openDatabase({ driver: "pglite", dataDir: pgliteDir });
  try {
    if (held && !(await hasMigrations(database))) throw damaged(dataDir, `${pgliteDir} holds no tables`);
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  if (!held) recordDatabase(dataDir);
  return database;
}

/**
 * The embedded database closed and opened afresh, after an import: PGlite's WebAssembly memory
 * only grows, and an import leaves hundreds of MB that serving never uses. The data-directory
 * lock stays with this process. PostgreSQL needs no such thing.
 */
export async function reopenAfterImport(database: Database, config: Config): Promise<Database> {
  if (database.driver !== "pglite") return database;
  await database.close();
  return openDatabase({ driver: "pglite", dataDir: path.join(config.dataDir, "pglite") });
}

/** A new database is created only where none ever was: pglite/ missing or empty, and no marker. */
function assertIntact(dataDir: string, pgliteDir: string, held: boolean): void {
  const entries = existsSync(pgliteDir) ? readdirSync(pgliteDir) : [];
  if (entries.includes("PG_VERSION")) return;
  const state = entries.length === 0 ? `${pgliteDir} is missing or empty` : `${pgliteDir} has no PG_VERSION`;
  if (held) throw damaged(dataDir, state);
  if (entries.length > 0) {
    throw new DatabaseStartupError(
      `${state} but is not empty; refusing to create a database over it. Restore it from a backup, ` +
        "or move it away to start with a new, empty database (데이터베이스 손상).",
    );
  }
}

function damaged(dataDir: string, state: string): DatabaseStartupError {
  return new DatabaseStartupError(
    `${state}, but ${markerPath(dataDir)} records that this directory held a database; refusing to ` +
      `create a new, empty one. Restore pglite/ from a backup, or move ${dataDir} away to start over (데이터베이스 손상).`,
  );
}

async function hasMigrations(database: Database): Promise<boolean> {
  const { rows } = await database.db.execute<{ applied: boolean }>(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as applied`,
  );
  return rows[0]?.applied === true;
}

/** Atomic (write aside, then rename), so a crash never leaves a half-written marker. */
function recordDatabase(dataDir: string): void {
  const partial = `${markerPath(dataDir)}.${process.pid}`;
  writeFileSync(partial, `${JSON.stringify({ driver: "pglite", recordedAt: new Date().toISOString() }, null, 2)}\n`);
  renameSync(partial, markerPath(dataDir));
}
