import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../../../app/routes";
import { areaOf, buildMenuTree, isPageActive, menuHasPath, normalizePath } from "../../../shared/menu";
import { type MenuSeed, menuTree } from "./menu-data";
import { menuRows } from "./seed.server";
import { fullMenuRows } from "./test-helpers";

/** Every concrete path of the route table ("*" excluded), nested routes joined to their parent. */
function routePaths(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.index ? prefix || "/" : `${prefix}/${entry.path ?? ""}`.replace(/\/+$/, "");
    const own = entry.path === "*" ? [] : [path];
    return [...own, ...routePaths(entry.children ?? [], entry.index ? prefix : path)];
  });
}

const flatten = (tree: MenuSeed[]): MenuSeed[] => tree.flatMap((item) => [item, ...flatten(item.children ?? [])]);

describe("normalizePath", () => {
  it.each([
    ["/jnLics/", "/jnLics"],
    ["/", "/"],
    ["/jnLics//", "/jnLics"],
    ["//evil.example/jnLics", "/jnLics"],
    ["/jn%EC%9E%90", "/jn자"],
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
  const tree = buildMenuTree(fullMenuRows());

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

describe("menu data against the route table", () => {
  const built = new Set(routePaths(routes));
  const entries = flatten(menuTree);

  it("every shown entry leads to a route and every planned one does not have a route yet", () => {
    const shown = buildMenuTree(menuRows());
    expect(built.has("/jnLics/licenseSchedule")).toBe(true);
    for (const entry of entries) {
      const path = normalizePath(entry.url);
      if (menuHasPath(shown, entry.url)) expect(built.has(path), `${entry.name} ${entry.url} has no route`).toBe(true);
      if (entry.planned) expect(built.has(path), `${entry.url} is built: delete its \`planned\` flag`).toBe(false);
    }
  });

  it("hides planned pages and areas whose children are all planned, keeping the others' codes", () => {
    const tree: MenuSeed[] = [
      {
        name: "A",
        url: "/a",
        children: [
          { name: "A1", url: "/a" },
          { name: "A2", url: "/a/two", planned: true },
        ],
      },
      { name: "B", url: "/b", children: [{ name: "B1", url: "/b", planned: true }] },
      { name: "C", url: "/c", children: [{ name: "C1", url: "/c" }] },
    ];
    const shown = buildMenuTree(menuRows(tree));
    expect(menuHasPath(shown, "/a/two")).toBe(false);
    expect(menuHasPath(shown, "/b")).toBe(false);
    expect(menuHasPath(shown, "/a")).toBe(true);
    expect(shown.find((m) => m.url === "/c")?.code).toBe("003");
  });
});
