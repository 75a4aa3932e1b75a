import { describe, expect, it } from "vitest";
import { fullMenuRows } from "../../../server/modules/site/test-helpers";
import { buildMenuTree } from "../../../shared/menu";
import {
  hasSideMenu,
  isServicePath,
  layoutFromHandles,
  menuStyleOf,
  mobileActiveTab,
  searchHref,
  sideEntries,
  splitMainMenu,
} from "./layout-rules";

const tree = buildMenuTree(fullMenuRows());

describe("layout rules", () => {
  it("picks the deepest route's layout handle", () => {
    expect(layoutFromHandles([undefined, { layout: "event" }])).toBe("event");
    expect(layoutFromHandles([{ layout: "empty" }, { other: 1 }])).toBe("empty");
    expect(layoutFromHandles([null, { layout: "bogus" }])).toBe("default");
  });

  it("recognises service routes", () => {
    expect(isServicePath("/service/")).toBe(true);
    expect(isServicePath("/service/faq")).toBe(true);
    expect(isServicePath("/serviceX")).toBe(false);
  });

  it("shows the side menu in the four areas except license detail", () => {
    expect(hasSideMenu("/jnLics/licenseSchedule")).toBe(true);
    expect(hasSideMenu("/jnJob/jobDic")).toBe(true);
    expect(hasSideMenu("/jnCareer")).toBe(true);
    expect(hasSideMenu("/jnLnPo/publicList")).toBe(true);
    expect(hasSideMenu("/jnLics/licenseInfo")).toBe(false);
    expect(hasSideMenu("/jnComm")).toBe(false);
    expect(hasSideMenu("/")).toBe(false);
  });

  it("chooses the mobile tab from the path", () => {
    expect(mobileActiveTab("/jnLics/licenseSchedule")).toBe("jnLics");
    expect(mobileActiveTab("/jnComm")).toBe("jnComm");
    expect(mobileActiveTab("/jnRcmd/jnRcmd_test")).toBe("jnRcmd");
    expect(mobileActiveTab("/")).toBeNull();
  });

  it("splits the main menu and drops areas hidden from the header", () => {
    const { left, right } = splitMainMenu(tree);
    expect(right.map((m) => m.code)).toEqual(["006", "007", "008"]);
    expect(left.map((m) => m.code)).not.toContain("011");
    expect(left.map((m) => m.name)).toContain("자격증");
    expect(menuStyleOf("005")).toBe("career");
    expect(menuStyleOf("004")).toBe("info");
    expect(menuStyleOf("009")).toBe("data");
    expect(menuStyleOf("001")).toBeNull();
  });

  it("lists only useSide entries in side lists", () => {
    const licenses = tree[0];
    const names = licenses ? sideEntries(licenses).map((m) => m.name) : [];
    expect(names).toContain("시험일정");
    expect(names).not.toContain("자격증 상세정보");
  });

  it("builds the search target only for 2+ characters", () => {
    expect(searchHref(" 기")).toBeNull();
    expect(searchHref("기사")).toBe("/search/search?stx=%EA%B8%B0%EC%82%AC");
  });
});
