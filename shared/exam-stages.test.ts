import { describe, expect, it } from "vitest";
import { phaseKindName, stageName } from "./exam-stages";

describe("stage names", () => {
  it("uses 1차/2차 for 국가전문자격 and 필기/실기 (기술사: 면접) for 국가기술자격", () => {
    const professional = { qualificationTypeName: "국가전문자격", gradeName: null };
    expect(stageName("written", professional)).toBe("1차");
    expect(stageName("practical", professional)).toBe("2차");
    expect(stageName("written", { qualificationTypeName: "국가기술자격", gradeName: "기사" })).toBe("필기");
    expect(stageName("practical", { qualificationTypeName: "국가기술자격", gradeName: "기사" })).toBe("실기");
    expect(stageName("practical", { qualificationTypeName: "국가기술자격", gradeName: "기술사" })).toBe("면접");
  });

  it("is the one mapping every schedule surface uses: 3차 for a 국가전문자격 interview, 면접 for a 기술사", () => {
    const professional = { qualificationTypeName: "국가전문자격", gradeName: "공인노무사" };
    expect(["written", "practical", "interview"].map((s) => stageName(s, professional))).toEqual(["1차", "2차", "3차"]);
    expect(stageName("interview", { qualificationTypeName: "국가기술자격", gradeName: "기술사" })).toBe("면접");
    expect(stageName("written", {})).toBe("필기");
  });

  it("names the document window apart from the application window", () => {
    expect(phaseKindName("document_submission")).toBe("응시자격 서류제출");
    expect(phaseKindName("registration")).toBe("원서접수");
  });
});
