import path from "node:path";
import type { Config } from "../config.server";
import type { Db } from "../db/client.server";
import type { Logger } from "../logger";
import { DEMO_DIR, type ImportResult, runImport } from "./run";
import { latestImportSource, missingDatasets } from "./status";

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

/**
 * Loads data on start when the database lacks a committed import of every dataset: on first start,
 * and after an import that was cut off (older versions committed dataset by dataset). The source is
 * SEED_DATA_DIR when set, else the source of the earlier import (so real data is never completed
 * with demo data), else the demo set.
 */
export async function ensureDataLoaded(db: Db, config: Config, logger: Logger): Promise<boolean> {
  const missing = await missingDatasets(db);
  if (missing.length === 0) return false;
  const previous = await latestImportSource(db);
  const seedDir = config.SEED_DATA_DIR ? path.resolve(config.SEED_DATA_DIR) : null;
  const dir = seedDir ?? (previous && !previous.isDemo ? previous.sourceDir : DEMO_DIR);
  const isDemo = dir === DEMO_DIR && !seedDir;
  if (previous) logger.warn({ dir, demo: isDemo, missing }, "incomplete data import found: importing again");
  else logger.info({ dir, demo: isDemo }, "empty database: importing seed data");
  const { report, counts, ms } = await runImport(db, dir, {
    isDemo,
    onDataset: async (entry) => {
      logger.info(entry, "dataset loaded (committed with the whole import)");
      if (config.TEST_IMPORT_PAUSE_MS > 0) await new Promise((resolve) => setTimeout(resolve, config.TEST_IMPORT_PAUSE_MS));
    },
  });
  logger.info({ counts, rejected: report.rejections.length, ms }, "seed data imported");
  for (const r of report.rejections.slice(0, 20)) logger.warn(r, "rejected seed row");
  return true;
}
