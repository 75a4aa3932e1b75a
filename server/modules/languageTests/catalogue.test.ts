import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { mentionsTest } from "../../../shared/test-catalogue";
import { CATALOGUE_CSV, parseCatalogueCsv } from "./catalogue.server";

const HEADER =
  "id,name,kind,language,organiser,official_url,score_scale,validity,test_format,usage,usage_source_url,aliases,source_url,as_of";

describe("the shipped catalogue.csv", () => {
  const { rows, errors } = parseCatalogueCsv(readFileSync(CATALOGUE_CSV, "utf8"));

  it("is valid, one row per test", () => {
    expect(errors).toEqual([]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it("covers the tests job-seekers ask about, without teaching certificates", () => {
    const names = rows.map((r) => r.name);
    for (const name of [
      "TOEIC",
      "TOEIC Speaking",
      "TOEFL iBT",
      "TEPS",
      "OPIc",
      "IELTS",
      "G-TELP",
      "FLEX",
      "JPT",
      "한자능력검정시험",
    ])
      expect(names).toContain(name);
    for (const prefix of ["JLPT", "HSK", "TSC", "TOPIK", "DELF", "DELE", "Goethe"])
      expect(names.some((n) => n.startsWith(prefix))).toBe(true);
    expect(names.some((n) => /TESOL|CTCSOL|지도사/.test(n))).toBe(false);
    const publicNames = rows.filter((r) => r.kind === "public").map((r) => r.name);
    expect(publicNames).toEqual(
      expect.arrayContaining([
        "한국사능력검정시험",
        "NCS 직업기초능력평가",
        "공무원 채용시험 (국가공무원 공개경쟁채용)",
        "KBS 한국어능력시험",
      ]),
    );
  });

  it("cites an http(s) source and a 기준일 on every row, never a code repository", () => {
    for (const row of rows) {
      for (const url of [row.source_url, row.official_url, row.usage_source_url].filter(Boolean))
        expect(url).not.toMatch(/github|gitlab/i);
      expect(row.as_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe("parseCatalogueCsv", () => {
  const line = (cells: Record<string, string>) =>
    HEADER.split(",")
      .map((c) => cells[c] ?? "")
      .join(",");
  const good = {
    id: "sample",
    name: "예시 시험",
    kind: "language",
    organiser: "예시 기관",
    official_url: "https://example.org/",
    source_url: "https://example.org/about",
    as_of: "2026-11-25",
  };

  it("reports each bad row with its line and a Korean message, and keeps the good rows", () => {
    const text = [
      HEADER,
      line(good),
      line({ ...good, id: "Bad ID", name: "둘" }),
      line({ ...good, id: "third", name: "셋", source_url: "https://github.com/someone/repo" }),
      line({ ...good, id: "fourth", name: "넷", kind: "other", as_of: "2026/11/25" }),
      line({ ...good, name: "중복" }),
    ].join("\n");
    const { rows, errors } = parseCatalogueCsv(text);
    expect(rows.map((r) => r.id)).toEqual(["sample"]);
    expect(errors).toEqual([
      { line: 3, message: "ID: ID는 영문 소문자로 시작하는 소문자·숫자·하이픈 2~40자여야 합니다." },
      { line: 4, message: "출처: 출처에 코드 저장소 주소는 쓸 수 없습니다." },
      { line: 5, message: "구분: 구분은 language 또는 public이어야 합니다." },
      { line: 5, message: "기준일: 기준일은 YYYY-MM-DD 형식이어야 합니다." },
      { line: 6, message: "ID sample이(가) 앞 행과 겹칩니다." },
    ]);
  });

  it("names the missing columns and refuses broken CSV", () => {
    expect(parseCatalogueCsv("id,name\nx,y").errors[0]?.message).toMatch(/^필수 열이 없습니다: kind, language/);
    expect(parseCatalogueCsv(`${HEADER}\n"unclosed,quote`).errors[0]?.message).toBe(
      "CSV 형식이 올바르지 않습니다. 따옴표와 열 개수를 확인해주세요.",
    );
  });

  it("needs a source for a usage statement", () => {
    const { errors } = parseCatalogueCsv([HEADER, line({ ...good, usage: "공무원 시험 대체" })].join("\n"));
    expect(errors).toEqual([{ line: 2, message: "활용 출처: 활용을 적으면 활용 출처도 적어주세요." }]);
  });
});

describe("mentionsTest", () => {
  const toeic = { name: "TOEIC", aliases: "토익" };
  const speaking = { name: "TOEIC Speaking", aliases: "토익스피킹" };

  it("finds a test named as a word, with or without a particle", () => {
    expect(mentionsTest("공인영어시험(TOEIC, TEPS 등) 성적이 필요하다", toeic)).toBe(true);
    expect(mentionsTest("토익은 700점 이상", toeic)).toBe(true);
    expect(mentionsTest("toeic score", toeic)).toBe(true);
  });

  it("does not find a name inside another word", () => {
    expect(mentionsTest("토익스피킹 레벨 6", toeic)).toBe(false);
    expect(mentionsTest("토익스피킹 레벨 6", speaking)).toBe(true);
    expect(mentionsTest("TOEICS", toeic)).toBe(false);
    expect(mentionsTest("영어 면접", toeic)).toBe(false);
  });
});
