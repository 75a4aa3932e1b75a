import { describe, expect, it } from "vitest";
import { checkStatement } from "./test-catalogue";

describe("checkStatement", () => {
  it("says a seeded row was compiled from the body's published guide, not checked, unless a stored copy was compared", () => {
    expect(checkStatement({ id: "toeic", asOf: "2026-11-25", editedByAdmin: false })).toBe(
      "2026-11-25에 시행기관이 공개한 안내로 정리 · 시행기관 안내 기준, 확인 필요",
    );
    expect(checkStatement({ id: "toefl-ibt", asOf: "2026-11-25", editedByAdmin: false })).toBe(
      "2026-11-25에 시행기관이 공개한 안내로 정리 · 저장된 사본과 대조: ETS의 2026년 1월 TOEFL iBT 점수 체계 변경 안내(점수 체계만)",
    );
  });

  it("names an admin's edit with its 기준일", () => {
    expect(checkStatement({ id: "toeic", asOf: "2026-12-01", editedByAdmin: true })).toBe(
      "관리자가 수정한 정보 (기준일 2026-12-01)",
    );
  });
});
