import { describe, expect, it } from "vitest";
import { buildNameIndex, searchNames } from "./autocomplete";

const index = buildNameIndex(
  ["정보처리기사", "정보처리산업기사", "정보보안기사", "전기기사", "산업안전기사", "빅데이터분석기사"].map((name, i) => ({
    name,
    weight: 10 - i,
    value: name,
  })),
);

describe("searchNames", () => {
  it("finds a name by its 초성", () => {
    expect(searchNames(index, "ㅈㅂㅊㄹㄱㅅ", 10)).toEqual(["정보처리기사"]);
  });

  it("ranks prefix matches before infix matches", () => {
    expect(searchNames(index, "기사", 10).slice(0, 1)).toEqual(["정보처리기사"]);
    const result = searchNames(index, "산업", 10);
    expect(result).toEqual(["산업안전기사", "정보처리산업기사"]);
  });

  it("ranks infix matches before 초성 matches", () => {
    const choseongIndex = buildNameIndex([
      { name: "ㄱㅅ공학", weight: 0, value: "infix" },
      { name: "건설기사", weight: 0, value: "choseong" },
    ]);
    expect(searchNames(choseongIndex, "ㄱㅅ", 10)).toEqual(["infix", "choseong"]);
  });

  it("ignores spaces and limits the result", () => {
    expect(searchNames(index, "정보 처리", 1)).toEqual(["정보처리기사"]);
    expect(searchNames(index, "  ", 10)).toEqual([]);
  });
});
