import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { loader as callbackLoader } from "../../../app/routes/member/socialCallback";
import { action as linkAction, loader as linkLoader } from "../../../app/routes/member/socialLink";
import { loader as startLoader } from "../../../app/routes/member/socialStart";
import { memberIdentities, members } from "../../db/schema";
import { describeWithDatabases, routeContext, type TestContext } from "../../test/databases";
import { mockUsers, startOAuthMock } from "../../test/oauth-mock";
import {
  type Loader,
  memberOf,
  ORIGIN,
  run,
  type SocialContext,
  socialFlow,
  routeContextWithSocial as withSocial,
} from "./social-test-helpers";
import { cookiesOf, newMember, registerAndLogin } from "./test-helpers";

let mock: Awaited<ReturnType<typeof startOAuthMock>>;

beforeAll(async () => {
  mock = await startOAuthMock();
});
afterAll(() => mock.stop());

const routeContextWithSocial = (ctx: TestContext) => withSocial(ctx, mock.url);
const flow = socialFlow({ start: startLoader as unknown as Loader, callback: callbackLoader as unknown as Loader });
const socialLogin = (context: SocialContext, provider: string, userinfo: unknown, url?: string) =>
  flow.socialLogin(context, mock.url, provider, userinfo, url);

describeWithDatabases("social login (Kakao, Naver, Google against a mock provider)", (ctx) => {
  it("creates a socialLogin member from a new Kakao account, logs it in again later, and lets it leave without a password", async () => {
    const context = routeContextWithSocial(ctx());
    const kakaoId = randomInt(1, 2 ** 40);
    const email = `kakao.${kakaoId}@example.com`;
    const first = await socialLogin(context, "kakao", mockUsers.kakao(kakaoId, email, "카카오친구"));
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/mypage");
    const cookies = cookiesOf(first);
    expect(cookies.oauthState).toBe("");
    const member = await memberOf(ctx(), cookies.accessToken as string);
    expect(member).toMatchObject({ socialLogin: true, passwordHash: null, email, nickname: "카카오친구" });
    expect(member?.loginId).toMatch(/^kakao_[0-9a-f]{12}$/);

    const again = await socialLogin(context, "kakao", mockUsers.kakao(kakaoId, email));
    expect((await memberOf(ctx(), cookiesOf(again).accessToken as string))?.id).toBe(member?.id);

    const token = cookiesOf(again).accessToken as string;
    const info = await ctx().request("/v2/member/member-leave", { headers: { "x-access-token": token } });
    expect(((await info.json()) as { data: { socialLogin: boolean } }).data.socialLogin).toBe(true);
    const left = await ctx().request("/v2/member/member-leave", {
      method: "POST",
      headers: { "x-access-token": token },
      json: { reason: "01" },
    });
    expect(left.status).toBe(200);
    const [gone] = await ctx()
      .database.db.select()
      .from(members)
      .where(eq(members.id, member?.id as number));
    expect(gone?.status).toBe("left");
    expect(
      await ctx()
        .database.db.select()
        .from(memberIdentities)
        .where(eq(memberIdentities.memberId, gone?.id as number)),
    ).toEqual([]);
  });

  it("links a Google account to the member with the same verified e-mail only after the password is confirmed", async () => {
    const context = routeContextWithSocial(ctx());
    const session = await registerAndLogin(ctx());
    // The owner proved the address (email-verification.int.test.ts does it through the e-mail's link).
    await ctx().database.db.update(members).set({ emailVerifiedAt: new Date() }).where(eq(members.loginId, session.loginId));
    const [owner] = await ctx().database.db.select().from(members).where(eq(members.loginId, session.loginId));
    const google = mockUsers.google(`g-${randomInt(1, 2 ** 40)}`, String(owner?.email).toUpperCase());
    const callback = await socialLogin(context, "google", google);
    expect(callback.headers.get("location")).toBe("/member/social-link");
    expect(cookiesOf(callback).accessToken).toBeUndefined();
    const pending = cookiesOf(callback).socialLink as string;
    const cookie = `socialLink=${pending}`;

    const page = await run(() =>
      (linkLoader as unknown as Loader)({
        request: new Request(`${ORIGIN}/member/social-link`, { headers: { cookie } }),
        params: {},
        context,
      }),
    );
    expect(await page.json()).toEqual({ label: "Google", loginId: session.loginId });

    const post = (password: string) =>
      run(() =>
        (linkAction as unknown as Loader)({
          request: new Request(`${ORIGIN}/member/social-link`, {
            method: "POST",
            headers: { cookie, origin: ORIGIN, "sec-fetch-site": "same-origin" },
            body: new URLSearchParams({ mbPassword: password }),
          }),
          params: {},
          context,
        }),
      );
    const wrong = await post("wrong-password");
    expect(JSON.stringify(await wrong.json())).toContain("비밀번호가 올바르지 않습니다.");
    expect(
      await ctx()
        .database.db.select()
        .from(memberIdentities)
        .where(eq(memberIdentities.memberId, owner?.id as number)),
    ).toEqual([]);

    const linked = await post(newMember().mbPassword);
    expect(linked.status).toBe(302);
    expect(linked.headers.get("location")).toBe("/mypage");
    expect(cookiesOf(linked).socialLink).toBe("");
    expect((await memberOf(ctx(), cookiesOf(linked).accessToken as string))?.id).toBe(owner?.id);

    // From now on the Google account logs straight into the linked member, which keeps its password.
    const next = await socialLogin(context, "google", google);
    expect(next.headers.get("location")).toBe("/mypage");
    const member = await memberOf(ctx(), cookiesOf(next).accessToken as string);
    expect(member).toMatchObject({ id: owner?.id, socialLogin: false });
  });

  it("never links by an unverified e-mail: an unverified Google address or Naver's creates a separate account without it", async () => {
    const context = routeContextWithSocial(ctx());
    const session = await registerAndLogin(ctx());
    const [owner] = await ctx().database.db.select().from(members).where(eq(members.loginId, session.loginId));
    for (const [provider, user] of [
      ["google", mockUsers.google(`g-${randomInt(1, 2 ** 40)}`, owner?.email as string, false)],
      ["naver", mockUsers.naver(`n-${randomInt(1, 2 ** 40)}`, owner?.email as string)],
    ] as const) {
      const res = await socialLogin(context, provider, user);
      expect(res.headers.get("location")).toBe("/mypage");
      const created = await memberOf(ctx(), cookiesOf(res).accessToken as string);
      expect(created).toMatchObject({ socialLogin: true, email: null });
      expect(created?.id).not.toBe(owner?.id);
    }
  });

  it("refuses a callback whose state is not this browser's, and an off-site return address", async () => {
    const context = routeContextWithSocial(ctx());
    const forged = await run(() =>
      (callbackLoader as unknown as Loader)({
        request: new Request(`${ORIGIN}/member/social/kakao/callback?code=abc&state=attacker`),
        params: { provider: "kakao" },
        context,
      }),
    );
    expect(forged.headers.get("location")).toBe("/member/login?socialError=state");
    expect(cookiesOf(forged).accessToken).toBeUndefined();

    const offSite = await socialLogin(context, "kakao", mockUsers.kakao(randomInt(1, 2 ** 40), null), "https://evil.example/");
    expect(offSite.headers.get("location")).toBe("/");
  });

  it("tells the provider to come back to PUBLIC_ORIGIN, never to the request's Host (issue 57)", async () => {
    const context = routeContextWithSocial(ctx());
    for (const provider of ["kakao", "naver", "google"]) {
      const start = await run(() =>
        (startLoader as unknown as Loader)({
          request: new Request(`http://evil.example/member/social/${provider}`, {
            headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
          }),
          params: { provider },
          context,
        }),
      );
      expect(start.status).toBe(302);
      const authorize = new URL(start.headers.get("location") ?? "");
      expect(authorize.searchParams.get("redirect_uri")).toBe(`${ORIGIN}/member/social/${provider}/callback`);
    }
  });

  it("hides the buttons and answers 404 for a provider without keys", async () => {
    expect(ctx().services.social.enabledProviders()).toEqual([]);
    const res = await run(() =>
      (startLoader as unknown as Loader)({
        request: new Request(`${ORIGIN}/member/social/kakao`),
        params: { provider: "kakao" },
        context: routeContext(ctx().services),
      }),
    ).catch((error: { init?: { status: number } }) => error);
    expect((res as { init?: { status: number } }).init?.status).toBe(404);
  });
});
