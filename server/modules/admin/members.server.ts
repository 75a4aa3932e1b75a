import { and, count, desc, eq, ilike, isNull, or, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../../shared/like";
import { offsetOf, type Paged, type PageRequest } from "../../../shared/paging";
import type { Db } from "../../db/client.server";
import { members, refreshTokens } from "../../db/schema";
import { type Actor, recordAudit } from "./audit.server";

export interface MemberRow {
  id: number;
  loginId: string;
  name: string | null;
  nickname: string | null;
  email: string | null;
  isAdmin: boolean;
  status: string;
  bannedUntil: Date | null;
  createdAt: Date;
  /** Banned right now, by the database's clock, which also enforces the ban at sign-in. */
  banned: boolean;
}

const memberColumns = {
  id: members.id,
  loginId: members.loginId,
  name: members.name,
  nickname: members.nickname,
  email: members.email,
  isAdmin: members.isAdmin,
  status: members.status,
  bannedUntil: members.bannedUntil,
  createdAt: members.createdAt,
};

const bannedNow = sql<boolean>`coalesce(${members.bannedUntil} > now(), false)`;

/** Member search, roles and bans for the admin console. */
export function createMembersAdmin(db: Db) {
  return {
    async search(q: PageRequest & { keyword: string }): Promise<Paged<MemberRow>> {
      let where: SQL | undefined;
      if (q.keyword) {
        const p = containsPattern(q.keyword);
        where = or(ilike(members.loginId, p), ilike(members.name, p), ilike(members.nickname, p), ilike(members.email, p));
      }
      const [items, [total]] = await Promise.all([
        db
          .select({ ...memberColumns, banned: bannedNow })
          .from(members)
          .where(where)
          .orderBy(desc(members.id))
          .limit(q.pageSize)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(members).where(where),
      ]);
      return { items, total: total?.n ?? 0 };
    },

    async member(id: number) {
      const [row] = await db
        .select({
          ...memberColumns,
          banned: bannedNow,
          phone: members.phone,
          age: members.age,
          gender: members.gender,
          leftAt: members.leftAt,
        })
        .from(members)
        .where(eq(members.id, id));
      return row ?? null;
    },

    /** Grants or revokes the admin role; an admin cannot revoke their own role (no lock-out). */
    async setRole(actor: Actor, id: number, isAdmin: boolean): Promise<{ ok: boolean; message: string }> {
      if (!isAdmin && actor.id === id) return { ok: false, message: "자신의 관리자 권한은 해제할 수 없습니다." };
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select(memberColumns)
          .from(members)
          .where(and(eq(members.id, id), eq(members.status, "active")));
        if (!before) return { ok: false, message: "활동 중인 회원이 아닙니다." };
        const [after] = await tx.update(members).set({ isAdmin }).where(eq(members.id, id)).returning(memberColumns);
        await recordAudit(tx, actor, {
          action: isAdmin ? "member.grantAdmin" : "member.revokeAdmin",
          target: `member:${before.loginId}`,
          before,
          after,
        });
        return { ok: true, message: isAdmin ? "관리자 권한을 부여했습니다." : "관리자 권한을 해제했습니다." };
      });
    },

    /** Bans for `days` days (0 lifts the ban); a ban ends every session of the member at once. */
    async ban(actor: Actor, id: number, days: number): Promise<{ ok: boolean; message: string }> {
      if (actor.id === id) return { ok: false, message: "자신을 이용 정지할 수 없습니다." };
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select(memberColumns)
          .from(members)
          .where(and(eq(members.id, id), eq(members.status, "active")));
        if (!before) return { ok: false, message: "활동 중인 회원이 아닙니다." };
        // On the database's clock, like the check at sign-in: moving a test clock neither lifts nor extends a ban.
        const bannedUntil = days > 0 ? sql<Date>`now() + ${days} * interval '1 day'` : null;
        const [after] = await tx.update(members).set({ bannedUntil }).where(eq(members.id, id)).returning(memberColumns);
        if (bannedUntil)
          await tx
            .update(refreshTokens)
            .set({ revokedAt: sql`now()` })
            .where(and(eq(refreshTokens.memberId, id), isNull(refreshTokens.revokedAt)));
        await recordAudit(tx, actor, {
          action: days > 0 ? "member.ban" : "member.unban",
          target: `member:${before.loginId}`,
          before,
          after,
        });
        return { ok: true, message: days > 0 ? `${days}일 동안 이용을 정지했습니다.` : "이용 정지를 해제했습니다." };
      });
    },

    /** `npm run admin:grant`: makes an active member an admin; the audit log names the command. */
    async grantByLoginId(loginId: string): Promise<"granted" | "already" | "not_found"> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select(memberColumns)
          .from(members)
          .where(and(eq(members.loginId, loginId.trim().toLowerCase()), eq(members.status, "active")));
        if (!before) return "not_found";
        if (before.isAdmin) return "already";
        const [after] = await tx.update(members).set({ isAdmin: true }).where(eq(members.id, before.id)).returning(memberColumns);
        await recordAudit(tx, null, { action: "member.grantAdmin", target: `member:${before.loginId}`, before, after });
        return "granted";
      });
    },

    async counts() {
      const result = await db.execute<{ active: number; today: number; admins: number; banned: number }>(sql`
        select
          (select count(*)::int from members where status = 'active') as active,
          (select count(*)::int from members where created_at >= date_trunc('day', now() at time zone 'Asia/Seoul') at time zone 'Asia/Seoul') as today,
          (select count(*)::int from members where is_admin and status = 'active') as admins,
          (select count(*)::int from members where banned_until > now()) as banned`);
      const row = result.rows[0];
      return {
        active: Number(row?.active ?? 0),
        today: Number(row?.today ?? 0),
        admins: Number(row?.admins ?? 0),
        banned: Number(row?.banned ?? 0),
      };
    },
  };
}
