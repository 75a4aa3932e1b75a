import { describe, expect, it } from "vitest";
import { addYears } from "./roadmap-dates";

describe("addYears", () => {
  it("keeps month and day, forwards and backwards", () => {
    expect(addYears("2026-11-25", 3)).toBe("2029-11-25");
    expect(addYears("2026-11-25", -4)).toBe("2022-11-25");
  });

  it("29 February becomes 28 February in a common year, stays in a leap year", () => {
    expect(addYears("2028-02-29", 1)).toBe("2029-02-28");
    expect(addYears("2028-02-29", 4)).toBe("2032-02-29");
    expect(addYears("2000-02-29", 100)).toBe("2100-02-28");
  });
});
