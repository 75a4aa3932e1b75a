import { serialize } from "hono/utils/cookie";
import type { Config } from "../../config.server";
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
  if (config.NODE_ENV !== "production") return false;
  if (new URL(request.url).protocol === "https:") return true;
  if (request.headers.get("x-forwarded-proto") === "https") return true;
  return config.PUBLIC_ORIGIN?.startsWith("https:") ?? false;
}

/**
 * Set-Cookie values for a session. The access token stays readable by the browser client (it sends
 * it as x-access-token, spec section 7); the refresh token is HttpOnly.
 */
export function sessionCookies(tokens: { accessToken: string; refreshToken: string }, secure: boolean): string[] {
  return [
    serialize(ACCESS_COOKIE, tokens.accessToken, { path: "/", sameSite: "Lax", secure, maxAge: ACCESS_TOKEN_TTL_SECONDS }),
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
    serialize(ACCESS_COOKIE, "", { path: "/", sameSite: "Lax", secure, maxAge: 0 }),
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
