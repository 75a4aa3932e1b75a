import path from "node:path";
import type { Config } from "../config.server";
import { countRows, type Db } from "../db/client.server";
import type { Logger } from "../logger";
import { DEMO_DIR, type ImportResult, runImport } from "./run";

export { runImport } from "./run";

/** Imports every dataset of `dir` and logs the report (used by server/seed.ts for test databases). */
export async function importAll(
  db: Db,
  dir: string,
  log: { log: (line: string) => void },
  isDemo = false,
): Promise<ImportResult> {
  const result = await runImport(db, dir, { isDemo });
  log.log(result.report.format(result.counts));
  return result;
}

/** Loads data into an empty database on first start: SEED_DATA_DIR when set, else the demo set. */
export async function ensureDataLoaded(db: Db, config: Config, logger: Logger): Promise<void> {
  if ((await countRows(db, "data_imports")) > 0) return;
  const seedDir = config.SEED_DATA_DIR ? path.resolve(config.SEED_DATA_DIR) : null;
  const dir = seedDir ?? DEMO_DIR;
  logger.info({ dir, demo: !seedDir }, "empty database: importing seed data");
  const { report, counts, ms } = await runImport(db, dir, { isDemo: !seedDir });
  logger.info({ counts, rejected: report.rejections.length, ms }, "seed data imported");
  for (const r of report.rejections.slice(0, 20)) logger.warn(r, "rejected seed row");
}
