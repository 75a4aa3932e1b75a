import { describe, expect, it } from "vitest";
import { jobStylesFor } from "./personality-styles";

describe("jobStylesFor", () => {
  const aptitude = "- 성실함과 끈기가 요구된다. - 꼼꼼함과 책임감, 타인과 협조하는 태도가 필요하다.";

  it("finds the work-style words of the person's high factors only", () => {
    expect(jobStylesFor(aptitude, ["C"])).toEqual(["꼼꼼", "책임감", "성실"]);
    expect(jobStylesFor(aptitude, ["A"])).toEqual(["협조"]);
    expect(jobStylesFor(aptitude, ["E", "O"])).toEqual([]);
  });

  it("finds nothing without a high factor", () => {
    expect(jobStylesFor(aptitude, [])).toEqual([]);
  });
});
