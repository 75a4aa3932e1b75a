import { count } from "drizzle-orm";
import { expect, it } from "vitest";
import { careerJobs, dictionaryJobs, licenses, majors, posts } from "../../db/schema";
import { describeWithDatabases } from "../../test/databases";
import { validateSitemapIndex, validateUrlset } from "./sitemap-schema";
import { urlsetXsdErrors } from "./test-helpers";

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => (m[1] ?? "").replaceAll("&amp;", "&"));

describeWithDatabases("robots.txt, sitemap and per-page SEO tags", (ctx) => {
  async function sitemapUrls(): Promise<{ index: string; urls: string[]; lastmods: Map<string, string> }> {
    const res = await ctx().request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const index = await res.text();
    expect(validateSitemapIndex(index)).toEqual([]);
    const urls: string[] = [];
    const lastmods = new Map<string, string>();
    for (const file of locsOf(index)) {
      const page = await ctx().request(new URL(file).pathname);
      expect(page.status).toBe(200);
      const xml = await page.text();
      expect(validateUrlset(xml)).toEqual([]);
      expect(await urlsetXsdErrors(xml)).toEqual([]);
      for (const m of xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?<\/url>/g)) {
        const loc = (m[1] ?? "").replaceAll("&amp;", "&");
        urls.push(loc);
        if (m[2]) lastmods.set(loc, m[2]);
      }
    }
    return { index, urls, lastmods };
  }

  it("robots.txt lets every crawler, Naver's Yeti by name, reach the public pages and names the sitemap", async () => {
    const res = await ctx().request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain("User-agent: Yeti\nAllow: /\n");
    expect(text).toContain("Disallow: /mypage");
    expect(text).toContain("Disallow: /adm");
    expect(text).toContain("Sitemap: http://localhost/sitemap.xml");
  });

  it("the sitemap lists every license, job, dictionary job, major and public post, and nothing twice", async () => {
    const { db } = ctx().database;
    const [author] = await db
      .insert(posts)
      .values([
        { boardSlug: "free", authorName: "시험자", title: "공개 글", body: "<p>본문</p>", bodyText: "본문" },
        { boardSlug: "free", authorName: "시험자", title: "숨긴 글", body: "<p>x</p>", bodyText: "x", status: "hidden" },
      ])
      .returning({ id: posts.id });
    ctx().services.seo.clearCaches();

    const { urls, lastmods } = await sitemapUrls();
    expect(new Set(urls).size).toBe(urls.length);
    const countOf = async (table: typeof licenses | typeof careerJobs | typeof dictionaryJobs | typeof majors) =>
      (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
    const having = (prefix: string) => urls.filter((u) => u.startsWith(`http://localhost${prefix}`)).length;
    expect(having("/jnLics/licenseInfo?ld_id=")).toBe(await countOf(licenses));
    expect(having("/jnJob/jobDicDt?jobdicSeq=")).toBe(await countOf(careerJobs));
    expect(having("/jnJob/jobInfo?dJobCd=")).toBe(await countOf(dictionaryJobs));
    expect(having("/jnCareer/majorInfoDt?id=")).toBe(await countOf(majors));
    expect(await countOf(licenses)).toBeGreaterThan(500);
    expect(urls).toContain(`http://localhost/jnComm/view?id=${author?.id}`);
    expect(urls).not.toContain(`http://localhost/jnComm/view?id=${(author?.id ?? 0) + 1}`);
    expect(urls).toContain("http://localhost/");
    expect(urls).toContain("http://localhost/jnLics/licenseSchedule");
    expect(urls.some((u) => /\/(mypage|adm|member)(\/|$|\?)/.test(new URL(u).pathname))).toBe(false);
    // Nothing robots.txt disallows (the 박람회 registration form is a menu entry, but no page to index).
    const robots = await (await ctx().request("/robots.txt")).text();
    const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1] ?? "");
    expect(disallowed).toContain("/eduFair/registration");
    expect(urls.filter((u) => disallowed.some((prefix) => new URL(u).pathname.startsWith(prefix)))).toEqual([]);
    expect(lastmods.get("http://localhost/jnLics/licenseInfo?ld_id=1320")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect(lastmods.get(urls.find((u) => u.includes("/jnCareer/majorInfoDt?id=")) ?? "")).toBeDefined();
  });

  it("an unknown sitemap file answers 404", async () => {
    for (const path of ["/sitemap/licenses-99.xml", "/sitemap/nope.xml", "/sitemap/..%2Frobots.txt"]) {
      expect((await ctx().request(path)).status).toBe(404);
    }
  });

  it("POST /v1/seo/seoTag.php gives a detail page its own title, description and canonical with its query", async () => {
    const tags = async (siteUrl: string) => {
      const res = await ctx().request("/v1/seo/seoTag.php", { method: "POST", json: { siteUrl } });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { title: string; description: string; canonical: string; subject: string } }).data;
    };
    const license = await tags("/jnLics/licenseInfo?ld_id=1320&utm_source=x");
    expect(license.title).toBe("정보처리기사 자격증 정보·시험일정·합격률 | 자격나침반");
    expect(license.description).toContain("정보처리기사(국가기술자격 기사)");
    expect(license.canonical).toBe("http://localhost/jnLics/licenseInfo?ld_id=1320");
    expect(license.subject).toBe(license.title);
    // The 어학·공공 address shows the same license: one canonical for both.
    expect((await tags("http://localhost/jnLnPo/licenseInfo?ld_id=1320")).canonical).toBe(license.canonical);

    const [major] = await ctx().database.db.select({ id: majors.id, name: majors.name }).from(majors).limit(1);
    const majorTags = await tags(`/jnCareer/majorInfoDt?id=${major?.id}`);
    expect(majorTags.title).toBe(`${major?.name} - 학과정보 | 자격나침반`);
    expect(majorTags.canonical).toBe(`http://localhost/jnCareer/majorInfoDt?id=${major?.id}`);

    const [job] = await ctx()
      .database.db.select({ code: dictionaryJobs.code, name: dictionaryJobs.name })
      .from(dictionaryJobs)
      .limit(1);
    const jobTags = await tags(`/jnJob/jobInfo?dJobCd=${job?.code}`);
    expect(jobTags.title).toBe(`${job?.name} - 직업정보 | 자격나침반`);

    for (const odd of ["/jnCareer/majorInfoDt?id=-1", "/jnJob/jobDicDt?jobdicSeq=1e99", "/jnComm/view?id=abc", "//%zz"]) {
      expect((await tags(odd)).title).toContain("자격나침반");
    }
  });
});
