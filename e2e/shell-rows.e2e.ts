import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { describeViewports } from "./browser";

/** Client-side navigation through React Router's router, as a link click does. */
const navigate = (page: Page, to: string) =>
  page.evaluate((path) => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } })
      .__reactRouterDataRouter;
    void router.navigate(path);
  }, to);

const hydrated = (page: Page) => expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);

/** Spec sections 2, 8 and 9: the shell's error, reload, timeout and progress rows, each provoked. */
// The client's error handling and timers do not depend on the layout: one viewport (decision 0070, fourth round).
describeViewports(
  "shell rows",
  (ctx) => {
    it("a failing middleware answers 500 with the 5xx texts and the status", async () => {
      const res = await fetch(`${ctx().baseURL}/__e2e/middleware-error`);
      expect(res.status).toBe(500);
      expect(res.headers.get("content-type")).toContain("text/html");
      const html = await res.text();
      for (const text of ["500", "문제가 발생했습니다.", "잠시 후 다시 접속해주세요.", '<a href="/">메인으로</a>']) {
        expect(html).toContain(text);
      }
    });

    it("when the error screen itself fails, a message says so with a link home", async () => {
      // A plain page: the broken error screen never hydrates, so `goto` must not wait for it.
      const page = await ctx().context.newPage();
      const res = await page.goto("/__e2e/error-screen");
      expect(res?.status()).toBe(500);
      expect(await page.locator("body").textContent()).toContain("오류 페이지를 표시하는 중 문제가 발생했습니다.");
      expect(await page.getByRole("link", { name: "메인으로" }).getAttribute("href")).toBe("/");

      // On a client navigation the failing screen falls back on the portal's error screen.
      await page.goto("/");
      await hydrated(page);
      await navigate(page, "/__e2e/error-screen");
      await expect
        .poll(() => page.locator("body").textContent())
        .toMatch(/오류 페이지를 표시하는 중 문제가 발생했습니다\.|문제가 발생했습니다\./);
      expect(await page.getByRole("link", { name: "메인으로" }).count()).toBeGreaterThan(0);
      await page.close();
    });

    it("a page chunk that fails to load (a stale deploy) lands on the page it was going to, without a reload loop", async () => {
      const page = await ctx().newPage();
      await page.goto("/");
      await hydrated(page);
      // The FAQ route is not in the lazily discovered manifest yet: its module fails once, by file name.
      let failed = 0;
      await page.route(/\/assets\/faq-[\w-]+\.js$/, (route) => {
        failed += 1;
        return failed === 1 ? route.abort() : route.continue();
      });
      let documents = 0;
      page.on("request", (request) => {
        if (request.resourceType() === "document") documents += 1;
      });
      await navigate(page, "/service/faq");
      // React Router reloads the page being left; the reloaded page then loads the target as a
      // document (app/lib/chunk-reload.ts), so the click ends on the FAQ, served by the server.
      await page.waitForURL(/\/service\/faq$/, { timeout: 15_000 });
      await page.locator("h1").first().waitFor();
      const loads = documents;
      expect(loads).toBeGreaterThanOrEqual(1);
      expect(loads).toBeLessThanOrEqual(2);
      // No reload loop: no document load after that.
      await page.waitForTimeout(2_000);
      expect(documents).toBe(loads);
      expect(new URL(page.url()).pathname).toBe("/service/faq");
      await page.close();
    });

    it("the progress bar appears only after 200 ms of navigation and runs over 5,000 ms", async () => {
      const page = await ctx().newPage();
      await page.goto("/");
      await hydrated(page);
      await page.route(/\/service\/notice\.data/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.evaluate(() => {
        const w = window as unknown as { progressAt?: number; navStart?: number };
        new MutationObserver(() => {
          if (w.progressAt === undefined && document.querySelector('[data-testid="route-progress"]')) {
            w.progressAt = performance.now();
          }
        }).observe(document.body, { childList: true, subtree: true });
        w.navStart = performance.now();
      });
      await navigate(page, "/service/notice");
      const bar = page.getByTestId("route-progress");
      await bar.waitFor();
      const delay = await page.evaluate(() => {
        const w = window as unknown as { progressAt: number; navStart: number };
        return w.progressAt - w.navStart;
      });
      // It shows while the navigation is still pending (bar.waitFor), never in its first 200 ms.
      expect(delay).toBeGreaterThanOrEqual(200);
      await expect.poll(() => bar.locator("div").getAttribute("style")).toContain("5000ms");
      await page.waitForURL((url) => url.pathname === "/service/notice");
      await bar.waitFor({ state: "detached" });
      await page.close();
    });

    it("an API call that hangs is aborted after 10,000 ms and only logged, with no message to the user", async () => {
      const page = await ctx().newPage();
      await page.clock.install();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      await page.route(/\/v1\/search\/autocomplete\.php/, () => {
        // Never answered: only the client's timeout ends the call.
      });
      await page.goto("/");
      await hydrated(page);
      const box = page.getByPlaceholder("자격증을 검색해보세요").filter({ visible: true });
      // The suggestion widget loads on first focus; the fake clock below must start after it took over.
      await box.focus();
      await expect.poll(() => box.getAttribute("data-enhanced")).not.toBeNull();
      await box.fill("정보처리");
      // The call starts after the 150 ms debounce and is aborted 10,000 ms later.
      await page.clock.runFor(9_900);
      expect(errors.filter((e) => e.includes("suggestions failed"))).toEqual([]);
      await page.clock.runFor(500);
      await expect.poll(() => errors.filter((e) => e.includes("suggestions failed")).length).toBe(1);
      expect(errors.join("\n")).toMatch(/timeout/i);
      expect(await page.getByRole("alertdialog").count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe("/");
      await page.close();
    });
  },
  { only: ["desktop"] },
);

describeViewports("event layout and back-to-top", (ctx) => {
  it("education-fair pages use the event layout with the fair's own pages", async () => {
    const page = await ctx().newPage();
    await page.goto("/eduFair");
    const layout = page.getByTestId("event-layout");
    await layout.waitFor();
    const nav = layout.getByRole("navigation", { name: "교육박람회 메뉴" });
    expect(await nav.getByRole("link", { name: "박람회 안내" }).getAttribute("aria-current")).toBe("page");
    expect(await nav.getByRole("link", { name: "직업적성검사" }).getAttribute("href")).toBe("/eduFair/jobTest");
    // No portal header, side or quick menu on event pages.
    expect(await page.getByTestId("quick-menu").count()).toBe(0);
    expect(await page.getByTestId("mobile-tabbar").count()).toBe(0);
    expect(await page.getByTestId("data-attribution").count()).toBe(0);
    await page.close();
  });

  it("a back-to-top control scrolls a long page back to the top", async () => {
    const page = await ctx().newPage();
    await page.goto("/jnLics");
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("button", { name: "맨 위로" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5_000 }).toBe(0);
    await page.close();
  });
});
