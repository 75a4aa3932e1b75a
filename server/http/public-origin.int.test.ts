import { expect, it } from "vitest";
import { createApp } from "../app";
import { loadConfig } from "../config.server";
import { createShiftedClock } from "../jobs/clock";
import { createLogger } from "../logger";
import { createServices } from "../services.server";
import { describeWithDatabases, jsonRequester, TEST_ENV } from "../test/databases";

/** Issue 34: absolute URLs in shared answers never come from the request's Host or X-Forwarded-* headers. */
describeWithDatabases("absolute URLs come from the configured origin", (ctx) => {
  /** An app as a fresh clone's `npm start` runs it: production, PUBLIC_ORIGIN unset, the shared cache on. */
  function defaultApp() {
    const config = loadConfig({ ...process.env, ...TEST_ENV, PUBLIC_ORIGIN: "", NODE_ENV: "production", PORT: "3000" });
    const logger = createLogger("silent");
    const services = createServices(ctx().database, config, logger, createShiftedClock(config.TEST_NOW));
    const app = createApp({ services, logger, mode: "production", getBuild: () => Promise.reject(new Error("no build")) });
    return { config, request: jsonRequester(app) };
  }
  const hostile = { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };

  it("a hostile Host never reaches another client's SEO tags through the shared API cache", async () => {
    const { config, request } = defaultApp();
    expect(config.PAGE_CACHE_TTL_MS).toBeGreaterThan(0);
    expect(config.publicOrigin).toBe("http://localhost:3000");
    const seoTag = (url: string, headers: Record<string, string> = {}) =>
      request(url, { method: "POST", headers, json: { siteUrl: "/jnLics/licenseSchedule" } });

    const attack = await seoTag("http://evil.example/v1/seo/seoTag.php", hostile);
    expect(attack.status).toBe(200);
    const victim = await seoTag("http://localhost:3000/v1/seo/seoTag.php");
    const { data } = (await victim.json()) as { data: { canonical: string; social: { image: string } } };
    expect(data.canonical).toBe("http://localhost:3000/jnLics/licenseSchedule");
    expect(data.social.image).toBe("http://localhost:3000/og-image.png");
    expect(JSON.stringify(await attack.json())).not.toContain("evil.example");
  });

  it("robots.txt and the sitemap name the configured origin whatever the Host", async () => {
    const { request } = defaultApp();
    const robots = await (await request("http://evil.example/robots.txt", { headers: hostile })).text();
    expect(robots).toContain("Sitemap: http://localhost:3000/sitemap.xml");
    const index = await (await request("http://evil.example/sitemap.xml", { headers: hostile })).text();
    expect(index).toContain("<loc>http://localhost:3000/sitemap/");
    expect(`${robots}${index}`).not.toContain("evil.example");
  });

  it("a configured PUBLIC_ORIGIN is the base, as an origin without path or trailing slash", () => {
    const config = loadConfig({ ...TEST_ENV, PUBLIC_ORIGIN: "https://jagyeok.example/" });
    expect(config.publicOrigin).toBe("https://jagyeok.example");
    expect(() => loadConfig({ ...TEST_ENV, PUBLIC_ORIGIN: "javascript:alert(1)" })).toThrow(/PUBLIC_ORIGIN/);
  });
});
