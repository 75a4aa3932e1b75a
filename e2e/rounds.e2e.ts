import { expect, it } from "vitest";
import { describeViewports } from "./browser";

/** Issue 38 (decision 0064): schedules say only what a source places, and ranges read as ranges. */
describeViewports("exam rounds", (ctx) => {
  it("names on the home page's exam list no item the data do not place in the round", async () => {
    const page = await ctx().newPage();
    await page.goto("/");
    const exams = page.getByRole("region", { name: "다가오는 시험" });
    // 정기 기능사 제4회 실기 (11.14 ~ 12.02): 17 items have item rows; 지게차운전기능사 is a 상시 item.
    await expect.poll(() => exams.textContent()).toContain("제4회");
    expect(await exams.textContent()).not.toContain("지게차운전기능사");
    expect(await exams.textContent()).toContain("외 16종");
  });

  it("says on a license page no source places in a round what is known, without 필기 rows", async () => {
    const page = await ctx().newPage();
    await page.goto("/jnLics/licenseInfo?ld_id=7070");
    const schedule = page.getByRole("region", { name: "시험일정", exact: true });
    await expect.poll(() => schedule.textContent()).toContain("정기 기능사 회차 중 이 종목의 시행 회차는 공고에서 확인하세요");
    expect(await schedule.getByTestId("next-phase").count()).toBe(0);
    expect(await schedule.textContent()).toContain("계열 공통 일정이며, 이 종목의 일정이 아닙니다");
  });

  it("counts a range in 다음 일정 from its start", async () => {
    const page = await ctx().newPage();
    await page.goto("/jnLics/licenseInfo?ld_id=9754");
    const next = page.getByTestId("next-phase");
    // 2급 청소년상담사 2차 11.30 ~ 12.05, seen on 11-25.
    await expect.poll(() => next.textContent()).toContain("2026.11.30 ~ 12.05");
    expect(await next.textContent()).toContain("D-5");
  });

  it("shows a split 원서접수 as its windows in one row of the license page, never one span", async () => {
    const page = await ctx().newPage();
    const registrationRow = (round: string, name: string) =>
      page
        .locator("table")
        .filter({ has: page.locator("caption", { hasText: round }) })
        .getByRole("row")
        .filter({ hasText: name });
    // 용접기술사 제140회 면접 원서접수 ① 08.31 ~ 09.03 ② 10.12 ~ 10.15 (기술사 series file).
    await page.goto("/jnLics/licenseInfo?ld_id=0011");
    const interview = registrationRow("2026년 기술사 제140회", "면접 원서접수");
    await expect.poll(() => interview.count()).toBe(1);
    expect(await interview.textContent()).toContain("2026.08.31 ~ 09.03, 2026.10.12 ~ 10.15");
    // 정보처리기사 제3회 실기 원서접수 around 추석: 09.21 ~ 09.23 and 09.28.
    await page.goto("/jnLics/licenseInfo?ld_id=1320");
    const practical = registrationRow("2026년 기사 제3회", "실기 원서접수");
    await expect.poll(() => practical.count()).toBe(1);
    expect(await practical.textContent()).toContain("2026.09.21 ~ 09.23, 2026.09.28");
    expect(await page.getByRole("region", { name: "시험일정", exact: true }).textContent()).not.toContain("09.21 ~ 09.28");
    await page.close();
  });

  it("marks on the calendar the days of each registration window, none between two windows", async () => {
    const page = await ctx().newPage();
    await page.goto(`/jnLics/licenseSchedule?month=2026-09&search=${encodeURIComponent("정보처리기사")}`);
    const day = (ymd: string) => page.getByRole("region", { name: "시험일정 달력" }).locator(`button[data-ymd="${ymd}"]`);
    await expect.poll(() => day("2026-09-21").textContent()).toContain("접수");
    expect(await day("2026-09-23").textContent()).toContain("접수");
    expect(await day("2026-09-28").textContent()).toContain("접수");
    // 추석 (09.24 ~ 09.27) lies between the two windows of 제3회 실기 원서접수.
    for (const ymd of ["2026-09-24", "2026-09-25", "2026-09-26", "2026-09-27"]) {
      expect(await day(ymd).getAttribute("aria-label")).toContain("일정 0건");
    }
    await day("2026-09-28").click();
    const list = page.getByTestId("day-events");
    await expect.poll(() => list.textContent()).toContain("2026년 기사 제3회 실기");
    expect(await list.textContent()).toContain("원서접수 시작");
    await page.close();
  });

  it("points a calendar name filter with nothing this month to the months that have one", async () => {
    const page = await ctx().newPage();
    await page.goto(`/jnLics/licenseSchedule?search=${encodeURIComponent("세무사")}`);
    const pointer = page.getByTestId("months-with-events");
    await expect.poll(() => pointer.textContent()).toContain('2026년 11월에는 "세무사" 일정이 없습니다');
    await pointer.getByRole("link", { name: "2026년 10월" }).click();
    await page.waitForURL(/month=2026-10/);
    const heading = page.getByRole("region", { name: "시험일정 달력" }).getByRole("heading", { level: 2 });
    await expect.poll(() => heading.textContent()).toContain("2026년 10월");
    expect(await page.getByTestId("months-with-events").count()).toBe(0);
  });

  it("lists the 상시 기능사 registration windows of the month on the calendar", async () => {
    const page = await ctx().newPage();
    await page.goto("/jnLics/licenseSchedule");
    const windows = page.getByTestId("continuous-windows");
    await expect.poll(() => windows.textContent()).toContain("상시 기능사 제24회 · 실기 원서접수");
  });
});
