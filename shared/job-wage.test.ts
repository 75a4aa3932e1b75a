import { describe, expect, it } from "vitest";
import { wageFigures, wageLine, wageSourceLine } from "./job-wage";

describe("wageFigures", () => {
  it("reads the quartile form and calls its 평균(50%) the median, with no year when the source gives none", () => {
    const w = wageFigures(
      "가구조립 및 검사원의 임금수준은 하위(25%) 2504만원, 평균(50%) 3198.879만원, 상위(25%) 3903만원이다. (자료:워크넷 직업정보)",
    );
    expect(w).toEqual({ lower: "2504만원", median: "3198.879만원", upper: "3903만원", source: "워크넷 직업정보", asOf: null });
    if (!w) throw new Error("unreachable");
    expect(wageLine(w)).toBe("연봉 중위값(50%) 3198.879만원 · 하위 25% 경계 2504만원 · 상위 25% 경계 3903만원");
    expect(wageLine(w)).not.toContain("평균");
    expect(wageSourceLine(w)).toBe("출처: 워크넷 직업정보(커리어넷 직업백과 인용), 조사 연도 표기 없음");
  });

  it("reads the median form with its 기준 month", () => {
    const w = wageFigures("간호사의 평균연봉(중위값)은 3350만원이다(자료: 워크넷 직업정보 2019년 7월 기준).  ");
    expect(w).toEqual({ lower: null, median: "3350만원", upper: null, source: "워크넷 직업정보", asOf: "2019년 7월" });
    if (!w) throw new Error("unreachable");
    expect(wageLine(w)).toBe("연봉 중위값(50%) 3350만원");
    expect(wageSourceLine(w)).toBe("출처: 워크넷 직업정보(커리어넷 직업백과 인용), 2019년 7월 기준");
  });

  it("keeps a text in neither form for showing as is", () => {
    expect(wageFigures("임금 정보가 없습니다.")).toBeNull();
    expect(wageFigures(null)).toBeNull();
  });
});
