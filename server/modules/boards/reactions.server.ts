import { and, count, eq, sql } from "drizzle-orm";
import type { PageRequest } from "../../../shared/paging";
import type { Db } from "../../db/client.server";
import { pointLedger, postComments, postLikes, postReports, postScraps, posts } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import { REPORT_HIDE_THRESHOLD } from "./points";
import { type postDetail, scrapsOf } from "./queries.server";
import type { Actor } from "./service.server";
import type { award, syncSearch } from "./writes.server";

interface Helpers {
  requirePost: (id: number, actor?: Actor | null) => Promise<NonNullable<Awaited<ReturnType<typeof postDetail>>>>;
  requireActor: (actor: Actor | null) => Actor;
  syncSearch: typeof syncSearch;
  award: typeof award;
}

/** Likes, scraps, reports and the member's totals (scrap count, points). */
export function createReactions(db: Db, { requirePost, requireActor, syncSearch, award }: Helpers) {
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
      await db.insert(postScraps).values({ postId, memberId: a.id }).onConflictDoNothing();
      return { scrapped: true };
    },

    /** One report per member; REPORT_HIDE_THRESHOLD reports hide the target until an admin reviews it. */
    async report(
      targetType: "post" | "comment",
      targetId: number,
      reason: string,
      actor: Actor | null,
    ): Promise<{ hidden: boolean }> {
      const a = requireActor(actor);
      const table = targetType === "post" ? posts : postComments;
      const [target] = await db.select({ status: table.status }).from(table).where(eq(table.id, targetId));
      if (target?.status !== "visible")
        throw notFound(targetType === "post" ? "게시글을 찾을 수 없습니다." : "댓글을 찾을 수 없습니다.");
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(postReports)
          .values({ targetType, targetId, memberId: a.id, reason })
          .onConflictDoNothing()
          .returning({ id: postReports.id });
        if (inserted.length === 0) throw badRequest("이미 신고했습니다.");
        const [row] = await tx
          .update(table)
          .set({ reportCount: sql`${table.reportCount} + 1` })
          .where(eq(table.id, targetId))
          .returning({ reportCount: table.reportCount });
        const hidden = (row?.reportCount ?? 0) >= REPORT_HIDE_THRESHOLD;
        if (hidden) await tx.update(table).set({ status: "hidden" }).where(eq(table.id, targetId));
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
