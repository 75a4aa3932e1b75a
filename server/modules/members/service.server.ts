import { hash, verify } from "@node-rs/argon2";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import { parse } from "hono/utils/cookie";
import type { ProfileInput, RegisterInput } from "../../../shared/member-schemas";
import type { Config } from "../../config.server";
import type { Db } from "../../db/client.server";
import { memberLicenses, members, personalSchedules, pointLedger, postScraps, refreshTokens } from "../../db/schema";
import { clearedSessionCookies, cookieHeaders, reconfirmCookie, secureCookies } from "./cookies.server";
import { createProfileService } from "./profile.server";
import { createFailureLimiter } from "./rate-limit";
import { createSessions } from "./sessions.server";
import { createSpecService } from "./spec.server";
import {
  ACCESS_COOKIE,
  createKeyProvider,
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

export type LoginResult =
  | { ok: true; accessToken: string; refreshToken: string }
  | { ok: false; reason: "invalid" | "rate_limited" };

export const LOGIN_FAILED_MESSAGE = "아이디 또는 비밀번호가 올바르지 않습니다.";
export const LOGIN_LIMITED_MESSAGE = "로그인 시도가 너무 많습니다. 10분 후 다시 시도해주세요.";

/** Members an admin banned cannot log in or use a session until the ban ends. */
const notBanned = sql`(${members.bannedUntil} is null or ${members.bannedUntil} <= now())`;

/** Tokens issued for a request by the session middleware (refreshed before the loaders ran). */
const issuedForRequest = new WeakMap<Request, string>();

export function createMembersService(db: Db, config: Config) {
  const key = createKeyProvider(db, config.AUTH_SECRET);
  const sessions = createSessions(db, key);
  const limiter = createFailureLimiter({ windowMs: 10 * 60_000, limits: { account: 10, ip: 30 } });
  let dummyHash: Promise<string> | undefined;

  /** The access token a request carries: a just-refreshed one, the header, or the cookie. */
  function accessTokenOf(request: Request): string | null {
    const issued = issuedForRequest.get(request);
    if (issued) return issued;
    const header = request.headers.get("x-access-token");
    if (header) return header;
    return cookieOf(request, ACCESS_COOKIE);
  }

  async function memberForToken(token: string | null): Promise<CurrentMember | null> {
    if (!token) return null;
    const claims = await verifyAccessToken(await key(), token);
    if (!claims) return null;
    const [row] = await db
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
          eq(members.id, claims.memberId),
          eq(members.status, "active"),
          notBanned,
          sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${claims.familyId}
            and ${refreshTokens.memberId} = ${members.id} and ${refreshTokens.revokedAt} is null
            and ${refreshTokens.expiresAt} > now())`,
        ),
      );
    return row ? { ...row, familyId: claims.familyId } : null;
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
    spec: createSpecService(db),
    profile: createProfileService(db),
    accessTokenOf,
    rememberIssuedToken(request: Request, token: string) {
      issuedForRequest.set(request, token);
    },

    /** The logged-in member of a request, or null (bad or expired tokens never throw). */
    async currentMember(request: Request): Promise<CurrentMember | null> {
      return memberForToken(accessTokenOf(request));
    },

    memberForToken,

    /** Whether the request carries an unexpired, correctly signed access token (no database check). */
    async hasValidAccessToken(request: Request): Promise<boolean> {
      const token = accessTokenOf(request);
      return token !== null && (await verifyAccessToken(await key(), token)) !== null;
    },

    /** Creates an account; "login_id" or "email" when that value is already used. */
    async register(input: RegisterInput): Promise<{ ok: true; id: number } | { ok: false; conflict: "login_id" | "email" }> {
      const passwordHash = await hash(input.mbPassword);
      const conflict = await findConflict(db, input.mbId, input.mbEmail);
      if (conflict) return { ok: false, conflict };
      try {
        const [row] = await db
          .insert(members)
          .values({ loginId: input.mbId, passwordHash, ...profileColumns(input) })
          .returning({ id: members.id });
        if (!row) throw new Error("insert returned nothing");
        return { ok: true, id: row.id };
      } catch (error) {
        // A concurrent sign-up won the unique index race.
        const raced = await findConflict(db, input.mbId, input.mbEmail);
        if (raced) return { ok: false, conflict: raced };
        throw error;
      }
    },

    async login(loginId: string, password: string, ip: string): Promise<LoginResult> {
      const id = loginId.trim().toLowerCase();
      const keys = [`account:${id}`, `ip:${ip}`];
      if (limiter.isBlocked(keys)) return { ok: false, reason: "rate_limited" };
      const [row] = await db
        .select({ id: members.id, passwordHash: members.passwordHash })
        .from(members)
        .where(and(eq(members.loginId, id), eq(members.status, "active"), notBanned));
      if (!(await passwordMatches(row?.passwordHash ?? null, password)) || !row) {
        limiter.recordFailure(keys);
        return { ok: false, reason: "invalid" };
      }
      limiter.reset(`account:${id}`);
      const tokens = await sessions.start(row.id);
      return { ok: true, ...tokens };
    },

    /** Ends the request's session: the refresh cookie's family and the access token's family. */
    /** Set-Cookie headers that remove the session from the browser (logout, leave). */
    signedOutHeaders(request: Request): Headers {
      return cookieHeaders(clearedSessionCookies(secureCookies(request, config)));
    },

    /** Set-Cookie headers carrying a password re-confirmation token. */
    reconfirmationHeaders(request: Request, token: string): Headers {
      return cookieHeaders([reconfirmCookie(token, secureCookies(request, config))]);
    },

    async logout(request: Request): Promise<void> {
      const refresh = cookieOf(request, REFRESH_COOKIE) ?? request.headers.get("x-refresh-token");
      if (refresh) await sessions.revokeByRefreshToken(refresh);
      const token = accessTokenOf(request);
      const claims = token ? await verifyAccessToken(await key(), token) : null;
      if (claims) await sessions.revokeFamily(claims.familyId);
    },

    /** Password re-confirmation for the personal-info edit. */
    async confirmPassword(memberId: number, password: string): Promise<boolean> {
      const [row] = await db.select({ passwordHash: members.passwordHash }).from(members).where(eq(members.id, memberId));
      return passwordMatches(row?.passwordHash ?? null, password);
    },

    async issueReconfirmation(memberId: number): Promise<string> {
      return signReconfirmToken(await key(), memberId);
    },

    async isReconfirmed(request: Request, memberId: number): Promise<boolean> {
      const token = cookieOf(request, RECONFIRM_COOKIE);
      return token !== null && verifyReconfirmToken(await key(), token, memberId);
    },

    async memberInfo(memberId: number) {
      const [row] = await db
        .select()
        .from(members)
        .where(and(eq(members.id, memberId), eq(members.status, "active")));
      return row ?? null;
    },

    async updateProfile(memberId: number, input: ProfileInput): Promise<{ ok: true } | { ok: false; conflict: "email" }> {
      const [taken] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(sql`lower(${members.email}) = ${input.mbEmail.toLowerCase()}`, ne(members.id, memberId)));
      if (taken) return { ok: false, conflict: "email" };
      await db.update(members).set(profileColumns(input)).where(eq(members.id, memberId));
      return { ok: true };
    },

    /** Sets a new password and ends every other session of the member. */
    async changePassword(memberId: number, newPassword: string, keepFamilyId: string): Promise<void> {
      await db
        .update(members)
        .set({ passwordHash: await hash(newPassword) })
        .where(eq(members.id, memberId));
      await db
        .update(refreshTokens)
        .set({ revokedAt: new Date() })
        .where(
          and(eq(refreshTokens.memberId, memberId), ne(refreshTokens.familyId, keepFamilyId), isNull(refreshTokens.revokedAt)),
        );
    },

    /**
     * Deactivates the account and removes its personal data: profile fields and password hash
     * nulled, licenses, desired jobs/subjects, schedules, scraps and point-ledger rows deleted, experience zeroed,
     * every session revoked. The login id stays reserved.
     */
    async leave(memberId: number, reason: string): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(memberLicenses).where(eq(memberLicenses.memberId, memberId));
        await tx.execute(sql`delete from member_desired_jobs where member_id = ${memberId}`);
        await tx.execute(sql`delete from member_desired_subjects where member_id = ${memberId}`);
        await tx.delete(personalSchedules).where(eq(personalSchedules.memberId, memberId));
        await tx.delete(pointLedger).where(eq(pointLedger.memberId, memberId));
        await tx.delete(postScraps).where(eq(postScraps.memberId, memberId));
        await tx
          .update(refreshTokens)
          .set({ revokedAt: new Date() })
          .where(and(eq(refreshTokens.memberId, memberId), isNull(refreshTokens.revokedAt)));
        await tx
          .update(members)
          .set({
            status: "left",
            leaveReason: reason,
            leftAt: new Date(),
            passwordHash: null,
            name: null,
            nickname: null,
            email: null,
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
  const [byEmail] = await db
    .select({ id: members.id })
    .from(members)
    .where(sql`lower(${members.email}) = ${email.toLowerCase()}`);
  return byEmail ? "email" : null;
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
  const header = request.headers.get("cookie");
  if (!header) return null;
  try {
    const value = parse(header, name)[name];
    return value ? value : null;
  } catch {
    return null;
  }
}
