import { describe, expect, it } from "vitest";
import { deleteRoadmapSchema, renameRoadmapSchema, saveRoadmapSchema } from "./roadmap-plan-schemas";

const message = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe("saved roadmap forms", () => {
  it("trims a name and takes up to 40 characters", () => {
    expect(saveRoadmapSchema.parse({ name: "  전기기사 졸업 전 " })).toEqual({ name: "전기기사 졸업 전" });
    expect(saveRoadmapSchema.parse({ name: "가".repeat(40) }).name).toHaveLength(40);
  });

  it("refuses a blank, a long and a control-character name with a Korean message", () => {
    expect(message(saveRoadmapSchema.safeParse({ name: "   " }))).toBe("로드맵 이름을 입력해주세요.");
    expect(message(saveRoadmapSchema.safeParse({}))).toBe("로드맵 이름을 입력해주세요.");
    expect(message(saveRoadmapSchema.safeParse({ name: "가".repeat(41) }))).toBe("로드맵 이름은 40자 이하로 입력해주세요.");
    expect(message(saveRoadmapSchema.safeParse({ name: "줄\n바꿈" }))).toBe("로드맵 이름에 쓸 수 없는 문자가 있습니다.");
  });

  it("reads a plan id from the form and refuses anything else", () => {
    expect(renameRoadmapSchema.parse({ id: "12", name: "새 이름" })).toEqual({ id: 12, name: "새 이름" });
    for (const id of ["abc", "0", "-3", "1.5", "99999999999"])
      expect(message(deleteRoadmapSchema.safeParse({ id }))).toBe("저장한 로드맵을 찾을 수 없습니다.");
  });
});
