import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { loader as languagePage } from "../../../app/routes/jnLnPo/index";
import { loader as testPage } from "../../../app/routes/jnLnPo/licenseInfo";
import { loader as publicPage } from "../../../app/routes/jnLnPo/publicList";
import { licenses } from "../../db/schema";
import { describeWithDatabases, routeContext, type TestContext } from "../../test/databases";
import { registerAndLogin } from "../members/test-helpers";
import { visitorProfileQuery } from "../recommendations/schemas";

type Wire = Record<string, string | null>;

/** What a page loader answers, or the status (and redirect target) it throws. */
async function load<T>(ctx: TestContext, loader: (args: never) => Promise<T>, url: string, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost${url}`, { headers });
  try {
    return { status: 200, data: await loader({ request, context: routeContext(ctx.services), params: {} } as never) };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
    return { status: (thrown as { init: { status: number } }).init.status, message: (thrown as { data: string }).data };
  }
}

const GITHUB = /github|gitlab/i;

describeWithDatabases("language and public-institution test catalogue (/jnLnPo)", (ctx) => {
  it("lists TOEIC, TEPS and OPIc with 시행기관, score scale, validity and a source, none citing a code repository", async () => {
    const tests = await ctx().services.languageTests.list("language");
    const byName = new Map(tests.map((t) => [t.name, t]));
    for (const name of ["TOEIC", "TEPS", "OPIc"]) {
      const test = byName.get(name);
      expect(test?.organiser).toBeTruthy();
      expect(test?.scoreScale).toBeTruthy();
      expect(test?.validity).toBeTruthy();
      expect(test?.sourceUrl).toMatch(/^https:\/\//);
      expect(test?.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(byName.get("TOEIC")).toMatchObject({ scoreScale: expect.stringContaining("10~990점"), validity: "시험일로부터 2년" });
    const all = await ctx().services.languageTests.all();
    for (const t of all) for (const url of [t.sourceUrl, t.officialUrl, t.usageSourceUrl]) expect(url ?? "").not.toMatch(GITHUB);
    expect(all.map((t) => t.name)).not.toContain("FLEX러시아");
    expect(all.some((t) => /TESOL|CTCSOL/.test(t.name))).toBe(false);

    const page = await load(ctx(), languagePage, "/jnLnPo");
    expect(page.status).toBe(200);
    expect((page.data?.tests ?? []).map((t) => t.name)).toEqual(expect.arrayContaining(["TOEIC", "TEPS", "OPIc"]));
    expect(page.data?.tests.every((t) => t.kind === "language")).toBe(true);
  });

  it("serves the catalogue over the API with the facts, source and 기준일", async () => {
    const res = await ctx().request("/v2/career/language-tests");
    const list = ((await res.json()) as { data: { list: Wire[] } }).data.list;
    expect(list.find((t) => t.ld_id === "teps")).toMatchObject({
      name: "TEPS",
      organiser: "서울대학교 TEPS관리위원회",
      scoreScale: "10~600점",
      validity: "시험일로부터 2년",
      sourceUrl: "https://www.teps.or.kr/",
      asOf: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(list.every((t) => !GITHUB.test(t.sourceUrl ?? ""))).toBe(true);

    const one = await ctx().request("/v2/career/language-test?ld_id=opic");
    expect(((await one.json()) as { data: Wire }).data).toMatchObject({ name: "OPIc", validity: "시험일로부터 2년" });
    expect((await ctx().request("/v2/career/language-test?ld_id=nope")).status).toBe(404);
    expect((await ctx().request("/v2/career/language-test")).status).toBe(400);
    expect((await ctx().request("/v2/career/language-tests?kind=other")).status).toBe(400);
  });

  it("lists 한국사능력검정시험 among the public tests and no 국가전문자격; the old list's links go to its new place", async () => {
    const res = await ctx().request("/v2/career/language-tests?kind=public");
    const names = ((await res.json()) as { data: { list: Wire[] } }).data.list.map((t) => t.name);
    expect(names).toContain("한국사능력검정시험");
    const professional = await ctx()
      .database.db.select({ name: licenses.name })
      .from(licenses)
      .where(eq(licenses.qualificationType, "S"));
    expect(professional.length).toBeGreaterThan(0);
    expect(names.filter((n) => professional.some((p) => p.name === n))).toEqual([]);

    const page = await load(ctx(), publicPage, "/jnLnPo/publicList");
    expect(page.data?.tests.map((t) => t.name)).toEqual(names);
    expect(await load(ctx(), publicPage, "/jnLnPo/publicList?keyword=%EA%B3%B5%EC%9D%B8&page=2")).toEqual({
      status: 301,
      location: "/jnLics/professionalList?keyword=%EA%B3%B5%EC%9D%B8&page=2",
    });
  });

  it("shows a test's page by its slug; a bare URL is a 400 (→ /400), a license id goes to the license page", async () => {
    const page = await load(ctx(), testPage, "/jnLnPo/licenseInfo?ld_id=toeic");
    expect(page.data?.test).toMatchObject({ name: "TOEIC", organiser: expect.stringContaining("ETS") });
    expect(page.data?.favorite).toBe(false);
    expect(await load(ctx(), testPage, "/jnLnPo/licenseInfo")).toMatchObject({ status: 400 });
    expect(await load(ctx(), testPage, "/jnLnPo/licenseInfo?ld_id=")).toMatchObject({ status: 400 });
    expect(await load(ctx(), testPage, "/jnLnPo/licenseInfo?ld_id=%3Cscript%3E")).toMatchObject({ status: 400 });
    expect(await load(ctx(), testPage, "/jnLnPo/licenseInfo?ld_id=1320")).toEqual({
      status: 301,
      location: "/jnLics/licenseInfo?ld_id=1320",
    });
    expect(await load(ctx(), testPage, "/jnLnPo/licenseInfo?ld_id=no-such-test")).toMatchObject({ status: 404 });
  });

  it("finds the tests in search's 어학·공공시험 tab, linking to their pages", async () => {
    const search = async (keyword: string) => {
      const res = await ctx().request("/v1/search/search.php", {
        method: "POST",
        json: { keyword, searchType: "languageOfficialInfo", page: 1 },
      });
      return ((await res.json()) as { data: { languageOfficialInfo?: { list: Wire[] } } }).data.languageOfficialInfo?.list ?? [];
    };
    expect((await search("TOEIC"))[0]).toMatchObject({ title: "TOEIC", urlLink: "/jnLnPo/licenseInfo?ld_id=toeic" });
    expect((await search("토익")).map((i) => i.title)).toContain("TOEIC");
    expect((await search("한국사능력검정")).map((i) => i.urlLink)).toContain("/jnLnPo/licenseInfo?ld_id=korean-history");
  });

  it("lets a member star a test from its page and pick tests in the spec form with autocomplete", async () => {
    const session = await registerAndLogin(ctx());
    expect((await ctx().request("/v2/member/test-favorites/toeic", { method: "PUT" })).status).toBe(401);
    const put = await ctx().request("/v2/member/test-favorites/toeic", { method: "PUT", headers: session.headers });
    expect(await put.json()).toEqual({ result: true, favorite: true });
    expect((await ctx().request("/v2/member/test-favorites/no-such", { method: "PUT", headers: session.headers })).status).toBe(
      400,
    );
    const page = await load(ctx(), testPage, "/jnLnPo/licenseInfo?ld_id=toeic", session.headers);
    expect(page.data).toMatchObject({ favorite: true });

    const suggestions = await ctx().request(`/v2/license/test-select?testName=${encodeURIComponent("토")}`);
    const found = ((await suggestions.json()) as { data: Wire[] }).data;
    expect(found).toContainEqual({ ld_id: "toeic", name: "TOEIC" });
    const saved = await ctx().request("/v2/license/hope-test", {
      method: "POST",
      headers: session.headers,
      json: { reqType: "hopeTest", data: ["teps", { ld_id: "korean-history" }] },
    });
    expect(saved.status).toBe(200);
    const list = await ctx().request("/v2/member/test-favorites", { headers: session.headers });
    expect(((await list.json()) as { data: Wire[] }).data.map((t) => t.ld_id).sort()).toEqual(["korean-history", "teps"]);
    const unknown = await ctx().request("/v2/license/hope-test", {
      method: "POST",
      headers: session.headers,
      json: { reqType: "hopeTest", data: ["no-such"] },
    });
    expect(unknown.status).toBe(400);
  });

  it("recommends the tests a desired job's own text names, and none for a job that names none", async () => {
    const { recommendations } = ctx().services;
    const today = ctx().services.clock.today();
    const controller = await recommendations.forVisitor(visitorProfileQuery.parse({ job: "항공교통관제사" }), today);
    expect(controller.input.jobs.map((j) => j.name)).toContain("항공교통관제사");
    expect(controller.tests.map((t) => t.name)).toContain("TOEIC");
    expect(controller.tests.find((t) => t.name === "TOEIC")?.jobs).toContain("항공교통관제사");
    const baker = await recommendations.forVisitor(visitorProfileQuery.parse({ job: "제과사 및 제빵사" }), today);
    expect(baker.input.jobs.length).toBeGreaterThan(0);
    expect(baker.tests).toEqual([]);
  });
});
