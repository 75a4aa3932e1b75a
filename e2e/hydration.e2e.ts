import { expect, it } from "vitest";
import { describeViewports } from "./browser";

/**
 * The suite's pages wait for hydration after `goto` (e2e/browser.ts), so a test never clicks a button
 * whose handler is not attached yet. On a busy machine hydration ends well after the `load` event
 * `goto` returns at by default; returning at the first response byte (`commit`) makes that window
 * certain: the tab bar's menu button, clicked at once, must still open the slide menu (decision
 * 0070; the session-refresh test failed this way).
 */
describeViewports(
  "pages opened by the suite",
  (ctx) => {
    it("answer a click as soon as goto returns, even at the first byte of the page", async () => {
      const page = await ctx().newPage();
      await page.goto("/jnLics", { waitUntil: "commit" });
      await page.getByTestId("mobile-tabbar").getByRole("button", { name: "메뉴" }).click();
      await page.getByTestId("slide-menu").waitFor();
      expect(await page.getByRole("dialog", { name: "전체 메뉴" }).count()).toBe(1);
      await page.close();
    });
  },
  { only: ["mobile"] },
);
