import { describe, expect, it } from "vitest";
import { eligibilityQuery } from "../../../shared/education-schema";
import { roadmapQuery } from "../../../shared/roadmap-schemas";
import { roadmapHref } from "./EligibilityCheck";

describe("the self-check's link to the 자격 로드맵", () => {
  it("carries the answers in the roadmap's own vocabulary, which the roadmap query accepts", () => {
    const answers = eligibilityQuery.parse({ edu: "university", eduStatus: "enrolled", grade: "3", exp: "1", related: "1" });
    const href = roadmapHref("1150", answers);
    expect(href).toBe("/jnRcmd/roadmap?goal=1150&edu=university&eduStatus=enrolled&grade=3&exp=1");
    const params = Object.fromEntries(new URL(href, "http://x").searchParams);
    expect(roadmapQuery.parse(params)).toMatchObject({ edu: "university", eduStatus: "enrolled", grade: 3, exp: 1 });
  });

  it("is the goal alone before the self-check is answered", () => {
    expect(roadmapHref("1150", null)).toBe("/jnRcmd/roadmap?goal=1150");
  });
});
