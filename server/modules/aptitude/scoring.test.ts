import { describe, expect, it } from "vitest";
import { bigFiveItems } from "./instruments/bigfive";
import { riasecItems } from "./instruments/riasec";
import { RIASEC } from "./instruments/types";
import {
  type Answers,
  bigFiveLevel,
  bigFiveProfile,
  isLikertAnswer,
  missingItems,
  riasecProfile,
  scoreChoices,
  scoreLikert,
} from "./scoring";

const answerAll = (items: ReadonlyArray<{ id: string }>, value: (id: string) => number): Answers =>
  Object.fromEntries(items.map((item) => [item.id, value(item.id)]));

const riasec = (answers: Answers) => riasecProfile(scoreLikert(riasecItems, RIASEC, answers));

describe("RIASEC inventory", () => {
  it("has 48 items, 8 per type, with unique ids", () => {
    expect(riasecItems).toHaveLength(48);
    expect(new Set(riasecItems.map((i) => i.id)).size).toBe(48);
    for (const code of RIASEC) expect(riasecItems.filter((i) => i.scale === code)).toHaveLength(8);
  });

  it("all-same answers: equal scores, hexagon-order tie-break, undifferentiated", () => {
    const p = riasec(answerAll(riasecItems, () => 3));
    expect(p.scores.map((s) => s.raw)).toEqual([24, 24, 24, 24, 24, 24]);
    expect(p.scores[0]?.percent).toBe(50);
    expect(p.order).toEqual(["R", "I", "A", "S", "E", "C"]);
    expect(p.typeCd).toBe("RI");
    expect(p.tiedCodes).toEqual(["R", "I", "A"]);
    expect(p.undifferentiated).toBe(true);
  });

  it("clear profile: S 40, E 32, others 16 → SE", () => {
    const p = riasec(answerAll(riasecItems, (id) => (id.startsWith("S") ? 5 : id.startsWith("E") ? 4 : 2)));
    expect(p.scores.find((s) => s.code === "S")).toMatchObject({ raw: 40, min: 8, max: 40, percent: 100 });
    expect(p.scores.find((s) => s.code === "E")).toMatchObject({ raw: 32, percent: 75 });
    expect(p.scores.find((s) => s.code === "C")).toMatchObject({ raw: 16, percent: 25 });
    expect(p.order).toEqual(["S", "E", "R", "I", "A", "C"]);
    expect(p.typeCd).toBe("SE");
    // R is third only by the tie-break with I, A and C.
    expect(p.tiedCodes).toEqual(["R"]);
    expect(p.undifferentiated).toBe(false);
  });

  it("tie at the top: I and A both 40 → IA, both flagged", () => {
    const p = riasec(answerAll(riasecItems, (id) => (id.startsWith("I") || id.startsWith("A") ? 5 : 1)));
    expect(p.order.slice(0, 2)).toEqual(["I", "A"]);
    expect(p.typeCd).toBe("IA");
    expect(p.tiedCodes).toEqual(["I", "A", "R"]);
  });

  it("mixed answers within a scale are summed", () => {
    const values = [1, 2, 3, 4, 5, 5, 4, 3];
    const p = riasec(answerAll(riasecItems, (id) => (id.startsWith("C") ? (values[Number(id.slice(1)) - 1] as number) : 1)));
    expect(p.scores.find((s) => s.code === "C")?.raw).toBe(27);
    expect(p.typeCd).toBe("CR");
  });

  it("refuses to score an incomplete or out-of-range answer set", () => {
    const answers = answerAll(riasecItems, () => 3);
    delete answers.R1;
    expect(() => scoreLikert(riasecItems, RIASEC, answers)).toThrow(/R1/);
    expect(() => scoreLikert(riasecItems, RIASEC, { ...answers, R1: 6 })).toThrow(/R1/);
  });
});

describe("Big-Five inventory (IPIP-50 keying)", () => {
  it("has 50 items, 10 per factor, 24 reverse-keyed as in the IPIP key", () => {
    expect(bigFiveItems).toHaveLength(50);
    expect(bigFiveItems.filter((i) => i.reverse)).toHaveLength(24);
    expect(bigFiveItems.filter((i) => i.reverse).map((i) => Number(i.id.slice(1)))).toEqual([
      2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26, 28, 29, 30, 32, 34, 36, 38, 39, 44, 46, 49,
    ]);
  });

  it("all answers 5: reverse keys pull each factor to its hand-computed sum", () => {
    const p = bigFiveProfile(
      bigFiveItems,
      answerAll(bigFiveItems, () => 5),
    );
    const raw = Object.fromEntries(p.scores.map((s) => [s.code, [s.raw, s.level]]));
    // E: 5 keyed × 5 + 5 reversed × 1; A and C: 6 × 5 + 4 × 1; N: 2 × 5 + 8 × 1; O: 7 × 5 + 3 × 1.
    expect(raw).toEqual({ E: [30, "mid"], A: [34, "mid"], C: [34, "mid"], N: [18, "low"], O: [38, "high"] });
  });

  it("all answers 3: every factor 30, mid", () => {
    const p = bigFiveProfile(
      bigFiveItems,
      answerAll(bigFiveItems, () => 3),
    );
    expect(p.scores.map((s) => [s.raw, s.percent, s.level])).toEqual(Array(5).fill([30, 50, "mid"]));
  });

  it("keyed 5 and reversed 1 gives the maximum everywhere; the mirror gives the minimum", () => {
    const top = bigFiveProfile(bigFiveItems, Object.fromEntries(bigFiveItems.map((i) => [i.id, i.reverse ? 1 : 5])));
    expect(top.scores.every((s) => s.raw === 50 && s.level === "high")).toBe(true);
    const bottom = bigFiveProfile(bigFiveItems, Object.fromEntries(bigFiveItems.map((i) => [i.id, i.reverse ? 5 : 1])));
    expect(bottom.scores.every((s) => s.raw === 10 && s.percent === 0 && s.level === "low")).toBe(true);
  });

  it("level boundaries: 35 is high, 25 is low, 26 and 34 are mid", () => {
    const at = (raw: number) => bigFiveLevel({ code: "E", raw, min: 10, max: 50, percent: 0 });
    expect([at(35), at(34), at(26), at(25)]).toEqual(["high", "mid", "mid", "low"]);
  });
});

describe("missingItems", () => {
  it("lists unanswered and invalid items in test order", () => {
    const items = [{ id: "a" }, { id: "b" }, { id: "c" }];
    expect(missingItems(items, { a: 3, c: 9 }, isLikertAnswer).map((i) => i.id)).toEqual(["b", "c"]);
    expect(missingItems(items, { a: 1, b: 5, c: 2 }, isLikertAnswer)).toEqual([]);
  });
});

describe("scoreChoices", () => {
  it("counts chosen options per code against how often each code was offered", () => {
    const questions = [
      { id: "q1", options: [{ code: "R" as const }, { code: "S" as const }] },
      { id: "q2", options: [{ code: "S" as const }, { code: "E" as const }] },
    ];
    const scores = scoreChoices(questions, { q1: 1, q2: 0 });
    expect(scores.find((s) => s.code === "S")).toMatchObject({ raw: 2, max: 2, percent: 100 });
    expect(scores.find((s) => s.code === "R")).toMatchObject({ raw: 0, max: 1, percent: 0 });
    expect(riasecProfile(scores).typeCd).toBe("SR");
    expect(() => scoreChoices(questions, { q1: 5, q2: 0 })).toThrow(/q1/);
  });
});
