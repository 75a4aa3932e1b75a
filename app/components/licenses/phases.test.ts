import { describe, expect, it } from "vitest";
import { currentPhase, nextPhaseText, phaseDates, phaseName } from "./phases";

describe("exam phase labels", () => {
  it("shows exam dates with dots and the year dropped from the end date", () => {
    expect(phaseDates({ startsOn: "2026-03-07", endsOn: "2026-03-15" })).toBe("2026.03.07 ~ 03.15");
  });

  it("shows one date for a one-day phase", () => {
    expect(phaseDates({ startsOn: "2026-06-10", endsOn: null })).toBe("2026.06.10");
    expect(phaseDates({ startsOn: "2026-06-10", endsOn: "2026-06-10" })).toBe("2026.06.10");
  });

  it("names a phase by stage and kind", () => {
    expect(phaseName({ stage: "written", kind: "registration" })).toBe("필기 원서접수");
    expect(phaseName({ stage: "practical", kind: "result" })).toBe("실기 합격자 발표");
  });

  it("finds the running or next phase", () => {
    const phases = [
      { stage: "written", kind: "registration", startsOn: "2026-07-20", endsOn: "2026-07-23" },
      { stage: "practical", kind: "exam", startsOn: "2026-10-24", endsOn: "2026-11-13" },
      { stage: "practical", kind: "result", startsOn: "2026-12-24", endsOn: null },
    ];
    expect(currentPhase(phases, "2026-11-13")?.kind).toBe("exam");
    expect(currentPhase(phases, "2026-11-22")?.kind).toBe("result");
    expect(currentPhase(phases, "2026-12-25")).toBeNull();
  });

  it("names 다음 일정 with every window of a split 원서접수 (license and compare pages)", () => {
    const next = {
      description: "2026년 기술사 제140회",
      stage: "interview",
      kind: "registration",
      windows: [
        { startsOn: "2026-08-31", endsOn: "2026-09-03" },
        { startsOn: "2026-10-12", endsOn: "2026-10-15" },
      ],
    };
    expect(nextPhaseText(next, { qualificationTypeName: "국가기술자격", gradeName: "기술사" })).toBe(
      "2026년 기술사 제140회 면접 원서접수 (2026.08.31 ~ 09.03, 2026.10.12 ~ 10.15)",
    );
  });
});
