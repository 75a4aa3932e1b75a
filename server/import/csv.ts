import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { z } from "zod";
import type { ImportReport } from "./report";

/** A required data file or directory is absent; the CLI prints the message and exits non-zero. */
export class MissingDataError extends Error {}

export interface CsvRow {
  line: number;
  record: Record<string, string>;
}

export function assertDataDir(dir: string, files: readonly string[]): void {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) {
    throw new MissingDataError(`Data directory not found (데이터 디렉터리 없음): ${dir}`);
  }
  const missing = files.filter((file) => !existsSync(path.join(dir, file)));
  if (missing.length > 0) {
    throw new MissingDataError(`Data file not found (데이터 파일 없음): ${missing.map((f) => path.join(dir, f)).join(", ")}`);
  }
}

/** Reads a UTF-8 CSV with a header row; every value stays a string (codes keep leading zeros). */
export function readCsv(dir: string, file: string): CsvRow[] {
  const text = readFileSync(path.join(dir, file), "utf8");
  const records = parse(text, {
    columns: true,
    bom: true,
    info: true,
    skip_empty_lines: true,
    relax_column_count: true,
  }) as { record: Record<string, string>; info: { lines: number } }[];
  return records.map(({ record, info }) => ({ line: info.lines, record }));
}

/** Validates rows with zod; a failing row is reported with file and line and left out. */
export function parseRows<S extends z.ZodType>(
  report: ImportReport,
  file: string,
  rows: CsvRow[],
  schema: S,
): { line: number; value: z.output<S> }[] {
  const out: { line: number; value: z.output<S> }[] = [];
  for (const row of rows) {
    const result = schema.safeParse(row.record);
    if (result.success) {
      out.push({ line: row.line, value: result.data });
    } else {
      const issue = result.error.issues[0];
      report.reject(file, row.line, `${issue?.path.join(".") || "row"}: ${issue?.message ?? "invalid"}`);
    }
  }
  return out;
}

export function readRows<S extends z.ZodType>(report: ImportReport, dir: string, file: string, schema: S) {
  return parseRows(report, file, readCsv(dir, file), schema);
}

// Column helpers. Empty strings mean "no value" in every source file.
const blankToNull = (v: string) => (v.trim() === "" ? null : v.trim());

export const text = z.string().trim().min(1, "required");
export const optText = z
  .string()
  .optional()
  .transform((v) => blankToNull(v ?? ""));

/** Integers may carry thousands separators ("211,036"); "-" means no exam. */
export const optInt = optText.pipe(
  z
    .string()
    .nullable()
    .transform((v, ctx) => {
      if (v === null || v === "-") return null;
      const n = Number(v.replaceAll(",", ""));
      if (!Number.isInteger(n)) {
        ctx.addIssue({ code: "custom", message: `not an integer: "${v}"` });
        return z.NEVER;
      }
      return n;
    }),
);

export const optNumber = optText.pipe(
  z
    .string()
    .nullable()
    .transform((v, ctx) => {
      if (v === null || v === "-") return null;
      const n = Number(v.replaceAll(",", ""));
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message: `not a number: "${v}"` });
        return z.NEVER;
      }
      return n;
    }),
);

/** Accepts YYYY-MM-DD or YYYYMMDD and returns ISO; checks the calendar date exists. */
export const optDate = optText.pipe(
  z
    .string()
    .nullable()
    .transform((v, ctx) => {
      if (v === null) return null;
      const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(v);
      const iso = m ? `${m[1]}-${m[2]}-${m[3]}` : "";
      const d = new Date(`${iso}T00:00:00Z`);
      if (!m || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== iso) {
        ctx.addIssue({ code: "custom", message: `not a date: "${v}"` });
        return z.NEVER;
      }
      return iso;
    }),
);

/** Whitespace-insensitive key used for every exact-name match between datasets. */
export const nameKey = (name: string) => name.replace(/\s+/g, "");
