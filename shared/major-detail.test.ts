import { describe, expect, it } from "vitest";
import { buildRelationSubjects, splitRelationSubjects, subjectList } from "./major-detail";

describe("realtionSubject", () => {
  it("puts the subject groups first and the source last", () => {
    const items = buildRelationSubjects([
      { name: "주요 전공 과목", subjects: "자료구조,  알고리즘" },
      { name: "고교 관련 교과목", subjects: "정보과학" },
    ]);
    expect(items.at(-1)).toEqual({ subjectName: "출처", subjectDescription: "출처: 커리어넷" });
    const { subjects, source } = splitRelationSubjects(items);
    expect(source).toBe("출처: 커리어넷");
    expect(subjects).toEqual([
      { subjectName: "주요 전공 과목", subjectDescription: "자료구조, 알고리즘" },
      { subjectName: "고교 관련 교과목", subjectDescription: "정보과학" },
    ]);
  });

  it("drops empty groups and gives an empty list when nothing is left", () => {
    expect(buildRelationSubjects([{ name: "주요 전공 과목", subjects: "  " }])).toEqual([]);
    expect(splitRelationSubjects([])).toEqual({ subjects: [], source: null });
  });

  it("splits a comma separated subject text", () => {
    expect(subjectList("유아교육론, 멀티미디어와 아동, 가족학 개론 ,")).toEqual([
      "유아교육론",
      "멀티미디어와 아동",
      "가족학 개론",
    ]);
  });
});
