import path from "node:path";
import { loadConfig } from "../config.server";
import { markStoredPagesStale, runCli, withCliDatabase } from "./cli-database";
import { MissingDataError } from "./csv";
import { checkDataDir, DEMO_DIR, runImport } from "./run";

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
  return withCliDatabase("importing", async (database) => {
    const { report, counts, ms } = await runImport(database.db, dir, { isDemo: dir === DEMO_DIR });
    console.log(report.format(counts));
    console.log(`Imported ${dir} into ${database.driver} in ${(ms / 1000).toFixed(1)} s`);
    await markStoredPagesStale(database.db);
    return 0;
  });
}

runCli(main, [MissingDataError]);
