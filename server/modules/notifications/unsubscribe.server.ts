import { errors, jwtVerify, SignJWT } from "jose";

const ISSUER = "jagyeok-nachimban";
const AUDIENCE = "reminder-unsubscribe";

/** A token for the e-mail's unsubscribe link: signed, no expiry, works without login. */
export function signUnsubscribeToken(key: Uint8Array, memberId: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(memberId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .sign(key);
}

/** The member id of a valid unsubscribe token; null for anything else. */
export async function verifyUnsubscribeToken(key: Uint8Array, token: string): Promise<number | null> {
  if (!token || token.length > 1024) return null;
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    const memberId = Number(payload.sub);
    return Number.isSafeInteger(memberId) && memberId > 0 ? memberId : null;
  } catch (error) {
    if (error instanceof errors.JOSEError || error instanceof TypeError || error instanceof SyntaxError) return null;
    throw error;
  }
}
