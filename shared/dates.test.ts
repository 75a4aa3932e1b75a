import { describe, expect, it } from "vitest";
import { daysUntil, dDay, formatDate, formatDateRange, todayInSeoul } from "./dates";

describe("formatDate", () => {
  it("formats ISO dates, compact dates and Date objects with dots", () => {
    expect(formatDate("2026-03-14")).toBe("2026.03.14");
    expect(formatDate("20260314")).toBe("2026.03.14");
    expect(formatDate(new Date("2026-03-04T00:00:00+09:00"))).toBe("2026.03.04");
  });

  it("dates an instant by the calendar day in Korea, whatever the machine's time zone", () => {
    expect(formatDate(new Date("2026-03-04T14:59:00Z"))).toBe("2026.03.04");
    expect(formatDate(new Date("2026-03-04T15:00:00Z"))).toBe("2026.03.05");
    expect(formatDate("not a date")).toBe("");
  });
});

describe("formatDateRange", () => {
  it("drops the year from the end date within one year", () => {
    expect(formatDateRange("2026-03-14", "2026-03-20")).toBe("2026.03.14 ~ 03.20");
    expect(formatDateRange("2026-12-28", "2027-01-02")).toBe("2026.12.28 ~ 2027.01.02");
    expect(formatDateRange("2026-03-14", null)).toBe("2026.03.14");
    expect(formatDateRange("2026-03-14", "2026-03-14")).toBe("2026.03.14");
  });
});

describe("dDay", () => {
  it("counts calendar days to the target", () => {
    expect(dDay("2026-03-21", "2026-03-14")).toBe("D-7");
    expect(dDay("2026-03-14", "2026-03-14")).toBe("D-Day");
    expect(dDay("2026-03-11", "2026-03-14")).toBe("D+3");
    expect(daysUntil("2027-01-01", "2026-12-31")).toBe(1);
    expect(dDay("?", "2026-03-14")).toBe("");
  });
});

describe("todayInSeoul", () => {
  it("uses the Korean calendar day", () => {
    expect(todayInSeoul(new Date("2026-03-13T15:30:00Z"))).toBe("2026-03-14");
    expect(todayInSeoul(new Date("2026-03-13T14:59:00Z"))).toBe("2026-03-13");
  });
});
