import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { offsetOf, type Paged, type PageRequest } from "../../../shared/paging";
import type { Db } from "../../db/client.server";
import { postComments, postReports, posts } from "../../db/schema";
import { notFound } from "../../http/errors";
import type { Clock } from "../../jobs/clock";
import type { Tx } from "./writes.server";

export type ModerationTarget = "post" | "comment";

export interface ReportedItem {
  targetType: ModerationTarget;
  id: number;
  postId: number;
  title: string;
  excerpt: string;
  authorName: string;
  status: string;
  reportCount: number;
  reasons: string[];
  createdAt: string;
}

/**
 * Moderation for the admin console (issue 13): list reported posts and comments, hide, restore,
 * delete. Hiding and deleting take the post out of search; restoring puts it back and dismisses its
 * reports: they stay on record, so the same members cannot report it again, but no longer count.
 */
export function createModeration(db: Db, syncSearch: (tx: Tx, postId: number) => Promise<void>, clock: Clock) {
  const tableOf = (t: ModerationTarget) => (t === "post" ? posts : postComments);

  async function reasonsOf(targetType: ModerationTarget, id: number): Promise<string[]> {
    const rows = await db
      .select({ reason: postReports.reason })
      .from(postReports)
      .where(and(eq(postReports.targetType, targetType), eq(postReports.targetId, id), isNull(postReports.dismissedAt)))
      .orderBy(desc(postReports.createdAt));
    return rows.map((r) => r.reason);
  }

  async function setStatus(targetType: ModerationTarget, id: number, status: "visible" | "hidden" | "deleted") {
    const table = tableOf(targetType);
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(table)
        .set({
          status,
          ...(status === "visible" ? { reportCount: 0 } : {}),
          ...(status === "deleted" ? { deletedAt: clock.now() } : {}),
        })
        .where(eq(table.id, id))
        .returning({ id: table.id });
      if (changed.length === 0) throw notFound("대상을 찾을 수 없습니다.");
      if (status === "visible") {
        await tx
          .update(postReports)
          .set({ dismissedAt: clock.now() })
          .where(and(eq(postReports.targetType, targetType), eq(postReports.targetId, id), isNull(postReports.dismissedAt)));
      }
      if (targetType === "post") await syncSearch(tx, id);
    });
  }

  return {
    /** Reported posts or comments, most reported first (hidden ones included: they await review). */
    async reported(targetType: ModerationTarget, paging: PageRequest): Promise<Paged<ReportedItem>> {
      if (targetType === "post") {
        const where = and(gt(posts.reportCount, 0), sql`${posts.status} <> 'deleted'`);
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(posts)
            .where(where)
            .orderBy(desc(posts.reportCount), desc(posts.id))
            .limit(paging.pageSize)
            .offset(offsetOf(paging)),
          db.select({ n: count() }).from(posts).where(where),
        ]);
        const items = await Promise.all(
          rows.map(async (p) => ({
            targetType,
            id: p.id,
            postId: p.id,
            title: p.title,
            excerpt: p.bodyText.slice(0, 120),
            authorName: p.authorName,
            status: p.status,
            reportCount: p.reportCount,
            reasons: await reasonsOf(targetType, p.id),
            createdAt: p.createdAt.toISOString(),
          })),
        );
        return { items, total: total?.n ?? 0 };
      }
      const where = and(gt(postComments.reportCount, 0), sql`${postComments.status} <> 'deleted'`);
      const [rows, [total]] = await Promise.all([
        db
          .select({ c: postComments, title: posts.title })
          .from(postComments)
          .innerJoin(posts, eq(posts.id, postComments.postId))
          .where(where)
          .orderBy(desc(postComments.reportCount), desc(postComments.id))
          .limit(paging.pageSize)
          .offset(offsetOf(paging)),
        db.select({ n: count() }).from(postComments).where(where),
      ]);
      const items = await Promise.all(
        rows.map(async ({ c, title }) => ({
          targetType,
          id: c.id,
          postId: c.postId,
          title,
          excerpt: c.body.slice(0, 120),
          authorName: c.authorName,
          status: c.status,
          reportCount: c.reportCount,
          reasons: await reasonsOf(targetType, c.id),
          createdAt: c.createdAt.toISOString(),
        })),
      );
      return { items, total: total?.n ?? 0 };
    },
    hide: (targetType: ModerationTarget, id: number) => setStatus(targetType, id, "hidden"),
    /** Makes the target visible again and dismisses its reports (only later reports by other members count). */
    restore: (targetType: ModerationTarget, id: number) => setStatus(targetType, id, "visible"),
    /** Soft delete (the row stays for the record; nobody but admins sees it). */
    remove: (targetType: ModerationTarget, id: number) => setStatus(targetType, id, "deleted"),
  };
}

export type BoardsModeration = ReturnType<typeof createModeration>;
