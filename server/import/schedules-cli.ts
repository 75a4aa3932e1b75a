import path from "node:path";
import { operate } from "../ops/command";
import { KNOWN_ERRORS } from "../ops/jobs.server";
import { runCli } from "./cli-database";

/**
 * `npm run data:schedules -- [--dry-run] FILE...`: schedule files in the snapshot's formats (series,
 * item, 상시, 국가전문; any year), checked and applied in one transaction (decision 0084). Handed to
 * the server while one runs.
 */
async function main(args: string[]): Promise<number> {
  const dryRun = args.includes("--dry-run");
  const files = args.filter((a) => !a.startsWith("--")).map((f) => path.resolve(f));
  const unknown = args.filter((a) => a.startsWith("--") && a !== "--dry-run");
  if (files.length === 0 || unknown.length > 0) {
    console.error("Usage: npm run data:schedules -- [--dry-run] FILE...");
    return 2;
  }
  return operate("data:schedules", { files, dryRun }, "applying schedule files");
}

runCli(() => main(process.argv.slice(2)), KNOWN_ERRORS);
