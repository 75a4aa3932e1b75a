import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { eq, inArray, sql } from "drizzle-orm";
import { CATALOGUE_COLUMNS } from "../../../shared/test-catalogue";
import { type CatalogueRow, catalogueRowSchema } from "../../../shared/test-catalogue-schema";
import type { Db } from "../../db/client.server";
import { searchDocuments, testCatalogue } from "../../db/schema";
import { projectRoot } from "../../paths";
import type { SeedLog } from "../../seed";
import { testDocument } from "../search/documents.server";
import { toRow } from "../search/indexer.server";

/** The curated catalogue shipped with the code (origin: README.md beside it, decision 0047). */
export const CATALOGUE_CSV = path.join(projectRoot, "server/modules/languageTests/catalogue.csv");

export interface CsvRowError {
  line: number;
  message: string;
}

export interface ParsedCatalogue {
  rows: Array<CatalogueRow & { line: number }>;
  errors: CsvRowError[];
}

const labelOf = (column: PropertyKey | undefined) =>
  CATALOGUE_COLUMNS.find((c) => c.name === column)?.label ?? String(column ?? "");

/**
 * Parses catalogue CSV text (header row with the CSV's column names); every failing row is
 * reported with its line and a Korean message, and duplicate ids or names are errors too.
 */
export function parseCatalogueCsv(text: string): ParsedCatalogue {
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  try {
    records = parse(text, { columns: true, bom: true, info: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { rows: [], errors: [{ line, message: "CSV 형식이 올바르지 않습니다. 따옴표와 열 개수를 확인해주세요." }] };
  }
  const header = Object.keys(records[0]?.record ?? {});
  const missing = CATALOGUE_COLUMNS.filter((c) => !header.includes(c.name)).map((c) => c.name);
  if (records.length > 0 && missing.length > 0)
    return { rows: [], errors: [{ line: 1, message: `필수 열이 없습니다: ${missing.join(", ")}` }] };
  const rows: ParsedCatalogue["rows"] = [];
  const errors: CsvRowError[] = [];
  const seenIds = new Set<string>();
  const seenNames = new Set<string>();
  for (const { record, info } of records) {
    const line = info.lines;
    const parsed = catalogueRowSchema.safeParse(record);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors.push({ line, message: `${labelOf(issue.path[0])}: ${issue.message}` });
      continue;
    }
    if (seenIds.has(parsed.data.id)) errors.push({ line, message: `ID ${parsed.data.id}이(가) 앞 행과 겹칩니다.` });
    else if (seenNames.has(parsed.data.name))
      errors.push({ line, message: `시험명 ${parsed.data.name}이(가) 앞 행과 겹칩니다.` });
    else rows.push({ ...parsed.data, line });
    seenIds.add(parsed.data.id);
    seenNames.add(parsed.data.name);
  }
  return { rows, errors };
}

/** The table's columns of a parsed row; `sortOrder` keeps the CSV's order. */
export function tableValues(row: CatalogueRow, sortOrder: number) {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    language: row.language,
    organiser: row.organiser,
    officialUrl: row.official_url,
    scoreScale: row.score_scale,
    validity: row.validity,
    testFormat: row.test_format,
    usage: row.usage,
    usageSourceUrl: row.usage_source_url,
    aliases: row.aliases,
    sourceUrl: row.source_url,
    asOf: row.as_of,
    sortOrder,
  };
}

/** Columns an upsert overwrites (all but the id). */
const UPDATED = [
  "name",
  "kind",
  "language",
  "organiser",
  "official_url",
  "score_scale",
  "validity",
  "test_format",
  "usage",
  "usage_source_url",
  "aliases",
  "source_url",
  "as_of",
  "sort_order",
] as const;

/**
 * Inserts or updates catalogue rows. `force` (an admin import) overwrites admin-edited rows and
 * marks them edited; the start-up seed leaves admin-edited rows alone. A row is only written when a
 * value differs, so an unchanged catalogue writes nothing. Returns the ids written.
 */
export async function upsertCatalogue(
  db: Pick<Db, "insert">,
  rows: CatalogueRow[],
  options: { force: boolean },
): Promise<string[]> {
  if (rows.length === 0) return [];
  const set: Record<string, unknown> = { updatedAt: sql`now()`, editedByAdmin: options.force ? sql`true` : sql`false` };
  for (const column of UPDATED) set[camel(column)] = sql.raw(`excluded.${column}`);
  const current = sql.raw(UPDATED.map((c) => `test_catalogue.${c}`).join(", "));
  const incoming = sql.raw(UPDATED.map((c) => `excluded.${c}`).join(", "));
  const written = await db
    .insert(testCatalogue)
    .values(rows.map((r, i) => ({ ...tableValues(r, (i + 1) * 10), editedByAdmin: options.force })))
    .onConflictDoUpdate({
      target: testCatalogue.id,
      set,
      setWhere: options.force
        ? sql`(${current}) is distinct from (${incoming})`
        : sql`not test_catalogue.edited_by_admin and (${current}) is distinct from (${incoming})`,
    })
    .returning({ id: testCatalogue.id });
  return written.map((r) => r.id);
}

function camel(column: string): string {
  return column.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Replaces the tests' search documents with the current rows (a few dozen: cheaper than a reindex). */
export async function refreshTestDocuments(db: Db): Promise<void> {
  const rows = await db.select().from(testCatalogue).where(eq(testCatalogue.hidden, false));
  await db.transaction(async (tx) => {
    await tx.delete(searchDocuments).where(inArray(searchDocuments.kind, ["language_test", "public_test"]));
    if (rows.length > 0) await tx.insert(searchDocuments).values(rows.map((r) => toRow(testDocument(r))));
  });
}

/**
 * After-import step: loads catalogue.csv into `test_catalogue` (idempotent, and writes nothing
 * when the file and the table agree). A row of the file that fails validation stops the start:
 * the shipped catalogue must be valid (its test checks it).
 */
export async function seedTestCatalogue(db: Db, log: SeedLog): Promise<void> {
  const { rows, errors } = parseCatalogueCsv(readFileSync(CATALOGUE_CSV, "utf8"));
  if (errors.length > 0) throw new Error(`catalogue.csv: ${errors.map((e) => `${e.line}: ${e.message}`).join("; ")}`);
  const written = await upsertCatalogue(db, rows, { force: false });
  if (written.length === 0) return;
  await refreshTestDocuments(db);
  log.log(`test catalogue: ${written.length} rows written`);
}
