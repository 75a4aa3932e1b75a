import { jwtVerify, SignJWT } from "jose";
import { systemClock } from "../../jobs/clock";

/** Spec section 9: the graph query token cookie lives 7 days. */
export const GRAPHQL_TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
/** Separate from the session cookies (spec section 7), sent only to the endpoint's own path. */
export const GRAPHQL_COOKIE = "gqlToken";
const AUDIENCE = "graphql";

/** An anonymous bearer for the read-only endpoint: it names no member, only that this site issued it. */
export function signGraphqlToken(key: Uint8Array, now = systemClock.now().getTime()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + GRAPHQL_TOKEN_TTL_SECONDS)
    .sign(key);
}

export async function verifyGraphqlToken(key: Uint8Array, token: string, now = systemClock.now().getTime()): Promise<boolean> {
  try {
    await jwtVerify(token, key, { audience: AUDIENCE, algorithms: ["HS256"], currentDate: new Date(now) });
    return true;
  } catch {
    return false;
  }
}
