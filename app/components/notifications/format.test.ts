import { describe, expect, it } from "vitest";
import { formatKoreanDateTime, offsetName } from "./format";

describe("notification formatting", () => {
  it("shows Seoul time and offset names", () => {
    expect(formatKoreanDateTime("2031-03-06T15:05:00Z")).toBe("2031.03.07 00:05");
    expect(offsetName(0)).toBe("당일");
    expect(offsetName(3)).toBe("D-3");
  });
});
