import { and, count, eq, isNull, sql } from "drizzle-orm";
import type { PageRequest } from "../../../shared/paging";
import type { Db } from "../../db/client.server";
import { members, pointLedger, postComments, postLikes, postReports, postScraps, posts } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import type { Clock } from "../../jobs/clock";
import { REPORTS } from "./points";
import { type postDetail, scrapsOf } from "./queries.server";
import type { Actor } from "./service.server";
import type { award, syncSearch, Tx } from "./writes.server";

interface Helpers {
  requirePost: (id: number, actor?: Actor | null) => Promise<NonNullable<Awaited<ReturnType<typeof postDetail>>>>;
  requireActor: (actor: Actor | null) => Actor;
  syncSearch: typeof syncSearch;
  award: typeof award;
  /** Counts one report against the member's and the client's hourly allowance; throws 429 past it. */
  limitReports: (actor: Actor, clientAddress: string) => Promise<void>;
  clock: Clock;
}

/** How much a member's report counts: less for young accounts and for members who never wrote anything. */
async function reportWeight(tx: Tx, memberId: number, now: Date): Promise<number> {
  const result = await tx.execute<{ createdAt: string | Date; wrote: boolean }>(sql`
    select m.created_at as "createdAt",
      (exists (select 1 from ${posts} p where p.member_id = m.id and p.status = 'visible')
        or exists (select 1 from ${postComments} c where c.member_id = m.id and c.status = 'visible')) as wrote
    from ${members} m where m.id = ${memberId}`);
  const row = result.rows[0];
  if (!row) return 0;
  const ageDays = (now.getTime() - new Date(row.createdAt).getTime()) / 86_400_000;
  let weight: number = REPORTS.fullWeight;
  if (!row.wrote) weight = Math.min(weight, REPORTS.noHistoryWeight);
  if (ageDays < REPORTS.newAccountDays) weight = Math.min(weight, REPORTS.newAccountWeight);
  return weight;
}

/** Likes, scraps, reports and the member's totals (scrap count, points). */
export function createReactions(db: Db, { requirePost, requireActor, syncSearch, award, limitReports, clock }: Helpers) {
  return {
    /** Likes toggle (one per member); the author earns or loses the like point. */
    async toggleLike(postId: number, actor: Actor | null): Promise<{ liked: boolean; likeCount: number }> {
      const a = requireActor(actor);
      const post = await requirePost(postId, a);
      if (post.memberId === a.id) throw badRequest("자신의 글에는 공감할 수 없습니다.");
      return db.transaction(async (tx) => {
        // Concurrent toggles by one member would both insert: the post row lock serialises them.
        await tx.select({ id: posts.id }).from(posts).where(eq(posts.id, postId)).for("update");
        const removed = await tx
          .delete(postLikes)
          .where(and(eq(postLikes.postId, postId), eq(postLikes.memberId, a.id)))
          .returning({ postId: postLikes.postId });
        const liked = removed.length === 0;
        if (liked) await tx.insert(postLikes).values({ postId, memberId: a.id });
        const [row] = await tx
          .update(posts)
          .set({ likeCount: sql`greatest(${posts.likeCount} + ${liked ? 1 : -1}, 0)` })
          .where(eq(posts.id, postId))
          .returning({ likeCount: posts.likeCount });
        await award(tx, post.memberId, "like_received", liked ? 1 : -1, { postId });
        return { liked, likeCount: row?.likeCount ?? 0 };
      });
    },

    async toggleScrap(postId: number, actor: Actor | null): Promise<{ scrapped: boolean }> {
      const a = requireActor(actor);
      await requirePost(postId, a);
      const removed = await db
        .delete(postScraps)
        .where(and(eq(postScraps.postId, postId), eq(postScraps.memberId, a.id)))
        .returning({ postId: postScraps.postId });
      if (removed.length > 0) return { scrapped: false };
      await db.insert(postScraps).values({ postId, memberId: a.id, createdAt: clock.now() }).onConflictDoNothing();
      return { scrapped: true };
    },

    /**
     * One report per member and target, ever (a report dismissed by an admin's restore still blocks
     * a second one). The target is hidden until an admin reviews it once the weights of its counted
     * reports reach REPORTS.hideAt.
     */
    async report(
      targetType: "post" | "comment",
      targetId: number,
      reason: string,
      actor: Actor | null,
      clientAddress: string,
    ): Promise<{ hidden: boolean }> {
      const a = requireActor(actor);
      const table = targetType === "post" ? posts : postComments;
      const [target] = await db.select({ status: table.status }).from(table).where(eq(table.id, targetId));
      if (target?.status !== "visible")
        throw notFound(targetType === "post" ? "게시글을 찾을 수 없습니다." : "댓글을 찾을 수 없습니다.");
      await limitReports(a, clientAddress);
      return db.transaction(async (tx) => {
        // Concurrent reports would each miss the other's weight: the target row lock serialises them.
        await tx.select({ id: table.id }).from(table).where(eq(table.id, targetId)).for("update");
        const weight = await reportWeight(tx, a.id, clock.now());
        const inserted = await tx
          .insert(postReports)
          .values({ targetType, targetId, memberId: a.id, reason, weight, createdAt: clock.now() })
          .onConflictDoNothing()
          .returning({ id: postReports.id });
        if (inserted.length === 0) throw badRequest("이미 신고했습니다.");
        const counted = and(
          eq(postReports.targetType, targetType),
          eq(postReports.targetId, targetId),
          isNull(postReports.dismissedAt),
        );
        const [sum] = await tx
          .select({ n: count(), weight: sql<string>`coalesce(sum(${postReports.weight}), 0)` })
          .from(postReports)
          .where(counted);
        const hidden = Number(sum?.weight ?? 0) >= REPORTS.hideAt;
        await tx
          .update(table)
          .set({ reportCount: sum?.n ?? 0, ...(hidden ? { status: "hidden" } : {}) })
          .where(eq(table.id, targetId));
        if (hidden && targetType === "post") await syncSearch(tx, targetId);
        return { hidden };
      });
    },

    scraps: (memberId: number, paging: PageRequest) => scrapsOf(db, memberId, paging),

    async scrapCount(memberId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(postScraps).where(eq(postScraps.memberId, memberId));
      return row?.n ?? 0;
    },

    /** The member's point total: the sum of their ledger rows. */
    async pointTotal(memberId: number): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${pointLedger.amount}), 0)` })
        .from(pointLedger)
        .where(eq(pointLedger.memberId, memberId));
      return Number(row?.total ?? 0);
    },
  };
}
