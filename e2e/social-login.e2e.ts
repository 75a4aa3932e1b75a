import { randomInt } from "node:crypto";
import type { Page } from "playwright-core";
import { expect, inject, it } from "vitest";
import { mockUsers, profileHint } from "../server/test/oauth-mock";
import { describeViewports, waitForHydration } from "./browser";
import { signUpAndLogin } from "./login";

/**
 * The mock provider logs in at once as `userinfo`, named by a `login_hint` on the authorize URL.
 * Playwright does not route redirected requests, so the hint goes into the app's own redirect to
 * the provider (its state cookie passes through unchanged).
 */
async function actAsProviderUser(page: Page, userinfo: unknown) {
  await page.route(
    (url) => /^\/member\/social\/[a-z]+$/.test(url.pathname),
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const location = new URL(response.headers().location ?? "");
      expect(location.origin).toBe(new URL(inject("oauthMockURL")).origin);
      location.searchParams.set("login_hint", profileHint(userinfo));
      await route.fulfill({ response, headers: { ...response.headers(), location: location.href } });
    },
  );
}

async function isLoggedIn(page: Page): Promise<boolean> {
  await page.goto("/mypage");
  return !new URL(page.url()).pathname.startsWith("/member/login");
}

// The provider round trips are server logic; the login page's buttons are checked at both viewports
// by the route accessibility suite.
describeViewports(
  "social login (mock Kakao)",
  (ctx) => {
    it("a new Kakao account becomes a member, and that member leaves without a password", async () => {
      const page = await ctx().newPage();
      await page.context().clearCookies();
      await actAsProviderUser(
        page,
        mockUsers.kakao(randomInt(1, 2 ** 40), `kakao.${randomInt(1, 2 ** 40)}@example.com`, "카카오새회원"),
      );
      await page.goto("/member/login");
      await ctx().screenshot(page, "social-login-buttons");
      await page.getByRole("link", { name: "카카오로 로그인" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      expect((await page.context().cookies()).find((c) => c.name === "accessToken")?.httpOnly).toBe(true);
      expect(await isLoggedIn(page)).toBe(true);

      await page.goto("/member/memberLeave");
      await waitForHydration(page);
      expect(await page.getByLabel("비밀번호 확인").count()).toBe(0);
      await page.getByLabel("사이트 이용이 불편해요").check();
      await page.getByRole("button", { name: "회원탈퇴" }).click();
      await page.getByRole("alertdialog", { name: "회원탈퇴" }).getByRole("button", { name: "OK" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      expect((await page.context().cookies()).find((c) => c.name === "accessToken")).toBeUndefined();
      await page.close();
    });

    it("a Kakao account with an existing member's verified e-mail is linked only after that member's password", async () => {
      const page = await ctx().newPage();
      const member = await signUpAndLogin(page, ctx().baseURL);
      // The member opens the e-mail's verification link (issue 34: only a verified address is offered a link).
      const hook = await page.request.post("/v2/__e2e/email-link", {
        data: { mbId: member.loginId },
        headers: { origin: ctx().baseURL },
      });
      const { link } = (await hook.json()) as { link: string };
      await page.goto(new URL(link).pathname + new URL(link).search);
      await page.getByRole("button", { name: "이메일 인증하기" }).click();
      await page.getByText("이메일 주소를 인증했습니다.").waitFor();
      await page.context().clearCookies();
      const email = `e2e.${member.loginId.slice("e2e_".length)}@example.com`;
      await actAsProviderUser(page, mockUsers.kakao(randomInt(1, 2 ** 40), email));
      await page.goto("/member/login");
      await page.getByRole("link", { name: "카카오로 로그인" }).click();
      await page.waitForURL((url) => url.pathname === "/member/social-link");
      expect(await page.getByText(member.loginId).count()).toBe(1);
      expect(await isLoggedIn(page)).toBe(false);

      await page.goto("/member/social-link");
      await page.getByLabel("비밀번호").fill("not-the-password");
      await page.getByRole("button", { name: "연결하고 로그인" }).click();
      await page.getByText("비밀번호가 올바르지 않습니다.").waitFor();
      await page.getByLabel("비밀번호").fill(member.password);
      await ctx().screenshot(page, "social-link-confirm");
      await page.getByRole("button", { name: "연결하고 로그인" }).click();
      await page.waitForURL((url) => url.pathname === "/");
      expect(await isLoggedIn(page)).toBe(true);
      await page.close();
    });
  },
  { only: ["desktop"] },
);
