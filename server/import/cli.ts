import path from "node:path";
import { loadConfig } from "../config";
import { DatabaseStartupError, openDatabase } from "../db/client";
import { MissingDataError } from "./csv";
import { checkDataDir, DEMO_DIR, runImport } from "./run";
import { serverHolding } from "./serverLock";

/** `npm run data:import [dir]` — dir defaults to SEED_DATA_DIR. Same database selection as the server. */
async function main(): Promise<number> {
  const config = loadConfig();
  const arg = process.argv[2] ?? config.SEED_DATA_DIR;
  if (!arg) {
    console.error("Usage: npm run data:import <data-dir>   (or set SEED_DATA_DIR)");
    return 2;
  }
  const dir = path.resolve(arg);
  checkDataDir(dir);
  if (!config.DATABASE_URL) {
    const pid = serverHolding(config.dataDir);
    if (pid !== null) {
      console.error(
        `The server (pid ${pid}) holds ${path.join(config.dataDir, "pglite")}; stop it before importing (서버 실행 중).`,
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
    const { report, counts, ms } = await runImport(database.db, dir, { isDemo: dir === DEMO_DIR });
    console.log(report.format(counts));
    console.log(`Imported ${dir} into ${database.driver} in ${(ms / 1000).toFixed(1)} s`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const known = error instanceof MissingDataError || error instanceof DatabaseStartupError;
    console.error(known ? (error as Error).message : error);
    process.exit(1);
  },
);
