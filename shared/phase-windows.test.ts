import { describe, expect, it } from "vitest";
import { groupWindows, openWindow, windowsDates } from "./phase-windows";

/** 기사 제3회 실기 원서접수 around 추석 (09.21 ~ 09.23 and 09.28) and its exam, as stored (decision 0064). */
const phases = [
  { stage: "practical", kind: "registration", startsOn: "2026-09-21", endsOn: "2026-09-23" },
  { stage: "practical", kind: "exam", startsOn: "2026-10-24", endsOn: "2026-11-13" },
  { stage: "practical", kind: "registration", startsOn: "2026-09-28", endsOn: "2026-09-28" },
];

describe("split registration windows", () => {
  it("groups a stage's windows into one phase, each window kept apart", () => {
    const grouped = groupWindows(phases);
    expect(grouped.map((g) => [g.stage, g.kind, g.windows.length])).toEqual([
      ["practical", "registration", 2],
      ["practical", "exam", 1],
    ]);
    expect(windowsDates(grouped[0]?.windows ?? [])).toBe("2026.09.21 ~ 09.23, 2026.09.28");
  });

  it("shows 기술사 면접's two windows as two ranges, never one span", () => {
    const text = windowsDates([
      { startsOn: "2026-08-31", endsOn: "2026-09-03" },
      { startsOn: "2026-10-12", endsOn: "2026-10-15" },
    ]);
    expect(text).toBe("2026.08.31 ~ 09.03, 2026.10.12 ~ 10.15");
    expect(text).not.toContain("08.31 ~ 10.15");
  });

  it("finds the window running or next to open, none after the last", () => {
    const windows = groupWindows(phases)[0]?.windows ?? [];
    expect(openWindow(windows, "2026-09-22")?.startsOn).toBe("2026-09-21");
    // Between the windows (추석): the next is the second, not a span still running.
    expect(openWindow(windows, "2026-09-25")?.startsOn).toBe("2026-09-28");
    expect(openWindow(windows, "2026-09-29")).toBeNull();
  });
});
