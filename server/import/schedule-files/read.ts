import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { parse } from "csv-parse/sync";
import type { z } from "zod";
import { seriesSchema } from "../scheduleSeries";
import { continuousSchema, item2026Schema, professionalSchema } from "../schedules";

/** A problem of a schedule file, with where it is and an English code beside the Korean text. */
export interface FileProblem {
  file: string;
  line: number;
  column: string | null;
  code: string;
  message: string;
}

export const formatProblem = (p: FileProblem) =>
  `${p.file}:${p.line}${p.column ? ` (${p.column})` : ""}: ${p.message} [${p.code}]`;

/** Operators' files are a few hundred rows; anything near this is not a schedule file. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** The snapshot's four schedule formats, told apart by their header (decision 0084). */
export const FORMATS = {
  series: {
    label: "종목군(series) 일정",
    schema: seriesSchema,
    /** Date columns that must not go backwards, chain by chain. */
    order: [
      ["doc_reg_start", "doc_reg_end", "doc_exam_start", "doc_exam_end", "doc_pass"],
      ["doc_vacancy_reg_start", "doc_vacancy_reg_end", "doc_exam_start"],
      ["doc_submit_start", "doc_submit_end"],
      ["prac_reg_start", "prac_reg_end", "prac_exam_start", "prac_exam_end", "final_pass"],
      ["prac_reg2_start", "prac_reg2_end", "prac_exam_start"],
      ["prac_vacancy_reg_start", "prac_vacancy_reg_end", "prac_exam_start"],
      ["final_pass", "final_pass_2"],
    ],
  },
  item: {
    label: "종목별(getJMList) 회차",
    schema: item2026Schema,
    order: [
      ["doc_reg_start", "doc_reg_end", "doc_pass"],
      ["prac_reg_start", "prac_reg_end", "prac_exam_start", "prac_exam_end"],
    ],
  },
  continuous: {
    label: "상시 기능사 회차",
    schema: continuousSchema,
    order: [
      ["doc_reg_start", "doc_reg_end", "doc_exam_start", "doc_exam_end", "doc_pass"],
      ["prac_reg_start", "prac_reg_end", "prac_exam_start", "prac_exam_end", "final_pass"],
    ],
  },
  professional: {
    label: "국가전문자격 시행계획",
    schema: professionalSchema,
    order: [
      ["docRegStartDt", "docRegEndDt", "docExamDt", "docPassDt"],
      ["pracExamStartDt", "pracExamEndDt", "pracPassDt"],
    ],
  },
} as const;
export type FormatName = keyof typeof FORMATS;
export type RowOf<F extends FormatName> = z.output<(typeof FORMATS)[F]["schema"]>;

export type ParsedFile = {
  [F in FormatName]: { file: string; source: string; format: F; rows: Array<{ line: number; value: RowOf<F> }> };
}[FormatName];

const columnsOf = (format: FormatName) => Object.keys(FORMATS[format].schema.shape);

/**
 * Reads one schedule file: its format from the header, every row checked (real dates in order, a
 * sane year). Problems are collected, never thrown; rows with problems are left out of `rows`.
 */
export function readScheduleFile(filePath: string, problems: FileProblem[]): ParsedFile | null {
  const file = path.basename(filePath);
  const problem = (line: number, column: string | null, code: string, message: string) =>
    problems.push({ file, line, column, code, message });
  let bytes: Buffer;
  try {
    if (statSync(filePath).size > MAX_FILE_BYTES) {
      problem(0, null, "file_too_large", `파일이 ${MAX_FILE_BYTES / 1024 / 1024}MB를 넘습니다.`);
      return null;
    }
    bytes = readFileSync(filePath);
  } catch {
    problem(0, null, "file_not_found", `파일을 읽을 수 없습니다: ${filePath}`);
    return null;
  }
  let text: string;
  try {
    if (bytes.includes(0)) throw new Error("NUL");
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    problem(0, null, "binary_file", "UTF-8 CSV 파일이 아닙니다(이진 파일이거나 다른 인코딩입니다).");
    return null;
  }
  if (text.replace(/^\uFEFF/, "").trim() === "") {
    problem(1, null, "empty_file", "빈 파일입니다.");
    return null;
  }
  let records: Array<{ record: Record<string, string>; info: { lines: number } }>;
  let header: string[] = [];
  try {
    records = parse(text, {
      columns: (names: string[]) => {
        header = names.map((n) => n.trim());
        return header;
      },
      bom: true,
      info: true,
      skip_empty_lines: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 0;
    problem(line, null, "invalid_csv", `CSV 형식이 잘못되었습니다: ${(error as Error).message}`);
    return null;
  }
  const format = (Object.keys(FORMATS) as FormatName[]).find((f) => columnsOf(f).every((c) => header.includes(c)));
  if (!format) {
    const closest = (Object.keys(FORMATS) as FormatName[])
      .map((f) => ({ f, missing: columnsOf(f).filter((c) => !header.includes(c)) }))
      .sort((a, b) => a.missing.length - b.missing.length)[0];
    problem(
      1,
      null,
      "unknown_header",
      `알 수 없는 머리글입니다. 일정 파일 형식(${Object.values(FORMATS)
        .map((f) => f.label)
        .join(", ")}) 중 하나여야 합니다` +
        (closest ? `; ${FORMATS[closest.f].label}에 없는 열: ${closest.missing.join(", ")}` : "") +
        ".",
    );
    return null;
  }
  if (records.length === 0) {
    problem(1, null, "no_rows", "머리글만 있고 일정 행이 없습니다.");
    return null;
  }
  const { schema, order } = FORMATS[format];
  const rows: Array<{ line: number; value: never }> = [];
  for (const { record, info } of records) {
    const before = problems.length;
    const result = schema.safeParse(record);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const column = String(issue.path[0] ?? "") || null;
        const empty = column !== null && (record[column] ?? "").trim() === "";
        const code = empty ? "required" : /not a date/.test(issue.message) ? "invalid_date" : "invalid_value";
        const message = empty
          ? "값이 필요합니다."
          : code === "invalid_date"
            ? `실제 날짜가 아닙니다: "${record[column ?? ""]}"`
            : column === "series"
              ? `알 수 없는 종목군입니다: "${record.series}" (기술사, 기능장, 기사·산업기사, 기능사)`
              : `값이 잘못되었습니다: "${column ? record[column] : ""}" (${issue.message})`;
        problem(info.lines, column, column === "series" && !empty ? "unknown_series" : code, message);
      }
      continue;
    }
    const value = result.data as Record<string, unknown>;
    const year = value.year as number;
    if (year < 2000 || year > 2100) problem(info.lines, "year", "invalid_year", `연도가 잘못되었습니다: ${year}`);
    for (const chain of order) {
      let previous: { column: string; date: string } | null = null;
      for (const column of chain) {
        const date = value[column] as string | null;
        if (!date) continue;
        if (previous && date < previous.date)
          problem(
            info.lines,
            column,
            "dates_out_of_order",
            `${column}(${date})이(가) ${previous.column}(${previous.date})보다 앞섭니다.`,
          );
        previous = { column, date };
      }
    }
    if (problems.length === before) rows.push({ line: info.lines, value: result.data as never });
  }
  return { file, source: path.basename(file, path.extname(file)), format, rows } as ParsedFile;
}
