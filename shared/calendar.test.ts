import { describe, expect, it } from "vitest";
import {
  addDays,
  buildMonthGrid,
  daysBetween,
  gridRange,
  initialSelection,
  isInRange,
  isIsoDate,
  type SelectionState,
  selectDay,
  shiftMonth,
  WEEKDAYS,
} from "./calendar";

describe("buildMonthGrid", () => {
  it("has 6 weeks of 7 days starting on Sunday", () => {
    const grid = buildMonthGrid({ year: 2026, month: 11 });
    expect(grid).toHaveLength(42);
    expect(WEEKDAYS[0]).toBe("일");
    expect(grid.every((d, i) => d.weekday === i % 7)).toBe(true);
  });

  it("starts on the 1st when the month begins on a Sunday", () => {
    const grid = buildMonthGrid({ year: 2026, month: 11 });
    expect(grid[0]).toMatchObject({ ymd: "2026-11-01", inMonth: true, weekday: 0 });
    expect(grid[41]?.ymd).toBe("2026-12-12");
  });

  it("puts the 1st in the last column when the month begins on a Saturday", () => {
    const grid = buildMonthGrid({ year: 2026, month: 8 });
    expect(grid[0]).toMatchObject({ ymd: "2026-07-26", inMonth: false });
    expect(grid[6]).toMatchObject({ ymd: "2026-08-01", inMonth: true, weekday: 6 });
    // 31 days from column 7 need all six rows
    expect(grid[36]).toMatchObject({ ymd: "2026-08-31", inMonth: true });
    expect(grid[37]?.inMonth).toBe(false);
  });

  it("shows 29 February in a leap year (2028)", () => {
    const grid = buildMonthGrid({ year: 2028, month: 2 });
    const inMonth = grid.filter((d) => d.inMonth);
    expect(inMonth).toHaveLength(29);
    expect(inMonth.at(-1)).toMatchObject({ ymd: "2028-02-29", weekday: 2 });
    expect(grid[0]?.ymd).toBe("2028-01-30");
    expect(gridRange({ year: 2028, month: 2 })).toEqual({ start: "2028-01-30", end: "2028-03-11" });
  });
});

describe("month navigation", () => {
  it("crosses year boundaries", () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
  });

  it("stops at the reference start January 1904", () => {
    expect(shiftMonth({ year: 1904, month: 2 }, -1)).toEqual({ year: 1904, month: 1 });
    expect(shiftMonth({ year: 1904, month: 1 }, -1)).toBeNull();
  });
});

describe("date helpers", () => {
  it("validates real calendar dates only", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2026-3-1")).toBe(false);
  });

  it("adds and counts days across months", () => {
    expect(addDays("2026-01-31", 1)).toBe("2026-02-01");
    expect(daysBetween("2026-02-25", "2026-03-03")).toBe(6);
  });
});

describe("selection state machine", () => {
  it("starts on today, then day, range, cleared, day again", () => {
    let state: SelectionState = initialSelection("2026-11-22");
    expect(state).toEqual({ phase: "initial", range: { start: "2026-11-22", end: "2026-11-22" } });
    state = selectDay(state, "2026-11-30");
    expect(state).toEqual({ phase: "day", range: { start: "2026-11-30", end: "2026-11-30" } });
    state = selectDay(state, "2026-11-29");
    expect(state).toEqual({ phase: "range", range: { start: "2026-11-29", end: "2026-11-30" } });
    expect(isInRange("2026-11-30", state.range)).toBe(true);
    expect(isInRange("2026-12-01", state.range)).toBe(false);
    state = selectDay(state, "2026-11-28");
    expect(state).toEqual({ phase: "cleared", range: null });
    expect(isInRange("2026-11-28", state.range)).toBe(false);
    state = selectDay(state, "2026-12-05");
    expect(state.phase).toBe("day");
  });

  it("makes a range of at most two days, across months; a click further away starts a new selection", () => {
    const day = selectDay(initialSelection("2026-11-22"), "2026-11-30");
    expect(selectDay(day, "2026-12-01")).toEqual({ phase: "range", range: { start: "2026-11-30", end: "2026-12-01" } });
    expect(selectDay(day, "2026-12-02")).toEqual({ phase: "day", range: { start: "2026-12-02", end: "2026-12-02" } });
    expect(selectDay(day, "2026-11-27")).toEqual({ phase: "day", range: { start: "2026-11-27", end: "2026-11-27" } });
  });
});
