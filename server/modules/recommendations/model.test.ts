import { describe, expect, it } from "vitest";
import { isHeldOut, ndcgAt, recallAt, TEST_SPLIT, TUNING_SPLIT } from "./evaluation";
import { gradeOf, nextSteps, stemOf } from "./ladder";
import { buildModel, emptyProfile } from "./model";

const lic = (id: string, name: string, applicants = 0, gradeName: string | null = null, jobFieldCode: string | null = "21") => ({
  id,
  name,
  gradeName,
  jobFieldCode,
  applicants,
});

const licenses = [
  lic("a", "정보처리기능사", 100),
  lic("b", "정보처리산업기사", 200),
  lic("c", "정보처리기사", 1000),
  lic("d", "전자계산기조직응용기사", 50),
  lic("e", "한식조리기능사", 5000, null, "13"),
];

describe("grade ladder", () => {
  it("reads grades and stems", () => {
    expect(gradeOf("정보처리산업기사", null)).toBe("산업기사");
    expect(gradeOf("정보처리기사", "기사")).toBe("기사");
    expect(stemOf("정보처리산업기사")).toBe("정보처리");
    expect(stemOf("정보관리기술사")).toBe("정보관리");
    expect(stemOf("사회조사분석사")).toBeNull();
  });

  it("finds the next step up", () => {
    const ladder = licenses.map((l) => ({ id: l.id, name: l.name, grade: gradeOf(l.name, null) }));
    expect(nextSteps(ladder[0] as (typeof ladder)[0], ladder).map((l) => l.id)).toEqual(["b"]);
    expect(nextSteps(ladder[1] as (typeof ladder)[0], ladder).map((l) => l.id)).toEqual(["c"]);
    expect(nextSteps(ladder[2] as (typeof ladder)[0], ladder)).toEqual([]);
  });
});

describe("recommender model", () => {
  const model = buildModel({
    licenses,
    majorLinks: [
      { majorId: 1, licenseId: "c" },
      { majorId: 1, licenseId: "d" },
      { majorId: 2, licenseId: "c" },
      { majorId: 2, licenseId: "d" },
      { majorId: 3, licenseId: "e" },
    ],
    jobLinks: [{ jobId: 9, licenseId: "b" }],
  });

  it("ranks a major's licenses first and says which major linked them", () => {
    const ranked = model.score({ ...emptyProfile(), majorIds: [1] });
    expect(ranked.slice(0, 2).map((r) => r.licenseId)).toEqual(["c", "d"]);
    expect(ranked[0]?.parts.majorLinks).toEqual([1]);
    expect(ranked.map((r) => r.licenseId)).not.toContain("e");
  });

  it("recommends the next ladder step of a held license and never a held one", () => {
    const ranked = model.score({ ...emptyProfile(), held: ["b"] });
    expect(ranked[0]).toMatchObject({ licenseId: "c", parts: { ladderFrom: ["b"] } });
    expect(ranked.map((r) => r.licenseId)).not.toContain("b");
  });

  it("finds licenses that co-occur with a wished one", () => {
    const ranked = model.score({ ...emptyProfile(), wished: ["d"] });
    expect(ranked[0]?.licenseId).toBe("c");
    expect(ranked[0]?.parts.similarTo?.licenseId).toBe("d");
  });

  it("orders the popularity baselines", () => {
    expect(model.popular(new Set(), "applicants")[0]).toBe("e");
    expect(model.popular(new Set(), "links").slice(0, 2)).toEqual(["c", "d"]);
  });
});

describe("evaluation metrics", () => {
  it("computes recall@k and nDCG@k", () => {
    const relevant = new Set(["x", "y"]);
    expect(recallAt(["x", "a", "b"], relevant)).toBe(0.5);
    expect(ndcgAt(["x", "y"], relevant)).toBe(1);
    expect(ndcgAt(["a", "x"], new Set(["x"]))).toBeCloseTo(1 / Math.log2(3));
  });

  it("holds out a stable share of links, in a test split disjoint from the tuning split", () => {
    expect(isHeldOut(569, "1320")).toBe(isHeldOut(569, "1320"));
    let test = 0;
    let both = 0;
    for (let m = 0; m < 200; m++) {
      for (let l = 0; l < 50; l++) {
        if (isHeldOut(m, String(l), TEST_SPLIT)) test++;
        if (isHeldOut(m, String(l), TEST_SPLIT) && isHeldOut(m, String(l), TUNING_SPLIT)) both++;
      }
    }
    expect(test / 10_000).toBeGreaterThan(0.17);
    expect(test / 10_000).toBeLessThan(0.23);
    expect(both).toBe(0);
  });
});
