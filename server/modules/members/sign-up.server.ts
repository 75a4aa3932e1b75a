import type { VerificationMail } from "../../../shared/email-verification";
import { type RegisterInput, SIGN_UP_CONFLICTS } from "../../../shared/member-schemas";
import type { MembersService, RateLimited } from "./service.server";

export type SignUpResult =
  | {
      ok: true;
      id: number;
      verificationMail: VerificationMail;
      /** The new member's session, when the caller asked for one (the page logs the browser in). */
      tokens: { accessToken: string; refreshToken: string } | null;
    }
  | { ok: false; reason: "conflict"; field: (typeof SIGN_UP_CONFLICTS)[keyof typeof SIGN_UP_CONFLICTS]["field"]; message: string }
  | RateLimited;

/**
 * Sign-up as the page (`/member/register.php`) and the API (`/v2/member/register`) both do it: the
 * account (per-address limit, duplicate check, verification e-mail), the member's agreement to the
 * current sign-up policies, and, for the page, a session. A conflict names the form field.
 */
export function createSignUp(
  members: Pick<MembersService, "register" | "sessions">,
  agreements: { recordSignUpAgreements(memberId: number): Promise<void> },
) {
  return async function signUp(
    input: RegisterInput,
    clientAddress: string,
    options: { startSession: boolean },
  ): Promise<SignUpResult> {
    const created = await members.register(input, clientAddress);
    if (!created.ok && created.reason === "rate_limited") return created;
    if (!created.ok) return { ok: false, reason: "conflict", ...SIGN_UP_CONFLICTS[created.conflict] };
    await agreements.recordSignUpAgreements(created.id);
    const tokens = options.startSession ? await members.sessions.start(created.id) : null;
    return { ok: true, id: created.id, verificationMail: created.verificationMail, tokens };
  };
}
