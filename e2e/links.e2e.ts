import { expect, it } from "vitest";
import { describeViewports } from "./browser";
import { clickableMenuUrls, servedMenu } from "./menu";

const realData = Boolean(process.env.SEED_DATA_DIR);

describeViewports("no dead ends", (ctx, { itOnce }) => {
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

  itOnce("every URL of the menu-list answer opens a page: 200, or redirects that end on 200", async () => {
    const menu = await servedMenu(ctx().baseURL);
    const all = (items: typeof menu): string[] => items.flatMap((m) => [m.url, ...all(m.subMenu)]);
    const urls = [...new Set(all(menu))];
    expect(urls.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const url of urls) {
      const res = await fetch(`${ctx().baseURL}${url}`);
      if (res.status !== 200) failures.push(`${res.status} ${url} → ${new URL(res.url).pathname}`);
    }
    expect(failures).toEqual([]);
  });

  itOnce("a detail page without its id ends on /400", async () => {
    for (const url of ["/jnLics/licenseInfo", "/jnLics/licenseInfo?ld_id=", "/education/InstituteInfo"]) {
      const first = await fetch(`${ctx().baseURL}${url}`, { redirect: "manual" });
      expect([first.status, first.headers.get("location")], url).toEqual([302, "/400"]);
    }
  });

  itOnce("test-only pages are served because the e2e server sets TEST_ROUTES=1", async () => {
    const res = await fetch(`${ctx().baseURL}/_bench/minimal`);
    expect(res.status).toBe(200);
  });
});
