import { describe, expect, it } from "vitest";
import { roundsOf, shiftDays } from "./rounds";

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
  it("keeps every window of a split 원서접수 in the announced round; an estimate keeps the one it plans on, moved by 52 weeks", () => {
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
    // 2026's 추석 split is not copied into 2027: one window, Monday to Wednesday as in 2026.
    expect(estimate?.phases[1]?.registrationWindows).toEqual([{ startsOn: "2027-09-20", endsOn: "2027-09-22" }]);
    expect(estimate?.label).toBe("2027년 (예상 · 2026년 제3회 기준)");
  });

  it("a later stage plans on the first window opening after the earlier result (기술사 면접 ① is for earlier passers)", () => {
    const pe = {
      year: 2026,
      roundName: "제138회",
      description: "2026년 기술사 제138회",
      phases: [
        { stage: "written", kind: "registration", startsOn: "2026-01-06", endsOn: "2026-01-09" },
        { stage: "written", kind: "exam", startsOn: "2026-02-07", endsOn: "2026-02-07" },
        { stage: "written", kind: "result", startsOn: "2026-03-25", endsOn: null },
        { stage: "interview", kind: "registration", startsOn: "2026-03-03", endsOn: "2026-03-06" },
        { stage: "interview", kind: "registration", startsOn: "2026-03-30", endsOn: "2026-04-02" },
        { stage: "interview", kind: "exam", startsOn: "2026-05-02", endsOn: "2026-05-16" },
        { stage: "interview", kind: "result", startsOn: "2026-05-29", endsOn: null },
      ],
    };
    const [announced, estimate] = roundsOf([pe], { qualificationTypeName: "국가기술자격", gradeName: "기술사" });
    expect(announced?.phases[1]).toMatchObject({ name: "면접", registrationStart: "2026-03-30", registrationEnd: "2026-04-02" });
    expect(announced?.phases[1]?.registrationWindows).toHaveLength(2);
    // A Saturday 필기 stays a Saturday: 2026-02-07 → 2027-02-06.
    expect(estimate?.phases[0]?.examDate).toBe("2027-02-06");
    expect(new Date(`${estimate?.phases[0]?.examDate}T00:00:00Z`).getUTCDay()).toBe(6);
    expect(estimate?.label).toBe("2027년 (예상 · 2026년 제138회 기준)");
    expect(estimate?.finishOn).toBe("2027-05-28");
  });

  it("whole weeks nearest to n years: 364 days for one year, 2191 (313 weeks) for six", () => {
    expect(shiftDays(1)).toBe(364);
    expect(shiftDays(6)).toBe(2191);
  });
});
