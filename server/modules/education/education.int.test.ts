import { beforeAll, expect, it } from "vitest";
import { insertContentFixtures } from "../../import/test-helpers";
import { describeWithDatabases } from "../../test/databases";

describeWithDatabases("education API", (ctx) => {
  beforeAll(() => insertContentFixtures(ctx().database.db));

  it("filters institutes by region and license and details one with its courses", async () => {
    const all = (await (await ctx().request("/v2/education/institute-list")).json()).data;
    expect(all.page).toMatchObject({ page: 1, itemsPerPage: 10 });
    expect(all.page.totalItems).toBeGreaterThan(0);
    const seoul = (await (await ctx().request(`/v2/education/institute-list?region=${encodeURIComponent("서울")}`)).json()).data;
    expect(seoul.list.length).toBeGreaterThan(0);
    for (const institute of seoul.list) expect(institute.region).toBe("서울");
    const byLicense = (await (await ctx().request("/v2/education/institute-list?ld_id=1320")).json()).data;
    expect(byLicense.page.totalItems).toBeGreaterThan(0);
    for (const institute of byLicense.list) expect(institute.licenses.map((l: { id: string }) => l.id)).toContain("1320");
    const none = (await (await ctx().request("/v2/education/institute-list?ld_id=NOPE0")).json()).data;
    expect(none).toMatchObject({ list: [], page: { totalItems: 0 } });

    const res = await ctx().request(`/v2/education/institute-info?id=${byLicense.list[0].id}`);
    expect(res.status).toBe(200);
    const detail = (await res.json()).data;
    expect(detail.licenses).toContainEqual({ id: "1320", name: "정보처리기사" });
  });

  it("answers unknown institutes with 404 and bad input with 400", async () => {
    expect((await ctx().request("/v2/education/institute-info?id=987654")).status).toBe(404);
    expect((await ctx().request("/v2/education/institute-info?id=zz")).status).toBe(400);
    expect((await ctx().request("/v2/education/institute-list?ld_id=%3Cscript%3E")).status).toBe(400);
    expect((await ctx().request("/v2/education/institute-list?page=0")).status).toBe(400);
  });
});
