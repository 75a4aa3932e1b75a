import path from "node:path";
import { allowLongStatements, countRows, type Db } from "../db/client.server";
import { dataImports } from "../db/schema";
import { projectRoot } from "../paths";
import { assertDataDir } from "./csv";
import { jobsDataset } from "./jobs";
import { licensesDataset } from "./licenses";
import { majorsDataset } from "./majors";
import { ncsDataset } from "./ncs";
import { passStatisticsDataset } from "./passStatistics";
import { preferenceLawsDataset } from "./preferenceLaws";
import { type DatasetReport, ImportReport } from "./report";
import { schedulesDataset } from "./schedules";

export const DEMO_DIR = path.join(projectRoot, "server/import/demo");

/** Licenses first: every other dataset links to them. */
const DATASETS = [
  licensesDataset,
  ncsDataset,
  passStatisticsDataset,
  schedulesDataset,
  jobsDataset,
  majorsDataset,
  preferenceLawsDataset,
];

/** A complete import has a `data_imports` row for each of these. */
export const DATASET_NAMES = DATASETS.map((d) => d.name);

const IMPORT_TABLES = [
  "licenses",
  "ncs_classes",
  "license_ncs_classes",
  "pass_statistics",
  "exam_rounds",
  "exam_phases",
  "dictionary_jobs",
  "dictionary_job_licenses",
  "career_jobs",
  "career_job_licenses",
  "career_job_majors",
  "majors",
  "major_licenses",
  "departments",
  "department_majors",
  "license_preference_laws",
  "data_imports",
];

/** Throws MissingDataError naming every absent file (callers may check before opening a database). */
export function checkDataDir(dir: string): void {
  assertDataDir(
    path.resolve(dir),
    DATASETS.flatMap((d) => d.files),
  );
}

export interface ImportResult {
  report: ImportReport;
  counts: Record<string, number>;
  ms: number;
}

export interface ImportOptions {
  isDemo?: boolean;
  /** Called inside the transaction after each dataset (progress logging; a throw rolls everything back). */
  onDataset?: (entry: DatasetReport) => Promise<void> | void;
}

/**
 * Imports every dataset of `dir` in one transaction, so a crash or error part-way leaves the
 * database as it was; each dataset's `data_imports` row commits with the data. All files are
 * checked first.
 */
export async function runImport(db: Db, dir: string, options: ImportOptions = {}): Promise<ImportResult> {
  const started = performance.now();
  const sourceDir = path.resolve(dir);
  checkDataDir(sourceDir);
  const report = new ImportReport();
  await db.transaction(async (tx) => {
    await allowLongStatements(tx);
    for (const dataset of DATASETS) {
      const t0 = performance.now();
      const rejectedBefore = report.rejections.length;
      const accepted = await dataset.run({ tx, dir: sourceDir, report });
      const rejected = report.rejections.length - rejectedBefore;
      await tx
        .insert(dataImports)
        .values({ dataset: dataset.name, sourceDir, accepted, rejected, isDemo: options.isDemo ?? false });
      const entry = { dataset: dataset.name, accepted, rejected, ms: Math.round(performance.now() - t0) };
      report.datasets.push(entry);
      await options.onDataset?.(entry);
    }
  });
  return { report, counts: await importedTableCounts(db), ms: Math.round(performance.now() - started) };
}

/** Rows in each table an import writes (the import log included). */
export async function importedTableCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of IMPORT_TABLES) counts[table] = await countRows(db, table);
  return counts;
}
