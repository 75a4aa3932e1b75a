import { describe, expect, it } from "vitest";
import { higherGradeFirst } from "./ladder";

describe("higherGradeFirst", () => {
  it("puts 전기기사 where 전기산업기사 stood, leaving other licenses in place", () => {
    const list = [
      { name: "전기산업기사", grade: "산업기사" as const },
      { name: "소방설비산업기사(전기분야)", grade: "산업기사" as const },
      { name: "전기기사", grade: "기사" as const },
      { name: "전기기능사", grade: "기능사" as const },
    ];
    expect(higherGradeFirst(list, (l) => l).map((l) => l.name)).toEqual([
      "전기기사",
      "소방설비산업기사(전기분야)",
      "전기산업기사",
      "전기기능사",
    ]);
  });
});
