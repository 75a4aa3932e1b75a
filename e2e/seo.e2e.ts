import { describe, expect, it } from "vitest";
import { describeViewports, serverURL } from "./browser";

describe("search-engine files and legacy addresses on the production build", () => {
  const baseURL = serverURL();

  it("the spec's legacy .php links and /eduTech redirect permanently to their pages", async () => {
    const cases: [string, string][] = [
      ["/jnTalk/index.php", "/jnTalk"],
      ["/jnLnPo/index.php", "/jnLnPo"],
      ["/jnRcmd/jprsStep1.php", "/eduFair/jprsStart"],
      ["/eduTech", "/eduTech/step1"],
      ["/jnTalk/index.php?ld_id=1320", "/jnTalk?ld_id=1320"],
    ];
    for (const [from, to] of cases) {
      const res = await fetch(`${baseURL}${from}`, { redirect: "manual" });
      expect([301, 308]).toContain(res.status);
      expect(new URL(res.headers.get("location") ?? "", baseURL).toString()).toBe(new URL(to, baseURL).toString());
      expect((await fetch(new URL(to, baseURL))).status).toBe(200);
    }
  });

  it("robots.txt and the sitemap index answer with shared cache headers", async () => {
    const robots = await fetch(`${baseURL}/robots.txt`);
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain(`Sitemap: ${new URL("/sitemap.xml", baseURL).toString()}`);
    const index = await fetch(`${baseURL}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await index.text()).toContain("/sitemap/licenses-1.xml</loc>");
  });

  it("every page of the sitemap's page list has a title and a meta description, and no page is noindex", async () => {
    const pagesFile = await (await fetch(`${baseURL}/sitemap/pages-1.xml`)).text();
    const paths = [...pagesFile.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL((m[1] ?? "").replaceAll("&amp;", "&")));
    expect(paths.length).toBeGreaterThan(20);
    const missing: string[] = [];
    for (const url of paths) {
      const res = await fetch(new URL(url.pathname + url.search, baseURL));
      expect(res.status, url.pathname).toBe(200);
      const head = (await res.text()).split("</head>")[0] ?? "";
      const description = /<meta name="description" content="([^"]+)"/.exec(head)?.[1] ?? "";
      if (!/<title>[^<]+<\/title>/.test(head) || description.length < 20 || /name="robots" content="[^"]*noindex/.test(head)) {
        missing.push(url.pathname + url.search);
      }
    }
    expect(missing).toEqual([]);
  });
});

describeViewports("in-page jumps", (ctx) => {
  it("a license page's menu jump stops its section 100 px below the top", async () => {
    const page = await ctx().newPage();
    await page.goto("/jnLics/licenseInfo?ld_id=1320");
    const jumps = page.getByRole("navigation", { name: "이 페이지 바로가기" });
    await jumps.getByRole("link", { name: "관련 자격증·직업" }).click();
    await page.waitForURL((url) => url.hash === "#relations");
    await expect
      .poll(() => page.evaluate(() => document.getElementById("relations")?.getBoundingClientRect().top))
      .toBeCloseTo(100, 0);
    await page.close();
  });
});
