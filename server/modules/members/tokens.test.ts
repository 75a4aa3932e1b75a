import { describe, expect, it } from "vitest";
import { ACCESS_TOKEN_TTL_SECONDS, hashRefreshToken, newRefreshToken, signAccessToken, verifyAccessToken } from "./tokens.server";

const key = new TextEncoder().encode("k".repeat(48));
const otherKey = new TextEncoder().encode("o".repeat(48));

describe("access tokens", () => {
  it("round-trips member and session family", async () => {
    const now = Date.UTC(2026, 10, 22, 3, 0, 0);
    const token = await signAccessToken(key, 42, "fam", now);
    expect(await verifyAccessToken(key, token, now + 1000)).toEqual({
      memberId: 42,
      familyId: "fam",
      expiresAt: now + ACCESS_TOKEN_TTL_SECONDS * 1000,
    });
  });

  it("rejects expired tokens, other keys and garbage without throwing", async () => {
    const now = Date.UTC(2026, 10, 22, 3, 0, 0);
    const token = await signAccessToken(key, 42, "fam", now);
    expect(await verifyAccessToken(key, token, now + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000)).toBeNull();
    expect(await verifyAccessToken(otherKey, token, now)).toBeNull();
    expect(await verifyAccessToken(key, "not.a.jwt", now)).toBeNull();
    expect(await verifyAccessToken(key, "", now)).toBeNull();
    expect(await verifyAccessToken(key, `${token}x`, now)).toBeNull();
  });
});

describe("access tokens checked before", () => {
  it("are refused once expired and under another key, though their signature was checked", async () => {
    const now = Date.UTC(2026, 10, 22, 4, 0, 0);
    const token = await signAccessToken(key, 7, "fam7", now);
    const expiresAt = now + ACCESS_TOKEN_TTL_SECONDS * 1000;
    expect(await verifyAccessToken(key, token, now)).toMatchObject({ memberId: 7, expiresAt });
    expect(await verifyAccessToken(key, token, expiresAt - 1)).toMatchObject({ memberId: 7 });
    expect(await verifyAccessToken(key, token, expiresAt)).toBeNull();
    expect(await verifyAccessToken(otherKey, token, now)).toBeNull();
    expect(await verifyAccessToken(key, `${token}x`, now)).toBeNull();
  });
});

describe("refresh tokens", () => {
  it("are random and stored only as a hash", () => {
    const a = newRefreshToken();
    const b = newRefreshToken();
    expect(a).not.toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(43);
    expect(hashRefreshToken(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashRefreshToken(a)).toBe(hashRefreshToken(a));
    expect(hashRefreshToken(a)).not.toBe(hashRefreshToken(b));
  });
});
