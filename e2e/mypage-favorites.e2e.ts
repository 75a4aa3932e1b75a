import { expect, it } from "vitest";
import { describeViewports } from "./browser";
import { signUpAndLogin } from "./login";

describeViewports("my page: a starred license is a 관심 자격증", (ctx) => {
  it("counts the star as 관심, lists its 합격자 발표 and shows it in the day panel", async () => {
    const page = await ctx().newPage();
    await page.context().clearCookies();
    await signUpAndLogin(page, ctx().baseURL);
    await page.goto("/jnLics/licenseInfo?ld_id=1320");
    await page.getByRole("button", { name: "정보처리기사 즐겨찾기" }).click();
    await page.waitForSelector('[data-testid="favorite-1320"][aria-pressed="true"]');

    await page.goto("/mypage");
    expect(await page.getByTestId("profile-wished").first().textContent()).toBe("1");
    expect(await page.getByTestId("interested").textContent()).toContain("정보처리기사");
    // 정보처리기사 제3회 실기 announces on 2026-12-18 (the e2e server's day is before it).
    const upcoming = page.getByTestId("upcoming-exam").filter({ hasText: "정보처리기사 제3회 실기" });
    expect(await upcoming.textContent()).toContain("합격자 발표 D-");
    // Its 원서접수 was split around 추석: both windows, each with its own dates (issue 38).
    expect(await upcoming.textContent()).toContain("접수 2026.09.21 ~ 09.23, 2026.09.28 · 시험");

    await page.goto("/mypage/mySchedule?date=2026-12-18");
    const panel = page.getByRole("region", { name: "2026.12.18 일정" });
    await expect.poll(() => panel.textContent()).toContain("합격자 발표정보처리기사 제3회 실기");
    await ctx().screenshot(page, "mypage-favorite-schedule");
    await page.close();
  });
});
