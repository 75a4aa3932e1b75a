import { expect, it } from "vitest";
import { describeViewports } from "./browser";

/**
 * The suite's pages wait for hydration after `goto` (e2e/browser.ts), so a test never clicks a button
 * whose handler is not attached yet. A phone's CPU, slowed down 8 times, hydrates well after the
 * `load` event `goto` used to return at: the tab bar's menu button, clicked at once, must still open
 * the slide menu (decision 0070; the session-refresh test failed this way on a busy machine).
 */
describeViewports(
  "pages opened by the suite",
  (ctx) => {
    it("answer a click as soon as goto returns, on a slow CPU too", async () => {
      const page = await ctx().newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 8 });
      await page.goto("/jnLics");
      expect(await page.locator("html").getAttribute("data-hydrated")).toBe("true");
      await page.getByTestId("mobile-tabbar").getByRole("button", { name: "메뉴" }).click();
      await page.getByTestId("slide-menu").waitFor();
      expect(await page.getByRole("dialog", { name: "전체 메뉴" }).count()).toBe(1);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
      await page.close();
    });
  },
  { only: ["mobile"] },
);
