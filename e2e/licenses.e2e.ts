import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { describeViewports, gotoReady } from "./browser";

/** Moves the calendar to the given month with the previous / next buttons. */
async function goToMonth(page: Page, year: number, month: number) {
  const heading = page.getByRole("region", { name: "시험일정 달력" }).getByRole("heading", { level: 2 });
  for (let i = 0; i < 36; i++) {
    const text = (await heading.textContent()) ?? "";
    const m = /(\d{4})년 (\d{1,2})월/.exec(text);
    if (!m) throw new Error(`unexpected calendar heading: ${text}`);
    const delta = (year - Number(m[1])) * 12 + (month - Number(m[2]));
    if (delta === 0) return;
    await page.getByRole("button", { name: delta > 0 ? "다음 달" : "이전 달" }).click();
    await expect.poll(() => heading.textContent()).not.toBe(text);
  }
  throw new Error("calendar did not reach the month");
}

describeViewports("licenses", (ctx) => {
  it("opens 정보처리기사 from the hub and shows its facts, statistics and schedule", async () => {
    const page = await ctx().newPage();
    const res = await page.goto("/jnLics");
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("자격증 정보");
    await ctx().screenshot(page, "license-hub");
    await page
      .locator("#browse")
      .getByRole("link", { name: /^정보통신/ })
      .click();
    await page.waitForURL(/field=/);
    await page
      .locator("#browse")
      .getByRole("link", { name: /^정보처리기사/ })
      .first()
      .click();
    await page.waitForURL(/\/jnLics\/licenseInfo\?ld_id=1320/);

    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("정보처리기사");
    expect(await page.title()).toContain("정보처리기사");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(/\/jnLics\/licenseInfo\?ld_id=1320$/);
    // Playwright's text matching skips <script> contents, so the JSON-LD blocks are read directly.
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const jsonLd = blocks.filter((data) => data["@type"] === "EducationalOccupationalCredential");
    expect(jsonLd).toHaveLength(1);
    expect(jsonLd[0]).toMatchObject({ name: "정보처리기사", credentialCategory: "국가기술자격 기사" });
    expect(jsonLd[0]?.url).toMatch(/\/jnLics\/licenseInfo\?ld_id=1320$/);
    const crumbs = blocks.find((data) => data["@type"] === "BreadcrumbList");
    expect(crumbs?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, name: "자격나침반" }),
      expect.objectContaining({ position: 2, name: "자격증 정보" }),
      expect.objectContaining({ position: 3, name: "정보처리기사", item: jsonLd[0]?.url }),
    ]);

    const stats = page.getByRole("region", { name: "연도별 합격 통계", exact: true });
    expect(await stats.getByRole("img", { name: /연도별 응시자 수와 합격률/ }).count()).toBe(1);
    expect(await stats.getByRole("table").textContent()).toMatch(/\d{1,3}(,\d{3})+/);
    expect(await stats.textContent()).toContain("출처");

    const schedule = page.getByRole("region", { name: "시험일정" });
    expect(await schedule.textContent()).toMatch(/2026년/);
    expect(await schedule.textContent()).toMatch(/2026\.07\.20 ~ 07\.23/);
    // 기준일 of the snapshot's getJMList rows and fees (the sync replaces them with its fetch date).
    expect(await schedule.textContent()).toMatch(/기준일 2026\.08\.\d{2} · 공개 데이터 스냅샷/);
    expect(await page.locator("header", { hasText: "응시료" }).textContent()).toMatch(/응시료.*\(기준일 2026\.08\.\d{2}\)/);
    expect(await page.getByRole("region", { name: "성별·연령대별 합격 통계" }).textContent()).toContain("공개된 자료가 없어");
    await ctx().screenshot(page, "license-info");

    const missing = await page.goto("/jnLics/licenseInfo?ld_id=NOPE9");
    expect(missing?.status()).toBe(404);
    // The old /jnLnPo link of a license redirects to its page.
    const same = await page.goto("/jnLnPo/licenseInfo?ld_id=1320");
    expect(same?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/jnLics/licenseInfo");
    await page.close();
  });

  it("filters the exam calendar and selects a day, a two-day range, then clears", async () => {
    const page = await ctx().newPage();
    await gotoReady(page, "/jnLics/licenseSchedule?search=정보처리기사");
    const calendar = page.getByRole("region", { name: "시험일정 달력" });
    const headers = await calendar.getByRole("columnheader").allTextContents();
    expect(headers).toEqual(["일", "월", "화", "수", "목", "금", "토"]);
    expect(await calendar.locator("button[data-ymd]").count()).toBe(42);
    expect(await page.getByLabel("관심 자격증만").count()).toBe(0);

    await goToMonth(page, 2026, 7);
    const dayList = page.locator('section[aria-labelledby="day-events-title"]');
    await calendar.locator('button[data-ymd="2026-07-20"]').click();
    await expect.poll(() => dayList.textContent(), { timeout: 10_000 }).toContain("원서접수 시작");
    expect(await dayList.textContent()).toContain("정보처리기사");

    // A range spans at most two days (spec): 07-23 is too far from 07-20, so it starts a new selection.
    await calendar.locator('button[data-ymd="2026-07-23"]').click();
    await expect.poll(() => dayList.getByRole("heading").textContent()).toContain("2026.07.23");
    expect(await calendar.locator('button[data-ymd="2026-07-20"]').getAttribute("aria-pressed")).toBe("false");
    await calendar.locator('button[data-ymd="2026-07-22"]').click();
    await expect.poll(() => dayList.getByRole("heading").textContent()).toContain("2026.07.22 ~ 2026.07.23");
    await expect.poll(() => dayList.textContent(), { timeout: 10_000 }).toContain("원서접수 마감");
    expect(await calendar.locator('button[data-ymd="2026-07-22"]').getAttribute("aria-pressed")).toBe("true");

    await page.getByRole("checkbox", { name: "원서접수" }).uncheck();
    await expect.poll(() => dayList.textContent(), { timeout: 10_000 }).toContain("해당하는 시험일정이 없습니다");
    await page.getByRole("checkbox", { name: "원서접수" }).check();
    await expect.poll(() => dayList.textContent(), { timeout: 10_000 }).toContain("원서접수 마감");
    await ctx().screenshot(page, "license-schedule");

    await calendar.locator('button[data-ymd="2026-07-25"]').click();
    await expect.poll(() => dayList.getByRole("heading").textContent()).toBe("선택한 날짜 없음");
    expect(await calendar.locator('button[aria-pressed="true"]').count()).toBe(0);
    await page.close();
  });

  it("lists licenses by job with categories, ordering and paging", async () => {
    const page = await ctx().newPage();
    const res = await page.goto("/jnLics/licenseByJob");
    expect(res?.status()).toBe(200);
    const rows = page.locator("main table tbody tr");
    expect(await rows.count()).toBe(10);
    const pager = page.getByRole("navigation", { name: "자격증 목록 페이지" });
    await pager.getByRole("link", { name: "2페이지" }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => pager.locator('[aria-current="page"]').textContent()).toBe("2");
    expect(await rows.count()).toBeGreaterThan(0);

    await page
      .getByRole("navigation", { name: "직무분야" })
      .getByRole("link", { name: /^정보통신/ })
      .click();
    await page.waitForURL(/jobName=/);
    await page.getByLabel("정렬").selectOption("applicants");
    await page.waitForURL(/orderBy=applicants/);
    await expect.poll(() => rows.first().textContent()).toBeTruthy();
    expect(await page.locator("main table").textContent()).toContain("정보처리기사");
    await ctx().screenshot(page, "license-by-job");
    await page.close();
  });
});
