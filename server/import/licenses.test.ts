import { describe, expect, it } from "vitest";
import { certwebTypeName } from "./licenses";

describe("certwebTypeName", () => {
  const row = (자격증명: string, 등급_분류: string | null) => ({ 자격증명, 자격증_분류: "국가민간자격" as const, 등급_분류 });

  it("calls a CertWeb 국가민간자격 공인 only where its 등급_분류 says so", () => {
    expect(certwebTypeName(row("정보기술자격(ITQ) A급", "공인 A급,B급,C급"))).toBe("공인민간자격");
    expect(certwebTypeName(row("어느 자격", "부분공인 1급"))).toBe("공인민간자격(일부 등급)");
    expect(certwebTypeName(row("어느 자격", "비공인"))).toBe("민간자격(비공인)");
    expect(certwebTypeName(row("어느 자격", null))).toBe("민간자격(공인 여부 자료 없음)");
  });

  it("names 한국사능력검정시험 as 국사편찬위원회's test, and keeps the national types", () => {
    expect(certwebTypeName(row("한국사능력검정시험", null))).toBe("국사편찬위원회 시행 시험");
    expect(certwebTypeName({ 자격증명: "요양보호사", 자격증_분류: "국가전문자격", 등급_분류: null })).toBe("국가전문자격");
  });
});
