import { describe, expect, it } from "vitest";
import { sitemapIndexXml, splitFiles, urlsetXml } from "./sitemap";
import { validateSitemapIndex, validateUrlset } from "./sitemap-schema";
import { urlsetXsdErrors } from "./test-helpers";

const ORIGIN = "https://jagyeok.example";

describe("sitemap files", () => {
  it("splits a kind's URLs into files within the limit, in order", () => {
    const urls = Array.from({ length: 5 }, (_, i) => ({ path: `/p?id=${i}` }));
    const files = splitFiles("posts", urls, 2);
    expect(files.map((f) => f.name)).toEqual(["posts-1", "posts-2", "posts-3"]);
    expect(files.flatMap((f) => f.urls)).toEqual(urls);
    expect(splitFiles("posts", [])).toEqual([]);
  });

  it("writes a urlset that passes the schema checks and the official XSD, escaping & in queries", async () => {
    const xml = urlsetXml(
      [
        { path: "/jnLics/licenseInfo?ld_id=1320", lastmod: new Date("2026-03-01T09:30:00.123Z") },
        { path: "/jnComm?board=free&page=2" },
      ],
      ORIGIN,
    );
    expect(validateUrlset(xml)).toEqual([]);
    expect(await urlsetXsdErrors(xml)).toEqual([]);
    expect(xml).toContain("<loc>https://jagyeok.example/jnComm?board=free&amp;page=2</loc>");
    expect(xml).toContain("<lastmod>2026-03-01T09:30:00Z</lastmod>");
  });

  it("writes an index whose lastmod is each file's newest", () => {
    const files = splitFiles(
      "licenses",
      [
        { path: "/a", lastmod: new Date("2026-01-01T00:00:00Z") },
        { path: "/b", lastmod: new Date("2026-02-01T00:00:00Z") },
        { path: "/c" },
      ],
      2,
    );
    const xml = sitemapIndexXml(files, ORIGIN);
    expect(validateSitemapIndex(xml)).toEqual([]);
    expect(xml).toContain(
      "<sitemap><loc>https://jagyeok.example/sitemap/licenses-1.xml</loc><lastmod>2026-02-01T00:00:00Z</lastmod></sitemap>",
    );
    expect(xml).toContain("<sitemap><loc>https://jagyeok.example/sitemap/licenses-2.xml</loc></sitemap>");
  });

  it("the schema checks and the XSD catch what the protocol forbids", async () => {
    const bad = (url: string) =>
      `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url>${url}</url></urlset>`;
    expect(await urlsetXsdErrors(bad("<loc>https://a.example/</loc><priority>2.0</priority>"))).toEqual([
      expect.stringMatching(/priority/),
    ]);
    expect(await urlsetXsdErrors(bad("<lastmod>2026-01-01</lastmod>"))).not.toEqual([]);
    expect(validateUrlset("<urlset><url><loc>/relative</loc></url></urlset>")).toEqual(
      expect.arrayContaining([expect.stringMatching(/xmlns/), expect.stringMatching(/absolute/)]),
    );
    expect(
      validateUrlset(
        '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.example/</loc><lastmod>yesterday</lastmod></url></urlset>',
      ),
    ).toEqual([expect.stringMatching(/lastmod/)]);
    expect(validateSitemapIndex("<sitemapindex")).toEqual([expect.stringMatching(/well-formed/)]);
  });
});
