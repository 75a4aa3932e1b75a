import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";

/** HKDF "info": the CSRF key is its own key, never the token-signing secret itself. */
const KEY_LABEL = "jagyeok-nachimban admin csrf v1";

/**
 * CSRF tokens of the admin forms, bound to the session family. The key is derived from the
 * auth secret, so every instance behind a load balancer (and a restarted one) accepts the
 * token another one put into the form.
 */
export function createAdminCsrf(authSecret: Uint8Array) {
  const key = Buffer.from(hkdfSync("sha256", authSecret, new Uint8Array(0), KEY_LABEL, 32));
  const tokenFor = (familyId: string) => createHmac("sha256", key).update(`adm:${familyId}`).digest("base64url");
  return {
    tokenFor,
    /** Constant-time comparison of the sent token with the session's. */
    verify(familyId: string, sent: string): boolean {
      const expected = Buffer.from(tokenFor(familyId));
      const given = Buffer.from(sent);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type AdminCsrf = ReturnType<typeof createAdminCsrf>;
