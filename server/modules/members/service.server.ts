import { hash, verify } from "@node-rs/argon2";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { BOARDS, licenseTag } from "../../../shared/cache-tags";
import { readCookie } from "../../../shared/cookies";
import type { ProfileInput, RegisterInput } from "../../../shared/member-schemas";
import { LEFT_MEMBER_NAME } from "../../../shared/member-schemas";
import { markChanged } from "../../cache/purge-scope.server";
import type { Config } from "../../config.server";
import type { Db } from "../../db/client.server";
import {
  aptitudeAttempts,
  licenseFavorites,
  memberIdentities,
  memberLicenses,
  memberRecommendations,
  members,
  personalSchedules,
  pointLedger,
  postComments,
  postScraps,
  posts,
  refreshTokens,
  reminderSettings,
  reminders,
  roadmapPlans,
} from "../../db/schema";
import { isCrossSite } from "../../http/origin";
import { type Clock, systemClock } from "../../jobs/clock";
import { createLogger, type Logger } from "../../logger";
import type { RateLimits } from "../../rate-limits.server";
import { createMailer } from "../notifications/mailer.server";
import { clearedSessionCookies, cookieHeaders, reconfirmCookie, secureCookies, sessionCookies } from "./cookies.server";
import { createEmailVerification, type VerificationMail, verifiedOwnerOf } from "./email-verification.server";
import { createProfileService } from "./profile.server";
import { loadAuthSecret } from "./secret.server";
import { createSessions } from "./sessions.server";
import { createSpecService } from "./spec.server";
import { createAccountThrottles, waitInKorean } from "./throttle";
import { headerAccessToken, REFRESH_TOKEN_HEADER } from "./token-headers";
import {
  ACCESS_COOKIE,
  RECONFIRM_COOKIE,
  REFRESH_COOKIE,
  signReconfirmToken,
  verifyAccessToken,
  verifyReconfirmToken,
} from "./tokens.server";

export interface CurrentMember {
  id: number;
  loginId: string;
  name: string | null;
  nickname: string | null;
  isAdmin: boolean;
  /** Refresh-token family of the current session. */
  familyId: string;
}

/** What a throttled account action answers when the caller has to wait first; `message` is for people. */
export type RateLimited = { ok: false; reason: "rate_limited"; retryAfterSeconds: number; message: string };

export type LoginResult =
  | { ok: true; accessToken: string; refreshToken: string }
  | { ok: false; reason: "invalid" }
  | RateLimited;

export type PasswordCheck = { ok: true } | { ok: false; reason: "invalid" } | RateLimited;

export type RegisterResult =
  | { ok: true; id: number; verificationMail: VerificationMail }
  | { ok: false; reason: "conflict"; conflict: "login_id" | "email" }
  | RateLimited;

function rateLimited(what: string, retryAfterSeconds: number): RateLimited {
  const message = `${what} 너무 많습니다. ${waitInKorean(retryAfterSeconds)} 후 다시 시도해주세요.`;
  return { ok: false, reason: "rate_limited", retryAfterSeconds, message };
}

/** Members an admin banned cannot log in or use a session until the ban ends. */
const notBanned = sql`(${members.bannedUntil} is null or ${members.bannedUntil} <= now())`;

/** Tokens issued for a request by the session middleware (refreshed before the loaders ran). */
const issuedForRequest = new WeakMap<Request, string>();

export function createMembersService(
  db: Db,
  config: Config,
  limits: RateLimits,
  clock: Clock = systemClock,
  logger: Logger = createLogger("silent"),
) {
  const key = loadAuthSecret(config);
  const sessions = createSessions(db, key);
  const emailVerification = createEmailVerification({
    db,
    key,
    mailer: createMailer(config.SMTP_URL, config.MAIL_FROM),
    origin: config.publicOrigin,
    logger,
    limits,
    clock,
  });
  const throttles = createAccountThrottles(limits);
  let dummyHash: Promise<string> | undefined;
  const memberOfScope = new WeakMap<object, { token: string | null; member: Promise<CurrentMember | null> }>();

  /** The access token a request carries: a just-refreshed one, a header (decision 0056), or the cookie. */
  function accessTokenOf(request: Request): string | null {
    const issued = issuedForRequest.get(request);
    if (issued) return issued;
    const header = headerAccessToken(request.headers);
    if (header) return header;
    return cookieOf(request, ACCESS_COOKIE);
  }

  // Every member request runs it: its SQL is built once (decision 0080).
  const memberOfSession = db
    .select({
      id: members.id,
      loginId: members.loginId,
      name: members.name,
      nickname: members.nickname,
      isAdmin: members.isAdmin,
    })
    .from(members)
    .where(
      and(
        eq(members.id, sql.placeholder("memberId")),
        eq(members.status, "active"),
        notBanned,
        sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sql.placeholder("familyId")}
            and ${refreshTokens.memberId} = ${members.id} and ${refreshTokens.revokedAt} is null
            and ${refreshTokens.expiresAt} > now())`,
      ),
    )
    .prepare("member_of_session");

  async function memberForToken(token: string | null): Promise<CurrentMember | null> {
    if (!token) return null;
    const claims = await verifyAccessToken(key, token);
    if (!claims) return null;
    const [row] = await memberOfSession.execute({ memberId: claims.memberId, familyId: claims.familyId });
    return row ? { ...row, familyId: claims.familyId } : null;
  }

  /** A correctly signed, unexpired access token (no database check): proof the caller was given it. */
  async function isSignedAccessToken(token: string): Promise<boolean> {
    return (await verifyAccessToken(key, token)) !== null;
  }

  async function passwordMatches(passwordHash: string | null, password: string): Promise<boolean> {
    // Unknown ids are verified against a dummy hash so both failures take the same time.
    dummyHash ??= hash("dummy-password-for-timing");
    const target = passwordHash ?? (await dummyHash);
    const ok = await verify(target, password).catch(() => false);
    return ok && passwordHash !== null;
  }

  return {
    sessions,
    emailVerification,
    spec: createSpecService(db, clock),
    profile: createProfileService(db, clock),
    accessTokenOf,
    rememberIssuedToken(request: Request, token: string) {
      issuedForRequest.set(request, token);
    },

    /**
     * The logged-in member of a request, or null (bad or expired tokens never throw). Calls with the
     * same `requestScope` — an object that lives as long as one request, such as the loaders' shared
     * context (React Router hands each loader its own copy of the request) — share one lookup.
     */
    currentMember(request: Request, requestScope?: object): Promise<CurrentMember | null> {
      const token = accessTokenOf(request);
      const known = requestScope && memberOfScope.get(requestScope);
      if (known && known.token === token) return known.member;
      const member = memberForToken(token);
      if (requestScope) memberOfScope.set(requestScope, { token, member });
      return member;
    },

    /**
     * Whether anything of this request asked who the visitor is: its answer then depends on the
     * member and is never shared with other visitors (decision 0033, "Member overlay").
     */
    askedForMember(requestScope: object): boolean {
      return memberOfScope.has(requestScope);
    },

    memberForToken,

    /** Whether the request carries an unexpired, correctly signed access token (no database check). */
    async hasValidAccessToken(request: Request): Promise<boolean> {
      const token = accessTokenOf(request);
      return token !== null && (await isSignedAccessToken(token));
    },

    isSignedAccessToken,

    /**
     * Creates an account and e-mails a link that verifies its address; a conflict names the id, or
     * the e-mail when another member verified it (an unverified holder blocks nobody). Limited per
     * client address, and the cheap duplicate check runs before the deliberately slow password hash.
     */
    async register(input: RegisterInput, clientAddress: string): Promise<RegisterResult> {
      const retryAfterSeconds = await throttles.signUp(clientAddress);
      if (retryAfterSeconds > 0) return rateLimited("이 주소에서 가입 요청이", retryAfterSeconds);
      const conflict = await findConflict(db, input.mbId, input.mbEmail);
      if (conflict) return { ok: false, reason: "conflict", conflict };
      const passwordHash = await hash(input.mbPassword);
      let id: number;
      try {
        const [row] = await db
          .insert(members)
          .values({ loginId: input.mbId, passwordHash, ...profileColumns(input) })
          .returning({ id: members.id });
        if (!row) throw new Error("insert returned nothing");
        id = row.id;
      } catch (error) {
        // A concurrent sign-up won the unique index race.
        const raced = await findConflict(db, input.mbId, input.mbEmail);
        if (raced) return { ok: false, reason: "conflict", conflict: raced };
        throw error;
      }
      return { ok: true, id, verificationMail: await emailVerification.send(id, input.mbEmail) };
    },

    async login(loginId: string, password: string, clientAddress: string): Promise<LoginResult> {
      const id = loginId.trim().toLowerCase();
      const checked = await throttles.login(id, clientAddress, async () => {
        const [row] = await db
          .select({ id: members.id, passwordHash: members.passwordHash })
          .from(members)
          .where(and(eq(members.loginId, id), eq(members.status, "active"), notBanned));
        const matches = await passwordMatches(row?.passwordHash ?? null, password);
        return row && matches ? row.id : null;
      });
      if (checked.limited) return rateLimited("로그인 시도가", checked.retryAfterSeconds);
      if (checked.value === null) return { ok: false, reason: "invalid" };
      return { ok: true, ...(await sessions.start(checked.value)) };
    },

    /** Set-Cookie headers of a new session: the same cookies `/v1/auth/token.php` sets. */
    signedInHeaders(request: Request, tokens: { accessToken: string; refreshToken: string }): Headers {
      return cookieHeaders(sessionCookies(tokens, secureCookies(request, config)));
    },

    /**
     * Whether a login form was sent from another site (login CSRF, decision 0030): pages check it
     * in their action, as the session middleware does for `/v1/auth/token.php`.
     */
    isCrossSiteRequest(request: Request): boolean {
      return isCrossSite(request, config.PUBLIC_ORIGIN, config.TRUST_PROXY);
    },

    /** Set-Cookie headers that remove the session from the browser (logout, leave). */
    signedOutHeaders(request: Request): Headers {
      return cookieHeaders(clearedSessionCookies(secureCookies(request, config)));
    },

    /** Set-Cookie headers carrying a password re-confirmation token. */
    reconfirmationHeaders(request: Request, token: string): Headers {
      return cookieHeaders([reconfirmCookie(token, secureCookies(request, config))]);
    },

    /** Ends the request's session: the refresh cookie's family and the access token's family. */
    async logout(request: Request): Promise<void> {
      const refresh = cookieOf(request, REFRESH_COOKIE) ?? request.headers.get(REFRESH_TOKEN_HEADER);
      if (refresh) await sessions.revokeByRefreshToken(refresh);
      const token = accessTokenOf(request);
      const claims = token ? await verifyAccessToken(key, token) : null;
      if (claims) await sessions.revokeFamily(claims.familyId);
    },

    /** Password re-confirmation (personal-info edit, leave), with a back-off per member. */
    async confirmPassword(memberId: number, password: string): Promise<PasswordCheck> {
      const checked = await throttles.confirm(memberId, async () => {
        const [row] = await db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.id, memberId));
        return (await passwordMatches(row?.passwordHash ?? null, password)) ? true : null;
      });
      if (checked.limited) return rateLimited("비밀번호 확인 시도가", checked.retryAfterSeconds);
      return checked.value ? { ok: true } : { ok: false, reason: "invalid" };
    },

    async issueReconfirmation(memberId: number): Promise<string> {
      return signReconfirmToken(key, memberId);
    },

    async isReconfirmed(request: Request, memberId: number): Promise<boolean> {
      const token = cookieOf(request, RECONFIRM_COOKIE);
      return token !== null && verifyReconfirmToken(key, token, memberId);
    },

    async memberInfo(memberId: number) {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.status, "active")));
      return row ?? null;
    },

    /**
     * Saves the profile. A new address is unverified until its link is opened; a link is e-mailed
     * whenever the saved address is not verified yet (saving again sends a new one). Only an
     * address another member verified is refused.
     */
    async updateProfile(
      memberId: number,
      input: ProfileInput,
    ): Promise<{ ok: true; verificationMail: VerificationMail | null } | { ok: false; conflict: "email" }> {
      const owner = await verifiedOwnerOf(db, input.mbEmail);
      if (owner && owner.id !== memberId) return { ok: false, conflict: "email" };
      const [before] = await db
        .select({ email: members.email, verifiedAt: members.emailVerifiedAt })
        .from(members)
        .where(eq(members.id, memberId));
      const verified = before?.verifiedAt != null && before.email?.toLowerCase() === input.mbEmail.toLowerCase();
      await db
        .update(members)
        .set({ ...profileColumns(input), ...(verified ? {} : { emailVerifiedAt: null }) })
        .where(eq(members.id, memberId));
      return { ok: true, verificationMail: verified ? null : await emailVerification.send(memberId, input.mbEmail) };
    },

    /** Sets a new password and ends every other session of the member. */
    async changePassword(memberId: number, newPassword: string, keepFamilyId: string): Promise<void> {
      await db
        .update(members)
        .set({ passwordHash: await hash(newPassword) })
        .where(eq(members.id, memberId));
      await db
        .update(refreshTokens)
        .set({ revokedAt: systemClock.now() })
        .where(
          and(eq(refreshTokens.memberId, memberId), ne(refreshTokens.familyId, keepFamilyId), isNull(refreshTokens.revokedAt)),
        );
    },

    /**
     * Deactivates the account and removes what the leave page and the privacy policy (제4조) say it
     * removes (decision 0038): profile fields and password hash nulled; licenses, desired jobs and
     * subjects, schedules, favourites, reminders and their settings (with the iCal feed token),
     * aptitude attempts, saved roadmaps, stored recommendations (computed from the spec), scraps and point-ledger rows deleted; experience zeroed; every session
     * revoked; linked Kakao/Naver/Google accounts unlinked. Posts and comments stay, signed LEFT_MEMBER_NAME. The login id stays reserved.
     */
    async leave(memberId: number, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(memberLicenses).where(eq(memberLicenses.memberId, memberId));
        await tx.delete(memberIdentities).where(eq(memberIdentities.memberId, memberId));
        await tx.execute(sql`delete from member_desired_jobs where member_id = ${memberId}`);
        await tx.execute(sql`delete from member_desired_subjects where member_id = ${memberId}`);
        await tx.delete(personalSchedules).where(eq(personalSchedules.memberId, memberId));
        await tx.delete(pointLedger).where(eq(pointLedger.memberId, memberId));
        await tx.delete(postScraps).where(eq(postScraps.memberId, memberId));
        await tx.delete(licenseFavorites).where(eq(licenseFavorites.memberId, memberId));
        await tx.delete(reminders).where(eq(reminders.memberId, memberId));
        await tx.delete(reminderSettings).where(eq(reminderSettings.memberId, memberId));
        await tx.delete(aptitudeAttempts).where(eq(aptitudeAttempts.memberId, memberId));
        await tx.delete(roadmapPlans).where(eq(roadmapPlans.memberId, memberId));
        await tx.delete(memberRecommendations).where(eq(memberRecommendations.memberId, memberId));
        await tx.update(posts).set({ authorName: LEFT_MEMBER_NAME }).where(eq(posts.memberId, memberId));
        await tx.update(postComments).set({ authorName: LEFT_MEMBER_NAME }).where(eq(postComments.memberId, memberId));
        // Listings, posts and the license pages listing them show the new signature.
        const signed = await tx.selectDistinct({ licenseId: posts.licenseId }).from(posts).where(eq(posts.memberId, memberId));
        markChanged(BOARDS, ...signed.map((p) => (p.licenseId ? licenseTag(p.licenseId) : null)));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: systemClock.now() })
          .where(and(eq(refreshTokens.memberId, memberId), isNull(refreshTokens.revokedAt)));
        await tx
          .update(members)
          .set({
            status: "left",
            leaveReason: reason,
            leftAt: clock.now(),
            passwordHash: null,
            name: null,
            nickname: null,
            email: null,
            emailVerifiedAt: null,
            phone: null,
            age: null,
            gender: null,
            mailing: false,
            sms: false,
            points: 0,
            experience: 0,
            educationLevel: null,
            educationStatus: null,
            isAdmin: false,
          })
          .where(eq(members.id, memberId));
      });
    },

    async adminOverview() {
      const result = await db.execute<{ active: number; left: number; admins: number; schedules: number; sessions: number }>(sql`
        select
          (select count(*)::int from members where status = 'active') as active,
          (select count(*)::int from members where status = 'left') as left,
          (select count(*)::int from members where is_admin and status = 'active') as admins,
          (select count(*)::int from personal_schedules) as schedules,
          (select count(*)::int from refresh_tokens where revoked_at is null and replaced_at is null and expires_at > now()) as sessions`);
      const row = result.rows[0];
      return {
        activeMembers: Number(row?.active ?? 0),
        leftMembers: Number(row?.left ?? 0),
        admins: Number(row?.admins ?? 0),
        personalSchedules: Number(row?.schedules ?? 0),
        activeSessions: Number(row?.sessions ?? 0),
      };
    },
  };
}

export type MembersService = ReturnType<typeof createMembersService>;

async function findConflict(db: Db, loginId: string, email: string): Promise<"login_id" | "email" | null> {
  const [byId] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, loginId.toLowerCase()));
  if (byId) return "login_id";
  return (await verifiedOwnerOf(db, email)) ? "email" : null;
}

function profileColumns(input: ProfileInput) {
  return {
    name: input.mbName,
    nickname: input.mbNick,
    email: input.mbEmail,
    phone: input.mbHp,
    age: input.mbAge ?? null,
    gender: input.gender ?? null,
    mailing: input.mbMailling,
    sms: input.mbSms,
  };
}

/** One cookie of a request; null when missing or not decodable. */
export function cookieOf(request: Request, name: string): string | null {
  return readCookie(request.headers.get("cookie"), name) || null;
}
