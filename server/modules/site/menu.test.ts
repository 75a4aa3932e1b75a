import { describe, expect, it } from "vitest";
import { areaOf, buildMenuTree, isPageActive, normalizePath } from "./menu";
import { menuRows } from "./seed";

describe("normalizePath", () => {
  it.each([
    ["/jnLics/", "/jnLics"],
    ["https://example.org/jnLics/licenseSchedule?x=1", "/jnLics/licenseSchedule"],
    ["jnLics", "/jnLics"],
    ["", "/"],
    [undefined, "/"],
    ["/%E0%A4%A", "/%E0%A4%A"],
  ])("%s → %s", (input, expected) => {
    expect(normalizePath(input)).toBe(expected);
  });
});

describe("menu tree", () => {
  const tree = buildMenuTree(menuRows());

  it("nests children under their parent in sort order with spec codes", () => {
    expect(tree[0]?.code).toBe("001");
    expect(tree[0]?.children[0]?.code).toBe("001001");
    expect(tree.map((m) => m.name)).toContain("자격증톡");
    expect(tree[7]?.name).toBe("AI추천");
  });

  it("finds the area of a page, including pages under a child's first segment", () => {
    expect(areaOf(tree, "/jnLics/licenseSchedule")?.name).toBe("자격증");
    expect(areaOf(tree, "/jnJob/jobInfo")?.name).toBe("직업");
    expect(areaOf(tree, "/eduTech/step1")?.name).toBe("교육박람회");
    expect(areaOf(tree, "/")).toBeUndefined();
  });

  it("marks a page active only on its exact path", () => {
    const schedule = tree[0]?.children[1];
    expect(schedule && isPageActive(schedule, "/jnLics/licenseSchedule/")).toBe(true);
    expect(schedule && isPageActive(schedule, "/jnLics")).toBe(false);
  });
});
