import { describe, expect, it } from "vitest";
import { applicantsText, figureFamilyLabel, figureText, rankedName } from "./figures";

describe("figure family label", () => {
  it("names the family and its members once, as a total", () => {
    expect(figureFamilyLabel(["정보기술자격(ITQ) A급", "정보기술자격(ITQ) B급", "정보기술자격(ITQ) C급"])).toBe(
      "정보기술자격(ITQ) 전체(A·B·C급 합계)",
    );
    expect(
      figureFamilyLabel(["디지털정보활용능력(DIAT) 초급", "디지털정보활용능력(DIAT) 중급", "디지털정보활용능력(DIAT) 고급"]),
    ).toBe("디지털정보활용능력(DIAT) 전체(초·중·고급 합계)");
    expect(figureFamilyLabel(["제품디자인기사", "제품디자인산업기사"])).toBe("제품디자인 전체(기사·산업기사 합계)");
  });

  it("falls back to the first name and the count when the names share no beginning", () => {
    expect(figureFamilyLabel(["경제이해력검증시험TESAT S등급", "청소년경제이해력검증시험 주니어 TESAT(테샛) S급"])).toBe(
      "경제이해력검증시험TESAT S등급 등 2개 종목 합계",
    );
    expect(figureFamilyLabel(["점역교정사 1급"])).toBe("점역교정사 1급");
  });
});

describe("applicants text", () => {
  it("puts the year beside the figure", () => {
    expect(applicantsText(88916, 2022)).toBe("88,916명(2022년)");
    expect(applicantsText(12, null)).toBe("12명");
  });
});

describe("figure text", () => {
  it("says a family's total is the family's, in rankings and beside a member", () => {
    const itq = {
      name: "정보기술자격(ITQ) A급",
      applicants: 245068,
      applicantsYear: 2024,
      figureFamily: "정보기술자격(ITQ) 전체(A·B·C급 합계)",
    };
    expect(rankedName(itq)).toBe("정보기술자격(ITQ) 전체(A·B·C급 합계)");
    expect(figureText(itq)).toBe("정보기술자격(ITQ) 전체(A·B·C급 합계) 245,068명(2024년)");
    const own = { name: "요양보호사", applicants: 88916, applicantsYear: 2022, figureFamily: null };
    expect(rankedName(own)).toBe("요양보호사");
    expect(figureText(own)).toBe("88,916명(2022년)");
  });
});
