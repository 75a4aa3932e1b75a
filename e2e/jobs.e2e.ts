import { expect, it } from "vitest";
import { describeViewports } from "./browser";

// Holds for the built-in demo dataset and for the full snapshot (SEED_DATA_DIR, which e2e/global-setup passes on).
describeViewports("jobs and careers", (ctx, { itOnce }) => {
  it("goes from the job dictionary to a job and on to its first related license", async () => {
    const page = await ctx().newPage();
    const res = await page.goto("/jnJob/jobDic");
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.locator("h1").first().textContent()).toBe("직업백과");
    const first = page.locator('[data-testid="job-list"] a').first();
    const name = (await first.textContent())?.trim() ?? "";
    await first.click();
    await page.waitForURL(/\/jnJob\/jobDicDt\?jobdicSeq=\d+$/);
    await expect.poll(() => page.locator("h1").first().textContent()).toBe(name);
    expect(await page.title()).toContain(name);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd).toMatchObject({ "@type": "Occupation", name });
    await ctx().screenshot(page, "job-dic-detail");
    const license = page.locator('[data-testid="related-licenses"] a').first();
    // The dictionary's first job (가구제조·수리원) names its licenses.
    expect(await license.count()).toBe(1);
    await license.click();
    await page.waitForURL(/\/jnLics\/licenseInfo\?ld_id=/);
    await page.close();
  });

  it("searches a major and shows its detail with 정보처리기사", async () => {
    const page = await ctx().newPage();
    await page.goto("/jnCareer/majorInfo");
    const keyword = page.locator("#major-keyword");
    await keyword.fill("컴퓨터공학");
    await keyword.press("Enter");
    await page.waitForURL(/keyword=/);
    await page.locator('[data-testid="major-list"]').getByRole("link", { name: "컴퓨터공학과", exact: true }).click();
    await page.waitForURL(/\/jnCareer\/majorInfoDt\?id=569$/);
    await expect.poll(() => page.locator("h1").first().textContent()).toBe("컴퓨터공학과");
    await expect.poll(() => page.locator('[data-testid="major-licenses"]').textContent()).toContain("정보처리기사");
    expect(await page.getByText("출처: 커리어넷", { exact: true }).count()).toBe(1);
    await ctx().screenshot(page, "major-detail");
    await page.close();
  });

  it("labels a job's wage figures, flags job 113's truncated name and links its majors across the middle-dot spelling", async () => {
    const page = await ctx().newPage();
    await page.goto("/jnJob/jobDicDt?jobdicSeq=1152");
    const wage = page.getByTestId("job-wage");
    expect(await wage.textContent()).toContain("연봉 중위값(50%) 3198.879만원");
    expect(await wage.textContent()).toContain("출처: 워크넷 직업정보(커리어넷 직업백과 인용), 조사 연도 표기 없음");
    expect(await wage.textContent()).not.toContain("평균");

    await page.goto("/jnJob/jobDicDt?jobdicSeq=113");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("전공");
    expect(await page.getByTestId("job-name-note").textContent()).toContain("출처의 유사 직업명: 전기공");

    await page.goto("/jnJob/jobDicDt?jobdicSeq=175");
    await page.getByTestId("related-majors").getByRole("link", { name: "의류ㆍ의상학과" }).click();
    await page.waitForURL(/\/jnCareer\/majorInfoDt\?id=407$/);
    await page.close();
  });

  it("pages the career cards by device", async () => {
    const page = await ctx().newPage();
    await page.goto("/jnCareer");
    const cards = page.locator('[data-testid="career-cards"] > li');
    const perPage = ctx().viewport === "desktop" ? 12 : 6;
    await expect.poll(() => cards.count()).toBe(perPage);
    const firstTitle = await cards.first().textContent();
    await page.getByRole("navigation", { name: "학과·직업 카드 페이지" }).getByRole("link", { name: "2페이지" }).click();
    await page.waitForURL(/\/jnCareer\?page=2$/);
    await expect.poll(async () => (await cards.count()) > 0 && (await cards.first().textContent()) !== firstTitle).toBe(true);
    expect(await page.locator('[aria-current="page"]', { hasText: "2" }).count()).toBeGreaterThan(0);
    await ctx().screenshot(page, "career-main");
    await page.close();
  });

  it("opens a 직업사전 job from the filtered list and filters university privileges by consonant", async () => {
    const page = await ctx().newPage();
    await page.goto("/jnJob/jobInfo");
    const first = page.locator('[data-testid="job-info-list"] a').first();
    const name = (await first.textContent())?.trim() ?? "";
    await first.click();
    await page.waitForURL(/\/jnJob\/jobInfo\?dJobCd=[A-Z0-9]+$/);
    await expect.poll(() => page.locator("h1").first().textContent()).toBe(name);
    expect(await page.locator('script[type="application/ld+json"]').first().textContent()).toContain('"Occupation"');

    await page.goto("/jnJob/univPrivilege");
    await page.getByRole("navigation", { name: "대학명 초성" }).getByRole("link", { name: "ㄱ", exact: true }).click();
    await page.waitForURL(/consonant=/);
    await expect.poll(() => page.locator('[aria-current="page"]', { hasText: "ㄱ" }).count()).toBe(1);
    // The real snapshot has no privileges (no public source): the empty state says where they come from.
    if (process.env.SEED_DATA_DIR)
      await expect.poll(() => page.getByText("조건에 맞는 대학 특전 정보가 없습니다.").count()).toBe(1);
    else expect(await page.locator("table").textContent()).toContain("[데모] 가온대학교");
    await page.close();
  });

  itOnce("answers unknown jobs with the 404 page and a bad consonant with 400", async () => {
    const page = await ctx().newPage();
    const missing = await page.goto("/jnJob/jobDicDt?jobdicSeq=99999999");
    expect(missing?.status()).toBe(404);
    const api = await page.request.get(`/v2/career/university-privileges?consonant=${encodeURIComponent("ㄲ")}`);
    expect(api.status()).toBe(400);
    await page.close();
  });
});
