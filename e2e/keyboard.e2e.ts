import { expect, it } from "vitest";
import { describeViewports, gotoReady } from "./browser";

describeViewports("keyboard only", (ctx) => {
  it("calendar: a day is reached with Tab and chosen with Enter, months change with Enter on the arrows", async () => {
    const page = await ctx().newPage();
    await gotoReady(page, "/jnLics/licenseSchedule?search=정보처리기사");
    const calendar = page.getByRole("region", { name: "시험일정 달력" });
    const title = await calendar.getByRole("heading").textContent();
    await calendar.getByRole("button", { name: "다음 달" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => calendar.getByRole("heading").textContent()).not.toBe(title);
    // Tab from the month arrow lands on the grid's first day (the legend and filters come after).
    await page.keyboard.press("Tab");
    const first = await page.evaluate(() => document.activeElement?.getAttribute("data-ymd"));
    expect(first).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await page.keyboard.press("Enter");
    expect(await calendar.locator(`button[data-ymd="${first}"]`).getAttribute("aria-pressed")).toBe("true");
    await page.close();
  });

  it("a wide table's scroll region takes focus and scrolls with the arrow keys", async () => {
    const page = await ctx().newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoReady(page, "/jnLics/licenseInfo?ld_id=1320");
    const region = page.getByRole("region", { name: "연도별 합격 통계 표" });
    await region.focus();
    expect(await region.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByTestId("scroll-cue").isVisible()).toBe(true);
    for (let i = 0; i < 5; i++) await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await page.close();
  });
});
