import { randomBytes } from "node:crypto";
import { parse, serialize } from "hono/utils/cookie";
import type { Config } from "../../config.server";
import { secureCookies } from "../members/cookies.server";

/** HttpOnly cookie holding a visitor's random token; attempts store only its hash. */
export const VISITOR_COOKIE = "jn_apt";
const TOKEN = /^[A-Za-z0-9_-]{22}$/;
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

export function createVisitorTokens(config: Config) {
  return {
    tokenOf(request: Request): string | null {
      const value = parse(request.headers.get("cookie") ?? "", VISITOR_COOKIE)[VISITOR_COOKIE];
      return value && TOKEN.test(value) ? value : null;
    },
    newToken: () => randomBytes(16).toString("base64url"),
    cookie(request: Request, token: string): string {
      return serialize(VISITOR_COOKIE, token, {
        path: "/",
        sameSite: "Lax",
        httpOnly: true,
        secure: secureCookies(request, config),
        maxAge: MAX_AGE_SECONDS,
      });
    },
  };
}
