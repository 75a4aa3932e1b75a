import { describe, expect, it } from "vitest";
import type { Phase } from "./scheduleSeries";
import { mergeMissingPhases, professionalStages } from "./schedules";

describe("국가전문자격 pre-announcement", () => {
  it("reads the stages a round row covers", () => {
    expect(professionalStages("2026년 1차")).toEqual(["written"]);
    expect(professionalStages("2026년 3차")).toEqual(["interview"]);
    expect(professionalStages("2026년 1·2차 동시")).toEqual(["written", "practical"]);
    expect(professionalStages("2026년 시행")).toEqual(["written"]);
  });

  it("adds only the phases a round has no date for: the later source wins, nothing known is dropped", () => {
    const round = {
      phases: [{ stage: "written", kind: "registration", startsOn: "2026-08-03", endsOn: "2026-08-07" }] as Phase[],
    };
    mergeMissingPhases(round, [
      { stage: "written", kind: "registration", startsOn: "2026-08-03", endsOn: "2026-10-02" },
      { stage: "written", kind: "exam", startsOn: "2026-10-31", endsOn: null },
    ]);
    expect(round.phases).toEqual([
      { stage: "written", kind: "registration", startsOn: "2026-08-03", endsOn: "2026-08-07" },
      { stage: "written", kind: "exam", startsOn: "2026-10-31", endsOn: null },
    ]);
  });
});
