import { decodeJwt } from "jose";
import { OAuth2Server } from "oauth2-mock-server";

/**
 * A local OAuth2/OIDC provider (oauth2-mock-server) standing in for Kakao, Naver and Google: the
 * app reaches it through OAUTH_TEST_SERVER_URL. The authorize endpoint logs in at once; which user
 * it logs in travels in the `login_hint` query (`profileHint`), so tests in other processes (the
 * e2e browser) can choose it: the userinfo endpoint answers that provider-shaped body.
 */
export async function startOAuthMock(): Promise<{ url: string; stop(): Promise<void> }> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate("RS256");
  const hints = new Map<string, string>();
  server.service.on("beforeAuthorizeRedirect", (redirect: { url: URL }, req: { query: Record<string, unknown> }) => {
    const code = redirect.url.searchParams.get("code");
    const hint = req.query.login_hint;
    if (code && typeof hint === "string") hints.set(code, hint);
  });
  server.service.on(
    "beforeTokenSigning",
    (token: { payload: Record<string, unknown> }, req: { body: Record<string, unknown> }) => {
      const hint = typeof req.body.code === "string" ? hints.get(req.body.code) : undefined;
      if (hint) token.payload.profile_hint = hint;
    },
  );
  server.service.on("beforeUserinfo", (res: { body: unknown; statusCode: number }, req: { headers: Record<string, unknown> }) => {
    const bearer = String(req.headers.authorization ?? "").replace(/^Bearer /, "");
    const hint = decodeJwt(bearer).profile_hint;
    if (typeof hint !== "string") {
      res.statusCode = 401;
      res.body = { error: "invalid_token" };
      return;
    }
    res.body = JSON.parse(Buffer.from(hint, "base64url").toString("utf8"));
  });
  await server.start(0, "127.0.0.1");
  const url = (server.issuer.url ?? "").replace(/\/+$/, "");
  return { url, stop: () => server.stop() };
}

/** The `login_hint` that makes the mock's userinfo answer `body`. */
export function profileHint(body: unknown): string {
  return Buffer.from(JSON.stringify(body), "utf8").toString("base64url");
}

/** Provider-shaped userinfo bodies for a test user. */
export const mockUsers = {
  kakao: (id: number, email: string | null, nickname = "카카오회원") => ({
    id,
    kakao_account: {
      email: email ?? undefined,
      is_email_valid: email !== null,
      is_email_verified: email !== null,
      profile: { nickname },
    },
  }),
  naver: (id: string, email: string, nickname = "네이버회원") => ({
    resultcode: "00",
    message: "success",
    response: { id, email, nickname },
  }),
  google: (sub: string, email: string, verified = true) => ({ sub, email, email_verified: verified, name: "구글 회원" }),
};
