import type { Context, MiddlewareHandler } from "hono";
import { cookiePairs } from "../../../shared/cookies";
import { unauthorized } from "../../http/errors";
import { isCrossSite, isSameOrigin } from "../../http/origin";
import type { Services } from "../../services.server";
import { clearedSessionCookies, secureCookies, sessionCookies } from "./cookies.server";
import { type CurrentMember, cookieOf } from "./service.server";
import { headerAccessToken } from "./token-headers";
import { ACCESS_COOKIE, REFRESH_COOKIE } from "./tokens.server";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** POST only for legacy reasons: it changes nothing, so it needs no CSRF check. */
const READ_ONLY_POSTS = new Set(["/v1/auth/auth.php"]);
/** A cross-site form must not sign the browser in to another account (login CSRF), cookie or not. */
const LOGIN_PATH = "/v1/auth/token.php";
/** Static files (favicon, images) never start a refresh; pages, `.data` and `.php` endpoints do. */
const STATIC_FILE = /\.(?!php$|data$)[a-z0-9]+$/i;
/** Endpoints that handle the refresh cookie themselves. */
const SELF_MANAGED = /^(\/v1\/auth\/(token|refresh)\.php|\/bbs\/logout\.php)$/;

const FORBIDDEN = { result: false, error: "403", message: "허용되지 않은 요청입니다." } as const;

/**
 * Member session handling for every request:
 * - CSRF: a state-changing request that carries session cookies must come from this site (Origin,
 *   or Referer when Origin is absent), unless it proves itself with a valid access token in
 *   x-access-token or x-refresh-token (which another site cannot know); otherwise 403. A login must not come from another site either.
 * - Refresh: when the access token is missing or expired but a refresh cookie is present, the
 *   session is rotated before the handlers run, so loaders see the member and the browser gets
 *   fresh cookies.
 */
export function memberSession(): MiddlewareHandler<{ Variables: { services: Services } }> {
  return async (c, next) => {
    if (c.req.path.startsWith("/assets/")) return next();
    const request = c.req.raw;
    const { members, config } = c.get("services");
    const unsafe = UNSAFE_METHODS.has(c.req.method) && !READ_ONLY_POSTS.has(c.req.path);
    if (unsafe) {
      if (c.req.path === LOGIN_PATH && isCrossSite(request, config.PUBLIC_ORIGIN, config.TRUST_PROXY))
        return c.json(FORBIDDEN, 403);
      const hasAuthCookie = cookieOf(request, ACCESS_COOKIE) !== null || cookieOf(request, REFRESH_COOKIE) !== null;
      if (hasAuthCookie && !isSameOrigin(request, config.PUBLIC_ORIGIN, config.TRUST_PROXY)) {
        const token = headerAccessToken(request.headers);
        if (!token || !(await members.isSignedAccessToken(token))) return c.json(FORBIDDEN, 403);
      }
    }
    const refreshToken = cookieOf(request, REFRESH_COOKIE);
    if (!refreshToken || SELF_MANAGED.test(c.req.path) || STATIC_FILE.test(c.req.path)) return next();
    if (await members.hasValidAccessToken(request)) return next();
    const rotated = await members.sessions.rotate(refreshToken);
    const secure = secureCookies(request, config);
    if (rotated.ok) {
      // React Router hands loaders a copy of the request, so the fresh token goes into its Cookie header.
      c.req.raw = withAccessCookie(request, rotated.accessToken);
      members.rememberIssuedToken(c.req.raw, rotated.accessToken);
      await next();
      appendCookies(c, sessionCookies(rotated, secure));
      return;
    }
    await next();
    // A concurrent request already rotated this token; its response carries the new cookies.
    if (rotated.reason === "race") return;
    appendCookies(c, clearedSessionCookies(secure));
  };
}

/** The request with its access-token cookie replaced (or added). */
export function withAccessCookie(request: Request, token: string): Request {
  const others = cookiePairs(request.headers.get("cookie"))
    .filter(([name]) => name !== ACCESS_COOKIE)
    .map(([name, value]) => `${name}=${value}`);
  const headers = new Headers(request.headers);
  headers.set("cookie", [...others, `${ACCESS_COOKIE}=${token}`].join("; "));
  return new Request(request, { headers });
}

function appendCookies(c: Context, cookies: string[]) {
  try {
    for (const cookie of cookies) c.res.headers.append("Set-Cookie", cookie);
  } catch {
    // Immutable headers (e.g. a Response.redirect): copy the response first.
    const copy = new Response(c.res.body, c.res);
    for (const cookie of cookies) copy.headers.append("Set-Cookie", cookie);
    c.res = copy;
  }
}

/** The calling member of an API request, or a 401 AppError. */
export async function requireMember(c: { get(key: "services"): Services; req: { raw: Request } }): Promise<CurrentMember> {
  const member = await c.get("services").members.currentMember(c.req.raw);
  if (!member) throw unauthorized();
  return member;
}
