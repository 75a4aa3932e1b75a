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

  it("names every section by its heading (aria-labelledby points at one existing heading)", async () => {
    const page = await ctx().newPage();
    await page.goto("/");
    const names = await page
      .locator("main section[aria-labelledby]")
      .evaluateAll((sections) =>
        sections.map((section) =>
          (section.getAttribute("aria-labelledby") ?? "").split(" ").map((id) => document.getElementById(id)?.tagName ?? id),
        ),
      );
    expect(names.length).toBeGreaterThanOrEqual(3);
    expect(names.filter((ids) => ids.length !== 1 || ids[0] !== "H2")).toEqual([]);
    expect(await page.getByRole("region", { name: "다가오는 시험" }).count()).toBe(1);
    await page.close();
  });
});
