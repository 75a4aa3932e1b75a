import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { seedDataDir } from "./settings";

/**
 * Schedule files for the process tests of the operating commands: an INVENTED year (2031) for two
 * items, in the columns of the snapshot's getJMList file (read from its header, never its rows).
 * These dates are fixtures: they exist only in the tests' throw-away databases.
 */
export const FIXTURE_YEAR = 2031;
/** The servers' clock in the fixture year, before the first fixture window opens. */
export const FIXTURE_NOW = "2031-01-05T09:00:00+09:00";

export const ITEMS = {
  /** 정보처리기사 */
  a: { jmcd: "1320", name: "정보처리기사", series: "기사" },
  /** 판금제관기능사: no eligibility, so the roadmap plans it directly. */
  b: { jmcd: "6175", name: "판금제관기능사", series: "기능사" },
} as const;
export type ItemKey = keyof typeof ITEMS;

interface Window {
  reg: [string, string];
  pass: string;
  pracReg: [string, string];
  pracExam: [string, string];
}

/** Three versions of the same 2031 제1회 of both items; every 원서접수 day differs between versions. */
export const VERSIONS = {
  v1: {
    a: {
      reg: ["2031-01-13", "2031-01-16"],
      pass: "2031-03-12",
      pracReg: ["2031-03-24", "2031-03-27"],
      pracExam: ["2031-04-19", "2031-05-07"],
    },
    b: {
      reg: ["2031-01-07", "2031-01-09"],
      pass: "2031-02-04",
      pracReg: ["2031-02-10", "2031-02-13"],
      pracExam: ["2031-03-15", "2031-04-04"],
    },
  },
  v2: {
    a: {
      reg: ["2031-01-27", "2031-01-30"],
      pass: "2031-03-19",
      pracReg: ["2031-03-31", "2031-04-03"],
      pracExam: ["2031-04-26", "2031-05-14"],
    },
    b: {
      reg: ["2031-01-20", "2031-01-22"],
      pass: "2031-02-11",
      pracReg: ["2031-02-17", "2031-02-20"],
      pracExam: ["2031-03-22", "2031-04-11"],
    },
  },
  v3: {
    a: {
      reg: ["2031-02-10", "2031-02-13"],
      pass: "2031-04-02",
      pracReg: ["2031-04-14", "2031-04-17"],
      pracExam: ["2031-05-10", "2031-05-28"],
    },
    b: {
      reg: ["2031-02-03", "2031-02-05"],
      pass: "2031-02-25",
      pracReg: ["2031-03-03", "2031-03-06"],
      pracExam: ["2031-04-05", "2031-04-25"],
    },
  },
} satisfies Record<string, Record<ItemKey, Window>>;
export type Version = keyof typeof VERSIONS;

/** "2031-01-13" → "2031.01.13", as the license page prints a date. */
export const pageDate = (day: string) => day.replaceAll("-", ".");

/** The getJMList file's header, read from the snapshot (SEED_DATA_DIR). */
function itemHeader(): string[] {
  const file = path.join(seedDataDir(), "schedules", "qnet_item_rounds_2026_getJMList.csv");
  const [header = ""] = readFileSync(file, "utf8").split(/\r?\n/, 1);
  return header.split(",");
}

/**
 * Writes an item-level schedule file of `version` into `dir`; `extraRows` (column → value) are
 * appended after the two items' rows (line 2 and 3), for a refused file.
 */
export function writeItemFixture(dir: string, name: string, version: Version, extraRows: Array<Record<string, string>> = []) {
  const header = itemHeader();
  const rows = (Object.keys(ITEMS) as ItemKey[]).map((key): Record<string, string> => {
    const item = ITEMS[key];
    const w: Window = VERSIONS[version][key];
    return {
      year: String(FIXTURE_YEAR),
      jmcd: item.jmcd,
      jmfldnm: item.name,
      seriesnm: item.series,
      round: "제1회",
      doc_reg_start: w.reg[0],
      doc_reg_end: w.reg[1],
      doc_pass: w.pass,
      prac_reg_start: w.pracReg[0],
      prac_reg_end: w.pracReg[1],
      prac_exam_start: w.pracExam[0],
      prac_exam_end: w.pracExam[1],
      snapshot_date: "2030-12-20",
      source_repo: "test-fixture (invented 2031 dates)",
      source_commit: `fixture-${version}`,
    };
  });
  const lines = [header.join(","), ...[...rows, ...extraRows].map((row) => header.map((column) => row[column] ?? "").join(","))];
  const file = path.join(dir, name);
  writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}
