import { type Context, Hono } from "hono";
import { LOGIN_FAILED_MESSAGE, loginSchema } from "../../../shared/member-schemas";
import { readBody } from "../../http/body";
import { clientAddress } from "../../http/client-address";
import { clearedSessionCookies, secureCookies, sessionCookies } from "../../modules/members/cookies.server";
import { cookieOf } from "../../modules/members/service.server";
import { REFRESH_COOKIE } from "../../modules/members/tokens.server";
import type { ApiEnv } from "../index";

function setCookies(c: Context<ApiEnv>, cookies: string[]) {
  for (const cookie of cookies) c.header("Set-Cookie", cookie, { append: true });
}

/** POST /v1/auth/token.php (login), refresh.php (rotation) and auth.php (login check). */
export function authRouter() {
  const router = new Hono<ApiEnv>();

  router.post("/auth/token.php", async (c) => {
    const parsed = loginSchema.safeParse(await readBody(c));
    if (!parsed.success) {
      return c.json({ result: false, accessToken: "", error: "200", message: "아이디와 비밀번호를 입력해주세요." });
    }
    const { members, config } = c.get("services");
    const login = await members.login(parsed.data.mbId, parsed.data.mbPassword, clientAddress(c, config.TRUST_PROXY));
    if (!login.ok) {
      if (login.reason === "rate_limited") {
        c.header("Retry-After", String(login.retryAfterSeconds));
        return c.json({ result: false, accessToken: "", error: "429", message: login.message }, 429);
      }
      return c.json({ result: false, accessToken: "", error: "200", message: LOGIN_FAILED_MESSAGE });
    }
    setCookies(c, sessionCookies(login, secureCookies(c.req.raw, config)));
    return c.json({ result: true, accessToken: login.accessToken, error: "", message: "" });
  });

  router.post("/auth/refresh.php", async (c) => {
    const { members, config } = c.get("services");
    const secure = secureCookies(c.req.raw, config);
    const candidates = [c.req.header("x-refresh-token"), cookieOf(c.req.raw, REFRESH_COOKIE)].filter(
      (t, i, all): t is string => typeof t === "string" && t !== "" && all.indexOf(t) === i,
    );
    for (const candidate of candidates) {
      const rotated = await members.sessions.rotate(candidate);
      if (rotated.ok) {
        setCookies(c, sessionCookies(rotated, secure));
        return c.json({ result: true, accessToken: rotated.accessToken, error: "", message: "" });
      }
      if (rotated.reason !== "unknown") break;
    }
    setCookies(c, clearedSessionCookies(secure));
    return c.json(
      { result: false, accessToken: "", error: "401", message: "로그인이 만료되었습니다. 다시 로그인해주세요." },
      401,
    );
  });

  router.post("/auth/auth.php", async (c) => {
    const body = await readBody(c);
    const fromBody = typeof body["x-access-token"] === "string" ? body["x-access-token"] : null;
    const { members } = c.get("services");
    const member = (fromBody ? await members.memberForToken(fromBody) : null) ?? (await members.currentMember(c.req.raw));
    return c.json({ auth: member !== null });
  });

  return router;
}
