import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { CRAFTSMAN, catalogue, ENGINEER, TODAY } from "../../test/roadmap-fixture";
import { planCalendar } from "./ical";
import { plan } from "./planner";

const jobPlan = () =>
  plan(
    {
      goal: { kind: "job", name: "전기공학기술자", source: "직업백과", licenseIds: [CRAFTSMAN.id, ENGINEER.id] },
      held: [],
      education: { level: "university", status: "expected", grade: null, month: "2027-02" },
      relatedFields: new Set(["19"]),
      experienceYears: 0,
    },
    catalogue(),
    TODAY,
  );

describe("roadmap iCal", () => {
  it("parses in ical.js with one all-day event per registration window and per exam, estimates marked", () => {
    const result = jobPlan();
    const text = planCalendar(result, new Date("2026-11-25T00:00:00Z"), "https://example.test");
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    const expected = result.steps.flatMap((s) => s.phases.flatMap((p) => [p.registrationStart, p.examDate].filter(Boolean)));
    expect(events).toHaveLength(expected.length);
    expect(events).toHaveLength(8);
    expect(events.map((e) => e.summary)).toContain("(예상) 전기기사 필기 원서접수");
    const exam = events.find((e) => e.summary === "(예상) 전기기사 필기 시험");
    expect(exam?.startDate.toString()).toBe("2027-01-30");
    // All-day DTEND is exclusive: the CBT window 01-30 ~ 03-03 ends on 03-04.
    expect(exam?.endDate.toString()).toBe("2027-03-04");
    expect(exam?.description).toContain("예상: 2026년 제1회 기준, 2027년 일정 공고 전");
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it("gives each window of a split 원서접수 its own event, the first keeping its id", () => {
    const whole = jobPlan();
    const before = new ICAL.Component(ICAL.parse(planCalendar(whole, new Date("2026-11-25T00:00:00Z"), "https://example.test")))
      .getAllSubcomponents("vevent")
      .map((v) => new ICAL.Event(v));
    const phase = whole.steps.flatMap((s) => s.phases).find((p) => p.registrationWindows.length === 1);
    const first = phase?.registrationWindows[0];
    if (!phase || !first) throw new Error("the fixture plan has a 원서접수");
    // As 기사 제3회 실기 around 추석: a second window a few days after the first. A new array: the
    // plan's phases share their windows with the planner's per-catalogue rounds.
    phase.registrationWindows = [...phase.registrationWindows, { startsOn: "2027-09-28", endsOn: "2027-09-28" }];
    const text = planCalendar(whole, new Date("2026-11-25T00:00:00Z"), "https://example.test");
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(before.length + 1);
    const starts = events.filter((e) => e.summary.endsWith(`${phase.name} 원서접수`)).map((e) => e.startDate.toString());
    expect(starts).toEqual(expect.arrayContaining([first.startsOn, "2027-09-28"]));
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    expect(events.map((e) => e.uid)).toEqual(expect.arrayContaining(before.map((e) => e.uid)));
  });
});
