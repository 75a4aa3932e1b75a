import path from "node:path";
import { loadConfig } from "../../config";
import { DatabaseStartupError, openDatabase } from "../../db/client";
import { serverHolding } from "../../import/serverLock";
import { reindex } from "./indexer";

/** `npm run search:reindex`: full rebuild of the search index (same database selection as the server). */
async function main(): Promise<number> {
  const config = loadConfig();
  if (!config.DATABASE_URL) {
    const pid = serverHolding(config.dataDir);
    if (pid !== null) {
      console.error(
        `The server (pid ${pid}) holds ${path.join(config.dataDir, "pglite")}; stop it before reindexing (서버 실행 중).`,
      );
      return 1;
    }
  }
  const database = await openDatabase(
    config.DATABASE_URL
      ? { driver: "postgres", url: config.DATABASE_URL }
      : { driver: "pglite", dataDir: path.join(config.dataDir, "pglite") },
  );
  try {
    await database.migrate();
    const started = performance.now();
    const { documents } = await reindex(database.db);
    console.log(
      `Search index rebuilt on ${database.driver}: ${documents} documents in ${Math.round(performance.now() - started)} ms`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof DatabaseStartupError ? error.message : error);
    process.exit(1);
  },
);
