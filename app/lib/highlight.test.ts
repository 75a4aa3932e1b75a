import { describe, expect, it } from "vitest";
import { splitByRanges } from "./highlight";

describe("splitByRanges", () => {
  it("splits around the highlighted ranges", () => {
    expect(splitByRanges("정보 처리기사", [[0, 5]])).toEqual([
      { text: "정보 처리", match: true },
      { text: "기사", match: false },
    ]);
    expect(splitByRanges("SQL 개발자(SQLD)", [[8, 12]])).toEqual([
      { text: "SQL 개발자(", match: false },
      { text: "SQLD", match: true },
      { text: ")", match: false },
    ]);
  });

  it("returns the whole text unmarked without ranges", () => {
    expect(splitByRanges("간호사", [])).toEqual([{ text: "간호사", match: false }]);
  });

  it("ignores overlapping, empty and out-of-range ranges", () => {
    expect(
      splitByRanges("정보처리기사", [
        [0, 2],
        [1, 3],
        [4, 4],
        [4, 99],
      ]),
    ).toEqual([
      { text: "정보", match: true },
      { text: "처리기사", match: false },
    ]);
  });
});
