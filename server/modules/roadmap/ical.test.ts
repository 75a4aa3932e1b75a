import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { CRAFTSMAN, catalogue, ENGINEER, ENGINEER_2027_FIRST, TODAY } from "../../test/roadmap-fixture";
import { planCalendar } from "./ical";
import { plan } from "./planner";
import type { RoadmapCatalogue } from "./types";

const NOW = new Date("2026-11-25T00:00:00Z");
const ORIGIN = "https://example.test";
const GOAL = "job:114";

const jobPlan = (data: RoadmapCatalogue = catalogue()) =>
  plan(
    {
      goal: { kind: "job", name: "전기공학기술자", source: "직업백과", licenseIds: [CRAFTSMAN.id, ENGINEER.id] },
      held: [],
      education: { level: "university", status: "expected", grade: null, month: "2027-02" },
      relatedFields: new Set(["19"]),
      experienceYears: 0,
    },
    data,
    TODAY,
  );

const eventsOf = (text: string) =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));

describe("roadmap iCal", () => {
  it("parses in ical.js with one all-day event per registration window and per exam, estimates marked", () => {
    const result = jobPlan();
    const events = eventsOf(planCalendar(result, NOW, ORIGIN, GOAL));
    const expected = result.steps.flatMap((s) => s.phases.flatMap((p) => [p.registrationStart, p.examDate].filter(Boolean)));
    expect(events).toHaveLength(expected.length);
    expect(events.map((e) => e.summary)).toContain("(예상) 전기기사 필기 원서접수");
    const exam = events.find((e) => e.summary === "(예상) 전기기사 필기 시험");
    expect(exam?.startDate.toString()).toMatch(/^2027-0[1-3]-\d\d$/);
    expect(exam?.description).toContain("예상");
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it("ends every line with CRLF, the last one (END:VCALENDAR) included", () => {
    const text = planCalendar(jobPlan(), NOW, ORIGIN, GOAL);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    // No bare LF or CR anywhere: every line break is CRLF.
    expect(text.replaceAll("\r\n", "")).not.toMatch(/[\r\n]/);
  });

  it("keeps each event's UID when an estimated date becomes the announced one (import replaces, not adds)", () => {
    const estimated = eventsOf(planCalendar(jobPlan(), NOW, ORIGIN, GOAL));
    const announced = eventsOf(planCalendar(jobPlan(catalogue({ [ENGINEER.id]: [ENGINEER_2027_FIRST] })), NOW, ORIGIN, GOAL));
    const engineer = (events: ReturnType<typeof eventsOf>) =>
      events.filter((e) => e.summary.replace("(예상) ", "").startsWith(`${ENGINEER.name} `));
    const before = engineer(estimated);
    const after = engineer(announced);
    expect(before.map((e) => e.summary)).toContain("(예상) 전기기사 필기 시험");
    expect(after.map((e) => e.summary)).toContain("전기기사 필기 시험");
    expect(after.find((e) => e.summary === "전기기사 필기 시험")?.startDate.toString()).toBe("2027-02-06");
    expect(after.map((e) => e.uid).sort()).toEqual(before.map((e) => e.uid).sort());
    for (const uid of [...estimated, ...announced].map((e) => e.uid)) {
      expect(decodeURIComponent(uid)).not.toMatch(/예상|\(|\)|\s/);
      expect(uid).toContain(encodeURIComponent(GOAL));
    }
  });

  it("escapes the calendar name per RFC 5545: a line break, ';' and ',' stay inside NAME and X-WR-CALNAME", () => {
    const result = jobPlan();
    result.goal.name = "전기안전\r\n관리자;가,나\\";
    const text = planCalendar(result, NOW, ORIGIN, GOAL);
    const lines = text.split("\r\n");
    expect(lines).toContain("NAME:자격 로드맵: 전기안전\\n관리자\\;가\\,나\\\\");
    expect(lines).toContain("X-WR-CALNAME:자격 로드맵: 전기안전\\n관리자\\;가\\,나\\\\");
    expect(lines.some((l) => l.startsWith("관리자"))).toBe(false);
    // ical.js reads it as one property, not a second line of its own.
    expect(new ICAL.Component(ICAL.parse(text)).getAllProperties().map((p) => p.name)).not.toContain("관리자");
  });

  it("points every event's URL at the given public origin", () => {
    const events = eventsOf(planCalendar(jobPlan(), NOW, ORIGIN, GOAL));
    expect(events.length).toBeGreaterThan(0);
    for (const e of events)
      expect(e.component.getFirstPropertyValue("url")).toMatch(/^https:\/\/example\.test\/jnLics\/licenseInfo\?ld_id=\d+$/);
  });

  it("gives each window of a split 원서접수 its own event, the first keeping its id", () => {
    const whole = jobPlan();
    const before = eventsOf(planCalendar(whole, NOW, ORIGIN, GOAL));
    const phase = whole.steps.flatMap((s) => s.phases).find((p) => p.registrationWindows.length === 1);
    const first = phase?.registrationWindows[0];
    if (!phase || !first) throw new Error("the fixture plan has a 원서접수");
    // As 기사 제3회 실기 around 추석: a second window a few days after the first. A new array: the
    // plan's phases share their windows with the planner's per-catalogue rounds.
    phase.registrationWindows = [...phase.registrationWindows, { startsOn: "2027-09-28", endsOn: "2027-09-28" }];
    const events = eventsOf(planCalendar(whole, NOW, ORIGIN, GOAL));
    expect(events).toHaveLength(before.length + 1);
    const starts = events.filter((e) => e.summary.endsWith(`${phase.name} 원서접수`)).map((e) => e.startDate.toString());
    expect(starts).toEqual(expect.arrayContaining([first.startsOn, "2027-09-28"]));
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    expect(events.map((e) => e.uid)).toEqual(expect.arrayContaining(before.map((e) => e.uid)));
  });
});
