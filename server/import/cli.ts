import path from "node:path";
import { loadConfig } from "../config.server";
import { operate } from "../ops/command";
import { KNOWN_ERRORS } from "../ops/jobs.server";
import { runCli } from "./cli-database";
import { checkDataDir } from "./run";

/**
 * `npm run data:import [dir]` — dir defaults to SEED_DATA_DIR. Same database selection as the
 * server; handed to the server while one runs (decision 0084).
 */
async function main(): Promise<number> {
  const config = loadConfig();
  const arg = process.argv[2] ?? config.SEED_DATA_DIR;
  if (!arg) {
    console.error("Usage: npm run data:import <data-dir>   (or set SEED_DATA_DIR)");
    return 2;
  }
  const dir = path.resolve(arg);
  checkDataDir(dir);
  return operate("data:import", { dir }, "importing");
}

runCli(main, KNOWN_ERRORS);
