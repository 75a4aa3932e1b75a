import { getTableColumns, isNotNull, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client.server";
import { licenses } from "../db/schema";
import type { ImportReport } from "./report";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** What every dataset module receives: the open transaction, the data dir and the report. */
export interface DatasetContext {
  tx: Tx;
  dir: string;
  report: ImportReport;
}

export interface Dataset {
  name: string;
  /** Files (relative to the data dir) that must exist before anything is imported. */
  files: readonly string[];
  /** Imports the dataset and returns the number of accepted source rows. */
  run(ctx: DatasetContext): Promise<number>;
}

const BATCH = 500;

export async function insertBatches<T extends PgTable>(tx: Tx, table: T, rows: T["$inferInsert"][]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx.insert(table).values(rows.slice(i, i + BATCH));
  }
}

/**
 * Insert-or-update by primary key. Used for tables that member data references (licenses, jobs,
 * majors) so that a re-import does not cascade-delete members' saved choices.
 */
export async function upsertBatches<T extends PgTable>(
  tx: Tx,
  table: T,
  key: PgColumn,
  rows: T["$inferInsert"][],
  keep: string[] = [],
): Promise<void> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const set = Object.fromEntries(
    Object.entries(columns)
      .filter(([prop, col]) => col.name !== key.name && !keep.includes(prop))
      .map(([prop, col]) => [prop, sql.raw(`excluded."${col.name}"`)]),
  );
  for (let i = 0; i < rows.length; i += BATCH) {
    await tx
      .insert(table)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({ target: key, set: set as never });
  }
}

/** Maps a CertWeb 자격증ID to the portal license id (Q-Net jmcd when matched, else the CertWeb id). */
export async function certwebResolver(tx: Tx): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: licenses.id, certwebId: licenses.certwebId })
    .from(licenses)
    .where(isNotNull(licenses.certwebId));
  return new Map(rows.map((r) => [r.certwebId as string, r.id]));
}

export async function licenseIds(tx: Tx): Promise<Set<string>> {
  const rows = await tx.select({ id: licenses.id }).from(licenses);
  return new Set(rows.map((r) => r.id));
}
