import { desc, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { dataImports } from "../db/schema";
import { DATASET_NAMES } from "./run";

/** Datasets without a committed `data_imports` row: all of them on an empty database. */
export async function missingDatasets(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ dataset: dataImports.dataset })
    .from(dataImports)
    .where(inArray(dataImports.dataset, DATASET_NAMES));
  const imported = new Set(rows.map((r) => r.dataset));
  return DATASET_NAMES.filter((name) => !imported.has(name));
}

/** Source of the latest committed dataset import, if any. */
export async function latestImportSource(db: Db): Promise<{ sourceDir: string; isDemo: boolean } | null> {
  const [latest] = await db
    .select({ sourceDir: dataImports.sourceDir, isDemo: dataImports.isDemo })
    .from(dataImports)
    .where(inArray(dataImports.dataset, DATASET_NAMES))
    .orderBy(desc(dataImports.id))
    .limit(1);
  return latest ?? null;
}

/**
 * Why the portal cannot serve its core pages, for /healthz; empty when the required data is there.
 * One statement, so the health check costs one round trip (it also proves the database answers).
 */
export async function missingRequiredData(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ imported: string[] | null; licenses: boolean; exam_rounds: boolean }>(
    sql`select
      array(select distinct dataset from data_imports where dataset in ${DATASET_NAMES}) as imported,
      exists (select 1 from licenses) as licenses,
      exists (select 1 from exam_rounds) as exam_rounds`,
  );
  const imported = new Set(rows[0]?.imported ?? []);
  const missing = DATASET_NAMES.filter((name) => !imported.has(name));
  const reasons: string[] = [];
  if (missing.length > 0) reasons.push(`data import incomplete: ${missing.join(", ")} not imported`);
  if (!rows[0]?.licenses) reasons.push("no licenses");
  if (!rows[0]?.exam_rounds) reasons.push("no exam schedules");
  return reasons;
}
