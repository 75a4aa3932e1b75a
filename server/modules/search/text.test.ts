import { describe, expect, it } from "vitest";
import { bigramsOf, checkKeyword, choseongKey, highlightRanges, isChoseongQuery, normalizeText, parseQuery } from "./text";

function parsed(keyword: string) {
  const query = parseQuery(keyword);
  if (!query) throw new Error(`unparseable: ${keyword}`);
  return query;
}

describe("normalizeText", () => {
  it("applies NFKC, lowercases and strips whitespace and punctuation", () => {
    expect(normalizeText(" 정보처리 기사(필기) ")).toBe("정보처리기사필기");
    expect(normalizeText("ＳＱＬＤ")).toBe("sqld");
    expect(normalizeText("C++ / Java_8")).toBe("cjava8");
    expect(normalizeText("50%_\\'\"")).toBe("50");
  });

  it("composes decomposed Hangul and drops emoji", () => {
    expect(normalizeText("\u1100\u1161\u11ab호사")).toBe("간호사");
    expect(normalizeText("간호사😀")).toBe("간호사");
  });

  it("keeps compatibility jamo as typed", () => {
    expect(normalizeText("ㅈㅂ")).toBe("ㅈㅂ");
  });
});

describe("bigramsOf", () => {
  it("returns distinct adjacent pairs of Hangul, Latin and digits", () => {
    expect(bigramsOf("정보처리")).toEqual(["정보", "보처", "처리"]);
    expect(bigramsOf("sqld")).toEqual(["sq", "ql", "ld"]);
    expect(bigramsOf("가가가")).toEqual(["가가"]);
    expect(bigramsOf("가")).toEqual([]);
  });
});

describe("choseong", () => {
  it("builds the 초성 key of a title", () => {
    expect(choseongKey("정보처리기사")).toBe("ㅈㅂㅊㄹㄱㅅ");
    expect(choseongKey("SQL 개발자")).toBe("ㄱㅂㅈ");
  });

  it("detects 초성-only queries", () => {
    expect(isChoseongQuery("ㅈㅂㅊㄹ")).toBe(true);
    expect(isChoseongQuery("ㅈㅂ ㅊㄹ")).toBe(true);
    expect(isChoseongQuery("정보ㅊ")).toBe(false);
    expect(isChoseongQuery("ab")).toBe(false);
  });
});

describe("checkKeyword", () => {
  it("applies the spec's length rules after removing invisible characters", () => {
    expect(checkKeyword("")).toEqual({ ok: false, reason: "empty" });
    expect(checkKeyword("  \u200b ")).toEqual({ ok: false, reason: "empty" });
    expect(checkKeyword("정")).toEqual({ ok: false, reason: "tooShort" });
    expect(checkKeyword("정\u200b")).toEqual({ ok: false, reason: "tooShort" });
    expect(checkKeyword("가".repeat(51))).toEqual({ ok: false, reason: "tooLong" });
    expect(checkKeyword("a".repeat(10_000))).toEqual({ ok: false, reason: "tooLong" });
    expect(checkKeyword(" 정보 ")).toEqual({ ok: true, keyword: "정보" });
  });

  it("counts characters, not UTF-16 units", () => {
    expect(checkKeyword("😀😀")).toEqual({ ok: true, keyword: "😀😀" });
  });
});

describe("parseQuery", () => {
  it("splits words into terms and collects their bigrams", () => {
    expect(parsed("기사 정보처리")).toEqual({
      normalized: "기사정보처리",
      terms: ["기사", "정보처리"],
      bigrams: ["기사", "정보", "보처", "처리"],
      choseong: null,
    });
  });

  it("joins one-character words", () => {
    expect(parsed("정 보").terms).toEqual(["정보"]);
  });

  it("recognises 초성 queries", () => {
    expect(parsed("ㅈㅂㅊㄹ")).toMatchObject({ choseong: "ㅈㅂㅊㄹ", bigrams: ["ㅈㅂ", "ㅂㅊ", "ㅊㄹ"] });
  });

  it("returns null when nothing searchable is left", () => {
    expect(parseQuery("%_")).toBeNull();
    expect(parseQuery("😀😀")).toBeNull();
    expect(parseQuery("ㅈ")).toBeNull();
  });
});

describe("highlightRanges", () => {
  it("maps a normalised match back to the original text", () => {
    expect(highlightRanges("정보 처리기사", parsed("정보처리"))).toEqual([[0, 5]]);
  });

  it("highlights every term, case-insensitively", () => {
    expect(highlightRanges("SQL 개발자(SQLD)", parsed("sqld"))).toEqual([[8, 12]]);
    expect(highlightRanges("정보처리산업기사", parsed("기사 정보"))).toEqual([
      [0, 2],
      [6, 8],
    ]);
  });

  it("highlights the syllables of a 초성 match", () => {
    expect(highlightRanges("정보처리기사", parsed("ㅊㄹㄱ"))).toEqual([[2, 5]]);
  });

  it("finds nothing in an unrelated title", () => {
    expect(highlightRanges("간호사", parsed("정보"))).toEqual([]);
  });
});
