import { describe, expect, it } from "vitest";
import { educationFromMemberCodes, educationLabel } from "./education";
import { eligibilityQuery } from "./education-schema";

describe("education vocabulary (one schema for the self-check, /jnRcmd and a planner)", () => {
  it("takes 재학 with 학년 and 휴학 in the same GET parameters", () => {
    expect(
      eligibilityQuery.parse({ edu: "university", eduStatus: "enrolled", grade: "3", related: "1", exp: "", heldGrade: "none" }),
    ).toEqual({ edu: "university", eduStatus: "enrolled", grade: 3, related: true, exp: 0, heldGrade: "none" });
    expect(eligibilityQuery.parse({ edu: "college2", eduStatus: "leave", grade: "1" })).toMatchObject({ eduStatus: "leave" });
  });

  it("rejects values outside the vocabulary with a Korean message", () => {
    const bad = eligibilityQuery.safeParse({ edu: "university", eduStatus: "enrolled", grade: "9" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe("학년은 1~6 사이로 선택해주세요.");
    expect(eligibilityQuery.safeParse({ eduStatus: "dropped" }).error?.issues[0]?.message).toBe(
      "학적 상태 값이 올바르지 않습니다.",
    );
  });

  it("reads the member spec codes and links shared before the vocabulary was one", () => {
    expect(educationFromMemberCodes("05", "01")).toEqual({ edu: "university", eduStatus: "enrolled" });
    expect(educationFromMemberCodes("04", "03")).toEqual({ edu: "college2", eduStatus: "leave" });
    expect(eligibilityQuery.parse({ edu: "05", eduStatus: "02" })).toMatchObject({ edu: "university", eduStatus: "graduated" });
  });

  it("labels what was understood", () => {
    expect(educationLabel({ edu: "university", eduStatus: "enrolled", grade: 3 })).toBe("4년제 대학 재학(3학년)");
    expect(educationLabel({ edu: "college2", eduStatus: "graduated" })).toBe("2년제 전문대학 졸업");
    expect(educationLabel({})).toBeNull();
  });
});
