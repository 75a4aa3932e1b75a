import { describe, expect, it } from "vitest";
import { roadmapQuery, roadmapSearch } from "./roadmap-schemas";

const parse = (query: string) => roadmapQuery.safeParse(Object.fromEntries(new URLSearchParams(query)));
const issues = (query: string) => {
  const result = parse(query);
  return result.success ? [] : result.error.issues.map((i) => [String(i.path[0]), i.message]);
};

describe("roadmap query", () => {
  it("takes a duty as the goal, spaces kept for display", () => {
    expect(parse("goal=duty:전기안전 관리자").data?.goal).toEqual({ kind: "duty", duty: "전기안전 관리자" });
    expect(roadmapSearch(roadmapQuery.parse({ goal: "duty:전기안전관리자" }))).toBe(
      `goal=${encodeURIComponent("duty:전기안전관리자")}`,
    );
  });

  it("rejects a duty shorter than 2 characters without spaces, in Korean", () => {
    expect(issues("goal=duty: 전 ")).toEqual([["goal", "직무는 공백을 빼고 2~50자로 입력해주세요 (예: duty:전기안전관리자)."]]);
  });

  it("takes the self-check's statuses: 재학 with 학년, 휴학", () => {
    const q = roadmapQuery.parse({ goal: "1150", edu: "university", eduStatus: "enrolled", grade: "3" });
    expect(q).toMatchObject({ eduStatus: "enrolled", grade: 3 });
    expect(roadmapSearch(q)).toBe("goal=1150&edu=university&eduStatus=enrolled&grade=3");
    expect(parse("goal=1150&edu=college2&eduStatus=leave&grade=1").data).toMatchObject({ eduStatus: "leave", grade: 1 });
  });

  it("asks for the 학년 of a 재학 or 휴학 without a graduation month", () => {
    expect(issues("goal=1150&edu=university&eduStatus=enrolled")).toEqual([
      ["grade", "재학·휴학 중이면 학년(또는 졸업 예정 월)을 입력해주세요."],
    ]);
    expect(parse("goal=1150&edu=university&eduStatus=enrolled&eduMonth=2027-02").success).toBe(true);
  });

  it("drops a 학년 sent with 졸업 (it says nothing then)", () => {
    const q = roadmapQuery.parse({ goal: "1150", edu: "university", eduStatus: "graduated", grade: "2" });
    expect(q.grade).toBeUndefined();
    expect(roadmapSearch(q)).toBe("goal=1150&edu=university&eduStatus=graduated");
  });

  it("rejects an unknown status or a 학년 out of range", () => {
    expect(issues("goal=1150&edu=university&eduStatus=dropped")).toEqual([["eduStatus", "학적 상태 값이 올바르지 않습니다."]]);
    expect(issues("goal=1150&edu=university&eduStatus=enrolled&grade=7")).toEqual([["grade", "학년은 1~6 사이로 선택해주세요."]]);
  });
});
