import { expect, it } from "vitest";
import { describeViewports } from "./browser";

describeViewports("home page", (ctx) => {
  it("renders the Korean home page from the server", async () => {
    const page = await ctx().newPage();
    const res = await page.goto("/");
    expect(res?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe("ko");
    await expect.poll(() => page.locator("h1").first().textContent()).toContain("자격나침반");
    await ctx().screenshot(page, "home");
    await page.close();
  });
});
