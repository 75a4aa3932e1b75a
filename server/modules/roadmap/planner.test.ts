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
import { plan, UNDECIDED_RULE } from "./planner";
import type { PlanInput, RoadmapCatalogue, RoadmapLicense } from "./types";

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
      round: {
        label: "2027년 (예상 · 2026년 제1회 기준)",
        estimated: true,
        basis: "예상: 2026년 제1회 기준, 2027년 일정 공고 전",
      },
      scheduleBasis: { kind: "item", note: null },
    });
    // Moved by 52 weeks: the weekday of every date is kept (2026-01-30 Fri → 2027-01-29 Fri).
    expect(step?.phases.map((p) => [p.name, p.registrationStart, p.registrationEnd, p.examDate, p.estimated])).toEqual([
      ["필기", "2027-01-11", "2027-01-14", "2027-01-29", true],
      ["실기", "2027-03-22", "2027-03-25", "2027-04-17", true],
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

  it("고졸, 실무 0년 → no work is assumed: 전기기사 is not dated; the 기능사 route of its 직무분야 is planned and the routes named", () => {
    const result = plan(highSchool, catalogue(), TODAY);
    expect(result.steps.map((s) => s.name)).toEqual(["전기기능사", "전기기사"]);
    const [craftsman, goal] = result.steps;
    expect(craftsman?.reason).toBe(
      "전기기사(으)로 가는 기능사 경로: 같은 직무분야의 기능사 (취득 후 실무 3년이면 전기기사 응시자격)",
    );
    expect(craftsman?.finishOn).toBe("2027-04-09");
    expect(goal).toMatchObject({ eligibleFrom: null, eligibleNow: false, round: null, phases: [], finishOn: null });
    expect(goal?.rule).toMatch(/^입력한 학력·자격·실무경력으로는 아직 응시자격이 없습니다\. 실무경력은 입력한 만큼만 셉니다/);
    expect(JSON.stringify(result)).not.toContain("가정한");
    expect(JSON.stringify(result)).not.toContain("이어간다고 가정");
    expect(goal?.routes.map((r) => r.kind)).toEqual(["education", "education", "education", "craftsman", "experience"]);
    expect(goal?.routes[0]?.text).toBe(
      "관련학과 4년제 대학 졸업(예정): 같은 직무분야의 관련학과를 졸업(예정)하면 응시할 수 있습니다.",
    );
    expect(goal?.routes[3]).toMatchObject({
      licenseId: CRAFTSMAN.id,
      finishOn: "2027-04-09",
      text: "기능사 취득 + 동일·유사 직무분야 실무 3년: 전기기능사(같은 직무분야)을(를) 2027.04.09 최종 합격 발표로 취득한 뒤 실무 3년을 채우면 응시할 수 있습니다(빨라야 2030.04.09부터). 실무 기간은 가정하지 않으므로 이 단계의 날짜는 정하지 않았습니다.",
    });
    expect(result.finishMonth).toBeNull();
    expect(result.notice).toContain("전기기사: 입력한 정보로는 응시자격을 채우는 날을 정할 수 없습니다");
  });

  it("실무 4년 stated: 전기기사 is dated now on the stated years", () => {
    const [step] = plan({ ...highSchool, experienceYears: 4 }, catalogue(), TODAY).steps;
    expect(step).toMatchObject({
      name: "전기기사",
      eligibleNow: true,
      rule: "동일·유사 직무분야 실무 4년 (입력한 실무 4년 기준)",
    });
  });

  it("공인노무사 → 1차, 2차, 3차 in order, each an estimate from 2026 제35회; the rules cannot decide eligibility", () => {
    const result = plan({ ...highSchool, goal: { kind: "license", licenseId: LABOR_ATTORNEY.id } }, catalogue(), TODAY);
    const [step] = result.steps;
    expect(step).toMatchObject({
      eligibleFrom: null,
      eligibleNow: false,
      rule: UNDECIDED_RULE,
      round: {
        label: "2027년 (예상 · 2026년 제35회 기준)",
        estimated: true,
        basis: "예상: 2026년 제35회 기준, 2027년 일정 공고 전",
      },
      writtenValidUntil: null,
    });
    // Saturday 2026-05-23 → Saturday 2027-05-22: no estimate reuses 제35회 as 2027's number.
    expect(step?.phases.map((p) => [p.name, p.examDate, p.estimated])).toEqual([
      ["1차", "2027-05-22", true],
      ["2차", "2027-08-28", true],
      ["3차", "2027-11-26", true],
    ]);
  });

  it("a 필기 pass keeps for 2 years: a failed 실기 is sat again in the next round, 실기 only", () => {
    const [step] = plan(student, catalogue(), TODAY).steps;
    expect(step?.writtenValidUntil).toBe("2029-03-10");
    expect(step?.retry).toEqual({
      label: "2027년 (예상 · 2026년 제2회 기준)",
      estimated: true,
      only: "실기",
      finishOn: "2027-09-03",
    });
  });

  it("a 기능사 placed in 정기 rounds by its own rows: its round, never the 필기면제 round, and no 상시 windows", () => {
    const result = plan({ ...highSchool, goal: { kind: "license", licenseId: CRAFTSMAN.id } }, catalogue(), TODAY);
    const [step] = result.steps;
    expect(step?.continuous).toBeNull();
    expect(step?.round?.label).toBe("2027년 (예상 · 2026년 제1회 기준)");
  });

  const withLicense = (license: RoadmapLicense, extra: Partial<RoadmapCatalogue> = {}): RoadmapCatalogue => {
    const data = catalogue();
    return { ...data, ...extra, licenses: new Map([...data.licenses, [license.id, license]]), announcedYear: 2026 };
  };
  const SAFETY: RoadmapLicense = {
    id: "1431",
    name: "산업안전기사",
    grade: "기사",
    gradeName: "기사",
    qualificationTypeName: "국가기술자격",
    jobFieldCode: "24",
    placement: { kind: "series", series: "기사·산업기사" },
  };

  it("an item no source places in a 2026 round (산업안전기사): every stage on the 정기 기사 rounds, said on the step", () => {
    const data = withLicense(SAFETY, { seriesRounds: new Map([["기사", catalogue().rounds.get(ENGINEER.id) ?? []]]) });
    const [step] = plan(
      { ...highSchool, experienceYears: 5, goal: { kind: "license", licenseId: SAFETY.id } },
      data,
      TODAY,
    ).steps;
    expect(step?.scheduleBasis.kind).toBe("series");
    expect(step?.scheduleBasis.note).toMatch(/^이 종목의 시행 회차는 공고 전 — 정기 기사 회차 기준 예상\./);
    expect(step?.round).toEqual({
      label: "2027년 (예상 · 2026년 정기 기사 제1회 기준)",
      estimated: true,
      basis: "예상: 이 종목의 시행 회차는 공고 전 — 2026년 정기 기사 제1회(계열 공통 일정) 기준, 2027년 일정 공고 전",
    });
    expect(step?.phases.map((p) => p.name)).toEqual(["필기", "실기"]);
    expect(step?.finishOn).toBe(step?.phases[1]?.resultDate);
  });

  const FORKLIFT: RoadmapLicense = {
    ...CRAFTSMAN,
    id: "7875",
    name: "지게차운전기능사",
    jobFieldCode: "14",
    placement: { kind: "continuous", historyRounds: ["제24회"] },
  };
  const sitting = (n: number, w: [string, string, string], p: [string, string, string, string, string]) => ({
    year: 2026,
    roundName: `제${n}회`,
    label: `2026년 상시 기능사 ${n}회`,
    writtenRegStartsOn: w[0],
    writtenRegEndsOn: w[1],
    writtenExamOn: w[2],
    practicalRegStartsOn: p[0],
    practicalRegEndsOn: p[1],
    practicalExamStartsOn: p[2],
    practicalExamEndsOn: p[3],
    finalResultOn: p[4],
  });
  const SITTINGS = [
    sitting(
      7,
      ["2026-03-03", "2026-03-04", "2026-03-09"],
      ["2026-04-02", "2026-04-03", "2026-04-13", "2026-04-24", "2026-04-29"],
    ),
    sitting(
      24,
      ["2026-07-28", "2026-07-28", "2026-08-03"],
      ["2026-11-26", "2026-11-27", "2026-12-07", "2026-12-16", "2026-12-22"],
    ),
  ];

  it("a 상시 item (지게차운전기능사) sits the 상시 sittings, never an invented 정기-style round", () => {
    const data = withLicense(FORKLIFT, { continuousRounds: SITTINGS });
    const [step] = plan({ ...highSchool, goal: { kind: "license", licenseId: FORKLIFT.id } }, data, "2026-03-01").steps;
    expect(step?.round).toEqual({ label: "2026년 상시 기능사 (필기 제7회 · 실기 제7회)", estimated: false, basis: null });
    expect(step?.phases.map((p) => [p.name, p.registrationStart, p.examDate, p.resultDate])).toEqual([
      ["필기", "2026-03-03", "2026-03-09", "2026-03-09"],
      ["실기", "2026-04-02", "2026-04-13", "2026-04-29"],
    ]);
    expect(step?.finishOn).toBe("2026-04-29");
    expect(step?.retry).toMatchObject({ label: "2026년 상시 기능사 제24회", only: "실기" });
    expect(step?.scheduleBasis.kind).toBe("continuous");
  });

  it("after the year's 상시 sittings: '2027년 상시 일정 공고 전', both stages listed without dates, no finish", () => {
    const data = withLicense(FORKLIFT, { continuousRounds: SITTINGS });
    const result = plan({ ...highSchool, goal: { kind: "license", licenseId: FORKLIFT.id } }, data, TODAY);
    const [step] = result.steps;
    expect(step?.round).toBeNull();
    expect(step?.phases.map((p) => [p.name, p.registrationStart, p.examDate])).toEqual([
      ["필기", null, null],
      ["실기", null, null],
    ]);
    expect(step?.scheduleBasis.note).toContain("2027년 상시 일정 공고 전");
    expect(JSON.stringify(step)).not.toMatch(/제\d+회 \(예상\)/);
    expect(result.finishMonth).toBeNull();
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

  it("conflicts: 기사 and 산업기사 of one round (CBT periods, overlapping 원서접수) are none", () => {
    const result = plan(
      {
        ...student,
        held: [],
        goal: { kind: "job", name: "전기공학기술자", source: "직업백과", licenseIds: [ENGINEER.id, INDUSTRIAL.id] },
      },
      catalogue(),
      TODAY,
    );
    expect(result.steps).toHaveLength(2);
    expect(result.conflicts).toEqual([]);
  });

  it("conflicts: two one-day exams of different licenses on the same day are one", () => {
    const twin: RoadmapLicense = { ...LABOR_ATTORNEY, id: "9501", name: "일반경비지도사" };
    const data = withLicense(twin);
    const rounds = new Map(data.rounds);
    rounds.set(twin.id, rounds.get(LABOR_ATTORNEY.id) ?? []);
    const result = plan(
      { ...highSchool, goal: { kind: "job", name: "노무", source: "직업백과", licenseIds: [LABOR_ATTORNEY.id, twin.id] } },
      { ...data, rounds },
      TODAY,
    );
    expect(result.conflicts.map((c) => [c.kind, c.date])).toEqual([
      ["sameDay", "2027-05-22"],
      ["sameDay", "2027-11-26"],
    ]);
    expect(result.conflicts[0]?.message).toBe(
      "공인노무사 1차 시험과 일반경비지도사 1차 시험이 같은 날(2027.05.22)입니다. 시험 시간이 겹치면 하나만 응시할 수 있으니 공고의 시험 시간을 확인하세요.",
    );
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
      round: { label: "2027년 (예상 · 2026년 제1회 기준)", estimated: true },
    });
  });

  it("전기공학과 3학년 (재학): 전기기사 from 2027-03-01, judged on the last CBT day (2027-03-02), so 2027 제1회", () => {
    const third: PlanInput = { ...student, education: { level: "university", status: "enrolled", grade: 3, month: null } };
    const result = plan(third, catalogue(), TODAY);
    const goal = result.steps.at(-1);
    expect(goal).toMatchObject({
      name: "전기기사",
      eligibleFrom: "2027-03-01",
      rule: "관련학과 4년제 대학 졸업(예정) (재학 3학년: 최종 학년(4학년)이 시작되는 2027.03.01부터)",
      round: { label: "2027년 (예상 · 2026년 제1회 기준)", estimated: true },
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
    standIns: 5,
    law: { name: "전기사업법시행규칙", url: "https://www.law.go.kr/법령/전기사업법시행규칙" },
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

  it("a duty goal (전기안전관리자가 되려면): its licenses are alternatives; the one finishing first is planned, the other is a choice with its finish month", () => {
    const result = plan({ ...student, held: [], goal: dutyGoal }, catalogue(), TODAY);
    expect(result.goal).toEqual({ kind: "duty", name: "전기안전관리자", licenseId: null, held: false });
    const planned = result.steps.map((s) => s.name);
    expect(planned.filter((n) => n === "전기기사" || n === "전기산업기사")).toHaveLength(1);
    const [alternative] = result.alternatives ?? [];
    expect(result.alternatives).toHaveLength(1);
    expect(planned).not.toContain(alternative?.name);
    expect(alternative?.reason).toBe(dutyGoal.targets[0]?.reason);
    expect(result.law).toEqual(dutyGoal.law);
    expect(result.notice).toMatch(
      /^우대현황\(2022년 기준\)에서 '전기안전관리자'을\(를\) 조문이나 활용내용에 담은 자격 70개 가운데 하나만 있으면 되는 선택지입니다\./,
    );
    expect(result.notice).toContain("직무대행자 조문에만 있는 자격 5개는 뺐습니다.");
    expect(result.notice).toContain("전기안전관리법, 2021년 시행");
  });

  it("a duty goal whose license is held says so, naming the article", () => {
    const result = plan({ ...student, held: [{ licenseId: INDUSTRIAL.id, passedOn: null }], goal: dutyGoal }, catalogue(), TODAY);
    expect(result).toMatchObject({ goal: { kind: "duty", held: true }, steps: [] });
    expect(result.notice).toBe(
      `보유한 전기산업기사은(는) 이미 '전기안전관리자' 자격 요건을 정한 조문에 있습니다: ${dutyGoal.targets[1]?.reason}. 규모·경력 등 세부 요건은 해당 법령을 확인하세요.`,
    );
  });
});
