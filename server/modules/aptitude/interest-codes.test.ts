import { describe, expect, it } from "vitest";
import { interestCodesFromAptitude, interestFit } from "./interest-codes";

describe("interestCodesFromAptitude", () => {
  it("reads the codes of the 흥미 sentence in written order", () => {
    const text =
      "- 손재주와 꼼꼼함이 요구된다.\n- 사회형과 진취형의 흥미를 가진 사람에게 적합하며, 자기통제 능력, 협조심 등의 성격을 가진 사람들에게 유리하다.";
    expect(interestCodesFromAptitude(text)).toEqual(["S", "E"]);
    expect(interestCodesFromAptitude("관습형, 현실형, 탐구형의 흥미를 가진 사람")).toEqual(["C", "R", "I"]);
  });

  it("ignores type words outside the 흥미 sentence and texts without codes", () => {
    expect(interestCodesFromAptitude("사회형 인재가 필요하다. 꼼꼼함이 요구된다.")).toEqual([]);
    expect(interestCodesFromAptitude(null)).toEqual([]);
  });
});

describe("interestFit", () => {
  it("weights the job's primary code and the result's rank", () => {
    expect(interestFit(["S", "E"], ["S", "E", "A", "R", "I", "C"])).toBe(2 * 3 + 1 * 2);
    expect(interestFit(["E", "S"], ["S", "E", "A", "R", "I", "C"])).toBe(2 * 2 + 1 * 3);
    expect(interestFit(["R", "I"], ["S", "E", "A", "R", "I", "C"])).toBe(0);
  });
});
