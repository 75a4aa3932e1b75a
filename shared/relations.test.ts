import { describe, expect, it } from "vitest";
import { isJobName, rankRelations, sharePercent, truncatedJobNameNote } from "./relations";

describe("relation measure", () => {
  it("is part of whole with one decimal, and nothing without evidence", () => {
    expect(sharePercent(5, 8)).toBe(62.5);
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(0, 0)).toBeNull();
    // None of 7 cases shows the relation: no percentage rather than "0%".
    expect(sharePercent(0, 7)).toBeNull();
    expect(sharePercent(4, 2)).toBe(100);
  });

  it("ranks by share, then evidence, then name; unmeasured items last", () => {
    const ranked = rankRelations(
      [
        { id: "a", name: "우편물집배원", part: 0, whole: 0 },
        { id: "b", name: "네트워크엔지니어", part: 5, whole: 8 },
        { id: "c", name: "고객관리시스템(CRM)전문가", part: 3, whole: 3 },
        { id: "d", name: "웹마스터", part: 2, whole: 3 },
        { id: "e", name: "시스템소프트웨어개발자", part: 2, whole: 3 },
      ],
      10,
    );
    expect(ranked).toEqual([
      { id: "c", name: "고객관리시스템(CRM)전문가", percent: 100 },
      { id: "e", name: "시스템소프트웨어개발자", percent: 66.7 },
      { id: "d", name: "웹마스터", percent: 66.7 },
      { id: "b", name: "네트워크엔지니어", percent: 62.5 },
      { id: "a", name: "우편물집배원", percent: null },
    ]);
    expect(
      rankRelations(
        ranked.map((r) => ({ ...r, part: 1, whole: 1 })),
        2,
      ),
    ).toHaveLength(2);
  });
});

describe("job names", () => {
  it("drops the source's non-job names and keeps real jobs", () => {
    expect(isJobName("전공")).toBe(false);
    expect(isJobName(" 전공 ")).toBe(false);
    expect(isJobName("전기공학기술자")).toBe(true);
    expect(isJobName("우편물집배원")).toBe(true);
  });
});

describe("truncatedJobNameNote", () => {
  it("flags job 113 '전공' with the source's similar name and leaves real names alone", () => {
    expect(truncatedJobNameNote("전공", ["전기공"])).toBe(
      "출처(커리어넷 직업백과)에 직업명이 '전공'(으)로 잘려 있어 그대로 표시합니다. 출처의 유사 직업명: 전기공.",
    );
    expect(truncatedJobNameNote("전기공학기술자", ["전기기술자"])).toBeNull();
  });
});
