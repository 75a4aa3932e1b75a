import { expect, it } from "vitest";
import { answerFirstPageAndReload, answerPage, finishQuestionnaire, progressText, waitSaved } from "./aptitude-flow";
import { describeViewports } from "./browser";
import { signUpAndLogin } from "./login";

describeViewports("aptitude tests", (ctx, { itOnce }) => {
  it("visitor: job test with a reload midway, a missing-items message, result, print and PDF", async () => {
    const page = await ctx().newPage();
    await page.context().clearCookies();
    await page.goto("/eduFair/jobTest");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toContain("직업흥미검사");
    await page.getByRole("link", { name: "검사 시작하기" }).click();
    await page.waitForURL(/\/eduFair\/jobTestStart/);

    // Answer page 1 only, jump to the end and try to submit: the missing items are named.
    const first = await answerPage(page, () => 3);
    await waitSaved(page);
    for (let i = 0; i < 10; i++) {
      const next = page.getByRole("button", { name: "다음" });
      if (!(await next.isVisible())) break;
      await next.click();
    }
    await page.getByRole("button", { name: "결과 보기" }).click();
    await page.getByRole("alert").waitFor();
    expect(await page.getByRole("alert").textContent()).toContain(`아직 답하지 않은 문항이 ${48 - first}개 있습니다`);

    // Reload: resumes on the first page with open items, answers kept.
    await page.reload();
    expect(await progressText(page)).toContain(`${first} / 48 문항 응답 · 2 /`);
    await finishQuestionnaire(page, (id) => (id.startsWith("S") ? 5 : id.startsWith("E") ? 4 : 2));
    await page.waitForURL(/\/eduFair\/jobTestResult\?id=/);
    expect(await page.getByTestId("result-type-cd").textContent()).toBe("SE");
    expect(await page.getByTestId("result-role-name").textContent()).toBe("사회형·진취형");
    expect(await page.getByRole("table").textContent()).toContain("사회형 (S)");
    expect(await page.getByTestId("related-jobs").locator("li").count()).toBeGreaterThan(0);
    // Majors too, each opening its 학과정보 page.
    const major = page.getByTestId("related-majors").getByRole("link").first();
    expect(await major.getAttribute("href")).toMatch(/^\/jnCareer\/majorInfoDt\?id=\d+$/);
    expect(await page.getByText("이 결과는 무엇이고, 무엇이 아닌가요?").count()).toBe(1);
    await ctx().screenshot(page, "aptitude-job-result");

    const id = new URL(page.url()).searchParams.get("id") as string;
    const pdf = await page.request.get(`/eduFair/testPdf?id=${id}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

    await page.getByRole("link", { name: "인쇄용 보기" }).click();
    await page.waitForURL(/\/eduFair\/jobTestPrint/);
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("#print-area h1").textContent()).toContain("직업흥미검사 결과");
    expect(await page.locator("#print-area h1").evaluate((el) => getComputedStyle(el).visibility)).toBe("visible");
    expect(
      await page
        .locator("header")
        .first()
        .evaluate((el) => getComputedStyle(el).visibility),
    ).toBe("hidden");
    expect(await page.getByRole("button", { name: "인쇄하기" }).isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });

    await page.getByRole("link", { name: "결과 화면으로" }).click();
    await page.getByRole("link", { name: "유형별 상세 해석 보기" }).click();
    await page.waitForURL(/\/eduFair\/jobTestDetail/);
    await page.getByRole("heading", { name: /1\. 사회형/ }).waitFor();
    await page.close();
  });

  it("member: personality test resumes after a reload, result is listed on my page", async () => {
    const page = await ctx().newPage();
    await page.context().clearCookies();
    await signUpAndLogin(page, ctx().baseURL, { name: "검사회원" });
    await page.goto("/eduFair/jprsStart");
    await page.getByRole("link", { name: "검사 시작하기" }).click();
    await page.waitForURL(/\/eduFair\/jprsTest/);
    await answerFirstPageAndReload(page, 50, () => 5);
    await finishQuestionnaire(page, () => 5);
    await page.waitForURL(/\/eduFair\/jprsResult\?id=/);
    expect(await page.getByTestId("result-role-name").textContent()).toBe("지적 개방성 높음");
    // The headline is Korean only: no letter code ("O", "NO") beside the factor names.
    expect(await page.getByTestId("result-type-cd").count()).toBe(0);
    expect(await page.getByTestId("related-jobs").locator("li").count()).toBeGreaterThan(0);
    expect(await page.getByRole("heading", { name: "높게 나온 성격 요인과 통하는 직업 (추정)" }).count()).toBe(1);
    expect(await page.getByText("검사회원님").count()).toBeGreaterThan(0);
    expect(await page.getByRole("table").textContent()).toContain("정서 안정성 (N)18");

    await page.goto("/mypage");
    expect(await page.locator('a[href="/eduFair/testPrintList"]').count()).toBeGreaterThan(0);
    await page.goto("/eduFair/testPrintList");
    expect(await page.getByTestId("test-results").textContent()).toContain("성격검사");
    await page.getByRole("link", { name: "지적 개방성 높음 (O)" }).click();
    await page.waitForURL(/\/eduFair\/jprsResult/);
    await page.close();
  });

  itOnce("login from an eduFair page returns to it (query has eduFair)", async () => {
    const page = await ctx().newPage();
    await page.context().clearCookies();
    const member = await signUpAndLogin(page, ctx().baseURL);
    await page.context().clearCookies();
    await page.goto("/eduFair/testPrintList");
    await page.waitForURL(/\/member\/login\?eduFair=1/);
    await page.getByLabel("아이디").fill(member.loginId);
    await page.getByLabel("비밀번호").fill(member.password);
    await page.getByRole("button", { name: "로그인" }).click();
    await page.waitForURL((url) => url.pathname === "/eduFair/testPrintList");
    await page.getByText("아직 완료한 검사가 없습니다.").waitFor();
    await page.close();
  });

  it("metaverse scenarios and the eduTech steps complete", async () => {
    const page = await ctx().newPage();
    await page.context().clearCookies();
    await page.goto("/metaverse/jobTest");
    await page.getByRole("link", { name: "검사 시작하기" }).click();
    for (let i = 0; i < 4; i++)
      await page
        .getByRole("button", { name: /다리|안내하고|공구|유물/ })
        .first()
        .click();
    await waitSaved(page);
    await page.reload();
    await page.getByText("장면 5 / 8").waitFor();
    for (let i = 0; i < 4; i++) await page.locator("section ul li button").first().click();
    await page.getByRole("button", { name: "결과 보기" }).click();
    await page.waitForURL(/\/metaverse\/result\?id=/);
    expect(await page.getByTestId("result-type-cd").textContent()).toMatch(/^[RIASEC]{2}$/);

    await page.goto("/eduTech/step1");
    await page.getByRole("button", { name: "다음 단계로" }).click();
    await page.getByText("관심 분야를 하나 이상 골라 주세요.").waitFor();
    await page.getByLabel(/기계·설비/).check();
    await page.getByLabel(/처음 시작해요/).check();
    await page.getByRole("button", { name: "다음 단계로" }).click();
    await page.waitForURL(/\/eduTech\/step2/);
    for (const [q, option] of [
      ["Q1", 0],
      ["Q2", 1],
      ["Q3", 2],
      ["Q4", 1],
      ["Q5", 1],
    ] as const) {
      await page.locator(`input[name="${q}"]`).nth(option).check();
    }
    await waitSaved(page);
    await page.getByRole("button", { name: "학습 경로 보기" }).click();
    await page.waitForURL(/\/eduTech\/aiResult\?id=/);
    expect(await page.getByTestId("start-stage").textContent()).toBe("중급 (산업기사)");
    expect(await page.getByTestId("learning-path").locator("a").count()).toBeGreaterThan(0);
    await page.close();
  });

  it("fair registration, exhibition empty state and the legacy jprsStep1 link", async () => {
    const page = await ctx().newPage();
    await page.goto("/eduFair/registration");
    await page.getByRole("button", { name: "참가 신청하기" }).click();
    await page.getByText("개인정보 수집·이용에 동의해야 신청할 수 있습니다.").waitFor();
    await page.getByLabel("신청자 이름 *").fill("김교사");
    await page.getByLabel("학교/기관명 *").fill("한국고등학교");
    await page.getByLabel("연락처 *").fill("010-2222-3333");
    await page.getByLabel("참가 인원 *").fill("25");
    await page.getByLabel("위 내용에 동의합니다.").check();
    await page.getByRole("button", { name: "참가 신청하기" }).click();
    await page.getByText("참가 신청이 접수되었습니다.").waitFor();

    await page.goto("/exhibition");
    expect(await page.getByText("아직 등록된 참가 기관이 없습니다.").count()).toBe(1);
    await page.goto("/jnRcmd/jprsStep1.php");
    await page.waitForURL((url) => url.pathname === "/eduFair/jprsStart");
    await page.close();
  });
});
