import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { refreshTokens } from "../../db/schema";
import { systemClock } from "../../jobs/clock";
import {
  hashRefreshToken,
  newFamilyId,
  newRefreshToken,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_MAX_AGE_SECONDS,
  signAccessToken,
} from "./tokens.server";

/** A rotated token presented again within this window is a benign race (two tabs), not theft. */
const REUSE_GRACE_MS = 10_000;

export type RotateResult =
  | { ok: true; memberId: number; accessToken: string; refreshToken: string }
  | { ok: false; reason: "unknown" | "expired" | "revoked" | "reused" | "race" };

/**
 * Refresh-token sessions. Every login starts a family; each refresh replaces the presented token
 * with a new one of the same family. Presenting an already replaced token again revokes the whole
 * family (the token was probably stolen). No token of a family outlives SESSION_MAX_AGE_SECONDS
 * after its login, so a stolen session cannot be kept alive by refreshing it forever.
 */
export function createSessions(db: Db, key: Uint8Array) {
  async function issue(memberId: number, familyId: string, sessionStartedAt: Date, now: number) {
    const refreshToken = newRefreshToken();
    const ends = sessionStartedAt.getTime() + SESSION_MAX_AGE_SECONDS * 1000;
    await db.insert(refreshTokens).values({
      memberId,
      familyId,
      tokenHash: hashRefreshToken(refreshToken),
      sessionStartedAt,
      expiresAt: new Date(Math.min(now + REFRESH_TOKEN_TTL_SECONDS * 1000, ends)),
    });
    const accessToken = await signAccessToken(key, memberId, familyId, now);
    return { accessToken, refreshToken };
  }

  async function revokeFamily(familyId: string): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: systemClock.now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  return {
    start(memberId: number, now = systemClock.now().getTime()) {
      return issue(memberId, newFamilyId(), new Date(now), now);
    },

    async rotate(refreshToken: string, now = systemClock.now().getTime()): Promise<RotateResult> {
      if (!refreshToken || refreshToken.length > 200) return { ok: false, reason: "unknown" };
      const [row] = await db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
      if (!row) return { ok: false, reason: "unknown" };
      if (row.revokedAt) return { ok: false, reason: "revoked" };
      if (row.replacedAt) {
        if (now - row.replacedAt.getTime() < REUSE_GRACE_MS) return { ok: false, reason: "race" };
        await revokeFamily(row.familyId);
        return { ok: false, reason: "reused" };
      }
      if (row.expiresAt.getTime() <= now) return { ok: false, reason: "expired" };
      const claimed = await db
        .update(refreshTokens)
        .set({ replacedAt: new Date(now) })
        .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.replacedAt), isNull(refreshTokens.revokedAt)))
        .returning({ id: refreshTokens.id });
      if (claimed.length === 0) return { ok: false, reason: "race" };
      const tokens = await issue(row.memberId, row.familyId, row.sessionStartedAt, now);
      return { ok: true, memberId: row.memberId, ...tokens };
    },

    revokeFamily,

    /** Ends the session a refresh token belongs to; unknown tokens are ignored. */
    async revokeByRefreshToken(refreshToken: string): Promise<void> {
      const [row] = await db
        .select({ familyId: refreshTokens.familyId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));
      if (row) await revokeFamily(row.familyId);
    },
  };
}
