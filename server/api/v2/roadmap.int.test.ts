import { eq, inArray } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, expect, it } from "vitest";
import { careerJobLicenses, careerJobs, examPhases, examRounds, licenses, majors } from "../../db/schema";
import type { Plan } from "../../modules/roadmap/service.server";
import { describeWithDatabases } from "../../test/databases";
import { SNAPSHOT_NOW } from "../../test/snapshot";

/** GET /v2/roadmap and /v2/roadmap.ics on the real snapshot (schedules up to 2026), today 2026-11-25. */
describeWithDatabases("roadmap API", (ctx) => {
  const ids: Record<string, string> = {};
  let electricMajor = 0;

  beforeAll(async () => {
    ctx().clock.set(new Date(SNAPSHOT_NOW));
    const { db } = ctx().database;
    const rows = await db
      .select({ id: licenses.id, name: licenses.name })
      .from(licenses)
      .where(inArray(licenses.name, ["전기기사", "전기산업기사", "전기기능사", "공인노무사", "산업안전기사"]));
    for (const r of rows) ids[r.name] = r.id;
    const [major] = await db.select({ id: majors.id }).from(majors).where(eq(majors.name, "전기공학과"));
    electricMajor = major?.id ?? 0;
  });

  async function planOf(query: string): Promise<Plan> {
    const res = await ctx().request(`/v2/roadmap?${query}`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: boolean; data: Plan };
    expect(body.result).toBe(true);
    return body.data;
  }
  const student = () =>
    `goal=${ids.전기기사}&held=${ids.전기기능사}&edu=university&eduStatus=expected&eduMonth=2027-02&major=${electricMajor}`;

  it("finds the licenses and the major the cases use", () => {
    expect(Object.keys(ids).sort()).toEqual(["공인노무사", "산업안전기사", "전기기능사", "전기기사", "전기산업기사"].sort());
    expect(electricMajor).toBeGreaterThan(0);
  });

  it("전기공학과 4학년, 졸업예정 2027-02, 전기기능사 보유 → 전기기사 now as 졸업예정자, 2027 제1회 labelled an estimate", async () => {
    const plan = await planOf(student());
    expect(plan.steps).toHaveLength(1);
    const [step] = plan.steps;
    expect(step).toMatchObject({
      licenseId: ids.전기기사,
      eligibleNow: true,
      rule: "관련학과 4년제 대학 졸업(예정) (졸업예정 2027-02: 최종 학년부터)",
      round: {
        label: "2027년 (예상 · 2026년 제1회 기준)",
        estimated: true,
        basis: "예상: 2026년 제1회 기준, 2027년 일정 공고 전",
      },
      scheduleBasis: { kind: "item", note: null },
    });
    expect(step?.phases.map((p) => [p.name, p.registrationStart, p.estimated])).toEqual([
      ["필기", "2027-01-11", true],
      ["실기", "2027-03-22", true],
    ]);
    expect(plan.finishMonth).toMatch(/^2027-0[5-7]$/);
  });

  it("with a 2027 schedule written (test data), the same plan shows the real dates and estimated: false", async () => {
    const { db } = ctx().database;
    const [round] = await db
      .insert(examRounds)
      .values({
        licenseId: ids.전기기사 as string,
        year: 2027,
        roundName: "제1회",
        description: "2027년 정기 기사 1회",
        source: "test-2027",
      })
      .returning({ id: examRounds.id });
    const roundId = round?.id as number;
    await db.insert(examPhases).values([
      { roundId, stage: "written", kind: "registration", startsOn: "2027-01-11", endsOn: "2027-01-14" },
      { roundId, stage: "written", kind: "exam", startsOn: "2027-02-06", endsOn: "2027-03-02" },
      { roundId, stage: "written", kind: "result", startsOn: "2027-03-10", endsOn: null },
      { roundId, stage: "practical", kind: "registration", startsOn: "2027-03-22", endsOn: "2027-03-25" },
      { roundId, stage: "practical", kind: "exam", startsOn: "2027-04-17", endsOn: "2027-05-05" },
      { roundId, stage: "practical", kind: "result", startsOn: "2027-06-04", endsOn: null },
    ]);
    try {
      const [step] = (await planOf(student())).steps;
      expect(step?.round).toEqual({ label: "2027년 정기 기사 1회", estimated: false, basis: null });
      expect(step?.phases.map((p) => [p.name, p.registrationStart, p.examDate, p.estimated])).toEqual([
        ["필기", "2027-01-11", "2027-02-06", false],
        ["실기", "2027-03-22", "2027-04-17", false],
      ]);
    } finally {
      await db.delete(examRounds).where(eq(examRounds.id, roundId));
    }
    expect((await planOf(student())).steps[0]?.round?.estimated).toBe(true);
  });

  it("고3 (졸업예정 2027-02), 실무 없음 → 전기기사 is not dated (no work assumed); a 기능사 of its 직무분야 is planned, routes named", async () => {
    const plan = await planOf(`goal=${ids.전기기사}&edu=highschool&eduStatus=expected&eduMonth=2027-02`);
    expect(JSON.stringify(plan)).not.toContain("이어간다고 가정");
    const goal = plan.steps.at(-1);
    expect(goal).toMatchObject({ name: "전기기사", eligibleFrom: null, round: null, finishOn: null });
    expect(goal?.routes.map((r) => r.kind)).toEqual(expect.arrayContaining(["education", "craftsman", "experience"]));
    const craftsman = goal?.routes.find((r) => r.kind === "craftsman");
    const first = plan.steps.find((s) => s.licenseId === craftsman?.licenseId);
    expect(first?.name).toMatch(/기능사$/);
    expect(first?.finishOn).toBe(craftsman?.finishOn);
    expect(first?.phases.map((p) => p.name)).toEqual(["필기", "실기"]);
    expect(plan.finishMonth).toBeNull();
  });

  it("산업안전기사 (no 2026 item row): 필기 and 실기 on the 정기 기사 rounds, finishing at the 실기 result, said on the step", async () => {
    const [step] = (await planOf("goal=1431&edu=university&eduStatus=graduated&eduMonth=2020-02&exp=5")).steps;
    expect(step?.scheduleBasis.kind).toBe("series");
    expect(step?.scheduleBasis.note).toMatch(/^이 종목의 시행 회차는 공고 전 — 정기 기사 회차 기준 예상\./);
    expect(step?.round?.label).toBe("2027년 (예상 · 2026년 정기 기사 제1회 기준)");
    expect(step?.phases.map((p) => p.name)).toEqual(["필기", "실기"]);
    expect(step?.finishOn).toBe(step?.phases[1]?.resultDate);
    expect(JSON.stringify(step)).not.toContain("2023년");
  });

  it("지게차운전기능사 (상시): no 정기-style round; after the 2026 sittings the step says 2027년 상시 일정 공고 전", async () => {
    const [step] = (await planOf("goal=7875")).steps;
    expect(step?.scheduleBasis.kind).toBe("continuous");
    expect(step?.round).toBeNull();
    expect(step?.scheduleBasis.note).toContain("2027년 상시 일정 공고 전");
    expect(JSON.stringify(step)).not.toMatch(/제\d+회 \(예상\)/);
  });

  it("the issue's repro (job 114, 4학년 졸업예정 2027-02, major 459): no conflict for CBT periods or one round's 기사/산업기사", async () => {
    const plan = await planOf("goal=job:114&edu=university&eduStatus=expected&eduMonth=2027-02&major=459");
    expect(plan.steps.length).toBeGreaterThan(1);
    expect(plan.conflicts).toEqual([]);
  });

  it("공인노무사: the estimate names 2026 제35회 as its basis and no number of its own", async () => {
    const [step] = (await planOf(`goal=${ids.공인노무사}`)).steps;
    expect(step?.round?.label).toBe("2027년 (예상 · 2026년 제35회 기준)");
  });

  it("공인노무사 → 1차, 2차, 3차 in order, each labelled an estimate from 2026 제35회", async () => {
    const [step] = (await planOf(`goal=${ids.공인노무사}`)).steps;
    expect(step?.phases.map((p) => p.name)).toEqual(["1차", "2차", "3차"]);
    expect(step?.phases.every((p) => p.estimated)).toBe(true);
    expect(step?.round?.basis).toBe("예상: 2026년 제35회 기준, 2027년 일정 공고 전");
    expect(step?.eligibleFrom).toBeNull();
  });

  it("a job goal lists its related licenses with the job as reason; a held goal says so", async () => {
    const { db } = ctx().database;
    const [job] = await db
      .insert(careerJobs)
      .values({ id: 990_001, name: "로드맵시험직업", source: "test" })
      .returning({ id: careerJobs.id });
    await db.insert(careerJobLicenses).values([
      { jobId: job?.id as number, licenseId: ids.전기기사 as string },
      { jobId: job?.id as number, licenseId: ids.전기기능사 as string },
    ]);
    const plan = await planOf(`goal=job:990001&edu=university&eduStatus=expected&eduMonth=2027-02&major=${electricMajor}`);
    expect(plan.goal).toMatchObject({ kind: "job", name: "로드맵시험직업" });
    expect(plan.steps.map((s) => [s.name, s.reason])).toEqual([
      ["전기기능사", "직업백과 '로드맵시험직업' 관련 자격"],
      ["전기기사", "직업백과 '로드맵시험직업' 관련 자격"],
    ]);
    const held = await planOf(`goal=${ids.전기기능사}&held=${ids.전기기능사}`);
    expect(held).toMatchObject({ goal: { held: true }, notice: "전기기능사은(는) 이미 보유한 자격입니다.", steps: [] });
  });

  it("a job goal of the snapshot, 직업백과 전기공학기술자: its related licenses in time order, each with the job as reason", async () => {
    const { db } = ctx().database;
    const [job] = await db.select({ id: careerJobs.id }).from(careerJobs).where(eq(careerJobs.name, "전기공학기술자"));
    expect(job).toBeDefined();
    const plan = await planOf(`goal=job:${job?.id}&edu=university&eduStatus=expected&eduMonth=2027-02&major=${electricMajor}`);
    expect(plan.goal).toMatchObject({ kind: "job", name: "전기공학기술자", held: false });
    expect(plan.steps.map((s) => s.name)).toContain("전기기사");
    expect(plan.steps.every((s) => s.reason === "직업백과 '전기공학기술자' 관련 자격" || /응시자격: /.test(s.reason))).toBe(true);
    const starts = plan.steps.map((s) => s.phases[0]?.registrationStart ?? "9999");
    expect(starts).toEqual([...starts].sort());
  });

  it("each step says what it opens (우대현황: its own field's laws first, then the most binding, 2022 기준); 공인노무사 has no rows and none are made up", async () => {
    const [step] = (await planOf(student())).steps;
    expect(step?.opens).toMatchObject({ basisYear: 2022, source: "한국직업능력연구원(2022) 국가기술자격 우대법령 정리" });
    expect(step?.opens.lawCount).toBeGreaterThan(3);
    expect(step?.opens.items).toHaveLength(3);
    expect(step?.opens.items[0]).toMatchObject({
      law: expect.stringMatching(/^전기/),
      article: expect.stringMatching(/^제\d+조/),
    });
    const labor = await planOf(`goal=${ids.공인노무사}`);
    expect(labor.steps[0]?.opens).toMatchObject({ lawCount: 0, items: [] });
  });

  it("취득하면 leads with the laws of the license's own field, before 기초연구진흥법 or 공연법 (issue 53: 9)", async () => {
    const opensOf = async (id: string | undefined) => {
      const plan = await planOf(`goal=${id}&edu=university&eduStatus=graduated&exp=5`);
      return plan.steps.find((s) => s.licenseId === id)?.opens.items.map((i) => i.law) ?? [];
    };
    const electric = await opensOf(ids.전기기사);
    expect(electric.length).toBeGreaterThan(1);
    expect(electric[0]).toMatch(/^전기(사업|안전관리|공사업)법/);
    expect(electric).not.toContain("공연법");
    const safety = await opensOf(ids.산업안전기사);
    expect(safety.length).toBeGreaterThan(1);
    expect(safety[0]).toMatch(/^산업안전보건법/);
  });

  it("a duty goal (duty:전기안전관리자): the qualifying licenses are alternatives — one route planned, the others choices with finish months (issue 53: 4)", async () => {
    const plan = await planOf(
      `goal=${encodeURIComponent("duty:전기안전관리자")}&edu=university&eduStatus=expected&eduMonth=2027-02&major=${electricMajor}`,
    );
    expect(plan.goal).toMatchObject({ kind: "duty", name: "전기안전관리자", held: false });
    // Not every license of the law added up: the route that finishes first (전기기능사, no eligibility
    // needed), with 전기기사 and 전기산업기사 as choices that would finish later.
    expect(plan.steps.map((s) => s.name)).toEqual(["전기기능사"]);
    expect(plan.steps[0]?.reason).toMatch(/^전기사업법시행규칙 제40조 전기안전관리자의선임등\(별표12\)/);
    expect(plan.finishMonth).toBe(plan.steps[0]?.finishOn?.slice(0, 7));
    const choices = new Map((plan.alternatives ?? []).map((a) => [a.name, a.finishMonth]));
    for (const name of ["전기기사", "전기산업기사"]) expect(choices.get(name) ?? "", name).toMatch(/^20\d\d-\d\d$/);
    expect((choices.get("전기기사") ?? "") >= (plan.finishMonth ?? "9")).toBe(true);
    expect(plan.law).toEqual({
      name: "전기사업법시행규칙",
      url: `https://www.law.go.kr/법령/${encodeURIComponent("전기사업법시행규칙")}`,
    });
    expect(plan.notice).toMatch(
      /^우대현황\(2022년 기준\)에서 '전기안전관리자'을\(를\) 조문이나 활용내용에 담은 자격 \d+개 가운데 하나만 있으면 되는 선택지입니다\./,
    );
    expect(plan.notice).toContain("법령은 그 뒤 바뀌었을 수 있습니다(예: 전기안전관리법, 2021년 시행)");
    const held = await planOf(`goal=${encodeURIComponent("duty:전기안전관리자")}&held=${ids.전기기사}`);
    expect(held).toMatchObject({ goal: { kind: "duty", held: true }, steps: [] });
    expect(held.notice).toMatch(
      /^보유한 전기기사은\(는\) 이미 '전기안전관리자' 자격 요건을 정한 조문에 있습니다: 전기사업법시행규칙 /,
    );
  });

  it("재학 3학년 (edu=university&eduStatus=enrolled&grade=3): 전기기사 from 2027-03-01, when 4학년 starts", async () => {
    const plan = await planOf(`goal=${ids.전기기사}&edu=university&eduStatus=enrolled&grade=3&major=${electricMajor}`);
    expect(plan.steps.at(-1)).toMatchObject({
      name: "전기기사",
      eligibleFrom: "2027-03-01",
      rule: "관련학과 4년제 대학 졸업(예정) (재학 3학년: 최종 학년(4학년)이 시작되는 2027.03.01부터)",
    });
  });

  it("GET /v2/roadmap.ics answers text/calendar that ical.js parses, one event per window and exam", async () => {
    const plan = await planOf(student());
    const res = await ctx().request(`/v2/roadmap.ics?${student()}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const events = new ICAL.Component(ICAL.parse(await res.text())).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const expected = plan.steps.flatMap((s) => s.phases.flatMap((p) => [p.registrationStart, p.examDate].filter(Boolean)));
    expect(events).toHaveLength(expected.length);
    expect(events.map((e) => e.summary)).toEqual([
      "(예상) 전기기사 필기 원서접수",
      "(예상) 전기기사 필기 시험",
      "(예상) 전기기사 실기 원서접수",
      "(예상) 전기기사 실기 시험",
    ]);
  });

  it.each([
    ["no goal", "", "목표 자격이나 직업을 골라주세요.", "goal"],
    [
      "a malformed goal",
      "goal=전기기사!",
      "목표 값이 올바르지 않습니다. 자격 번호, job:직업백과 번호, dic:직업사전 코드 또는 duty:직무(예: duty:전기안전관리자)를 보내주세요.",
      "goal",
    ],
    [
      "a duty no 우대현황 law names",
      "goal=duty:달나라우주비행관리자",
      "'달나라우주비행관리자'을(를) 조문이나 활용내용에 담은 자격이 우대현황(2022년 기준)에 없습니다. 다른 직무명으로 찾아보세요(예: 전기안전관리자).",
      "goal",
    ],
    ["a duty of one character", "goal=duty:전", "직무는 공백을 빼고 2~50자로 입력해주세요 (예: duty:전기안전관리자).", "goal"],
    [
      "재학 without 학년 or graduation month",
      "goal=1150&edu=university&eduStatus=enrolled",
      "재학·휴학 중이면 학년(또는 졸업 예정 월)을 입력해주세요.",
      "grade",
    ],
    [
      "an unknown education status",
      "goal=1150&edu=university&eduStatus=dropout",
      "학적 상태 값이 올바르지 않습니다.",
      "eduStatus",
    ],
    ["an unknown license goal", "goal=ZZ999", "없는 자격입니다. 목표 자격을 다시 골라주세요.", "goal"],
    [
      "an unknown job goal",
      "goal=job:999999999",
      "없는 직업입니다. 직업백과(job:번호)나 직업사전(dic:코드)의 직업을 골라주세요.",
      "goal",
    ],
    ["an unknown held license", "goal=1150&held=ZZ999", "보유 자격 중 없는 자격이 있습니다: ZZ999", "held"],
    [
      "a held license with an impossible date",
      "goal=1150&held=7780:2025-02-30",
      "보유 자격 값이 올바르지 않습니다. 자격 번호(또는 번호:취득일 YYYY-MM-DD)를 쉼표로 구분해 보내주세요.",
      "held.0",
    ],
    [
      "a held license passed in the future",
      "goal=1150&held=7780:2027-01-01",
      "취득일이 오늘 이후인 보유 자격이 있습니다.",
      "held",
    ],
    ["a bad education", "goal=1150&edu=phd", "학력 값이 올바르지 않습니다.", "edu"],
    ["a bad month", "goal=1150&eduMonth=2027-13", "졸업(예정) 월은 YYYY-MM 형식으로 입력해주세요.", "eduMonth"],
    ["a non-numeric experience", "goal=1150&exp=many", "실무경력은 숫자로 입력해주세요.", "exp"],
    ["a negative experience", "goal=1150&exp=-1", "실무경력은 0년 이상이어야 합니다.", "exp"],
    ["an unknown major", "goal=1150&major=2147483000", "없는 전공입니다.", "major"],
  ])("answers 400 for %s", async (_case, query, message, field) => {
    for (const path of ["/v2/roadmap", "/v2/roadmap.ics"]) {
      const res = await ctx().request(`${path}?${query}`);
      expect(res.status).toBe(400);
      const body = (await res.json()) as { result: boolean; error: string; message: string; fields?: Record<string, string> };
      expect(body).toMatchObject({ result: false, error: "400", message });
      expect(Object.keys(body.fields ?? {})).toContain(field);
    }
  });

  it("answers 400 with the reason for a job that links to no license", async () => {
    const { db } = ctx().database;
    await db.insert(careerJobs).values({ id: 990_002, name: "자격없는직업", source: "test" });
    const res = await ctx().request("/v2/roadmap?goal=job:990002");
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      result: false,
      error: "400",
      message: "자격없는직업: 이 직업과 연결된 자격이 자료에 없어 로드맵을 만들 수 없습니다.",
    });
  });
});
