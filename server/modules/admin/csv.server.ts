import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { z } from "zod";

/** Bulk imports stay small enough to validate and insert in one request. */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5_000;

export interface CsvColumn {
  name: string;
  label: string;
}

export type CsvImport<T> = { ok: true; rows: T[] } | { ok: false; errors: string[] };

/**
 * The text of an uploaded CSV: UTF-8 (with or without BOM), or CP949/EUC-KR, which is what Excel
 * in Korean Windows saves as "CSV".
 */
export function decodeCsv(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return new TextDecoder("euc-kr").decode(bytes);
  }
}

/**
 * Parses a CSV whose header names each column by its Korean label or field name, and validates
 * every row with `schema`. All rows or none: any problem answers the errors, each with the row
 * number as Excel shows it (the header is row 1).
 */
export function parseCsvImport<T>(text: string, columns: CsvColumn[], schema: z.ZodType<T>): CsvImport<T> {
  let records: string[][];
  try {
    records = parse(text, { skip_empty_lines: true, relax_column_count: true, trim: true });
  } catch (error) {
    return { ok: false, errors: [`CSV 형식이 올바르지 않습니다: ${(error as Error).message}`] };
  }
  const [header, ...body] = records;
  if (!header) return { ok: false, errors: ["CSV가 비어 있습니다. 첫 줄에 열 이름을 적어주세요."] };
  if (body.length === 0) return { ok: false, errors: ["가져올 행이 없습니다."] };
  if (body.length > MAX_IMPORT_ROWS)
    return { ok: false, errors: [`한 번에 ${MAX_IMPORT_ROWS.toLocaleString("ko-KR")}행까지 가져올 수 있습니다.`] };
  const byHeader = new Map(columns.flatMap((c) => [[c.label, c.name] as const, [c.name, c.name] as const]));
  const unknown = header.filter((h) => !byHeader.has(h));
  if (unknown.length > 0) {
    const expected = columns.map((c) => c.label).join(", ");
    return { ok: false, errors: [`알 수 없는 열이 있습니다: ${unknown.join(", ")} (사용할 수 있는 열: ${expected})`] };
  }
  const names = header.map((h) => byHeader.get(h) as string);
  const rows: T[] = [];
  const errors: string[] = [];
  body.forEach((record, i) => {
    const raw = Object.fromEntries(names.map((name, j) => [name, record[j] ?? ""]));
    const parsed = schema.safeParse(raw);
    if (parsed.success) rows.push(parsed.data);
    else errors.push(`${i + 2}행: ${[...new Set(parsed.error.issues.map((issue) => issue.message))].join(" ")}`);
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

/** An uploaded CSV file's rows: size-checked, decoded, parsed and validated (see `parseCsvImport`). */
export function readCsvUpload<T>(bytes: Uint8Array, columns: CsvColumn[], schema: z.ZodType<T>): CsvImport<T> {
  if (bytes.byteLength === 0) return { ok: false, errors: ["CSV 파일을 선택해주세요."] };
  if (bytes.byteLength > MAX_IMPORT_BYTES) return { ok: false, errors: ["CSV 파일은 2MB까지 올릴 수 있습니다."] };
  return parseCsvImport(decodeCsv(bytes), columns, schema);
}

/**
 * Text a visitor typed must not run as a spreadsheet formula when an admin opens the export
 * (CSV injection): a leading =, +, -, @ or control character is escaped with an apostrophe.
 */
function inert(value: unknown): unknown {
  return typeof value === "string" && /^[=+\-@\t\r]/.test(value) ? `'${value}` : (value ?? "");
}

/**
 * A CSV download Excel opens correctly in Korean: UTF-8 with a byte-order mark (without it, Excel
 * reads the bytes as CP949 and shows mojibake), CRLF line ends, every field quoted when needed.
 */
export function csvDownload(columns: CsvColumn[], rows: Array<Record<string, unknown>>): string {
  const body = stringify(
    rows.map((row) => columns.map((c) => inert(row[c.name]))),
    { header: true, columns: columns.map((c) => c.label), record_delimiter: "windows", cast: { date: (d) => d.toISOString() } },
  );
  return `\uFEFF${body}`;
}
