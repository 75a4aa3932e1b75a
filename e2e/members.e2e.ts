import { randomBytes } from "node:crypto";
import { decodeJwt } from "jose";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken } from "../server/modules/members/tokens.server";
import { describeViewports, waitForHydration } from "./browser";
import { addDays, serverToday } from "./clock";
import { E2E_AUTH_SECRET, signUpAndLogin } from "./login";

async function acceptDialog(page: Page, title: string, text: string) {
  const dialog = page.getByRole("alertdialog", { name: title });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(text);
  await dialog.getByRole("button", { name: "OK" }).click();
}

async function saveSpec(baseURL: string, accessToken: string, path: string, body: unknown) {
  const res = await fetch(`${baseURL}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-access-token": accessToken },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

describeViewports("members", (ctx) => {
  it("signs up through the form and ends up logged in", async () => {
    const page = await ctx().newPage();
    await page.context().clearCookies();
    const suffix = randomBytes(4).toString("hex");
    await page.goto("/member/register.php");
    // On a cold server the form can be typed into before it is hydrated: wait for hydration.
    await waitForHydration(page);
    await page.getByLabel("아이디").fill(`ui_${suffix}`);
    await page.getByLabel("비밀번호", { exact: true }).fill("Passw0rd!ui");
    await page.getByLabel("비밀번호 확인").fill("Passw0rd!ui");
    await page.getByLabel("이름").fill("화면가입");
    await page.getByLabel("닉네임").fill(`화면${suffix}`);
    await page.getByLabel("이메일", { exact: true }).fill(`ui.${suffix}@example.com`);
    await page.getByLabel("휴대폰 번호").fill("01098765432");
    await page.getByRole("button", { name: "회원가입" }).click();
    expect(await page.locator("#signup-agreeTerms-error").textContent()).toContain("동의");
    await page.locator("#signup-agreeTerms").check();
    await page.getByRole("button", { name: "회원가입" }).click();
    await acceptDialog(page, "알림", "회원가입이 완료되었습니다.");
    await page.waitForURL((url) => url.pathname === "/");
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "accessToken")?.value).toBeTruthy();
    expect(cookies.find((c) => c.name === "accessToken")?.httpOnly).toBe(true);
    expect(cookies.find((c) => c.name === "refreshToken")?.httpOnly).toBe(true);
    await ctx().screenshot(page, "member-signup-done");
    await page.close();
  });

  it("sends visitors to the login page, warns on a wrong password and returns after login", async () => {
    const page = await ctx().newPage();
    const member = await signUpAndLogin(page, ctx().baseURL);
    await page.context().clearCookies();
    await page.goto("/adm");
    await page.waitForURL(/\/member\/login\?url=%2Fadm$/);
    await page.goto("/mypage/mySpec");
    await page.waitForURL(/\/member\/login\?url=%2Fmypage%2FmySpec/);
    await page.getByLabel("아이디").fill(member.loginId);
    await page.getByLabel("비밀번호").fill("wrong-password-1");
    await page.getByRole("button", { name: "로그인" }).click();
    await acceptDialog(page, "알림", "아이디 또는 비밀번호가 올바르지 않습니다.");
    await page.getByLabel("비밀번호").fill(member.password);
    await page.getByRole("button", { name: "로그인" }).click();
    await page.waitForURL(/\/mypage\/mySpec$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe("스펙 관리");
    const admin = await page.goto("/adm");
    expect(admin?.status()).toBe(403);
    // The legacy GET page only asks; its button POSTs the logout.
    await page.goto("/bbs/logout.php");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("로그아웃");
    expect((await page.context().cookies()).map((c) => c.name)).toContain("refreshToken");
    await page.getByRole("main").getByRole("button", { name: "로그아웃" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain("accessToken");
    expect(names).not.toContain("refreshToken");
    await page.close();
  });

  it("shows the profile card counts and finds 정보처리기사 by 초성 on the spec page", async () => {
    const page = await ctx().newPage();
    await page.context().clearCookies();
    const member = await signUpAndLogin(page, ctx().baseURL, { name: "카드회원" });
    await saveSpec(ctx().baseURL, member.accessToken, "/v2/license/hope-license", { reqType: "hopeLics", data: ["1320"] });
    await page.goto("/mypage");
    const card = page.getByTestId("profile-card");
    expect(await card.getByTestId("profile-name").textContent()).toBe("카드회원");
    expect(await card.getByTestId("profile-held").textContent()).toBe("0");
    expect(await card.getByTestId("profile-wished").textContent()).toBe("1");

    await page.goto("/mypage/mySpec");
    const search = page.getByRole("combobox", { name: "보유 자격증 검색" });
    await search.pressSequentially("ㅈㅂㅊㄹㄱㅅ");
    const first = page.getByRole("listbox", { name: "보유 자격증 검색 검색 결과" }).getByRole("option").first();
    await expect.poll(() => first.textContent(), { timeout: 10_000 }).toBe("정보처리기사");
    await search.press("ArrowDown");
    await search.press("ArrowUp");
    await search.press("Enter");
    const held = page.getByRole("list", { name: "보유 자격증 목록" });
    expect(await held.textContent()).toContain("정보처리기사");
    await held.locator("..").getByRole("button", { name: "저장" }).click();
    await expect.poll(() => page.getByText("보유 자격증을(를) 저장했습니다.").count()).toBe(1);
    await expect.poll(() => card.getByTestId("profile-held").textContent()).toBe("1");
    await ctx().screenshot(page, "member-spec");
    await page.close();
  });

  it("selects day → range → clear on the calendar and adds and deletes a personal schedule", async () => {
    const page = await ctx().newPage();
    await page.context().clearCookies();
    await signUpAndLogin(page, ctx().baseURL);
    await page.goto("/mypage/mySchedule");
    const today = await serverToday(ctx().baseURL);
    const calendar = page.getByRole("region", { name: "내 시험일정 달력" });
    expect(await calendar.locator(`[data-ymd="${today}"]`).getAttribute("aria-pressed")).toBe("true");
    const a = today.slice(0, 8) === addDays(today, 2).slice(0, 8) ? today : addDays(today, -3);
    const b = addDays(a, 1);
    const far = addDays(a, 2);
    // A range spans at most two days: a second click further away selects that day instead.
    await calendar.locator(`[data-ymd="${far}"]`).click();
    await calendar.locator(`[data-ymd="${a}"]`).click();
    await expect.poll(() => calendar.locator('[aria-pressed="true"]').count()).toBe(1);
    expect(await calendar.locator(`[data-ymd="${a}"]`).getAttribute("aria-pressed")).toBe("true");
    await calendar.locator(`[data-ymd="${b}"]`).click();
    await expect.poll(() => calendar.locator('[aria-pressed="true"]').count()).toBe(2);
    await calendar.locator(`[data-ymd="${b}"]`).click();
    await expect.poll(() => calendar.locator('[aria-pressed="true"]').count()).toBe(0);

    await calendar.locator(`[data-ymd="${a}"]`).click();
    const input = page.getByPlaceholder(/일정 입력$/);
    await input.fill("모의고사 풀기");
    await page.getByRole("button", { name: "일정 추가" }).click();
    const list = page.getByRole("list", { name: "개인 일정 목록" });
    await expect.poll(() => list.textContent()).toContain("모의고사 풀기");
    await ctx().screenshot(page, "member-schedule");
    await list.getByRole("button", { name: /삭제/ }).click();
    const confirm = page.getByRole("alertdialog", { name: "일정을 삭제하시겠습니까?" });
    expect(await confirm.textContent()).toContain("삭제한 일정은 되돌릴 수 없습니다.");
    await confirm.getByRole("button", { name: "OK" }).click();
    await expect.poll(() => list.textContent()).not.toContain("모의고사 풀기");
    await page.close();
  });

  it("leaves after the confirmation and cannot log in again", async () => {
    const page = await ctx().newPage();
    await page.context().clearCookies();
    const member = await signUpAndLogin(page, ctx().baseURL);
    await page.goto("/member/memberLeave");
    await page.getByLabel("사이트 이용이 불편해요").check();
    await page.getByLabel("비밀번호 확인").fill(member.password);
    await page.getByRole("button", { name: "회원탈퇴" }).click();
    const confirm = page.getByRole("alertdialog", { name: "회원탈퇴" });
    expect(await confirm.textContent()).toContain("모든 포인트와 경험치가 삭제되며 복구할 수 없습니다. 정말 탈퇴하시겠습니까?");
    await confirm.getByRole("button", { name: "OK" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect((await page.context().cookies()).find((c) => c.name === "accessToken")).toBeUndefined();
    const login = await fetch(`${ctx().baseURL}/v1/auth/token.php`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ mbId: member.loginId, mbPassword: member.password }),
    });
    expect(await login.json()).toMatchObject({ result: false, error: "200" });
    await page.close();
  });
});

describeViewports("session refresh", (ctx) => {
  it("an expired access token with a valid refresh token renders member pages logged in", async () => {
    const page = await ctx().newPage();
    const member = await signUpAndLogin(page, ctx().baseURL);
    // Fast-forward: the same session's access token, issued 16 minutes ago (TTL 15 minutes).
    const { sub, sid } = decodeJwt(member.accessToken);
    const key = new TextEncoder().encode(E2E_AUTH_SECRET);
    const expired = await signAccessToken(key, Number(sub), String(sid), Date.now() - (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000);
    await page.context().addCookies([{ name: "accessToken", value: expired, url: ctx().baseURL, sameSite: "Lax" }]);

    const res = await page.goto("/mypage");
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/mypage");
    await expect.poll(() => page.locator("h1").first().textContent()).toBe("보유 자격증");
    // The member's links: in the desktop header, in the slide menu on phones.
    if (ctx().viewport === "mobile") await page.getByTestId("mobile-tabbar").getByRole("button", { name: "메뉴" }).click();
    const memberArea = page.locator(
      `[data-testid="${ctx().viewport === "desktop" ? "member-links" : "slide-menu"}"][data-ready="true"]`,
    );
    await memberArea.waitFor();
    expect(await memberArea.getByRole("button", { name: "로그아웃" }).count()).toBe(1);
    expect(await memberArea.getByRole("link", { name: "마이페이지", exact: true }).count()).toBe(1);
    const fresh = (await page.context().cookies()).find((c) => c.name === "accessToken")?.value;
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(expired);
    await page.close();
  });
});
