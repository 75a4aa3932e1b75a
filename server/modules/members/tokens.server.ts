import { createHash, randomBytes } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import type { LRUCache } from "lru-cache";
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from "../../../shared/cookies";
import { growingLru } from "../../cache/growing-lru";
import { systemClock } from "../../jobs/clock";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 14 * 24 * 60 * 60;
/** However often it is refreshed, a session ends this long after its login. */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const ACCESS_COOKIE = ACCESS_TOKEN_COOKIE;
export const REFRESH_COOKIE = REFRESH_TOKEN_COOKIE;
/** Every cookie that carries a session: a request with any of them is personal (never page-cached). */
export const SESSION_COOKIES = [ACCESS_COOKIE, REFRESH_COOKIE] as const;

const ISSUER = "jagyeok-nachimban";

export interface AccessClaims {
  memberId: number;
  /** Refresh-token family the access token was issued for; revoking the family ends the session. */
  familyId: string;
  expiresAt: number;
}

/** One Web Crypto key per secret: given raw bytes, jose imports the key again on every token. */
const hmacKeys = new WeakMap<Uint8Array, Promise<CryptoKey>>();

function hmacKey(secret: Uint8Array): Promise<CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey("raw", secret as Uint8Array<ArrayBuffer>, { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

export async function signAccessToken(
  key: Uint8Array,
  memberId: number,
  familyId: string,
  now = systemClock.now().getTime(),
): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ sid: familyId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(memberId))
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
    .sign(await hmacKey(key));
}

/**
 * Tokens whose signature was checked, per secret: a member's token comes back with every request
 * of its 15 minutes, and its signature is the same check each time (Web Crypto's HMAC runs in the
 * thread pool, ~0.08 CPU ms). Only the expiry is checked again.
 */
const verified = new WeakMap<Uint8Array, LRUCache<string, AccessClaims>>();
const VERIFIED_TOKENS = 10_000;

/** Claims of a valid, unexpired access token; null for anything else (never throws on bad input). */
export async function verifyAccessToken(
  key: Uint8Array,
  token: string,
  now = systemClock.now().getTime(),
): Promise<AccessClaims | null> {
  if (!token || token.length > 2048) return null;
  let known = verified.get(key);
  if (!known) {
    known = growingLru<string, AccessClaims>(VERIFIED_TOKENS);
    verified.set(key, known);
  }
  const claims = known.get(token);
  // jose's rule: expired once `exp` (whole seconds) is not after the current second.
  if (claims) return claims.expiresAt > Math.floor(now / 1000) * 1000 ? claims : null;
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      issuer: ISSUER,
      algorithms: ["HS256"],
      currentDate: new Date(now),
    });
    const memberId = Number(payload.sub);
    if (!Number.isSafeInteger(memberId) || memberId <= 0 || typeof payload.sid !== "string" || !payload.exp) return null;
    const checked = { memberId, familyId: payload.sid, expiresAt: payload.exp * 1000 };
    known.set(token, checked);
    return checked;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError || error instanceof SyntaxError) return null;
    throw error;
  }
}

/** A new opaque refresh token; only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

export function newFamilyId(): string {
  return randomBytes(16).toString("hex");
}

export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const RECONFIRM_COOKIE = "memberConfirm";
export const RECONFIRM_TTL_SECONDS = 10 * 60;

/** Short-lived proof that the member re-entered the password (personal-info edit). */
export async function signReconfirmToken(key: Uint8Array, memberId: number, now = systemClock.now().getTime()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ purpose: "reconfirm" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(memberId))
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + RECONFIRM_TTL_SECONDS)
    .sign(await hmacKey(key));
}

export async function verifyReconfirmToken(
  key: Uint8Array,
  token: string,
  memberId: number,
  now = systemClock.now().getTime(),
): Promise<boolean> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      issuer: ISSUER,
      algorithms: ["HS256"],
      currentDate: new Date(now),
    });
    return payload.purpose === "reconfirm" && payload.sub === String(memberId);
  } catch {
    return false;
  }
}

/** A short-lived signed value for one purpose (an OAuth state, a pending social link): claims are readable, not secret. */
export async function signPurposeToken(
  key: Uint8Array,
  purpose: string,
  claims: Record<string, string | number>,
  ttlSeconds: number,
  now = systemClock.now().getTime(),
): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ ...claims, purpose })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(await hmacKey(key));
}

/** The claims of a valid, unexpired token signed for `purpose`; null for anything else. */
export async function verifyPurposeToken(
  key: Uint8Array,
  token: string,
  purpose: string,
  now = systemClock.now().getTime(),
): Promise<Record<string, unknown> | null> {
  if (!token || token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, await hmacKey(key), {
      issuer: ISSUER,
      algorithms: ["HS256"],
      currentDate: new Date(now),
    });
    return payload.purpose === purpose ? payload : null;
  } catch {
    return null;
  }
}
