import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { expect, it } from "vitest";
import { licenses, memberLicenses, reminders } from "../../db/schema";
import { describeWithDatabases } from "../../test/databases";
import { registerAndLogin } from "../members/test-helpers";
import { buildFeed } from "../notifications/feed.server";
import { planReminders } from "../notifications/planner.server";
import { memberIdOf } from "../notifications/test-helpers";
import { licenseScheduleEntries } from "./entries";
import { nextPhase } from "./service.server";

type Pinned = { stage: string; kind: string; name: string; startsOn: string; endsOn: string | null };

/**
 * 2026 dates of four 국가전문자격 as the snapshot gives them: getJMList rows
 * (`schedules/qnet_item_rounds_2026_getJMList.csv`, 기준일 2026-08-21) merged phase by phase with the
 * HRDK pre-announcement (`schedules/qnet_national_professional_schedule_2026_preannounced.csv`), which
 * alone has the 1차 시험 days, the final results and 공인노무사's 3차 면접.
 */
const PINNED: Record<string, { name: string; series: string; round: string; phases: Pinned[] }> = {
  "9500": {
    name: "공인노무사",
    series: "공인노무사",
    round: "제35회",
    phases: [
      { stage: "written", kind: "registration", name: "1차 원서접수", startsOn: "2026-03-30", endsOn: "2026-04-03" },
      { stage: "written", kind: "exam", name: "1차 시험", startsOn: "2026-05-23", endsOn: null },
      { stage: "written", kind: "result", name: "1차 합격자 발표", startsOn: "2026-06-24", endsOn: null },
      { stage: "practical", kind: "registration", name: "2차 원서접수", startsOn: "2026-07-13", endsOn: "2026-07-20" },
      { stage: "practical", kind: "exam", name: "2차 시험", startsOn: "2026-08-29", endsOn: "2026-08-30" },
      { stage: "practical", kind: "result", name: "2차 합격자 발표", startsOn: "2026-11-18", endsOn: null },
      { stage: "interview", kind: "registration", name: "3차 원서접수", startsOn: "2026-07-13", endsOn: "2026-07-20" },
      { stage: "interview", kind: "exam", name: "3차 시험", startsOn: "2026-11-27", endsOn: null },
      { stage: "interview", kind: "result", name: "3차 합격자 발표", startsOn: "2026-12-09", endsOn: null },
    ],
  },
  "9630": {
    name: "공인중개사",
    series: "공인중개사",
    round: "제37회",
    phases: [
      { stage: "written", kind: "registration", name: "1차 원서접수", startsOn: "2026-08-03", endsOn: "2026-08-07" },
      { stage: "written", kind: "exam", name: "1차 시험", startsOn: "2026-10-31", endsOn: null },
      { stage: "written", kind: "result", name: "1차 합격자 발표", startsOn: "2026-12-02", endsOn: null },
      { stage: "practical", kind: "registration", name: "2차 원서접수", startsOn: "2026-08-03", endsOn: "2026-08-07" },
      { stage: "practical", kind: "exam", name: "2차 시험", startsOn: "2026-10-31", endsOn: "2026-10-31" },
      { stage: "practical", kind: "result", name: "2차 합격자 발표", startsOn: "2026-12-02", endsOn: null },
    ],
  },
  "9641": {
    name: "세무사",
    series: "세무사",
    round: "제63회",
    phases: [
      { stage: "written", kind: "registration", name: "1차 원서접수", startsOn: "2026-03-23", endsOn: "2026-03-27" },
      { stage: "written", kind: "exam", name: "1차 시험", startsOn: "2026-04-25", endsOn: null },
      { stage: "written", kind: "result", name: "1차 합격자 발표", startsOn: "2026-05-27", endsOn: null },
      { stage: "practical", kind: "registration", name: "2차 원서접수", startsOn: "2026-06-15", endsOn: "2026-06-19" },
      { stage: "practical", kind: "exam", name: "2차 시험", startsOn: "2026-07-18", endsOn: "2026-07-18" },
      { stage: "practical", kind: "result", name: "2차 합격자 발표", startsOn: "2026-10-28", endsOn: null },
    ],
  },
  "9754": {
    name: "2급 청소년상담사",
    series: "청소년상담사",
    round: "제25회",
    phases: [
      { stage: "written", kind: "registration", name: "1차 원서접수", startsOn: "2026-07-20", endsOn: "2026-07-24" },
      { stage: "written", kind: "exam", name: "1차 시험", startsOn: "2026-09-12", endsOn: null },
      { stage: "written", kind: "result", name: "1차 합격자 발표", startsOn: "2026-10-21", endsOn: null },
      { stage: "practical", kind: "registration", name: "2차 원서접수", startsOn: "2026-11-02", endsOn: "2026-11-06" },
      { stage: "practical", kind: "exam", name: "2차 시험", startsOn: "2026-11-30", endsOn: "2026-12-05" },
      { stage: "practical", kind: "result", name: "2차 합격자 발표", startsOn: "2026-12-23", endsOn: null },
    ],
  },
};
const IDS = Object.keys(PINNED);
const KIND_WORD: Record<string, string> = { registration: "원서접수", exam: "시험", result: "합격자 발표" };

describeWithDatabases("국가전문자격 2026 dates on every schedule surface", (ctx) => {
  it("license page: one round with every phase of each 차, and the next date after 2026-11-25", async () => {
    const { services } = ctx();
    for (const id of IDS) {
      const pinned = PINNED[id] as (typeof PINNED)[string];
      const rounds = await services.schedules.licenseRounds(id, [2026]);
      expect(rounds.map((r) => r.roundName)).toEqual([pinned.round]);
      const phases = rounds[0]?.phases.map(({ stage, kind, startsOn, endsOn }) => ({ stage, kind, startsOn, endsOn }));
      expect(phases).toEqual(pinned.phases.map(({ name: _, ...p }) => p));
      const license = await services.licenses.getLicense(id);
      expect(license?.examBody).toEqual({ name: "한국산업인력공단", url: "https://www.q-net.or.kr", qnet: true });
      // The API's flat entries (spec's license-info schedule) name the stages as the page does.
      const entries = licenseScheduleEntries(rounds, license ?? {});
      const first = entries.find((e) => e.stage === "written");
      expect(first?.description).toBe(`2026년 ${pinned.series} ${pinned.round} 1차`);
      expect(first?.examStartDt).toBe(pinned.phases.find((p) => p.stage === "written" && p.kind === "exam")?.startsOn);
    }
    const 노무사 = await services.schedules.licenseRounds("9500", [2026]);
    expect(nextPhase(노무사, "2026-11-25")).toMatchObject({ stage: "interview", kind: "exam", startsOn: "2026-11-27" });
    // The 2차 runs 11.30 ~ 12.05: "다음 일정" counts from its start, not its end (issue 38).
    const 상담사 = await services.schedules.licenseRounds("9754", [2026]);
    expect(nextPhase(상담사, "2026-11-25")).toMatchObject({
      stage: "practical",
      kind: "exam",
      startsOn: "2026-11-30",
      endsOn: "2026-12-05",
      running: false,
    });
  });

  it("the calendar lists every dated phase with the same stage names", async () => {
    for (const id of IDS) {
      const pinned = PINNED[id] as (typeof PINNED)[string];
      const dates = pinned.phases.flatMap((p) => [p.startsOn, p.endsOn ?? p.startsOn]).sort();
      const first = dates[0] as string;
      // Ranges are at most 100 days: walk the year in windows.
      const events: Array<{ start: string; ld_id: string; description: string; kind: string }> = [];
      for (let month = Number(first.slice(5, 7)); month <= 12; month += 3) {
        const start = `2026-${String(month).padStart(2, "0")}-01`;
        const endMonth = Math.min(month + 2, 12);
        const end = `2026-${String(endMonth).padStart(2, "0")}-${endMonth === 2 ? "28" : [4, 6, 9, 11].includes(endMonth) ? "30" : "31"}`;
        const res = await ctx().request("/v1/jnLics/licenseSchedule.php", {
          method: "POST",
          json: { start, end, type: ["examReg", "exam", "pass"], search: pinned.name },
        });
        expect(res.status).toBe(200);
        const { data } = (await res.json()) as {
          data: Record<string, Array<{ start: string; ld_id: string; description: string }>>;
        };
        for (const [kind, list] of Object.entries(data)) {
          for (const e of list) if (e.ld_id === id) events.push({ ...e, kind });
        }
      }
      for (const p of pinned.phases) {
        const startKind = p.kind === "registration" ? "examRegStart" : p.kind === "exam" ? "examStart" : "passStart";
        const stageWord = p.name.split(" ")[0] as string;
        expect(events).toContainEqual(
          expect.objectContaining({
            kind: startKind,
            start: p.startsOn,
            description: `2026년 ${pinned.series} ${pinned.round} ${stageWord}`,
          }),
        );
      }
      expect(events.some((e) => /필기|실기|면접/.test(e.description))).toBe(false);
    }
  });

  it("내 일정, reminders and the iCal feed show the same phases and names", async () => {
    const { database, request } = ctx();
    const session = await registerAndLogin(ctx());
    const memberId = await memberIdOf(database.db, session.loginId);
    // Followed since January, so the reminders planned on a fixed day in November are all due after it.
    const since = new Date("2026-01-01T00:00:00Z");
    await database.db
      .insert(memberLicenses)
      .values(IDS.map((licenseId) => ({ memberId, licenseId, kind: "wished", createdAt: since })));

    const res = await request("/v2/member/member-schedule?date=2026-11-01&endDate=2026-12-31", { headers: session.headers });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as {
      data: {
        testSchedule: Array<{ ld_id: string; rgName: string; type: string; phaseName: string; startDt: string; endDt: string }>;
      };
    };
    for (const id of IDS) {
      const pinned = PINNED[id] as (typeof PINNED)[string];
      for (const p of pinned.phases.filter((x) => (x.endsOn ?? x.startsOn) >= "2026-11-01")) {
        expect(data.testSchedule).toContainEqual(
          expect.objectContaining({
            ld_id: id,
            rgName: `${pinned.round} ${p.name.split(" ")[0]}`,
            phaseName: KIND_WORD[p.kind],
            startDt: p.startsOn,
            endDt: p.endsOn ?? p.startsOn,
          }),
        );
      }
    }

    // Reminders planned on 2026-11-20 cover the next 30 days: every phase date in that window, D-7 first.
    await planReminders(database.db, new Date("2026-11-20T00:00:00Z"), memberId);
    const titles = (
      await database.db.select({ title: reminders.title }).from(reminders).where(eq(reminders.memberId, memberId))
    ).map((r) => r.title);
    for (const id of IDS) {
      const pinned = PINNED[id] as (typeof PINNED)[string];
      for (const p of pinned.phases.filter(
        (x) => x.kind !== "registration" && x.startsOn >= "2026-11-27" && x.startsOn <= "2026-12-20",
      )) {
        expect(titles).toContain(`[D-7] ${pinned.name} ${p.name}`);
      }
    }
    expect(titles).toContain("[D-7] 공인노무사 3차 시험");
    expect(titles.some((t) => /필기|실기|면접/.test(t))).toBe(false);

    // A fixed clock: the feed lists phases from 90 days before "now".
    const feed = await buildFeed(database.db, memberId, new Date("2026-01-01T00:00:00Z"), "http://localhost");
    const events = new ICAL.Component(ICAL.parse(feed)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    for (const id of IDS) {
      const pinned = PINNED[id] as (typeof PINNED)[string];
      const mine = events.filter((e) => e.summary.startsWith(`${pinned.name} `));
      expect(mine.map((e) => [e.summary, e.startDate.toString()]).sort()).toEqual(
        pinned.phases.map((p) => [`${pinned.name} ${p.name}`, p.startsOn]).sort(),
      );
    }
  });

  it("keeps the 응시자격 서류제출 window out of 원서접수", async () => {
    const { database, services } = ctx();
    // 기사 제1회 2026: the series file's doc_submit window for every 기사 item (정보처리기사 here).
    const rounds = await services.schedules.licenseRounds("1320", [2026]);
    const submit = rounds.flatMap((r) => r.phases).find((p) => p.kind === "document_submission");
    expect(submit).toBeDefined();
    const on = submit?.startsOn as string;
    const session = await registerAndLogin(ctx());
    const memberId = await memberIdOf(database.db, session.loginId);
    await database.db.insert(memberLicenses).values({ memberId, licenseId: "1320", kind: "wished" });
    const day = await services.members.profile.daySchedule(memberId, on, on);
    const exams = day.exams.filter((e) => e.phase === "응시자격 서류제출");
    expect(exams.length).toBeGreaterThan(0);
    expect(exams.every((e) => e.type === "docSubmit")).toBe(true);
    // On the calendar, every 원서접수 event of that day is a registration window, never the submission one.
    const calendar = await services.schedules.events({
      start: on,
      end: on,
      types: ["examReg"],
      search: "정보처리기사",
      favoriteIds: [],
    });
    const registrations = rounds.flatMap((r) => r.phases).filter((p) => p.kind !== "document_submission");
    for (const e of [...calendar.examRegStart, ...calendar.examRegEnd].filter((x) => x.licenseId === "1320")) {
      expect(
        registrations.some((p) => p.startsOn === e.startsOn && p.endsOn === e.endsOn && p.kind.endsWith("registration")),
      ).toBe(true);
    }
  });

  it("names the body that runs a license Q-Net does not, and links its official page", async () => {
    const { services } = ctx();
    const cases: Array<[string, string, string]> = [
      ["T088", "대한상공회의소", "https://license.korcham.net"],
      ["M112", "한국생산성본부", "https://license.kpc.or.kr"],
      ["S183", "한국보건의료인국가시험원", "https://www.kuksiwon.or.kr"],
    ];
    for (const [id, name, url] of cases) {
      const license = await services.licenses.getLicense(id);
      expect(license?.examBody).toEqual({ name, url, qnet: false });
      expect(license?.issuer).toBe(name);
      // Stored on import, so every reader of the 시행기관 (my page, search, compare) names the same body.
      const [row] = await ctx().database.db.select({ issuer: licenses.issuer }).from(licenses).where(eq(licenses.id, id));
      expect(row?.issuer).toBe(name);
      expect(await services.schedules.licenseRounds(id, [2026])).toEqual([]);
    }
  });
});
