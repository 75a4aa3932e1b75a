import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { describeViewports, gotoReady } from "./browser";
import { grantAdmin, signUpAndLogin } from "./login";

/** Screens with a form action (the others answer POST with 405). */
const ADMIN_FORMS = new Set([
  "/adm/notices",
  "/adm/faq",
  "/adm/policies",
  "/adm/popups",
  "/adm/menus",
  "/adm/members",
  "/adm/content/lectures",
  "/adm/content/textbooks",
  "/adm/content/jobPostings",
  "/adm/content/subsidies",
  "/adm/content/institutes",
  "/adm/content/privileges",
  "/adm/reports",
  "/adm/news-feeds",
  "/adm/inquiries",
  "/adm/fair",
  "/adm/booths",
  "/adm/settings",
]);

const ADMIN_PAGES = ["/adm", ...ADMIN_FORMS, "/adm/imports", "/adm/audit"];

/** Fills fields of a named form; a label matches from its start (content fields carry a hint after it). */
async function fill(page: Page, form: string, fields: Record<string, string>) {
  const scope = page.getByRole("form", { name: form });
  for (const [label, value] of Object.entries(fields)) {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    await scope.getByLabel(new RegExp(`^${escaped}(\\s|$)`)).fill(value);
  }
  return scope;
}

describeViewports("admin console", (ctx, { itOnce }) => {
  itOnce("refuses visitors and members on every admin page and form, and admin forms without the CSRF token", async () => {
    const { baseURL } = ctx();
    const memberPage = await ctx().newPage();
    const member = await signUpAndLogin(memberPage, baseURL);
    const adminPage = await ctx().newPage();
    const admin = await signUpAndLogin(adminPage, baseURL);
    await grantAdmin(baseURL, admin.loginId);
    const cookie = (token: string) => ({ cookie: `accessToken=${token}`, origin: baseURL });
    for (const path of ADMIN_PAGES) {
      const visitor = await fetch(`${baseURL}${path}`, { redirect: "manual" });
      expect([path, visitor.status, visitor.headers.get("location")]).toEqual([
        path,
        302,
        `/member/login?url=${encodeURIComponent(path)}`,
      ]);
      const asMember = await fetch(`${baseURL}${path}`, { headers: cookie(member.accessToken), redirect: "manual" });
      expect([path, asMember.status]).toEqual([path, 403]);
      const asAdmin = await fetch(`${baseURL}${path}`, { headers: cookie(admin.accessToken), redirect: "manual" });
      expect([path, asAdmin.status]).toEqual([path, 200]);
      if (!ADMIN_FORMS.has(path)) continue;
      const body = new URLSearchParams({ intent: "save", title: "x" });
      const postVisitor = await fetch(`${baseURL}${path}`, { method: "POST", body, redirect: "manual" });
      expect([path, postVisitor.status]).toEqual([path, 302]);
      const postMember = await fetch(`${baseURL}${path}`, {
        method: "POST",
        body,
        headers: cookie(member.accessToken),
        redirect: "manual",
      });
      expect([path, postMember.status]).toEqual([path, 403]);
      const noToken = await fetch(`${baseURL}${path}`, {
        method: "POST",
        body,
        headers: cookie(admin.accessToken),
        redirect: "manual",
      });
      expect([path, noToken.status]).toEqual([path, 403]);
    }
    const api = `${baseURL}/v2/member/admin-overview`;
    expect((await fetch(api)).status).toBe(401);
    expect((await fetch(api, { headers: { "x-access-token": member.accessToken } })).status).toBe(403);
    expect((await fetch(api, { headers: { "x-access-token": admin.accessToken } })).status).toBe(200);
    await memberPage.close();
    await adminPage.close();
  });

  it("lets an admin made with the grant command publish content, ban a member, and see it all in the audit log", async () => {
    const { baseURL, viewport } = ctx();
    const s = randomBytes(3).toString("hex");
    const targetPage = await ctx().newPage();
    const target = await signUpAndLogin(targetPage, baseURL);
    await targetPage.close();
    const page = await ctx().newPage();
    const admin = await signUpAndLogin(page, baseURL);
    await grantAdmin(baseURL, admin.loginId);

    await page.goto("/adm");
    await page.getByRole("heading", { name: "관리자 대시보드" }).waitFor();

    await page.goto("/adm/notices");
    const notice = await fill(page, "공지사항 작성", { 제목: `점검 안내 ${s}`, 내용: `서비스 점검을 안내합니다 ${s}` });
    await notice.getByRole("button", { name: "저장" }).click();
    await page.waitForURL(/saved=/);
    await page.goto("/service/notice");
    await page.getByRole("link", { name: `점검 안내 ${s}` }).click();
    await page.getByText(`서비스 점검을 안내합니다 ${s}`).waitFor();

    await page.goto("/adm/faq");
    const faq = await fill(page, "FAQ 작성", { 질문: `질문 ${s}?`, 답변: `답변 ${s}` });
    await faq.getByLabel("분류").selectOption("05");
    // The form posts to the page it is on, so the URL alone cannot tell that the save finished.
    const saved = page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/adm/faq"),
    );
    await faq.getByRole("button", { name: "저장" }).click();
    await saved;
    await page.goto("/service/faq?code=05");
    await page.getByText(`질문 ${s}?`).click();
    await page.getByText(`답변 ${s}`).waitFor();

    await page.goto("/adm/policies");
    const policy = await fill(page, "약관 새 버전 게시", { 버전: `v1.${s}`, 본문: `제1조 (목적)\n개정 본문 ${s}` });
    await policy.getByLabel("문서").selectOption("commuNotify");
    await policy.getByRole("button", { name: "새 버전 게시" }).click();
    await page.getByRole("status").getByText(`v1.${s}`).waitFor();
    await page.goto("/service/commuNotify");
    await page.getByText(`개정 본문 ${s}`).waitFor();
    expect(await page.getByTestId("policy-version").textContent()).toContain(`현재 시행 중 · v1.${s}`);
    // The seeded first version, not one this test made: a random suffix can start with "0".
    await page.getByRole("link", { name: /^v1\.0 \(/ }).click();
    await page.getByText("이전 버전").waitFor();

    await page.goto("/adm/popups");
    const popup = await fill(page, "팝업 편집", {
      머리말: "안내",
      문구: `새 팝업 ${s}`,
      "링크 주소 (/경로 또는 https://)": "/service/notice",
    });
    await popup.getByRole("button", { name: "저장" }).click();
    await page.getByRole("status").waitFor();
    await page.goto("/");
    // The top popup is part of the wide layout only.
    expect(await page.getByTestId("top-popup").filter({ visible: true }).allTextContents()).toEqual(
      viewport === "desktop" ? [expect.stringContaining(`새 팝업 ${s}`)] : [],
    );

    await page.goto("/adm/content/institutes");
    const inst = await fill(page, "교육기관 등록", {
      "기관명 *": `나침반학원 ${s}`,
      "지역(시·도) *": "제주",
      "자격증 ID(쉼표로 구분)": "1320",
    });
    await inst.getByRole("button", { name: "등록" }).click();
    await page.getByRole("status").getByText("등록했습니다").waitFor();
    await page.goto("/education/list?region=제주");
    await page.getByText(`나침반학원 ${s}`).first().waitFor();

    await page.goto("/adm/content/lectures");
    const lecture = await fill(page, "온라인 강의 등록", { "자격증 ID *": "1320", "강의명 *": `정보처리기사 강의 ${s}` });
    await lecture.getByRole("button", { name: "등록" }).click();
    await page.getByRole("status").getByText("등록했습니다").waitFor();
    const lectures = await fetch(`${baseURL}/v1/jnLics/onlineLecture.php`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ld_id: "1320", page: 1, pageSize: 100 }),
    });
    expect(JSON.stringify(await lectures.json())).toContain(`정보처리기사 강의 ${s}`);
    // The license page shows both; their lists' code loads only on such a page, and hydrates (the
    // region filter answers from the API). Hydration finishes once that code is in: wait for it.
    await gotoReady(page, "/jnLics/licenseInfo?ld_id=1320");
    await page.getByRole("region", { name: "온라인 강의" }).getByText(`정보처리기사 강의 ${s}`).waitFor();
    const institutes = page.getByRole("region", { name: "가까운 교육기관" });
    const filtered = page.waitForResponse((r) => r.url().endsWith("/v1/jnTown/addressProcessList.php"));
    await institutes.getByLabel("지역").selectOption("제주");
    expect((await filtered).status()).toBe(200);
    await institutes.getByText(`나침반학원 ${s}`).waitFor();

    await page.goto(`/adm/members?keyword=${target.loginId}`);
    await page.getByRole("link", { name: target.loginId }).click();
    const ban = page.getByRole("form", { name: "이용 정지" });
    await ban.getByLabel("정지 기간").selectOption("7");
    await ban.getByRole("button", { name: "적용" }).click();
    await page.getByRole("status").getByText("7일 동안 이용을 정지했습니다.").waitFor();
    // The status line changes once the page data is revalidated after the action.
    await page.getByTestId("member-status").filter({ hasText: "이용 정지" }).waitFor();
    const login = await fetch(`${baseURL}/v1/auth/token.php`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mbId: target.loginId, mbPassword: target.password }),
    });
    expect(((await login.json()) as { result: boolean }).result).toBe(false);

    await page.goto("/adm/audit");
    const audit = await page.getByTestId("audit-row").allTextContents();
    for (const action of [
      "notice.create",
      "faq.create",
      "policy.publish",
      "popup.create",
      "institutes.create",
      "lectures.create",
      "member.ban",
    ])
      expect(audit.some((row) => row.includes(action) && row.includes(admin.loginId))).toBe(true);
    await ctx().screenshot(page, "admin-audit");
    await page.close();
  });

  itOnce("lets an admin hide a reported post and restore it", async () => {
    const { baseURL } = ctx();
    const authorPage = await ctx().newPage();
    const author = await signUpAndLogin(authorPage, baseURL);
    const title = `신고된 글 ${ctx().viewport} ${Date.now()}`;
    const api = (token: string, path: string, json: unknown) =>
      fetch(`${baseURL}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-access-token": token },
        body: JSON.stringify(json),
      });
    const written = (await (await api(author.accessToken, "/v2/board/posts", { board: "free", title, body: "본문" })).json()) as {
      data: { id: number };
    };
    const reporterPage = await ctx().newPage();
    const reporter = await signUpAndLogin(reporterPage, baseURL);
    expect((await api(reporter.accessToken, `/v2/board/posts/${written.data.id}/report`, { reason: "광고" })).status).toBe(200);

    const adminPage = await ctx().newPage();
    const admin = await signUpAndLogin(adminPage, baseURL);
    await grantAdmin(baseURL, admin.loginId);
    await adminPage.goto("/adm/moderation");
    const row = adminPage.getByRole("row", { name: new RegExp(title) });
    await row.getByRole("button", { name: "숨김" }).click();
    await adminPage.getByText("게시글을(를) 숨김 처리했습니다.").waitFor();
    await row.getByText("숨김 (검토 대기)").waitFor();
    expect((await fetch(`${baseURL}/v2/board/posts/${written.data.id}`)).status).toBe(404);
    await row.getByRole("button", { name: "복원" }).click();
    await adminPage.getByText("게시글을(를) 복원 처리했습니다.").waitFor();
    expect((await fetch(`${baseURL}/v2/board/posts/${written.data.id}`)).status).toBe(200);
    await adminPage.goto("/adm/audit");
    await adminPage.getByText("moderation.hide").first().waitFor();
    for (const p of [authorPage, reporterPage, adminPage]) await p.close();
  });

  it("shows the customer center with the minimal header, real terms and both lists", async () => {
    const page = await ctx().newPage();
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "개인정보처리방침" }).click();
    await page.waitForURL(/\/service\/personalInfo$/);
    await page.getByRole("heading", { name: "개인정보처리방침", level: 1 }).waitFor();
    expect(await page.getByRole("main").textContent()).toContain("탈퇴");
    // The customer center has its own minimal header on wide screens; narrow ones keep the mobile header.
    const desktop = ctx().viewport === "desktop";
    expect(await page.getByTestId("service-header").isVisible()).toBe(desktop);
    expect(await page.getByTestId("mobile-header").isVisible()).toBe(!desktop);
    expect(await page.getByTestId("top-popup").count()).toBe(0);
    await page.goto("/member/register.php");
    await page.getByRole("link", { name: "이용약관" }).first().click();
    await page.waitForURL(/\/service\/memberClause$/);
    await page.getByText("제1조 (목적)").waitFor();
    await page.goto("/service/");
    await page.getByRole("heading", { name: "고객센터", level: 1 }).waitFor();
    await page.goto("/service/infringe");
    await page.getByLabel("신고인 이름").fill("신고인");
    await page.getByLabel("답변 받을 이메일").fill("reporter@example.com");
    await page.getByLabel("침해 게시물 주소").fill("/jnLics");
    await page.getByLabel("신고 사유").selectOption("copyright");
    await page.getByLabel("신고 내용").fill("제 글을 무단으로 옮겼습니다.");
    await page.getByRole("button", { name: "신고 접수" }).click();
    await page.getByRole("status").getByText("신고가 접수되었습니다").waitFor();
    await ctx().screenshot(page, "service-infringe");
    await page.close();
  });
});
