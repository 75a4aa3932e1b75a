import { expect, it } from "vitest";
import { MARKUP_SECTIONS } from "../app/lib/markup-sections";
import { describeViewports, waitForHydration } from "./browser";

describeViewports("design samples (/markup)", (ctx) => {
  it("renders every component section from the real components, and is not for search engines", async () => {
    const page = await ctx().newPage();
    const res = await page.goto("/markup");
    expect(res?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    for (const section of MARKUP_SECTIONS) {
      const region = page.getByRole("region", { name: section.title, exact: true });
      await region.scrollIntoViewIfNeeded();
      expect(await region.isVisible(), section.id).toBe(true);
    }
    expect(await page.getByRole("region", { name: "이번 달 시험일정 달력" }).count()).toBe(1);
    expect(await page.locator("#markup-charts svg").count()).toBeGreaterThan(0);
    expect(await page.locator("#markup-tables table tbody tr").count()).toBeGreaterThan(0);
    expect(await page.getByRole("combobox", { name: "자격증·직업 검색" }).count()).toBe(1);
    expect(await page.getByRole("navigation", { name: "샘플 페이지 이동" }).count()).toBe(1);

    await waitForHydration(page);
    await page.getByRole("button", { name: "확인 열기" }).click();
    const confirm = page.getByRole("alertdialog", { name: "확인" });
    await confirm.waitFor();
    await confirm.getByRole("button", { name: "취소" }).click();
    await page.getByText("선택: 취소").waitFor();
    await ctx().screenshot(page, "markup");
    await page.close();
  });
});
