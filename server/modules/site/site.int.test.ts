import { expect, it } from "vitest";
import { menus } from "../../db/schema";
import { describeWithDatabases } from "../../test/databases";
import { menuRows, seedSite } from "./seed.server";

type WireMenu = {
  me_code: string;
  name: string;
  url: string;
  active: boolean;
  useSide: string;
  me_img_on: string;
  me_img_off: string;
  subMenu: WireMenu[];
};

describeWithDatabases("site APIs", (ctx) => {
  it("GET /v2/menu/menu-list returns the tree in wire shape with the active area", async () => {
    const res = await ctx().request("/v2/menu/menu-list?url=/jnLics/licenseSchedule");
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: WireMenu[] };
    const licenses = data.find((m) => m.me_code === "001");
    expect(licenses).toMatchObject({ name: "자격증", url: "/jnLics", active: true, useSide: "y", me_img_on: "", me_img_off: "" });
    expect(data.filter((m) => m.active).map((m) => m.me_code)).toEqual(["001"]);
    const schedule = licenses?.subMenu.find((m) => m.url === "/jnLics/licenseSchedule");
    expect(schedule).toMatchObject({ me_code: "001002", active: true, useSide: "y", subMenu: [] });
    // Detail pages need their id: their bare URLs are no menu entries (decision 0049).
    expect(data.flatMap((m) => m.subMenu).some((m) => m.url === "/jnLics/licenseInfo")).toBe(false);
    // Every area is built now; hiding planned entries is covered by menu.test.ts with its own data.
    for (const area of [
      "/jnJob/jobDic",
      "/jnCareer",
      "/jnLnPo",
      "/education/list",
      "/jnTalk",
      "/jnComm",
      "/eduFair",
      "/jnRcmd",
    ]) {
      expect(data.map((m) => m.url)).toContain(area);
    }
  });

  it("GET /v2/menu/menu-list with an unknown or missing url marks nothing active; a broken encoding is a 400", async () => {
    for (const query of ["?url=/no/such/page", ""]) {
      const res = await ctx().request(`/v2/menu/menu-list${query}`);
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: WireMenu[] };
      expect(data.length).toBe(menuRows().filter((r) => !r.parentCode).length);
      expect(data.some((m) => m.active)).toBe(false);
    }
    // A broken percent-encoding is bad input, refused before any handler (decision 0029).
    const broken = await ctx().request("/v2/menu/menu-list?url=%E0%A4%A");
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ result: false, error: "400" });
  });

  it("GET /v2/contents/main-head lists the areas with useActive y/n", async () => {
    const res = await ctx().request("/v2/contents/main-head");
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Array<{ me_code: string; name: string; useActive: string }> };
    expect(data.find((m) => m.me_code === "001")?.useActive).toBe("y");
    expect(data.find((m) => m.name === "마이페이지")?.useActive).toBe("n");
    expect(new Set(data.map((m) => m.useActive))).toEqual(new Set(["y", "n"]));
  });

  it("POST /v1/seo/seoTag.php answers JSON bodies with the page's tags", async () => {
    const res = await ctx().request("/v1/seo/seoTag.php", { method: "POST", json: { siteUrl: "/jnLics/licenseSchedule" } });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      title: "자격증 시험일정 | 자격나침반",
      author: "자격나침반",
      publisher: "자격나침반",
      social: { image: expect.stringMatching(/^http:\/\/localhost\/og-image\.png$/) },
    });
    expect(data.canonical).toBe("http://localhost/jnLics/licenseSchedule");
    expect(typeof data.description).toBe("string");
    expect(typeof data.keywords).toBe("string");
    expect(typeof data.subject).toBe("string");
  });

  it("POST /v1/seo/seoTag.php accepts form bodies", async () => {
    const res = await ctx().request("/v1/seo/seoTag.php", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ siteUrl: "/jnCareer/majorInfo" }).toString(),
    });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { title: string } };
    expect(data.title).toBe("학과정보 | 자격나침반");
  });

  it("POST /v1/seo/seoTag.php falls back to the area row, then to the defaults, never an error", async () => {
    const detail = await ctx().request("/v1/seo/seoTag.php", {
      method: "POST",
      json: { siteUrl: "/jnLics/licenseInfo?ld_id=NOPE" },
    });
    const detailData = ((await detail.json()) as { data: { title: string; canonical: string } }).data;
    expect(detailData.title).toBe("자격증 | 자격나침반");
    expect(detailData.canonical).toBe("http://localhost/jnLics/licenseInfo");

    for (const body of [{ siteUrl: "/no/such/page" }, {}, { siteUrl: 42 }, { siteUrl: ["/a", "/b"] }]) {
      const res = await ctx().request("/v1/seo/seoTag.php", { method: "POST", json: body });
      expect(res.status).toBe(200);
      const { data } = (await res.json()) as { data: { title: string } };
      expect(data.title).toContain("자격나침반");
    }
  });

  it("the seed step is idempotent and removes rows of pages no longer in the menu data", async () => {
    const { db } = ctx().database;
    await db
      .insert(menus)
      .values({ code: "099", parentCode: null, name: "폐지된 메뉴", url: "/retired", sortOrder: 99 })
      .onConflictDoNothing();
    await seedSite(db, { log: () => undefined });
    await seedSite(db, { log: () => undefined });
    const res = await ctx().request("/v2/contents/main-head");
    const { data } = (await res.json()) as { data: unknown[] };
    expect(data).toHaveLength(menuRows().filter((r) => !r.parentCode).length);
    expect(JSON.stringify(data)).not.toContain("폐지된 메뉴");
  });
});
