import { describe, expect, it } from "vitest";
import { currentPhase, phaseDates, phaseName } from "./phases";

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
});
