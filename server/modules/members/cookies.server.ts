import { serialize } from "hono/utils/cookie";
import type { Config } from "../../config.server";
import { servedOverHttps } from "../../http/hsts";
import {
  ACCESS_COOKIE,
  ACCESS_TOKEN_TTL_SECONDS,
  RECONFIRM_COOKIE,
  RECONFIRM_TTL_SECONDS,
  REFRESH_COOKIE,
  REFRESH_TOKEN_TTL_SECONDS,
} from "./tokens.server";

/** Cookies are Secure in production whenever the site is reached over HTTPS. */
export function secureCookies(request: Request, config: Config): boolean {
  return servedOverHttps(request, config);
}

/**
 * Set-Cookie values for a session. Both are HttpOnly: the browser sends them with every same-origin
 * request, so no script needs to read them (decision 0030; API clients use the x-access-token header).
 */
export function sessionCookies(tokens: { accessToken: string; refreshToken: string }, secure: boolean): string[] {
  return [
    serialize(ACCESS_COOKIE, tokens.accessToken, {
      path: "/",
      sameSite: "Lax",
      secure,
      httpOnly: true,
      maxAge: ACCESS_TOKEN_TTL_SECONDS,
    }),
    serialize(REFRESH_COOKIE, tokens.refreshToken, {
      path: "/",
      sameSite: "Lax",
      secure,
      httpOnly: true,
      maxAge: REFRESH_TOKEN_TTL_SECONDS,
    }),
  ];
}

export function clearedSessionCookies(secure: boolean): string[] {
  return [
    serialize(ACCESS_COOKIE, "", { path: "/", sameSite: "Lax", secure, httpOnly: true, maxAge: 0 }),
    serialize(REFRESH_COOKIE, "", { path: "/", sameSite: "Lax", secure, httpOnly: true, maxAge: 0 }),
  ];
}

/** Headers carrying several Set-Cookie values (for React Router loader/action responses). */
export function cookieHeaders(cookies: string[], init?: HeadersInit): Headers {
  const headers = new Headers(init);
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}

export function reconfirmCookie(token: string, secure: boolean): string {
  return serialize(RECONFIRM_COOKIE, token, {
    path: "/",
    sameSite: "Strict",
    secure,
    httpOnly: true,
    maxAge: RECONFIRM_TTL_SECONDS,
  });
}
