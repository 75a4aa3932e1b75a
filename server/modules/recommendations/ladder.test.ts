import { describe, expect, it } from "vitest";
import { higherGradeFirst } from "./ladder";

describe("higherGradeFirst", () => {
  it("puts the 기사 of a field before its 산업기사, in the places that field holds", () => {
    const list = [
      { name: "소방설비산업기사(전기분야)", field: "24", grade: "산업기사" as const },
      { name: "전기공사산업기사", field: "19", grade: "산업기사" as const },
      { name: "소방설비기사(전기분야)", field: "24", grade: "기사" as const },
      { name: "전기기능사", field: "19", grade: "기능사" as const },
      { name: "전기기사", field: "19", grade: "기사" as const },
      { name: "공인중개사", field: null, grade: null },
    ];
    expect(higherGradeFirst(list, (l) => l).map((l) => l.name)).toEqual([
      "소방설비기사(전기분야)",
      "전기기사",
      "소방설비산업기사(전기분야)",
      "전기공사산업기사",
      "전기기능사",
      "공인중개사",
    ]);
  });
});
