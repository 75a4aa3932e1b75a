import { describe, expect, it } from "vitest";
import { type FeeSource, feeLine } from "./exam-stages";
import { examFactTexts } from "./source-text";

const license = (over: Partial<FeeSource & { examMethod: string; passCriteria: string }>) => ({
  qualificationTypeName: "국가전문자격",
  gradeName: "공인노무사",
  examMethod: null,
  passCriteria: null,
  feeWritten: null,
  feePractical: null,
  feeText: null,
  ...over,
});

describe("feeLine", () => {
  it("keeps 공인노무사's 3차 fee and names every stage as the item does", () => {
    const nomusa = license({ feeWritten: 40000, feePractical: 55000, feeText: "1차 : 40000, 2차 : 55000, 3차 : 55000" });
    expect(feeLine(nomusa)).toBe("1차 40,000원 / 2차 55,000원 / 3차 55,000원");
  });

  it("names 국가기술 stages 필기/실기 (기술사 필기/면접), and a 실기-only item only 실기", () => {
    const technical = { qualificationTypeName: "국가기술자격", gradeName: "기사", feeText: "1차 : 19400, 2차 : 22600 " };
    expect(feeLine(license(technical))).toBe("필기 19,400원 / 실기 22,600원");
    expect(feeLine(license({ ...technical, gradeName: "기술사", feeText: "1차 : 67800, 2차 : 87100" }))).toBe(
      "필기 67,800원 / 면접 87,100원",
    );
    expect(feeLine(license({ ...technical, gradeName: "기능사", feeText: "2차 : 32300" }))).toBe("실기 32,300원");
  });
});

describe("examFactTexts", () => {
  it("does not mix 필기/실기 into a 국가전문자격's 1차/2차/3차", () => {
    const texts = examFactTexts(
      license({
        examMethod: "필기 : 1차 객관식 (5지 택일형, 과목당 40문항) / 2차 주관식 논술형 - 실기 : 3차 면접",
        passCriteria: "필기 : 1차: 100점 만점 / 2차: 100점 만점 - 실기 : 합격·불합격 판정",
      }),
    );
    expect(texts.method).toBe("1차: 객관식 (5지 택일형, 과목당 40문항)\n2차: 주관식 논술형\n3차: 면접");
    expect(texts.criteria).toBe("1차: 100점 만점\n2차: 100점 만점\n3차: 합격·불합격 판정");
    expect(`${texts.method}${texts.criteria}`).not.toMatch(/필기|실기/);
  });

  it("keeps 필기/실기 for a 국가기술자격", () => {
    const texts = examFactTexts({
      qualificationTypeName: "국가기술자격",
      examMethod: "필기 : 객관식 (60분) - 실기 : 필답형",
      passCriteria: null,
    });
    expect(texts).toEqual({ method: "필기: 객관식 (60분)\n실기: 필답형", criteria: null });
  });
});
