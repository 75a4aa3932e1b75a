import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { describeViewports } from "./browser";

const totalOf = async (page: Page, label: string) => {
  const text =
    (await page.getByRole("navigation", { name: "검색 결과 분류" }).getByRole("link", { name: label }).textContent()) ?? "";
  return Number(/\(([\d,]+)\)/.exec(text)?.[1]?.replace(/,/g, "") ?? "0");
};

describeViewports("site search", (ctx) => {
  it("shows all categories, a tab, and page 2 of that tab", async () => {
    const page = await ctx().newPage();
    const res = await page.goto(`/search/search?stx=${encodeURIComponent("기사")}`);
    expect(res?.status()).toBe(200);
    const results = page.getByTestId("search-results");
    const licenses = results.getByRole("region", { name: /자격증정보/ });
    await licenses.waitFor();
    expect(await licenses.getByRole("listitem").count()).toBeLessThanOrEqual(3);
    expect(await licenses.locator("mark").first().textContent()).toBe("기사");
    const total = await totalOf(page, "자격증정보");
    expect(total).toBeGreaterThan(0);

    await page.getByRole("navigation", { name: "검색 결과 분류" }).getByRole("link", { name: "자격증정보" }).click();
    await page.waitForURL((url) => url.searchParams.get("tab") === "licenseInfo");
    const items = results.getByRole("listitem");
    await expect.poll(() => items.count()).toBe(Math.min(total, 10));
    await ctx().screenshot(page, "search-tab");

    // "기사" names far more than one page of licenses: page 2 is always there.
    expect(total).toBeGreaterThan(10);
    const first = await items.first().textContent();
    await page.getByRole("navigation", { name: "검색 결과 페이지" }).getByRole("link", { name: "2페이지" }).click();
    await page.waitForURL((url) => url.searchParams.get("page") === "2");
    await expect.poll(() => items.first().textContent()).not.toBe(first);
    expect(await items.count()).toBe(Math.min(total - 10, 10));
    // The results are scrolled into view 150 px below the top of the viewport.
    await expect
      .poll(() => page.evaluate(() => document.querySelector("[data-testid=search-results]")?.getBoundingClientRect().top))
      .toBeCloseTo(150, -1);
    await page.close();
  });

  it("shows suggestions when nothing matches", async () => {
    const page = await ctx().newPage();
    await page.goto(`/search/search?stx=${encodeURIComponent("정보처리 자격증 시험 일정표")}`);
    const empty = page.getByTestId("search-empty");
    await empty.waitFor();
    expect(await empty.textContent()).toContain("검색결과가 없습니다");
    expect(await empty.getByRole("link", { name: "정보처리기사" }).count()).toBe(1);
    await page.close();
  });

  it("takes Korean typed in English mode from the header box, which suggests it, to the results of the word it spells", async () => {
    const page = await ctx().newPage();
    await page.goto("/");
    if (ctx().viewport === "mobile") await page.getByRole("button", { name: "검색 열기" }).click();
    const input = page.getByRole("combobox", { name: "자격증 검색" });
    await input.click();
    await input.pressSequentially("wjdqhcjfl", { delay: 30 });
    const listbox = page.getByRole("listbox", { name: "추천 검색어" });
    await listbox.waitFor();
    expect(await listbox.getByRole("option").first().textContent()).toContain("정보처리");
    await input.press("Escape");
    await input.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search/search");
    const converted = page.getByTestId("search-converted");
    await converted.waitFor();
    expect(await converted.textContent()).toMatch(/wjdqhcjfl.의 검색결과가 없어 한글 자판으로 읽은 .정보처리.\(으\)로/);
    const licenses = page
      .getByTestId("search-results")
      .getByRole("region", { name: /자격증정보/ })
      .getByRole("link");
    await expect.poll(() => licenses.first().textContent()).toMatch(/정보처리/);
    expect(Number((await page.getByTestId("search-total").textContent())?.replaceAll(",", ""))).toBeGreaterThan(0);
    await page.close();
  });

  it("the result page's search bar needs 2 characters and searches the chosen category", async () => {
    const page = await ctx().newPage();
    await page.goto(`/search/search?stx=${encodeURIComponent("정보처리")}`);
    const form = page.getByRole("search", { name: "통합검색" });
    const input = form.getByRole("searchbox", { name: "검색어" });
    expect(await input.getAttribute("maxlength")).toBe("20");
    expect(await input.getAttribute("required")).not.toBeNull();
    await input.fill("가");
    await input.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "알림" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("검색어 2자 이상 입력 해주세요");
    await dialog.getByRole("button", { name: "OK" }).click();
    await dialog.waitFor({ state: "detached" });

    await form.getByRole("combobox", { name: "검색 분류" }).selectOption({ label: "자격증정보" });
    await input.fill("ㅈㅂㅊㄹ");
    await input.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("tab") === "licenseInfo" && url.searchParams.get("stx") === "ㅈㅂㅊㄹ");
    await expect.poll(() => page.getByTestId("search-results").getByRole("link").first().textContent()).toBe("정보처리기사");
    await page.close();
  });

  it("picks an autocomplete suggestion with the keyboard in the header", async () => {
    const page = await ctx().newPage();
    await page.goto("/");
    if (ctx().viewport === "mobile") await page.getByRole("button", { name: "검색 열기" }).click();
    const input = page.getByRole("combobox", { name: "자격증 검색" });
    await input.click();
    await input.pressSequentially("ㅈㅂㅊㄹ", { delay: 30 });
    const listbox = page.getByRole("listbox", { name: "추천 검색어" });
    await listbox.waitFor();
    expect(await input.getAttribute("aria-expanded")).toBe("true");
    const options = listbox.getByRole("option");
    expect(await options.first().textContent()).toContain("정보처리기사");
    expect(await options.count()).toBeLessThanOrEqual(8);

    await input.press("ArrowDown");
    await input.press("ArrowDown");
    await input.press("ArrowUp");
    const activeId = await input.getAttribute("aria-activedescendant");
    expect(activeId).toBe(await options.first().getAttribute("id"));
    expect(await options.first().getAttribute("aria-selected")).toBe("true");

    await input.press("Escape");
    await listbox.waitFor({ state: "hidden" });
    await input.press("ArrowDown");
    await listbox.waitFor();
    await input.press("Enter");
    await page.waitForURL((url) => url.pathname === "/search/search");
    expect(new URL(page.url()).searchParams.get("stx")).toBe("정보처리기사");
    await ctx().screenshot(page, "search-autocomplete-result");
    await page.close();
  });

  it("keeps what was typed, the focus and the caret while the suggestion widget is still loading", async () => {
    const page = await ctx().newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    await page.route(/\/assets\/combobox-widget-[^/]+\.js$/, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto("/");
    if (ctx().viewport === "mobile") await page.getByRole("button", { name: "검색 열기" }).click();
    const input = page.getByRole("combobox", { name: "자격증 검색" });
    await input.click();
    await input.pressSequentially("ㅈㅂㅊㄹ", { delay: 30 });
    await expect.poll(() => requested).toBe(true);
    expect(await input.inputValue()).toBe("ㅈㅂㅊㄹ");
    expect(await page.getByRole("option").count()).toBe(0);

    release();
    const listbox = page.getByRole("listbox", { name: "추천 검색어" });
    await listbox.waitFor();
    expect(await listbox.getByRole("option").first().textContent()).toContain("정보처리기사");
    const focused = await input.evaluate((box: HTMLInputElement) => ({
      active: document.activeElement === box,
      caret: box.selectionStart,
    }));
    expect(focused).toEqual({ active: true, caret: 4 });
    await page.close();
  });
});
