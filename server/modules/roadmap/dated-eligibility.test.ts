import { describe, expect, it } from "vitest";
import { type DatedProfile, eligibleFrom } from "./dated-eligibility";

const TODAY = "2026-11-25";
const FIELD = "19";
const nobody: DatedProfile = { education: null, experienceYears: 0, held: [] };
const related = new Set([FIELD]);

describe("dated 응시자격 (별표 11의2 with dates)", () => {
  it("기능사: anyone, today", () => {
    expect(eligibleFrom("기능사", FIELD, nobody, TODAY)).toMatchObject({ from: TODAY, rule: "응시자격 제한 없음" });
  });

  it("졸업예정 2027-02 at a 4-year university: 기사 from the final year (March 2026), so now", () => {
    const person = {
      ...nobody,
      education: {
        level: "university" as const,
        status: "expected" as const,
        grade: null,
        month: "2027-02",
        relatedFields: related,
      },
    };
    expect(eligibleFrom("기사", FIELD, person, TODAY)).toEqual({
      from: TODAY,
      rule: "관련학과 4년제 대학 졸업(예정) (졸업예정 2027-02: 최종 학년부터)",
      reference: "국가기술자격법 시행령 [별표 11의2] 검정의 응시자격(제14조 관련)",
    });
  });

  it("졸업예정 2028-08: 기사 from 2027-09-01, the first day of the final year", () => {
    const person = {
      ...nobody,
      education: {
        level: "university" as const,
        status: "expected" as const,
        grade: null,
        month: "2028-08",
        relatedFields: related,
      },
    };
    expect(eligibleFrom("기사", FIELD, person, TODAY)?.from).toBe("2027-09-01");
  });

  it("an unrelated department does not count", () => {
    const person = {
      ...nobody,
      education: {
        level: "university" as const,
        status: "graduated" as const,
        grade: null,
        month: "2020-02",
        relatedFields: new Set(["01"]),
      },
    };
    // No 실무 stated: no path opens (work is never assumed, decision 0081).
    expect(eligibleFrom("기사", FIELD, person, TODAY)).toBeNull();
    expect(eligibleFrom("기사", FIELD, { ...person, experienceYears: 4 }, TODAY)).toMatchObject({
      from: TODAY,
      rule: "동일·유사 직무분야 실무 4년 (입력한 실무 4년 기준)",
    });
  });

  it("기능사 + 실무 3년: no date while the years after the pass are not worked; the rule never says '가정'", () => {
    const planned = {
      ...nobody,
      experienceYears: 5,
      held: [{ grade: "기능사" as const, jobFieldCode: FIELD, passedOn: "2027-04-10" }],
    };
    expect(eligibleFrom("기사", FIELD, planned, TODAY)?.rule).toBe("동일·유사 직무분야 실무 4년 (입력한 실무 5년 기준)");
    const recent = {
      ...nobody,
      experienceYears: 3,
      held: [{ grade: "기능사" as const, jobFieldCode: FIELD, passedOn: "2025-01-10" }],
    };
    expect(eligibleFrom("기사", FIELD, recent, TODAY)).toBeNull();
    const long = { ...recent, held: [{ grade: "기능사" as const, jobFieldCode: FIELD, passedOn: "2020-01-10" }] };
    expect(eligibleFrom("기사", FIELD, long, TODAY)).toMatchObject({
      from: TODAY,
      rule: "기능사 취득 + 동일·유사 직무분야 실무 3년 (입력한 실무 3년 기준)",
    });
  });

  it("기능사 + 실무 1년 for 산업기사, with 1 year of work already done: now", () => {
    const person = { ...nobody, experienceYears: 1, held: [{ grade: "기능사" as const, jobFieldCode: FIELD, passedOn: null }] };
    expect(eligibleFrom("산업기사", FIELD, person, TODAY)).toMatchObject({
      from: TODAY,
      rule: "기능사 취득 + 동일·유사 직무분야 실무 1년 (입력한 실무 1년 기준)",
    });
  });

  it("a license of another field does not count", () => {
    const person = { ...nobody, held: [{ grade: "산업기사" as const, jobFieldCode: "01", passedOn: null }] };
    expect(eligibleFrom("기사", FIELD, person, TODAY)).toBeNull();
  });

  it("3년제 전문대학 졸업 2027-02 + 실무 1년: from a year after graduation", () => {
    const person = {
      ...nobody,
      education: {
        level: "college3" as const,
        status: "expected" as const,
        grade: null,
        month: "2027-02",
        relatedFields: related,
      },
    };
    // 졸업 + 실무 1년 needs a year worked after graduation: not dated before it is worked.
    expect(eligibleFrom("기사", FIELD, person, TODAY)).toBeNull();
    const graduated = {
      ...person,
      experienceYears: 1,
      education: { ...person.education, status: "graduated" as const, month: "2024-02" },
    };
    expect(eligibleFrom("기사", FIELD, graduated, TODAY)).toMatchObject({
      from: TODAY,
      rule: "관련학과 3년제 전문대학 졸업 + 실무 1년 (입력한 실무 1년 기준)",
    });
  });

  it("재학 without a month counts as 졸업예정 now but gives no graduation day", () => {
    const person = {
      ...nobody,
      education: { level: "college2" as const, status: "expected" as const, grade: null, month: null, relatedFields: related },
    };
    expect(eligibleFrom("산업기사", FIELD, person, TODAY)).toMatchObject({
      from: TODAY,
      rule: "관련학과 전문대학 이상 졸업(예정)",
    });
    // "2년제 졸업 + 실무 2년" needs the graduation day and years worked after it: no date.
    expect(eligibleFrom("기사", FIELD, person, TODAY)).toBeNull();
  });

  it("실무 only: the stated years, never more (1년 stated: 산업기사's 실무 2년 row does not open)", () => {
    expect(eligibleFrom("산업기사", FIELD, { ...nobody, experienceYears: 1 }, TODAY)).toBeNull();
    expect(eligibleFrom("산업기사", FIELD, { ...nobody, experienceYears: 2 }, TODAY)?.from).toBe(TODAY);
  });

  describe("재학 n학년 and 휴학 (shared/education.ts): the final year starts on a 1 March", () => {
    const student = (
      level: "university" | "college2" | "college3",
      status: "enrolled" | "leave",
      grade: number,
      month: string | null = null,
    ) => ({ ...nobody, education: { level, status, grade, month, relatedFields: related } });

    it("4년제 재학 3학년: 기사 from 2027-03-01, when 4학년 starts, the rule says so", () => {
      expect(eligibleFrom("기사", FIELD, student("university", "enrolled", 3), TODAY)).toMatchObject({
        from: "2027-03-01",
        rule: "관련학과 4년제 대학 졸업(예정) (재학 3학년: 최종 학년(4학년)이 시작되는 2027.03.01부터)",
      });
    });

    it("4년제 재학 4학년 (with or without the graduation month): 졸업예정자 now", () => {
      expect(eligibleFrom("기사", FIELD, student("university", "enrolled", 4), TODAY)).toMatchObject({
        from: TODAY,
        rule: "관련학과 4년제 대학 졸업(예정) (재학 4학년: 최종 학년 재학 중)",
      });
      expect(eligibleFrom("기사", FIELD, student("university", "enrolled", 4, "2027-02"), TODAY)?.from).toBe(TODAY);
    });

    it("before March the school year is the previous one: 재학 3학년 on 2027-02-10 → 2027-03-01", () => {
      expect(eligibleFrom("기사", FIELD, student("university", "enrolled", 3), "2027-02-10")?.from).toBe("2027-03-01");
    });

    it("3년제 재학 2학년: 산업기사 from the final year, 기사 a year after the derived graduation (2028-02-29)", () => {
      const person = student("college3", "enrolled", 2);
      expect(eligibleFrom("산업기사", FIELD, person, TODAY)).toMatchObject({
        from: "2027-03-01",
        rule: "관련학과 전문대학 이상 졸업(예정) (재학 2학년: 최종 학년(3학년)이 시작되는 2027.03.01부터)",
      });
      expect(eligibleFrom("기사", FIELD, person, TODAY)).toBeNull();
    });

    it("휴학 4학년: not 졸업예정자 while on leave; the return next March is assumed and named", () => {
      expect(eligibleFrom("기사", FIELD, student("university", "leave", 4), TODAY)).toMatchObject({
        from: "2027-03-01",
        rule: "관련학과 4년제 대학 졸업(예정) (휴학 4학년: 2027.03 복학을 가정, 최종 학년(4학년)이 시작되는 2027.03.01부터)",
      });
    });

    it("휴학 2학년: back in 2학년 in March 2027, 4학년 from 2029-03-01", () => {
      expect(eligibleFrom("기사", FIELD, student("university", "leave", 2), TODAY)?.from).toBe("2029-03-01");
    });

    it("대학원 재학 counts as a university graduate: 기사 now", () => {
      const person = {
        ...nobody,
        education: { level: "graduate" as const, status: "enrolled" as const, grade: 1, month: null, relatedFields: related },
      };
      expect(eligibleFrom("기사", FIELD, person, TODAY)).toMatchObject({ from: TODAY, rule: "관련학과 4년제 대학 졸업(예정)" });
    });
  });
});
