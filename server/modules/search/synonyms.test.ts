import { describe, expect, it } from "vitest";
import { abbreviationEntries, hangulFromQwerty, keywordVariants, licenseNamesFor } from "./synonyms";

describe("abbreviation dictionary", () => {
  it("holds at least 50 abbreviations, each a distinct key of 2+ characters", () => {
    const entries = abbreviationEntries();
    expect(entries.length).toBeGreaterThanOrEqual(50);
    expect(new Set(entries.map(([abbr]) => abbr.replace(/\s+/g, "").toLowerCase())).size).toBe(entries.length);
  });

  it("looks abbreviations up ignoring spacing and case", () => {
    expect(licenseNamesFor("정처기")).toEqual(["정보처리기사"]);
    expect(licenseNamesFor("컴활 1급")).toEqual(["컴퓨터활용능력 1급"]);
    expect(licenseNamesFor("SQLD")).toEqual(["SQL개발자(SQLD)"]);
    expect(licenseNamesFor("정보처리기사")).toEqual([]);
  });
});

describe("keywordVariants", () => {
  it("puts the expanded abbreviation before the keyword as typed", () => {
    expect(keywordVariants("정처기")).toEqual(["정보처리기사", "정처기"]);
    expect(keywordVariants("컴활")).toEqual(["컴퓨터활용능력 1급", "컴퓨터활용능력 2급", "컴활"]);
  });

  it("reads 산기 as 산업기사, alone or glued to a field, after the dictionary's own entries", () => {
    expect(keywordVariants("산기")).toEqual(["산업기사", "산기"]);
    expect(keywordVariants("가스산기")).toEqual(["가스산업기사", "가스산기"]);
    expect(keywordVariants("산기 필기")[0]).toBe("산업기사");
    expect(keywordVariants("정처산기")[0]).toBe("정보처리산업기사");
  });

  it("joins adjacent words to find an abbreviation", () => {
    expect(keywordVariants("컴활 2급")[0]).toBe("컴퓨터활용능력 2급");
  });

  it("drops stage words after a name, as a separate word or glued on", () => {
    expect(keywordVariants("전기기사 실기")).toEqual(["전기기사", "전기기사 실기"]);
    expect(keywordVariants("전기기사실기")).toEqual(["전기기사", "전기기사실기"]);
    expect(keywordVariants("정처기 필기")[0]).toBe("정보처리기사");
    expect(keywordVariants("한능검 기출문제")[0]).toBe("한국사능력검정시험");
  });

  it("keeps a keyword that is only a stage word, or has nothing to rewrite", () => {
    expect(keywordVariants("실기")).toEqual(["실기"]);
    expect(keywordVariants("정보처리기사")).toEqual(["정보처리기사"]);
    expect(keywordVariants("  기사   정보처리 ")).toEqual(["기사 정보처리"]);
  });

  it("runs at most 4 variants", () => {
    expect(keywordVariants("컴활 전산회계 실기").length).toBeLessThanOrEqual(4);
  });
});

describe("hangulFromQwerty", () => {
  it("reads Latin letters as Korean typed in English mode", () => {
    expect(hangulFromQwerty("wjdqhcjfl")).toBe("정보처리");
    expect(hangulFromQwerty("wjdqhcjfl rltk")).toBe("정보처리 기사");
    expect(hangulFromQwerty("dkdlxl")).toBe("아이티");
  });

  it("treats all capitals as Caps Lock", () => {
    expect(hangulFromQwerty("WJDQHCJFL")).toBe("정보처리");
  });

  it("leaves letters that do not spell whole syllables, and non-Latin keywords, alone", () => {
    expect(hangulFromQwerty("sqld")).toBeNull();
    expect(hangulFromQwerty("java")).toBeNull();
    expect(hangulFromQwerty("정보처리")).toBeNull();
    expect(hangulFromQwerty("wjdqhcjfl2")).toBeNull();
    expect(hangulFromQwerty("r")).toBeNull();
  });
});
