import { describe, expect, it } from "vitest";
import { checkEligibility, ELIGIBILITY_RULES, type EligibilityProfile, eligibility, type Person } from "./eligibility";

const nobody: EligibilityProfile = { education: null, experienceYears: 0, held: [] };
const FIELD = "21";
const holds = (grade: "기능사" | "산업기사" | "기사" | "기능장" | "기술사", field = FIELD) => ({ grade, jobFieldCode: field });
const related = (level: "college2" | "college3" | "university" | "graduate", status: "graduated" | "expected" = "graduated") => ({
  level,
  related: true,
  status,
});

describe("eligibility self-check (별표 11의2)", () => {
  it("기능사: anyone", () => {
    expect(checkEligibility("기능사", FIELD, nobody)).toMatchObject({ eligible: true, metBy: "응시자격 제한 없음" });
  });

  it.each([
    [
      "기능사 + 실무 1년",
      { ...nobody, held: [holds("기능사")], experienceYears: 1 },
      "기능사 취득 + 동일·유사 직무분야 실무 1년",
    ],
    ["다른 종목 산업기사", { ...nobody, held: [holds("산업기사")] }, "동일·유사 직무분야 다른 종목 산업기사 이상 취득"],
    ["전문대 졸업예정", { ...nobody, education: related("college2", "expected") }, "관련학과 전문대학 이상 졸업(예정)"],
    ["실무 2년", { ...nobody, experienceYears: 2 }, "동일·유사 직무분야 실무 2년"],
  ])("산업기사 via %s", (_name, person, path) => {
    expect(checkEligibility("산업기사", FIELD, person)).toMatchObject({ eligible: true, metBy: path });
  });

  it.each([
    [
      "산업기사 + 1년",
      { ...nobody, held: [holds("산업기사")], experienceYears: 1 },
      "산업기사 취득 + 동일·유사 직무분야 실무 1년",
    ],
    ["기능사 + 3년", { ...nobody, held: [holds("기능사")], experienceYears: 3 }, "기능사 취득 + 동일·유사 직무분야 실무 3년"],
    ["다른 종목 기사", { ...nobody, held: [holds("기사")] }, "동일·유사 직무분야 다른 종목 기사 이상 취득"],
    ["4년제 졸업예정", { ...nobody, education: related("university", "expected") }, "관련학과 4년제 대학 졸업(예정)"],
    ["3년제 + 1년", { ...nobody, education: related("college3"), experienceYears: 1 }, "관련학과 3년제 전문대학 졸업 + 실무 1년"],
    ["2년제 + 2년", { ...nobody, education: related("college2"), experienceYears: 2 }, "관련학과 2년제 전문대학 졸업 + 실무 2년"],
    ["실무 4년", { ...nobody, experienceYears: 4 }, "동일·유사 직무분야 실무 4년"],
  ])("기사 via %s", (_name, person, path) => {
    expect(checkEligibility("기사", FIELD, person)).toMatchObject({ eligible: true, metBy: path });
  });

  it.each([
    [
      "산업기사 + 5년",
      { ...nobody, held: [holds("산업기사")], experienceYears: 5 },
      "산업기사 이상 취득 + 동일·유사 직무분야 실무 5년",
    ],
    ["기능사 + 7년", { ...nobody, held: [holds("기능사")], experienceYears: 7 }, "기능사 취득 + 동일·유사 직무분야 실무 7년"],
    ["다른 종목 기능장", { ...nobody, held: [holds("기능장")] }, "동일·유사 직무분야 다른 종목 기능장 취득"],
    ["실무 9년", { ...nobody, experienceYears: 9 }, "동일·유사 직무분야 실무 9년"],
  ])("기능장 via %s", (_name, person, path) => {
    expect(checkEligibility("기능장", FIELD, person)).toMatchObject({ eligible: true, metBy: path });
  });

  it.each([
    ["기사 + 4년", { ...nobody, held: [holds("기사")], experienceYears: 4 }, "기사 취득 + 동일·유사 직무분야 실무 4년"],
    [
      "산업기사 + 5년",
      { ...nobody, held: [holds("산업기사")], experienceYears: 5 },
      "산업기사 취득 + 동일·유사 직무분야 실무 5년",
    ],
    ["기능사 + 7년", { ...nobody, held: [holds("기능사")], experienceYears: 7 }, "기능사 취득 + 동일·유사 직무분야 실무 7년"],
    ["다른 종목 기술사", { ...nobody, held: [holds("기술사")] }, "동일·유사 직무분야 다른 종목 기술사 취득"],
    ["대졸 + 6년", { ...nobody, education: related("graduate"), experienceYears: 6 }, "관련학과 4년제 대학 졸업 + 실무 6년"],
    ["3년제 + 7년", { ...nobody, education: related("college3"), experienceYears: 7 }, "관련학과 3년제 전문대학 졸업 + 실무 7년"],
    ["2년제 + 8년", { ...nobody, education: related("college2"), experienceYears: 8 }, "관련학과 2년제 전문대학 졸업 + 실무 8년"],
    ["실무 9년", { ...nobody, experienceYears: 9 }, "동일·유사 직무분야 실무 9년"],
  ])("기술사 via %s", (_name, person, path) => {
    expect(checkEligibility("기술사", FIELD, person)).toMatchObject({ eligible: true, metBy: path });
  });

  it("every encoded path is exercised above", () => {
    expect(Object.values(ELIGIBILITY_RULES).flat()).toHaveLength(1 + 4 + 7 + 4 + 8);
  });

  it("says what is missing, nearest paths first", () => {
    const result = checkEligibility("기사", FIELD, { ...nobody, held: [holds("산업기사")] });
    expect(result.eligible).toBe(false);
    expect(result.missing[0]).toEqual({ path: "산업기사 취득 + 동일·유사 직무분야 실무 1년", needs: ["실무경력 1년 더"] });
  });

  it("a license of another job field does not count", () => {
    expect(checkEligibility("기사", FIELD, { ...nobody, held: [holds("기사", "14")] }).eligible).toBe(false);
  });

  it("an unrelated department or a 기능장 does not open 기사", () => {
    const unrelated = { ...nobody, education: { level: "university" as const, related: false, status: "graduated" as const } };
    expect(checkEligibility("기사", FIELD, unrelated).eligible).toBe(false);
    expect(checkEligibility("기사", FIELD, { ...nobody, held: [holds("기능장")] }).eligible).toBe(false);
  });

  it("a 2-year college graduate without experience still needs two years for 기사", () => {
    const result = checkEligibility("기사", FIELD, { ...nobody, education: related("college2") });
    expect(result.missing).toContainEqual({ path: "관련학과 2년제 전문대학 졸업 + 실무 2년", needs: ["실무경력 2년 더"] });
  });
});

describe("eligibility(rule, person, today): students (별표 11의2 비고: 졸업예정자 = 최종 학년 재학)", () => {
  const TODAY = "2026-11-27";
  const gisa = { grade: "기사" as const, jobFieldCode: FIELD };
  const student = (level: "college2" | "university" | "graduate", status: "enrolled" | "leave", grade?: number): Person => ({
    education: { level, status, grade, related: true },
    experienceYears: 0,
    held: [],
  });

  it("a 3학년 of a 4년제 관련학과 may not sit 기사 yet: from the 1 March that starts the final year", () => {
    expect(eligibility(gisa, student("university", "enrolled", 3), TODAY)).toMatchObject({
      status: "from",
      rule: "관련학과 4년제 대학 졸업(예정)",
      from: "2027-03-01",
    });
    // In February the school year that ends then is still the 3학년's: the final year starts that March.
    expect(eligibility(gisa, student("university", "enrolled", 3), "2027-02-10").from).toBe("2027-03-01");
    expect(eligibility(gisa, student("university", "enrolled", 1), TODAY).from).toBe("2029-03-01");
  });

  it("says what else would open it now", () => {
    const answer = eligibility(gisa, student("university", "enrolled", 3), TODAY);
    expect(answer.otherPaths).toContainEqual({ path: "동일·유사 직무분야 실무 4년", needs: ["실무경력 4년 더"] });
    expect(answer.otherPaths.map((p) => p.path)).not.toContain("관련학과 4년제 대학 졸업(예정)");
  });

  it("a student in the final year is a 졸업예정자: eligible now", () => {
    expect(eligibility(gisa, student("university", "enrolled", 4), TODAY)).toMatchObject({
      status: "eligible",
      rule: "관련학과 4년제 대학 졸업(예정)",
    });
    expect(eligibility({ grade: "산업기사", jobFieldCode: FIELD }, student("college2", "enrolled", 2), TODAY).status).toBe(
      "eligible",
    );
  });

  it("a 2년제 1학년 may sit 산업기사 from the next March; 기사 needs graduation and 2 years of 실무", () => {
    expect(eligibility({ grade: "산업기사", jobFieldCode: FIELD }, student("college2", "enrolled", 1), TODAY)).toMatchObject({
      status: "from",
      from: "2027-03-01",
      rule: "관련학과 전문대학 이상 졸업(예정)",
    });
    const gisaAnswer = eligibility(gisa, student("college2", "enrolled", 1), TODAY);
    expect(gisaAnswer.status).toBe("other");
    expect(gisaAnswer.from).toBeNull();
  });

  it("a 2년제 graduate with 1 year of 실무 is told the 2년제 졸업자 + 실무 path and what it still needs", () => {
    const person: Person = { education: { level: "college2", status: "graduated", related: true }, experienceYears: 1, held: [] };
    const answer = eligibility(gisa, person, TODAY);
    expect(answer.status).toBe("other");
    expect(answer.otherPaths).toContainEqual({ path: "관련학과 2년제 전문대학 졸업 + 실무 2년", needs: ["실무경력 1년 더"] });
  });

  it("휴학 and a missing 학년 are undecidable, naming the path that would apply", () => {
    expect(eligibility(gisa, student("university", "leave", 4), TODAY)).toMatchObject({
      status: "undecidable",
      rule: "관련학과 4년제 대학 졸업(예정)",
      note: expect.stringContaining("복학"),
    });
    expect(eligibility(gisa, student("university", "enrolled"), TODAY)).toMatchObject({
      status: "undecidable",
      note: expect.stringContaining("학년"),
    });
    expect(eligibility(gisa, { experienceYears: 0, held: [] }, TODAY)).toMatchObject({
      status: "undecidable",
      note: expect.stringContaining("학력"),
    });
  });

  it("대학원 재학 counts as a university graduate; 해당 없음 is a real answer, not an unknown", () => {
    expect(eligibility(gisa, student("graduate", "enrolled", 1), TODAY).status).toBe("eligible");
    expect(eligibility(gisa, { education: null, experienceYears: 0, held: [] }, TODAY).status).toBe("other");
    // 실무 alone still opens it, whatever the education.
    expect(eligibility(gisa, { ...student("university", "enrolled", 2), experienceYears: 4 }, TODAY)).toMatchObject({
      status: "eligible",
      rule: "동일·유사 직무분야 실무 4년",
    });
  });
});
