import { describe, expect, it } from "vitest";
import { CRAFTSMAN, catalogue, ELECTRIC_FIELD, ENGINEER, ENGINEER_2027_FIRST, TODAY } from "../../test/roadmap-fixture";
import { changedDates, snapshotOf } from "./changes";
import { plan } from "./planner";
import type { PlanInput } from "./types";

const student: PlanInput = {
  goal: { kind: "license", licenseId: ENGINEER.id },
  held: [{ licenseId: CRAFTSMAN.id, passedOn: null }],
  education: { level: "university", status: "expected", grade: null, month: "2027-02" },
  relatedFields: new Set([ELECTRIC_FIELD]),
  experienceYears: 0,
};

describe("changed dates of a saved plan", () => {
  it("reports each date the 2027 schedule moved, marked as now announced", () => {
    const saved = plan(student, catalogue(), TODAY);
    const current = plan(student, catalogue({ [ENGINEER.id]: [ENGINEER_2027_FIRST] }), TODAY);
    const changes = changedDates(saved, current);
    expect(changes.map((c) => [c.what, c.before, c.after, c.nowAnnounced])).toEqual([
      // The estimate (2026 moved by 52 weeks) matched every announced date but the first CBT day.
      ["전기기사 필기 시험일", "2027-01-29", "2027-02-06", true],
    ]);
  });

  it("reports nothing when nothing moved", () => {
    expect(changedDates(plan(student, catalogue(), TODAY), plan(student, catalogue(), TODAY))).toEqual([]);
  });
});

describe("the snapshot a saved plan keeps", () => {
  it("compares as the plan it was taken from", () => {
    const saved = snapshotOf(plan(student, catalogue(), TODAY));
    expect(saved.goalName).toBe("전기기사");
    const current = plan(student, catalogue({ [ENGINEER.id]: [ENGINEER_2027_FIRST] }), TODAY);
    const moved = changedDates(JSON.parse(JSON.stringify(saved)), current);
    expect(moved.map((c) => c.what)).toContain("전기기사 필기 시험일");
    expect(moved.every((c) => c.nowAnnounced)).toBe(true);
  });
});
