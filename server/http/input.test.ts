import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { AppError, toAppError } from "./errors";
import { badTextPath, urlHasBadCharacters } from "./input";

describe("badTextPath", () => {
  it("names where a NUL byte or a lone surrogate sits: values, keys, file names", () => {
    expect(badTextPath({ title: "제목", tags: ["a", "b"] })).toBeNull();
    expect(badTextPath({ title: "😀 이모지" })).toBeNull();
    expect(badTextPath({ title: "a\u0000b" })).toBe("title");
    expect(badTextPath({ data: [{ ld_id: "1320" }, { ld_id: "\uD800" }] })).toBe("data.1.ld_id");
    expect(badTextPath({ answers: { "R1\u0000": 3 } })).toBe("answers");
    expect(badTextPath({ "\uDC00": 1 })).toBe("_");
    expect(badTextPath({ files: [new File(["x"], "a\u0000.png")] })).toBe("files.0");
    expect(badTextPath("\u0000")).toBe("_");
  });

  it("walks a body nested 30,000 deep without overflowing the stack", () => {
    const deep = JSON.parse(`${"[".repeat(30_000)}"\\u0000"${"]".repeat(30_000)}`);
    expect(badTextPath({ x: deep })).toMatch(/^x(\.0)+$/);
  });
});

describe("urlHasBadCharacters", () => {
  it("rejects escapes that decode to NUL or to invalid UTF-8, and keeps everything else", () => {
    expect(urlHasBadCharacters("http://localhost/search/search?stx=%EC%A0%95%EB%B3%B4&tab=all")).toBe(false);
    expect(urlHasBadCharacters("http://localhost/v2/career/job-dic?keyword=100%")).toBe(false);
    expect(urlHasBadCharacters("http://localhost/v2/career/job-dic?keyword=a%00b")).toBe(true);
    expect(urlHasBadCharacters("http://localhost/v2/member/favorites/13%0020")).toBe(true);
    expect(urlHasBadCharacters("http://localhost/v1/search/autocomplete.php?q=%ED%A0%80")).toBe(true);
    expect(urlHasBadCharacters("http://localhost/?q=%EC%A0")).toBe(true);
  });
});

describe("toAppError", () => {
  it("turns PostgreSQL's errors for unstorable text into a 400, through drizzle's wrapper", () => {
    const nul = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: "22021" });
    const wrapped = toAppError(new DrizzleQueryError("insert into x values ($1)", ["a\u0000"], nul));
    expect(wrapped).toBeInstanceOf(AppError);
    expect(wrapped?.status).toBe(400);
    expect(wrapped?.message).toBe("허용되지 않는 문자가 포함되어 있습니다.");
    expect(toAppError(Object.assign(new Error("unsupported Unicode escape sequence"), { code: "22P05" }))?.status).toBe(400);
    const notFound = new AppError(404, "없음");
    expect(toAppError(notFound)).toBe(notFound);
    expect(toAppError(Object.assign(new Error("deadlock"), { code: "40P01" }))).toBeNull();
    expect(toAppError("nope")).toBeNull();
  });
});
