import { expect, it } from "vitest";
import { describeViewports } from "./browser";
import { clickableMenuUrls } from "./menu";

const realData = Boolean(process.env.SEED_DATA_DIR);

describeViewports("no dead ends", (ctx) => {
  it("every link of the menus, header, quick menu, tab bar, home page and footer opens a page", async () => {
    const page = await ctx().newPage();
    await page.goto("/");
    await page.getByRole("contentinfo").waitFor();
    const onHome = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
    const quick = await page
      .getByTestId(ctx().viewport === "desktop" ? "quick-menu" : "mobile-tabbar")
      .locator("a")
      .count();
    expect(quick).toBeGreaterThan(0);
    const urls = [...new Set([...(await clickableMenuUrls(ctx().baseURL)), ...onHome])].filter((u) => !u.startsWith("/#"));
    expect(urls).toContain("/jnLics/licenseSchedule");
    expect(urls.some((u) => u.startsWith("/jnLics/licenseInfo?ld_id="))).toBe(true);

    const failures: string[] = [];
    for (const url of urls) {
      const res = await page.request.get(url);
      if (res.status() >= 400) failures.push(`${res.status()} ${url}`);
      // With the real snapshot no page may show demo rows.
      if (realData && (await res.text()).includes("[데모]")) failures.push(`[데모] on ${url}`);
    }
    expect(failures).toEqual([]);
    await page.close();
  });

  it("test-only pages are served because the e2e server sets TEST_ROUTES=1", async () => {
    const res = await fetch(`${ctx().baseURL}/_bench/minimal`);
    expect(res.status).toBe(200);
  });
});
