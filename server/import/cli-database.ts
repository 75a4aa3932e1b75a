import path from "node:path";
import type { Config } from "../config.server";
import { type Database, DatabaseStartupError, openDatabase } from "../db/client.server";
import { serverHolding } from "./serverLock";

/**
 * The configured database for a command-line tool (import, sync, reindex, admin grant), migrated.
 * The embedded PGlite directory is refused while a server holds it: two processes on one PGlite
 * directory lose writes. The refusal is a DatabaseStartupError, which every CLI prints in one line.
 */
export async function openCliDatabase(config: Config, purpose: string): Promise<Database> {
  if (!config.DATABASE_URL) {
    const pid = serverHolding(config.dataDir);
    if (pid !== null) {
      throw new DatabaseStartupError(
        `The server (pid ${pid}) holds ${path.join(config.dataDir, "pglite")}; stop it before ${purpose} (서버 실행 중).`,
      );
    }
  }
  const database = await openDatabase(
    config.DATABASE_URL
      ? { driver: "postgres", url: config.DATABASE_URL }
      : { driver: "pglite", dataDir: path.join(config.dataDir, "pglite") },
  );
  await database.migrate();
  return database;
}
