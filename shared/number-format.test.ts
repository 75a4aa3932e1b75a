import { describe, expect, it } from "vitest";
import { formatNumber } from "./number-format";

describe("formatNumber", () => {
  it("groups integers exactly as toLocaleString('ko-KR')", () => {
    const values = [0, 1, 12, 999, 1_000, 12_345, 245_068, 1_000_000, 987_654_321, Number.MAX_SAFE_INTEGER];
    for (const n of [...values, ...values.map((v) => -v)]) expect(formatNumber(n)).toBe(n.toLocaleString("ko-KR"));
  });

  it("leaves other numbers to ICU", () => {
    for (const n of [1234.5678, -0.5, -0, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])
      expect(formatNumber(n)).toBe(n.toLocaleString("ko-KR"));
  });
});
