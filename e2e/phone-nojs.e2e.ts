import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { describeViewports } from "./browser";
import { signUpAndLogin } from "./login";

/** The texts of the desktop header's member links in a page's server HTML (no JavaScript). */
function headerLinks(html: string): string[] {
  const list = html.match(/<ul[^>]*data-testid="member-links"[^>]*>([\s\S]*?)<\/ul>/)?.[1] ?? "";
  return [...list.matchAll(/<(?:a|button)[^>]*>([^<]+)</g)].map((m) => (m[1] ?? "").trim());
}

describeViewports(
  "phone layout",
  (ctx) => {
    it("brings the tapped day's list into view, clear of the header and the tab bar", async () => {
      const page = await ctx().newPage();
      await page.goto("/jnLics/licenseSchedule");
      const list = page.getByTestId("day-events");
      const calendar = page.getByRole("region", { name: "시험일정 달력" });
      await page.evaluate(() => window.scrollTo(0, 0));
      const before = await list.boundingBox();
      const height = page.viewportSize()?.height ?? 0;
      // Below the fold before the tap: the calendar fills the phone's screen.
      expect(before?.y ?? 0).toBeGreaterThan(height - 80);
      await calendar.locator('button[data-ymd="2026-11-26"]').click();
      await expect.poll(() => list.getByRole("heading").textContent()).toContain("2026.11.26");
      const tabBarTop = (await page.getByTestId("mobile-tabbar").boundingBox())?.y ?? 0;
      await expect
        .poll(async () => {
          const box = await list.boundingBox();
          return box !== null && box.y >= 56 && box.y + 40 <= tabBarTop;
        })
        .toBe(true);
      await page.close();
    });

    it("shows a floating 맨 위로 on a long page once scrolled, and it goes back to the top", async () => {
      const page = await ctx().newPage();
      await page.goto("/jnLics/licenseInfo?ld_id=1320");
      const button = page.getByRole("button", { name: "맨 위로" }).and(page.getByTestId("back-to-top"));
      expect(await button.count()).toBe(0);
      await page.evaluate(() => window.scrollTo(0, window.innerHeight * 3));
      await button.waitFor();
      const box = await button.boundingBox();
      const tabBarTop = (await page.getByTestId("mobile-tabbar").boundingBox())?.y ?? 0;
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(tabBarTop);
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await button.waitFor({ state: "detached" });
      await page.close();
    });
  },
  { only: ["mobile"] },
);

describeViewports("header links and banner counts", (ctx) => {
  it("puts 로그인/회원가입 in a visitor's server HTML and 마이페이지/로그아웃 in a member's", async () => {
    const visitor = await fetch(`${ctx().baseURL}/jnLics`);
    expect(headerLinks(await visitor.text())).toEqual(["로그인", "회원가입", "기업서비스"]);

    const page = await ctx().newPage();
    await signUpAndLogin(page, ctx().baseURL);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const member = await fetch(`${ctx().baseURL}/jnLics`, { headers: { cookie } });
    expect(headerLinks(await member.text())).toEqual(["마이페이지", "로그아웃", "기업서비스"]);
    await page.context().clearCookies();
    await page.close();
  });
});

/** Collects the banner beacons a page sends. */
function bannerBeacons(page: Page): URLSearchParams[] {
  const beacons: URLSearchParams[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/v1/banner/track") beacons.push(new URLSearchParams(request.postData() ?? ""));
  });
  return beacons;
}

describeViewports(
  "banner counts on a wide screen",
  (ctx) => {
    it("counts one impression of the shown top banner, naming the license page it was shown on", async () => {
      const page = await ctx().newPage();
      const beacons = bannerBeacons(page);
      await page.goto("/jnLics/licenseInfo?ld_id=1320");
      expect(await page.getByTestId("top-popup").isVisible()).toBe(true);
      await expect.poll(() => beacons.filter((b) => b.get("event") === "impression").length).toBe(1);
      expect(Object.fromEntries(beacons[0] ?? [])).toMatchObject({ ld_id: "1320", location: "top_popup", device: "pc" });
      await page.close();
    });
  },
  { only: ["desktop"] },
);

describeViewports(
  "banner counts on a phone",
  (ctx) => {
    it("counts no impression of the top banner, which a phone does not show", async () => {
      const page = await ctx().newPage();
      const beacons = bannerBeacons(page);
      await page.goto("/jnLics/licenseInfo?ld_id=1320");
      expect(await page.getByTestId("top-popup").isVisible()).toBe(false);
      // Hydrated (the overlay answered) and idle: any impression beacon would have gone out.
      await page.locator('[data-testid="member-links"][data-ready="true"]').waitFor({ state: "attached" });
      expect(beacons.filter((b) => b.get("event") === "impression")).toEqual([]);
      await page.close();
    });
  },
  { only: ["mobile"] },
);

describeViewports(
  "a lazily loaded chunk that fails",
  (ctx) => {
    it("reloads the page once, and not again when it fails a second time within the minute", async () => {
      const page = await ctx().newPage();
      // The full menu's chunk is gone (a deploy replaced the build): every request for it fails.
      await page.route(/\/assets\/FullMenu-[\w-]+\.js$/, (route) => route.abort());
      await page.addInitScript(() => {
        const w = window as unknown as { chunkFailures?: number };
        window.addEventListener("vite:preloadError", () => {
          w.chunkFailures = (w.chunkFailures ?? 0) + 1;
        });
      });
      const documents: string[] = [];
      page.on("request", (request) => {
        if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
      });
      await page.goto("/jnLics");
      expect(documents).toHaveLength(1);
      await page.evaluate(() => {
        (window as unknown as { firstDocument?: boolean }).firstDocument = true;
      });
      const toggle = page.getByTestId("full-menu-toggle");

      await toggle.click();
      await expect.poll(() => documents.length).toBe(2);
      // The reloaded page is a new document, hydrated again.
      await expect
        .poll(() =>
          page
            .evaluate(
              () =>
                (window as unknown as { firstDocument?: boolean }).firstDocument === undefined &&
                document.documentElement.dataset.hydrated === "true",
            )
            .catch(() => false),
        )
        .toBe(true);
      expect(await page.evaluate(() => sessionStorage.getItem("jn_chunk_reload_at"))).toMatch(/^\d+$/);

      await toggle.click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { chunkFailures?: number }).chunkFailures)).toBe(1);
      // A request sent after the second failure was handled: a reload it started would have gone out first.
      await page.evaluate(() => fetch("/robots.txt").then((r) => r.status));
      expect(documents).toHaveLength(2);
      await page.close();
    });
  },
  { only: ["desktop"] },
);
