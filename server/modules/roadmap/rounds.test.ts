import { describe, expect, it } from "vitest";
import { roundsOf } from "./rounds";

/** 2026 기사 제3회 as stored: the 실기 원서접수 is split around 추석 (decision 0064). */
const round = {
  year: 2026,
  roundName: "제3회",
  description: "2026년 기사 제3회",
  phases: [
    { stage: "written", kind: "registration", startsOn: "2026-07-20", endsOn: "2026-07-23" },
    { stage: "written", kind: "exam", startsOn: "2026-08-07", endsOn: "2026-09-01" },
    { stage: "written", kind: "result", startsOn: "2026-09-09", endsOn: null },
    { stage: "practical", kind: "registration", startsOn: "2026-09-28", endsOn: "2026-09-28" },
    { stage: "practical", kind: "registration", startsOn: "2026-09-21", endsOn: "2026-09-23" },
    { stage: "practical", kind: "exam", startsOn: "2026-10-24", endsOn: "2026-11-13" },
    { stage: "practical", kind: "result", startsOn: "2026-12-18", endsOn: null },
  ],
};

describe("planned rounds", () => {
  it("keeps every window of a split 원서접수, in date order, also in the estimates", () => {
    const [announced, estimate] = roundsOf([round], { qualificationTypeName: "국가기술자격", gradeName: "기사" });
    expect(announced?.phases[1]).toMatchObject({
      name: "실기",
      registrationStart: "2026-09-21",
      registrationEnd: "2026-09-23",
      registrationWindows: [
        { startsOn: "2026-09-21", endsOn: "2026-09-23" },
        { startsOn: "2026-09-28", endsOn: "2026-09-28" },
      ],
    });
    expect(estimate?.phases[1]?.registrationWindows).toEqual([
      { startsOn: "2027-09-21", endsOn: "2027-09-23" },
      { startsOn: "2027-09-28", endsOn: "2027-09-28" },
    ]);
  });
});
