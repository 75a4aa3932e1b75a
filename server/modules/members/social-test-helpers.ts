import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { members } from "../../db/schema";
import { createLogger } from "../../logger";
import { routeContext, type TestContext } from "../../test/databases";
import { profileHint } from "../../test/oauth-mock";
import { loadAuthSecret } from "./secret.server";
import { createSocialLogin } from "./social.server";
import { cookiesOf } from "./test-helpers";

export const ORIGIN = "http://localhost";

/** The app's services with every provider configured against the local mock provider at `mockUrl`. */
export function routeContextWithSocial(ctx: TestContext, mockUrl: string, providerTimeoutMs?: number) {
  const { services } = ctx;
  const config = {
    ...services.config,
    KAKAO_CLIENT_ID: "kakao-test",
    KAKAO_CLIENT_SECRET: "kakao-secret",
    NAVER_CLIENT_ID: "naver-test",
    NAVER_CLIENT_SECRET: "naver-secret",
    GOOGLE_CLIENT_ID: "google-test",
    GOOGLE_CLIENT_SECRET: "google-secret",
    OAUTH_TEST_SERVER_URL: mockUrl,
  };
  const social = createSocialLogin(ctx.database.db, config, {
    key: loadAuthSecret(config),
    logger: createLogger("silent"),
    sessions: services.members.sessions,
    confirmPassword: services.members.confirmPassword,
    rateLimits: services.rateLimits,
    ...(providerTimeoutMs ? { providerTimeoutMs } : {}),
  });
  return routeContext({ ...services, social });
}

export type SocialContext = ReturnType<typeof routeContextWithSocial>;

/** A loader's or action's thrown redirect (or its answer, as a 200). */
export async function run(fn: () => Promise<unknown>): Promise<Response> {
  try {
    return Response.json(await fn());
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

export type Args = { request: Request; params: Record<string, string>; context: SocialContext };
export type Loader = (args: Args) => Promise<unknown>;

/**
 * The route loaders of the social login (`/member/social/:provider` and its callback), which the
 * test files import and hand over: server code outside tests never imports app/ (layer rules).
 */
export interface SocialRoutes {
  start: Loader;
  callback: Loader;
}

export function socialFlow(routes: SocialRoutes) {
  /**
   * Kakao/Naver/Google login from the login button to the provider's redirect back, through the
   * route loaders and the provider at `mockUrl`; the provider's user is `userinfo`. Returns the
   * callback's request (URL and state cookie) without sending it.
   */
  async function socialCallback(context: SocialContext, mockUrl: string, provider: string, userinfo: unknown, url = "/mypage") {
    const start = await run(() =>
      routes.start({
        request: new Request(`${ORIGIN}/member/social/${provider}?url=${encodeURIComponent(url)}`),
        params: { provider },
        context,
      }),
    );
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get("location") ?? "");
    expect(authorize.origin).toBe(mockUrl);
    expect(authorize.searchParams.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(authorize.searchParams.has("code_challenge")).toBe(provider === "google");
    authorize.searchParams.set("login_hint", profileHint(userinfo));
    const provided = await fetch(authorize, { redirect: "manual" });
    const callback = new URL(provided.headers.get("location") ?? "");
    expect(callback.pathname).toBe(`/member/social/${provider}/callback`);
    return { callback, cookie: `oauthState=${cookiesOf(start).oauthState}` };
  }

  /** Sends the provider's redirect back to the callback loader; answers the portal's response. */
  function completeCallback(context: SocialContext, provider: string, at: { callback: URL; cookie: string }) {
    return run(() =>
      routes.callback({ request: new Request(at.callback, { headers: { cookie: at.cookie } }), params: { provider }, context }),
    );
  }

  /** The whole login: button, provider, callback. Returns the callback's answer. */
  async function socialLogin(context: SocialContext, mockUrl: string, provider: string, userinfo: unknown, url = "/mypage") {
    return completeCallback(context, provider, await socialCallback(context, mockUrl, provider, userinfo, url));
  }

  return { socialCallback, completeCallback, socialLogin };
}

/** The member row behind an access token. */
export async function memberOf(ctx: TestContext, accessToken: string) {
  const member = await ctx.services.members.currentMember(
    new Request(`${ORIGIN}/mypage`, { headers: { cookie: `accessToken=${accessToken}` } }),
  );
  if (!member) throw new Error("no session");
  const [row] = await ctx.database.db.select().from(members).where(eq(members.id, member.id));
  return row;
}
