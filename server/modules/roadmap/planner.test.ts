import { describe, expect, it } from "vitest";
import {
  CRAFTSMAN,
  catalogue,
  ELECTRIC_FIELD,
  ENGINEER,
  ENGINEER_2027_FIRST,
  INDUSTRIAL,
  LABOR_ATTORNEY,
  TODAY,
} from "../../test/roadmap-fixture";
import { CONTINUOUS_CAVEAT, plan, UNDECIDED_RULE } from "./planner";
import type { PlanInput } from "./types";

const student: PlanInput = {
  goal: { kind: "license", licenseId: ENGINEER.id },
  held: [{ licenseId: CRAFTSMAN.id, passedOn: null }],
  education: { level: "university", status: "expected", grade: null, month: "2027-02" },
  relatedFields: new Set([ELECTRIC_FIELD]),
  experienceYears: 0,
};
const highSchool: PlanInput = {
  goal: { kind: "license", licenseId: ENGINEER.id },
  held: [],
  education: { level: "highschool", status: "graduated", grade: null, month: null },
  relatedFields: new Set(),
  experienceYears: 0,
};

describe("자격 로드맵 planner (today 2026-11-25, schedules up to 2026)", () => {
  it("전기공학과 4학년, 졸업예정 2027-02, 전기기능사 보유 → 전기기사 now as 졸업예정자, 2027 제1회 estimated from 2026 제1회", () => {
    const result = plan(student, catalogue(), TODAY);
    expect(result.steps).toHaveLength(1);
    const [step] = result.steps;
    expect(step).toMatchObject({
      licenseId: ENGINEER.id,
      reason: "목표 자격",
      eligibleNow: true,
      eligibleFrom: TODAY,
      rule: "관련학과 4년제 대학 졸업(예정) (졸업예정 2027-02: 최종 학년부터)",
      round: { label: "2027년 제1회 (예상)", estimated: true, basis: "예상: 2026년 제1회 기준, 2027년 일정 공고 전" },
    });
    expect(step?.phases.map((p) => [p.name, p.registrationStart, p.registrationEnd, p.examDate, p.estimated])).toEqual([
      ["필기", "2027-01-12", "2027-01-15", "2027-01-30", true],
      ["실기", "2027-03-23", "2027-03-26", "2027-04-18", true],
    ]);
    expect(result.finishMonth).toBe("2027-06");
  });

  it("with a 2027 schedule imported, the same plan shows the real 2027 dates, not estimated", () => {
    const result = plan(student, catalogue({ [ENGINEER.id]: [ENGINEER_2027_FIRST] }), TODAY);
    const [step] = result.steps;
    expect(step?.round).toEqual({ label: "2027년 정기 기사 1회", estimated: false, basis: null });
    expect(step?.phases.map((p) => [p.name, p.registrationStart, p.examDate, p.estimated])).toEqual([
      ["필기", "2027-01-11", "2027-02-06", false],
      ["실기", "2027-03-22", "2027-04-17", false],
    ]);
  });

  it("고졸, 실무 0년 → 전기기사 through a lower license of the ladder, each with a dated eligibility", () => {
    const result = plan(highSchool, catalogue(), TODAY);
    const names = result.steps.map((s) => s.name);
    expect(names.at(-1)).toBe("전기기사");
    expect(names[0]).toBe("전기기능사");
    const goal = result.steps.at(-1);
    expect(goal?.eligibleNow).toBe(false);
    expect(goal?.eligibleFrom && goal.eligibleFrom > TODAY).toBe(true);
    expect(goal?.rule).toMatch(
      /^(기능사|산업기사) 취득 \+ 동일·유사 직무분야 실무 \d년 \(.+ 합격 예정일 기준, 실무를 지금부터 이어간다고 가정\)$/,
    );
    // Every lower step says which eligibility it unlocks, and comes before the step it unlocks.
    for (const lower of result.steps.slice(0, -1)) expect(lower.reason).toMatch(/^전기(산업)?기사 응시자격: /);
    // The goal's eligibility follows from the previous step's pass (its final result day).
    const before = result.steps.at(-2);
    expect(before?.finishOn && goal?.eligibleFrom && goal.eligibleFrom > before.finishOn).toBe(true);
    expect(result.steps.every((s) => s.round?.estimated)).toBe(true);
  });

  it("고졸, 실무 0년: the chain finishes before the 실무 4년 path alone would", () => {
    const result = plan(highSchool, catalogue(), TODAY);
    // 실무 4년 from today: eligible 2030-11-25, so no 기사 round before 2031.
    expect(result.finishMonth && result.finishMonth < "2031-01").toBe(true);
  });

  it("공인노무사 → 1차, 2차, 3차 in order, each an estimate from 2026 제35회; the rules cannot decide eligibility", () => {
    const result = plan({ ...highSchool, goal: { kind: "license", licenseId: LABOR_ATTORNEY.id } }, catalogue(), TODAY);
    const [step] = result.steps;
    expect(step).toMatchObject({
      eligibleFrom: null,
      eligibleNow: false,
      rule: UNDECIDED_RULE,
      round: { estimated: true, basis: "예상: 2026년 제35회 기준, 2027년 일정 공고 전" },
      writtenValidUntil: null,
    });
    expect(step?.phases.map((p) => [p.name, p.examDate, p.estimated])).toEqual([
      ["1차", "2027-05-23", true],
      ["2차", "2027-08-29", true],
      ["3차", "2027-11-27", true],
    ]);
  });

  it("a 필기 pass keeps for 2 years: a failed 실기 is sat again in the next round, 실기 only", () => {
    const [step] = plan(student, catalogue(), TODAY).steps;
    expect(step?.writtenValidUntil).toBe("2029-03-11");
    expect(step?.retry).toEqual({ label: "2027년 제2회 (예상)", estimated: true, only: "실기", finishOn: "2027-09-04" });
  });

  it("a 기능사 step offers the 상시 windows still open, with their caveat; never the 필기면제 round", () => {
    const result = plan({ ...highSchool, goal: { kind: "license", licenseId: CRAFTSMAN.id } }, catalogue(), TODAY);
    const [step] = result.steps;
    expect(step?.continuous).toEqual({
      caveat: CONTINUOUS_CAVEAT,
      windows: [{ label: "2026년 상시 기능사 24회", stage: "written", startsOn: "2026-11-30", endsOn: "2026-12-01" }],
    });
    expect(step?.round?.label).toBe("2027년 제1회 (예상)");
  });

  it("a goal already held says so, with no steps", () => {
    const result = plan({ ...student, goal: { kind: "license", licenseId: CRAFTSMAN.id } }, catalogue(), TODAY);
    expect(result).toMatchObject({ goal: { held: true }, notice: "전기기능사은(는) 이미 보유한 자격입니다.", steps: [] });
  });

  it("a job goal plans its related licenses in time order, each with the job relation as reason", () => {
    const result = plan(
      {
        ...student,
        held: [],
        goal: { kind: "job", name: "전기공학기술자", source: "직업백과", licenseIds: [ENGINEER.id, CRAFTSMAN.id] },
      },
      catalogue(),
      TODAY,
    );
    expect(result.steps.map((s) => [s.name, s.reason])).toEqual([
      ["전기기능사", "직업백과 '전기공학기술자' 관련 자격"],
      ["전기기사", "직업백과 '전기공학기술자' 관련 자격"],
    ]);
  });

  it("a job goal whose licenses are all held says so", () => {
    const result = plan(
      { ...student, goal: { kind: "job", name: "전기기능원", source: "직업사전", licenseIds: [CRAFTSMAN.id] } },
      catalogue(),
      TODAY,
    );
    expect(result).toMatchObject({ goal: { held: true }, notice: "전기기능원의 관련 자격을 모두 보유하고 있습니다.", steps: [] });
  });

  it("conflicts: two exams of the plan on the same day and overlapping registration windows", () => {
    const result = plan(
      {
        ...student,
        held: [],
        goal: { kind: "job", name: "전기공학기술자", source: "직업백과", licenseIds: [ENGINEER.id, INDUSTRIAL.id] },
      },
      catalogue(),
      TODAY,
    );
    expect(result.conflicts.map((c) => c.kind)).toEqual(["overlap", "sameDay", "overlap", "sameDay"]);
    expect(result.conflicts[1]?.message).toBe("전기기사 필기 시험과 전기산업기사 필기 시험이 같은 날(2027-01-30)입니다.");
  });

  it("D-7: a real registration window closing within 7 days is flagged, an estimate never is", () => {
    const july = plan(student, catalogue(), "2026-07-16");
    const [step] = july.steps;
    expect(step?.round?.label).toBe("2026년 정기 기사 3회");
    expect(step?.phases[0]?.closesInDays).toBe(7);
    expect(step?.phases[1]?.closesInDays).toBeNull();
    expect(plan(student, catalogue(), TODAY).steps[0]?.phases.every((p) => p.closesInDays === null)).toBe(true);
  });

  it("pass rates per phase come with their year and source", () => {
    expect(plan(student, catalogue(), TODAY).steps[0]?.passRates).toEqual([
      { stage: "written", name: "필기", rate: 21.4, year: 2024, source: "한국산업인력공단 Q-Net 국가기술자격 통계" },
      { stage: "practical", name: "실기", rate: 39.2, year: 2024, source: "한국산업인력공단 Q-Net 국가기술자격 통계" },
    ]);
  });

  it("a license without any schedule in the data gets no invented round, and the plan says why", () => {
    const data = catalogue();
    const rounds = new Map(data.rounds);
    rounds.delete(LABOR_ATTORNEY.id);
    const result = plan({ ...highSchool, goal: { kind: "license", licenseId: LABOR_ATTORNEY.id } }, { ...data, rounds }, TODAY);
    expect(result.steps[0]).toMatchObject({ round: null, phases: [], finishOn: null });
    expect(result.finishMonth).toBeNull();
    expect(result.notice).toBe("공인노무사: 자료에 시험일정이 없어 회차를 정할 수 없습니다. 시행기관 공고를 확인하세요.");
  });

  it("전기공학과 4학년 (재학 4학년), 졸업예정 2027-02, 전기기능사 보유 → 전기기사 now, the rule naming 재학 4학년", () => {
    const enrolled: PlanInput = {
      ...student,
      education: { level: "university", status: "enrolled", grade: 4, month: "2027-02" },
    };
    const [step] = plan(enrolled, catalogue(), TODAY).steps;
    expect(step).toMatchObject({
      eligibleNow: true,
      rule: "관련학과 4년제 대학 졸업(예정) (재학 4학년: 최종 학년 재학 중)",
      round: { label: "2027년 제1회 (예상)", estimated: true },
    });
  });

  it("전기공학과 3학년 (재학): 전기기사 from 2027-03-01, so its first round is 2027 제2회, not 제1회", () => {
    const third: PlanInput = { ...student, education: { level: "university", status: "enrolled", grade: 3, month: null } };
    const result = plan(third, catalogue(), TODAY);
    const goal = result.steps.at(-1);
    expect(goal).toMatchObject({
      name: "전기기사",
      eligibleFrom: "2027-03-01",
      rule: "관련학과 4년제 대학 졸업(예정) (재학 3학년: 최종 학년(4학년)이 시작되는 2027.03.01부터)",
      round: { label: "2027년 제2회 (예상)", estimated: true },
    });
  });

  it("each step says what it opens: the most binding 우대현황 articles first, with the year and source", () => {
    const [step] = plan(student, catalogue(), TODAY).steps;
    expect(step?.opens).toEqual({
      basisYear: 2022,
      source: "한국직업능력연구원(2022) 국가기술자격 우대법령 정리",
      lawCount: 76,
      items: [
        {
          law: "기초연구진흥및기술개발지원에관한법률시행규칙",
          article: "제2조기업부설연구소등의연구시설및연구전담요원에대한기준",
          use: "연구전담요원의자격기준",
          preferenceClass: "의무고용",
        },
        {
          law: "전기사업법시행규칙",
          article: "제40조전기안전관리자의선임등(별표12)",
          use: "전기안전관리자및안전관리보조원의선임기준",
          preferenceClass: "직무권한부여",
        },
      ],
    });
  });

  it("a license without 우대현황 rows opens nothing: no article is filled in", () => {
    const result = plan({ ...highSchool, goal: { kind: "license", licenseId: LABOR_ATTORNEY.id } }, catalogue(), TODAY);
    expect(result.steps[0]?.opens).toMatchObject({ lawCount: 0, items: [] });
  });

  const dutyGoal = {
    kind: "duty" as const,
    name: "전기안전관리자",
    total: 70,
    targets: [
      {
        licenseId: ENGINEER.id,
        reason: "전기사업법시행규칙 제40조 전기안전관리자의선임등(별표12): 전기안전관리자및안전관리보조원의선임기준",
      },
      {
        licenseId: INDUSTRIAL.id,
        reason: "전기사업법시행규칙 제40조 전기안전관리자의선임등(별표12): 전기안전관리자및안전관리보조원의선임기준",
      },
    ],
  };

  it("a duty goal (전기안전관리자가 되려면): its licenses are the targets, each with the law and article as reason", () => {
    const result = plan({ ...student, held: [], goal: dutyGoal }, catalogue(), TODAY);
    expect(result.goal).toEqual({ kind: "duty", name: "전기안전관리자", licenseId: null, held: false });
    expect(result.steps.map((s) => [s.name, s.reason])).toEqual([
      ["전기기사", dutyGoal.targets[0]?.reason],
      ["전기산업기사", dutyGoal.targets[1]?.reason],
    ]);
    expect(result.notice).toMatch(
      /^우대현황\(2022년 기준\)에서 '전기안전관리자'을\(를\) 조문이나 활용내용에 담은 자격 70개 중 앞선 2개입니다/,
    );
  });

  it("a duty goal whose license is held says so, naming the article", () => {
    const result = plan({ ...student, held: [{ licenseId: INDUSTRIAL.id, passedOn: null }], goal: dutyGoal }, catalogue(), TODAY);
    expect(result).toMatchObject({ goal: { kind: "duty", held: true }, steps: [] });
    expect(result.notice).toBe(
      `보유한 전기산업기사은(는) 이미 '전기안전관리자' 자격 요건을 정한 조문에 있습니다: ${dutyGoal.targets[1]?.reason}. 규모·경력 등 세부 요건은 해당 법령을 확인하세요.`,
    );
  });
});
