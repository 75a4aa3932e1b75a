import { describe, expect, it } from "vitest";

import { clockOf, createShiftedClock } from "./clock";

describe("clock", () => {
  it("dates today in Korea, which is a day ahead of UTC from 15:00 UTC", () => {
    expect(clockOf(() => new Date("2026-12-31T14:59:59Z")).today()).toBe("2026-12-31");
    expect(clockOf(() => new Date("2026-12-31T15:00:00Z")).today()).toBe("2027-01-01");
  });

  it("starts a shifted clock at the given instant and lets it run and move", () => {
    const clock = createShiftedClock("2027-03-01T09:00:00+09:00");
    expect(clock.today()).toBe("2027-03-01");
    expect(Math.abs(clock.now().getTime() - Date.parse("2027-03-01T00:00:00Z"))).toBeLessThan(5_000);
    clock.advance(86_400_000);
    expect(clock.today()).toBe("2027-03-02");
    clock.set(new Date("2030-01-01T00:00:00Z"));
    expect(clock.today()).toBe("2030-01-01");
    clock.reset();
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(5_000);
  });
});
