import { beforeAll, expect, it } from "vitest";
import { loader as licenseInfoLoader } from "../../../app/routes/jnLics/licenseInfo";
import { describeWithDatabases, routeContext, type TestContext } from "../../test/databases";
import { SNAPSHOT_NOW } from "../../test/snapshot";

/**
 * Issue 38 (decision 0064): an item is in a round only where a source places it there. The 17 기능사
 * items with a getJMList row for 정기 제4회 (`schedules/qnet_item_rounds_2026_getJMList.csv`).
 */
const ROUND4_ITEMS = [
  "6051",
  "6461",
  "6480",
  "6500",
  "6515",
  "6592",
  "6697",
  "6910",
  "6981",
  "7102",
  "7114",
  "7450",
  "7480",
  "7723",
  "7863",
  "7889",
  "7970",
].sort();

async function licensePage(ctx: TestContext, id: string) {
  const request = new Request(`http://localhost/jnLics/licenseInfo?ld_id=${id}`);
  const args = { request, context: routeContext(ctx.services), params: {} };
  return licenseInfoLoader(args as Parameters<typeof licenseInfoLoader>[0]);
}

describeWithDatabases("which rounds an item sits", (ctx) => {
  beforeAll(() => {
    ctx().clock.set(new Date(SNAPSHOT_NOW));
  });

  it("puts in 정기 기능사 제4회 only the items whose item rows place them there", async () => {
    const { schedules } = ctx().services;
    const byKind = await schedules.events({ start: "2026-11-14", end: "2026-11-14", types: ["exam"], favoriteIds: [] });
    const craftsmen = byKind.examStart.filter((e) => e.roundName === "제4회" && e.description.includes("기능사"));
    expect([...new Set(craftsmen.map((e) => e.licenseId))].sort()).toEqual(ROUND4_ITEMS);
    // 지게차운전기능사 is a 상시 item; 조적기능사 sat 제1·2회 in 2023; neither has a 2026 item row.
    for (const id of ["7875", "7070", "7910"]) expect(await schedules.licenseRounds(id, [2026])).toEqual([]);
  });

  it("names on the home page's exam list only items placed in the round", async () => {
    const home = await ctx().services.home.homeData("2026-11-25");
    const round4 = home.exams.filter((p) => p.year === 2026 && p.roundName === "제4회" && p.stage === "practical");
    expect(round4.length).toBeGreaterThan(0);
    expect(round4.reduce((n, p) => n + p.licenseCount, 0)).toBe(ROUND4_ITEMS.length);
    for (const p of round4) expect(ROUND4_ITEMS).toContain(p.licenseId);
  });

  it("gives a 실기-only item (검정방법 without 필기) no 필기 rows", async () => {
    // 조적기능사: "작업형(5시간 정도, 100점)"; its 2023 rows were labelled 필기 by the collector.
    const rounds = await ctx().services.schedules.licenseRounds("7070");
    expect(rounds.flatMap((r) => r.phases).filter((p) => p.stage === "written")).toEqual([]);
  });

  it("keeps the registration windows the series source splits apart", async () => {
    const { schedules } = ctx().services;
    const windows = async (id: string, round: string, stage: string) =>
      (await schedules.licenseRounds(id, [2026]))
        .find((r) => r.roundName === round)
        ?.phases.filter((p) => p.stage === stage && p.kind === "registration")
        .map((p) => [p.startsOn, p.endsOn]);
    // 용접기술사 제140회 면접: getJMList gives 08-31 ~ 10-15, the series file its two windows.
    expect(await windows("0011", "제140회", "interview")).toEqual([
      ["2026-08-31", "2026-09-03"],
      ["2026-10-12", "2026-10-15"],
    ]);
    // 정보처리기사 제3회 실기: 09-21 ~ 09-28 around 추석 is 09-21 ~ 09-23 and 09-28.
    expect(await windows("1320", "제3회", "practical")).toEqual([
      ["2026-09-21", "2026-09-23"],
      ["2026-09-28", "2026-09-28"],
    ]);
  });

  it("names a split window's windows in 다음 일정 and the compare page, counted from the one not yet ended", async () => {
    const { schedules } = ctx().services;
    const 용접 = await schedules.licenseRounds("0011", [2026]);
    const 면접 = [
      { startsOn: "2026-08-31", endsOn: "2026-09-03" },
      { startsOn: "2026-10-12", endsOn: "2026-10-15" },
    ];
    // 기술사 제140회 면접 원서접수 ① opens before the 필기 result; ② after it.
    expect(schedules.nextPhase(용접, "2026-08-25")).toMatchObject({
      kind: "registration",
      startsOn: "2026-08-31",
      windows: 면접,
    });
    expect(schedules.nextPhase(용접, "2026-10-08")).toMatchObject({
      kind: "registration",
      startsOn: "2026-10-12",
      running: false,
      windows: 면접,
    });
    // 정보처리기사 제3회 실기 on 09-25, during 추석: the next is the 09-28 window, not a span running since 09-21.
    const 정처기 = await schedules.licenseRounds("1320", [2026]);
    expect(schedules.nextPhase(정처기, "2026-09-25")).toMatchObject({
      stage: "practical",
      kind: "registration",
      startsOn: "2026-09-28",
      running: false,
      windows: [
        { startsOn: "2026-09-21", endsOn: "2026-09-23" },
        { startsOn: "2026-09-28", endsOn: "2026-09-28" },
      ],
    });
  });

  it("marks on the calendar the days of each window, none between two windows", async () => {
    const byKind = await ctx().services.schedules.events({
      start: "2026-09-01",
      end: "2026-09-30",
      types: ["examReg"],
      search: "정보처리기사",
      favoriteIds: [],
    });
    const days = (kind: "examRegStart" | "examRegEnd") =>
      byKind[kind].filter((e) => e.licenseId === "1320" && e.stage === "practical").map((e) => [e.date, e.startsOn, e.endsOn]);
    expect(days("examRegStart")).toEqual([
      ["2026-09-21", "2026-09-21", "2026-09-23"],
      ["2026-09-28", "2026-09-28", "2026-09-28"],
    ]);
    expect(days("examRegEnd")).toEqual([["2026-09-23", "2026-09-21", "2026-09-23"]]);
  });

  it("says on the license page what is known where no source places the item", async () => {
    const 조적 = await licensePage(ctx(), "7070");
    expect(조적.placement).toEqual({ status: "unplaced", series: "기능사", historyRounds: [] });
    expect(조적.placementMessage).toContain("정기 기능사 회차 중 이 종목의 시행 회차는 공고에서 확인하세요");
    expect(조적.next).toBeNull();
    // The series' dates come as context, as the series' rounds.
    expect(조적.seriesRounds.map((r) => r.description)).toContain("2026년 정기 기능사 4회");

    const 콘크리트 = await licensePage(ctx(), "7020");
    expect(콘크리트.placement).toEqual({ status: "unplaced", series: "기능사", historyRounds: ["제1회", "제2회", "제3회"] });
    expect(콘크리트.placementMessage).toContain("2023년 종목별 시행일정에서는 제1회·제2회·제3회에 시행되었습니다");

    const 지게차 = await licensePage(ctx(), "7875");
    expect(지게차.placement.status).toBe("continuous");
    expect(지게차.placementMessage).toContain("상시 검정 종목입니다");
    expect(지게차.continuous.length).toBeGreaterThan(0);

    // 공구제작기능사보: no fee, nobody sat it 2021–2025 (Q-Net statistics).
    const 기능사보 = await licensePage(ctx(), "8070");
    expect(기능사보.placement).toEqual({ status: "notRunning", fromYear: 2021, toYear: 2025 });
    expect(기능사보.next).toBeNull();
    expect(기능사보.placementMessage).toContain("현재 시행되지 않는 종목으로 보입니다");

    const 위험물 = await licensePage(ctx(), "6697");
    expect(위험물.placement).toEqual({ status: "placed" });
  });

  it("answers the same placement through /v1 licenseInfo.php", async () => {
    const res = await ctx().request("/v1/jnLics/licenseInfo.php", { method: "POST", json: { ld_id: "7875" } });
    const { data } = (await res.json()) as {
      data: { schedule: unknown[]; schedulePlacement: { status: string; message: string } };
    };
    expect(data.schedule).toEqual([]);
    expect(data.schedulePlacement.status).toBe("continuous");
    expect(data.schedulePlacement.message).toContain("상시 검정 종목입니다");
  });

  it("lists the months of a name filter's events for the calendar's pointers", async () => {
    const res = await ctx().request(`/v2/license/license-schedule-months?search=${encodeURIComponent("위험물기능사")}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { months: string[] } };
    // 위험물기능사 2026 제1–4회: 1월 접수 … 12월 실기 시험 끝.
    expect(data.months).toContain("2026-01");
    expect(data.months).toContain("2026-12");
    expect(data.months).not.toContain("2027-06");
    const bad = await ctx().request("/v2/license/license-schedule-months?search=");
    expect(bad.status).toBe(400);
  });

  it("lists the 상시 기능사 windows on the calendar page", async () => {
    const { loader } = await import("../../../app/routes/jnLics/licenseSchedule");
    const request = new Request("http://localhost/jnLics/licenseSchedule");
    const data = await loader({ request, context: routeContext(ctx().services), params: {} } as Parameters<typeof loader>[0]);
    // 제24회 실기 원서접수 11.26 ~ 11.27: the window the home page shows.
    expect(data.continuous).toContainEqual(
      expect.objectContaining({ roundName: "제24회", stage: "practical", startsOn: "2026-11-26", endsOn: "2026-11-27" }),
    );
  });
});
