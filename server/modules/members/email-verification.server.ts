import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { RateLimiterRes } from "rate-limiter-flexible";
import { VERIFICATION_MAILS_PER_HOUR, type VerificationMail } from "../../../shared/email-verification";
import type { Db } from "../../db/client.server";
import { members } from "../../db/schema";
import type { Clock } from "../../jobs/clock";
import type { Logger } from "../../logger";
import type { RateLimits } from "../../rate-limits.server";
import type { Mailer } from "../notifications/mailer.server";
import { signPurposeToken, verifyPurposeToken } from "./tokens.server";

const PURPOSE = "email-verify";
/** How long the e-mail's link works; a later one can be sent from the personal-info page. */
export const EMAIL_VERIFICATION_TTL_SECONDS = 24 * 60 * 60;

export type { VerificationMail };
/** A link's outcome: verified, not valid (forged, expired, the address changed since), or verified first by another member. */
export type VerifyOutcome = "verified" | "invalid" | "taken";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const sameAddress = (email: string) => sql`lower(${members.email}) = ${email.toLowerCase()}`;

/** The member whose verified address this is (at most one: a partial unique index), or null. */
export async function verifiedOwnerOf(q: Db | Tx, email: string) {
  const [row] = await q
    .select({ id: members.id, hasPassword: sql<boolean>`${members.passwordHash} is not null` })
    .from(members)
    .where(and(sameAddress(email), sql`${members.emailVerifiedAt} is not null`));
  return row ?? null;
}

/**
 * Drops an address from every member who holds it unverified, once its owner proved it: whoever
 * typed it first without proof (a squatter, or a typo) keeps the account but not the address.
 */
export async function releaseUnverified(tx: Tx, email: string, ownerId: number): Promise<void> {
  await tx
    .update(members)
    .set({ email: null })
    .where(and(sameAddress(email), isNull(members.emailVerifiedAt), ne(members.id, ownerId)));
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

interface Dependencies {
  db: Db;
  key: Uint8Array;
  mailer: Mailer | null;
  /** Base of the e-mail's link (PUBLIC_ORIGIN, as reminder e-mail uses). */
  origin: string;
  logger: Logger;
  limits: RateLimits;
  /** Stamps the verification the member sees on 회원정보. */
  clock: Clock;
}

/** E-mail address verification by a signed, expiring link (issue 34). */
export function createEmailVerification({ db, key, mailer, origin, logger, limits, clock }: Dependencies) {
  async function linkFor(memberId: number, email: string): Promise<string> {
    const claims = { memberId, email: email.toLowerCase() };
    return `${origin}/member/verifyEmail?token=${await signPurposeToken(key, PURPOSE, claims, EMAIL_VERIFICATION_TTL_SECONDS)}`;
  }

  const mails = limits.limiter({ name: "email-verification", points: VERIFICATION_MAILS_PER_HOUR, durationSeconds: 3_600 });

  return {
    /** Whether verification e-mail can be sent at all (SMTP_URL set). */
    mailEnabled: mailer !== null,

    /**
     * Sends the member a link that proves `email` (at most VERIFICATION_MAILS_PER_HOUR per member);
     * without SMTP_URL nothing is sent and the address stays unverified.
     */
    async send(memberId: number, email: string): Promise<VerificationMail> {
      if (!mailer) return "mail_off";
      try {
        await mails.consume(String(memberId));
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return "limited";
        throw rejection;
      }
      const link = await linkFor(memberId, email);
      try {
        await mailer.send({
          to: email,
          subject: "[자격나침반] 이메일 주소를 인증해주세요",
          text: [
            "자격나침반 회원 정보에 이 이메일 주소가 입력되었습니다.",
            "본인의 주소가 맞으면 24시간 안에 아래 링크를 열어 인증을 완료해주세요.",
            link,
            "",
            "직접 입력하지 않으셨다면 이 메일을 무시하셔도 됩니다. 인증하지 않은 주소는 계정에 연결되지 않습니다.",
          ].join("\n"),
        });
        return "sent";
      } catch (error) {
        logger.warn({ err: error, memberId }, "e-mail verification: the SMTP server did not take the message");
        return "failed";
      }
    },

    /** The link a member's current address would be mailed (the e2e hook stands in for the mailbox); null without one. */
    async currentLink(loginId: string): Promise<string | null> {
      const [row] = await db.select({ id: members.id, email: members.email }).from(members).where(eq(members.loginId, loginId));
      return row?.email ? linkFor(row.id, row.email) : null;
    },

    /**
     * Marks the address verified when the link is valid and the member still has that address;
     * whoever held it unverified loses it. A race of two owners ends in the partial unique index.
     */
    async verify(token: string): Promise<VerifyOutcome> {
      const claims = await verifyPurposeToken(key, token.slice(0, 2048), PURPOSE);
      const memberId = claims?.memberId;
      const email = claims?.email;
      if (typeof memberId !== "number" || typeof email !== "string") return "invalid";
      try {
        return await db.transaction(async (tx): Promise<VerifyOutcome> => {
          const [row] = await tx
            .select({ verifiedAt: members.emailVerifiedAt })
            .from(members)
            .where(and(eq(members.id, memberId), eq(members.status, "active"), sameAddress(email)))
            .for("update");
          if (!row) return "invalid";
          if (row.verifiedAt) return "verified";
          const owner = await verifiedOwnerOf(tx, email);
          if (owner) return "taken";
          await tx.update(members).set({ emailVerifiedAt: clock.now() }).where(eq(members.id, memberId));
          await releaseUnverified(tx, email, memberId);
          return "verified";
        });
      } catch (error) {
        if (isUniqueViolation(error)) return "taken";
        throw error;
      }
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
