import path from "node:path";
import { loadConfig } from "../config.server";
import { DatabaseStartupError } from "../db/client.server";
import { openCliDatabase } from "./cli-database";
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
  const database = await openCliDatabase(config, "importing");
  try {
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
