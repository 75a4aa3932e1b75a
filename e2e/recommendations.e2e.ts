import { expect, it } from "vitest";
import { describeViewports } from "./browser";
import { serverToday } from "./clock";
import { signUpAndLogin } from "./login";

// Holds for the built-in demo dataset and for the full snapshot (SEED_DATA_DIR).
describeViewports("recommendations, eligibility and recommendation data", (ctx) => {
  it("recommends to a visitor from the form, with reasons and eligibility", async () => {
    const page = await ctx().newPage();
    await page.context().clearCookies();
    const res = await page.goto("/jnRcmd");
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.locator("h1").first().textContent()).toBe("AI 자격증 추천");
    expect(await page.getByText("학과, 희망 직업이나 보유 자격증을 입력하면").count()).toBe(1);
    await page.getByLabel("전공 학과").fill("컴퓨터공학과");
    await page.getByLabel(/^보유 자격증/).fill("정보처리산업기사, 없는자격증이름");
    await page.getByLabel("최종학력").selectOption("university");
    await page.getByLabel("학적 상태").selectOption("graduated");
    await page.getByRole("button", { name: "추천받기" }).click();
    await page.waitForURL(/dept=/);
    const cards = page.locator('[data-testid="recommendation"]');
    await expect.poll(() => cards.count()).toBeGreaterThan(1);
    const next = cards.filter({ has: page.getByRole("link", { name: "정보처리기사", exact: true }) });
    expect(await next.locator('[data-testid="recommendation-reasons"]').textContent()).toContain(
      "보유한 정보처리산업기사의 다음 단계",
    );
    expect(await next.textContent()).toContain("응시 가능");
    expect(await page.getByTestId("unmatched").textContent()).toContain("없는자격증이름");
    await ctx().screenshot(page, "recommend-visitor");
    await next.getByRole("link", { name: "정보처리기사", exact: true }).click();
    await page.waitForURL(/\/jnLics\/licenseInfo\?ld_id=1320$/);
    await page.close();
  });

  it("answers the questionnaire and lands on the recommendations", async () => {
    const page = await ctx().newPage();
    await page.goto("/jnRcmd/jnRcmd_test");
    await expect.poll(() => page.locator("h1").first().textContent()).toContain("AI 적성검사");
    await page.getByLabel("학과명").fill("컴퓨터공학과");
    await page.getByLabel("실무경력(년)").fill("2");
    await page.getByRole("button", { name: "결과 보기" }).click();
    await page.waitForURL(/\/jnRcmd\?/);
    await expect.poll(() => page.locator('[data-testid="recommendation"]').count()).toBeGreaterThan(0);
    expect(await page.getByRole("region", { name: "추천에 사용한 정보" }).textContent()).toContain("2년");
    await page.close();
  });

  it("shows a member's recommendations on the my page and on /jnRcmd", async () => {
    const page = await ctx().newPage();
    const member = await signUpAndLogin(page, ctx().baseURL);
    const save = async (path: string, body: unknown) => {
      const r = await fetch(`${ctx().baseURL}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-access-token": member.accessToken },
        body: JSON.stringify(body),
      });
      expect(r.status).toBe(200);
    };
    await save("/v2/license/gain-license", { reqType: "gainLics", data: [{ ld_id: "2290", ld_date: "2024-06-14" }] });
    await save("/v2/license/hope-lesson", { reqType: "major", data: [{ subjectCd: "569" }] });
    await page.goto("/mypage");
    const section = page.getByRole("region", { name: "맞춤 추천 자격증" });
    await expect.poll(() => section.locator('[data-testid="recommendation"]').count()).toBeGreaterThan(0);
    expect(await section.textContent()).toContain("보유한 정보처리산업기사의 다음 단계");
    await ctx().screenshot(page, "mypage-recommendations");
    await section.getByRole("link", { name: "추천 전체 보기" }).click();
    await page.waitForURL(/\/jnRcmd$/);
    await expect.poll(() => page.getByText("마이페이지 스펙을 바탕으로 추천했습니다.").count()).toBe(1);
    expect(await page.locator('[data-testid="recommendation"]').first().textContent()).toContain("정보처리기사");
    await page.close();
  });

  it("checks eligibility on a license page with a shareable URL", async () => {
    const page = await ctx().newPage();
    await page.goto("/jnLics/licenseInfo?ld_id=1320");
    const box = page.getByTestId("eligibility");
    expect(await box.textContent()).toContain("관련학과 4년제 대학 졸업(예정)");
    await box.getByLabel("최종학력").selectOption("college2");
    await box.getByLabel("관련학과(같은 직무분야)").check();
    await box.getByLabel("같은 직무분야 실무경력(년)").fill("1");
    await box.getByRole("button", { name: "자가진단" }).click();
    await page.waitForURL(/check=1/);
    await expect.poll(() => page.getByTestId("eligibility-result").textContent()).toContain("아직 응시자격 없음");
    expect(await page.getByTestId("eligibility-result").textContent()).toContain("실무경력 1년 더");
    await page.close();
  });

  it("tells a 3학년 on the license page from when they may sit 기사, in the same GET form", async () => {
    const page = await ctx().newPage();
    await page.goto("/jnLics/licenseInfo?ld_id=1320");
    const box = page.getByTestId("eligibility");
    await box.getByLabel("최종학력").selectOption("university");
    await box.getByLabel("학적 상태").selectOption("enrolled");
    await box.getByLabel("학년 (재학·휴학)").selectOption("3");
    await box.getByLabel("관련학과(같은 직무분야)").check();
    await box.getByRole("button", { name: "자가진단" }).click();
    await page.waitForURL(/eduStatus=enrolled&grade=3/);
    const result = page.getByTestId("eligibility-result");
    // The final (4th) year starts on the 1 March after the school year of the server's day.
    const today = await serverToday(ctx().baseURL);
    const schoolYear = Number(today.slice(0, 4)) - (today.slice(5) < "03-01" ? 1 : 0);
    await expect.poll(() => result.textContent()).toContain(`아직 응시자격 없음 · ${schoolYear + 1}.03.01부터 응시 가능`);
    expect(await result.textContent()).toContain("관련학과 4년제 대학 졸업(예정)");
    expect((await result.textContent())?.trim().startsWith("응시 가능")).toBe(false);
    expect(await box.getByLabel("학년 (재학·휴학)").inputValue()).toBe("3");
    await page.close();
  });

  it("explains the recommender and shows its measured quality", async () => {
    const page = await ctx().newPage();
    const res = await page.goto("/jnData/licenseRecommend");
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.locator("h1").first().textContent()).toBe("추천 데이터");
    expect(await page.getByTestId("eval-model").textContent()).toMatch(/\d+\.\d%/);
    await ctx().screenshot(page, "recommend-data");
    await page.close();
  });
});

describeViewports("license compare", (ctx) => {
  it("adds, shares and removes licenses in the comparison", async () => {
    const page = await ctx().newPage();
    const res = await page.goto("/jnLics/licenseCompare?ld_id=1320");
    expect(res?.status()).toBe(200);
    await page.getByLabel("자격증 추가", { exact: true }).fill("정보처리산업기사");
    await page.getByRole("button", { name: "추가" }).click();
    await page.waitForURL(/ld_id=1320&ld_id=2290$/);
    const table = page.getByTestId("compare-table");
    await expect
      .poll(() => table.locator("thead th").allTextContents())
      .toEqual(["항목", "정보처리기사빼기", "정보처리산업기사빼기"]);
    expect(await table.textContent()).toContain("응시료");
    await ctx().screenshot(page, "license-compare");
    await page.getByRole("link", { name: "정보처리기사 비교에서 빼기" }).click();
    await page.waitForURL(/licenseCompare\?ld_id=2290$/);
    await expect.poll(() => table.locator("thead th").count()).toBe(2);
    await page.getByLabel("자격증 추가", { exact: true }).fill("없는자격증이름");
    await page.getByRole("button", { name: "추가" }).click();
    await expect.poll(() => page.getByRole("status").textContent()).toContain("찾지 못했습니다");
    await page.close();
  });
});

describeViewports("license data", (ctx) => {
  it("shows the statistics charts with their tables and sources", async () => {
    const page = await ctx().newPage();
    const res = await page.goto("/jnData/licenseData");
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.locator("h1").first().textContent()).toBe("자격증 데이터");
    expect(await page.getByTestId("grade-trend-table").locator("tbody tr").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("top-applied-table").locator("tbody tr").count()).toBeGreaterThan(0);
    expect(await page.getByText(/^출처: /).count()).toBeGreaterThan(1);
    await ctx().screenshot(page, "license-data");
    await page.close();
  });
});
