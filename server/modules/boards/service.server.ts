import { createHash } from "node:crypto";
import { and, asc, eq, lt, sql } from "drizzle-orm";
import { RateLimiterRes } from "rate-limiter-flexible";
import type { PostInputFields } from "../../../shared/board-schemas";
import { paragraphsOf } from "../../../shared/board-text";
import { BOARDS, licenseTag } from "../../../shared/cache-tags";
import { todayInSeoul } from "../../../shared/dates";
import type { PageRequest } from "../../../shared/paging";
import { growingLru } from "../../cache/growing-lru";
import { markChanged } from "../../cache/purge-scope.server";
import type { Db } from "../../db/client.server";
import { boards, licenses, postComments, posts, postViews } from "../../db/schema";
import { AppError, badRequest, forbidden, notFound, unauthorized } from "../../http/errors";
import type { Clock } from "../../jobs/clock";
import type { Job } from "../../jobs/scheduler.server";
import type { Limiter, RateLimits } from "../../rate-limits.server";
import { checkUploads, type UploadInput } from "./attachments.server";
import { createModeration } from "./moderation.server";
import { REPORTS, WRITE_LIMITS } from "./points";
import {
  attachmentsOf,
  commentsOf,
  type LatestFilter,
  type ListFilter,
  latestPostLists,
  latestPosts,
  listPosts,
  memberFlags,
  postDetail,
  rankedPosts,
} from "./queries.server";
import { isRankingSlug } from "./ranking";
import { createReactions } from "./reactions.server";
import { plainTextOf, sanitizePostBody } from "./sanitize";
import { freeAttachments, readAttachment, storeAttachments } from "./storage.server";
import { award, syncSearch as syncSearchDocument, type Tx } from "./writes.server";

/** Who is acting: the logged-in member (pages and APIs resolve it before calling). */
export interface Actor {
  id: number;
  nickname: string | null;
  loginId: string;
  isAdmin: boolean;
}

type Board = typeof boards.$inferSelect;

/** Who views a post: the member, and the trusted client address (http/client-address.ts). */
interface Viewer {
  actor: Actor | null;
  clientAddress: string;
}

/** Post fields; `format` says whether `body` is rich text (HTML, the API default) or typed text (the write form). */
export type PostWrite = PostInputFields & { format?: "html" | "text" };

export const RATE_LIMITED_MESSAGE = "잠시 후 다시 시도해주세요. 짧은 시간에 너무 많이 작성했습니다.";

export const LIKE_LIMITED_MESSAGE = "공감을 너무 자주 눌렀습니다. 잠시 후 다시 시도해주세요.";

export const REPORT_LIMITED_MESSAGE = "신고가 너무 많습니다. 잠시 후 다시 시도해주세요.";

const displayName = (actor: Actor) => actor.nickname?.trim() || actor.loginId;

/** Marks what shows a post for the shared caches' purge: every board listing and its license's page. */
async function markPostChanged(q: Db | Tx, postId: number): Promise<void> {
  const [row] = await q.select({ licenseId: posts.licenseId }).from(posts).where(eq(posts.id, postId));
  markChanged(BOARDS, row?.licenseId ? licenseTag(row.licenseId) : null);
}

/** Every write that changes what a post shows updates its search document: the caches hear of it there too. */
async function syncSearch(tx: Tx, postId: number): Promise<void> {
  await syncSearchDocument(tx, postId);
  await markPostChanged(tx, postId);
}

/** The one boards engine: community boards, 자격증톡, license Q&A and news (docs/decisions/0016-boards-engine.md). */
export function createBoardsService(db: Db, rateLimits: RateLimits, clock: Clock) {
  /** Views already counted by this process: a repeat skips the database (which stays the judge). */
  const countedViews = growingLru<string, true>(50_000);

  /**
   * Counts one view per post, visitor and day; true when this one counted. A visitor is a member, or
   * else the client address as far as TRUST_PROXY lets us believe it: no request header the client
   * writes itself (User-Agent, a forged X-Forwarded-For) makes a new visitor (decision 0038).
   */
  async function recordView(id: number, viewer: Viewer): Promise<boolean> {
    const visitor = viewer.actor
      ? `m:${viewer.actor.id}`
      : `v:${createHash("sha256").update(viewer.clientAddress).digest("hex").slice(0, 32)}`;
    const day = clock.today();
    const key = `${id}|${visitor}|${day}`;
    if (countedViews.has(key)) return false;
    const counted = await db
      .insert(postViews)
      .values({ postId: id, visitorKey: visitor, day })
      .onConflictDoNothing()
      .returning({ postId: postViews.postId });
    countedViews.set(key, true);
    if (counted.length === 0) return false;
    await db
      .update(posts)
      .set({ views: sql`${posts.views} + 1` })
      .where(eq(posts.id, id));
    return true;
  }

  // Per member and shared by every app process when Redis is configured (rate-limits.server.ts).
  const windowSeconds = WRITE_LIMITS.windowMs / 1000;
  const postLimiter = rateLimits.limiter({ name: "board-posts", points: WRITE_LIMITS.posts, durationSeconds: windowSeconds });
  const commentLimiter = rateLimits.limiter({
    name: "board-comments",
    points: WRITE_LIMITS.comments,
    durationSeconds: windowSeconds,
  });
  const likeLimiter = rateLimits.limiter({ name: "board-likes", points: WRITE_LIMITS.likes, durationSeconds: windowSeconds });

  async function limit(limiter: Limiter, actor: Actor, message = RATE_LIMITED_MESSAGE) {
    try {
      await limiter.consume(String(actor.id));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new AppError(429, message);
      throw rejection;
    }
  }

  const reportLimiters = {
    member: rateLimits.limiter({ name: "board-reports:member", points: REPORTS.perMemberPerHour, durationSeconds: 3_600 }),
    client: rateLimits.limiter({ name: "board-reports:client", points: REPORTS.perClientPerHour, durationSeconds: 3_600 }),
  };

  async function limitReports(actor: Actor, clientAddress: string) {
    try {
      await reportLimiters.member.consume(String(actor.id));
      await reportLimiters.client.consume(clientAddress);
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) throw new AppError(429, REPORT_LIMITED_MESSAGE);
      throw rejection;
    }
  }

  async function board(slug: string): Promise<Board | null> {
    const [row] = await db.select().from(boards).where(eq(boards.slug, slug));
    return row ?? null;
  }

  async function requireBoard(slug: string): Promise<Board> {
    const row = await board(slug);
    if (!row) throw notFound("게시판을 찾을 수 없습니다.");
    return row;
  }

  /** A visible post, or 404 (hidden and deleted posts are gone for everyone but admins). */
  async function requirePost(id: number, actor?: Actor | null) {
    const post = await postDetail(db, id);
    if (!post || (post.status !== "visible" && !actor?.isAdmin)) throw notFound("게시글을 찾을 수 없습니다.");
    return post;
  }

  function requireActor(actor: Actor | null): Actor {
    if (!actor) throw unauthorized("로그인한 회원만 이용할 수 있습니다.");
    return actor;
  }

  async function checkPostInput(b: Board, input: PostWrite, actor: Actor) {
    if (b.writeLevel === "none" || (b.writeLevel === "admin" && !actor.isAdmin))
      throw forbidden("이 게시판에는 글을 쓸 수 없습니다.");
    if (input.category && !b.categories.includes(input.category))
      throw badRequest("말머리가 올바르지 않습니다.", { category: "말머리가 올바르지 않습니다." });
    if (b.needsLicense && !input.ld_id) throw badRequest("자격증을 선택해주세요.", { ld_id: "자격증을 선택해주세요." });
    if (input.ld_id) {
      const [license] = await db.select({ id: licenses.id }).from(licenses).where(eq(licenses.id, input.ld_id));
      if (!license) throw badRequest("자격증을 찾을 수 없습니다.", { ld_id: "자격증을 찾을 수 없습니다." });
    }
    // The write form sends plain text; API clients send rich text (HTML), or text without any tag.
    const html = input.format === "text" || !/<[a-z][^>]*>/i.test(input.body) ? paragraphsOf(input.body) : input.body;
    const body = sanitizePostBody(html);
    const bodyText = plainTextOf(body);
    if (!bodyText && !/<img /.test(body)) throw badRequest("내용을 입력해주세요.", { body: "내용을 입력해주세요." });
    return { body, bodyText };
  }

  const reactions = createReactions(db, { requirePost, requireActor, syncSearch, award, limitReports, clock });

  return {
    /** Board definitions in tab order. */
    async boards(): Promise<Board[]> {
      return db.select().from(boards).orderBy(asc(boards.sortOrder));
    },
    board,
    requireBoard,

    async list(slug: string, filter: ListFilter, paging: PageRequest) {
      const b = await requireBoard(slug);
      const page = isRankingSlug(slug)
        ? await rankedPosts(db, slug, paging, clock.now(), filter.search)
        : await listPosts(db, slug, filter, paging);
      return { board: b, ...page };
    },

    /** View keys only keep a visitor from counting twice today: older ones go (privacy policy 제3조). */
    viewKeysJob: {
      name: "post-view-keys",
      intervalMs: 3_600_000,
      run: async (now: Date) => {
        await db.delete(postViews).where(lt(postViews.day, todayInSeoul(now)));
      },
    } satisfies Job,

    /**
     * A visitor's view of a post page served from the shared response cache, where no loader ran:
     * counted as `view` would have (one per visitor and day).
     */
    recordAnonymousView: (id: number, clientAddress: string) =>
      recordView(id, { actor: null, clientAddress }).then(() => undefined),

    latest: (filter: LatestFilter, limit: number) => latestPosts(db, filter, limit),
    /** Several latest-post lists in one statement, in the order asked. */
    latestLists: (lists: { filter: LatestFilter; limit: number }[]) => latestPostLists(db, lists),

    /** Post page: the post, its comments and attachments, the viewer's like/scrap; counts one view per visitor and day. */
    async view(id: number, viewer: Viewer) {
      const post = await requirePost(id, viewer.actor);
      if (await recordView(id, viewer)) post.views += 1;
      const [b, comments, attachments, flags] = await Promise.all([
        requireBoard(post.boardSlug),
        commentsOf(db, id),
        attachmentsOf(db, id),
        viewer.actor ? memberFlags(db, viewer.actor.id, [id]) : null,
      ]);
      return {
        board: b,
        post,
        comments,
        attachments,
        liked: flags?.liked.has(id) ?? false,
        scrapped: flags?.scrapped.has(id) ?? false,
        canEdit: viewer.actor ? viewer.actor.isAdmin || viewer.actor.id === post.memberId : false,
      };
    },

    /** An attachment's bytes, when its post is visible. */
    async attachment(id: number) {
      const file = await readAttachment(db, id);
      if (!file) throw notFound("첨부파일을 찾을 수 없습니다.");
      return file;
    },

    /** A post for its edit form (author or admin only). */
    async editable(id: number, actor: Actor | null) {
      const a = requireActor(actor);
      const post = await requirePost(id, a);
      if (post.memberId !== a.id && !a.isAdmin) throw forbidden("작성자만 수정할 수 있습니다.");
      return { board: await requireBoard(post.boardSlug), post };
    },

    /** Writes a post, its search document and the author's points in one transaction. */
    async createPost(
      slug: string,
      input: PostWrite & { notice?: boolean },
      actor: Actor | null,
      files: UploadInput[] = [],
    ): Promise<{ id: number; kind: string }> {
      const a = requireActor(actor);
      const b = await requireBoard(slug);
      const clean = await checkPostInput(b, input, a);
      const uploads = await checkUploads(files);
      await limit(postLimiter, a);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(posts)
          .values({
            boardSlug: slug,
            category: input.category ?? null,
            licenseId: input.ld_id ?? null,
            memberId: a.id,
            createdAt: clock.now(),
            authorName: displayName(a),
            title: input.title,
            ...clean,
            isNotice: Boolean(input.notice && a.isAdmin),
          })
          .returning({ id: posts.id });
        if (!row) throw new Error("insert returned no row");
        await storeAttachments(tx, a.id, row.id, uploads, clock.now());
        await award(tx, a.id, "post", 1, { postId: row.id });
        await syncSearch(tx, row.id);
        return row.id;
      });
      return { id, kind: b.kind };
    },

    async updatePost(id: number, input: PostWrite, actor: Actor | null): Promise<{ id: number; kind: string }> {
      const a = requireActor(actor);
      const post = await requirePost(id, a);
      if (post.memberId !== a.id && !a.isAdmin) throw forbidden("작성자만 수정할 수 있습니다.");
      const b = await requireBoard(post.boardSlug);
      const clean = await checkPostInput(b, input, a);
      // A post moved to another license leaves the old license's page too.
      if (post.licenseId) markChanged(licenseTag(post.licenseId));
      await db.transaction(async (tx) => {
        await tx
          .update(posts)
          .set({
            title: input.title,
            category: input.category ?? null,
            licenseId: input.ld_id ?? null,
            ...clean,
            updatedAt: clock.now(),
          })
          .where(eq(posts.id, id));
        await syncSearch(tx, id);
      });
      return { id, kind: b.kind };
    },

    /** Soft delete by the author or an admin; the author's post points are taken back and its files dropped. */
    async deletePost(id: number, actor: Actor | null) {
      const a = requireActor(actor);
      const post = await requirePost(id, a);
      if (post.memberId !== a.id && !a.isAdmin) throw forbidden("작성자만 삭제할 수 있습니다.");
      const b = await requireBoard(post.boardSlug);
      await db.transaction(async (tx) => {
        await tx.update(posts).set({ status: "deleted", deletedAt: clock.now() }).where(eq(posts.id, id));
        await freeAttachments(tx, id);
        await award(tx, post.memberId, "post", -1, { postId: id });
        await syncSearch(tx, id);
      });
      return { board: b, licenseId: post.licenseId };
    },

    async addComment(postId: number, input: { body: string; parentId?: number }, actor: Actor | null) {
      const a = requireActor(actor);
      const post = await requirePost(postId, a);
      const b = await requireBoard(post.boardSlug);
      if (b.commentLevel === "none") throw forbidden("이 게시판에는 댓글을 쓸 수 없습니다.");
      if (input.parentId) {
        const [parent] = await db
          .select({ parentId: postComments.parentId })
          .from(postComments)
          .where(and(eq(postComments.id, input.parentId), eq(postComments.postId, postId), eq(postComments.status, "visible")));
        if (!parent) throw badRequest("답글을 달 댓글을 찾을 수 없습니다.");
        if (parent.parentId !== null) throw badRequest("답글에는 다시 답글을 달 수 없습니다.");
      }
      await limit(commentLimiter, a);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(postComments)
          .values({
            postId,
            parentId: input.parentId ?? null,
            memberId: a.id,
            authorName: displayName(a),
            body: input.body,
            createdAt: clock.now(),
          })
          .returning({ id: postComments.id });
        if (!row) throw new Error("insert returned no row");
        await tx
          .update(posts)
          .set({ commentCount: sql`${posts.commentCount} + 1` })
          .where(eq(posts.id, postId));
        await award(tx, a.id, "comment", 1, { postId, commentId: row.id });
        await syncSearch(tx, postId);
        return { id: row.id, kind: b.kind };
      });
    },

    async deleteComment(commentId: number, actor: Actor | null) {
      const a = requireActor(actor);
      const [comment] = await db
        .select()
        .from(postComments)
        .where(and(eq(postComments.id, commentId), eq(postComments.status, "visible")));
      if (!comment) throw notFound("댓글을 찾을 수 없습니다.");
      if (comment.memberId !== a.id && !a.isAdmin) throw forbidden("작성자만 삭제할 수 있습니다.");
      await db.transaction(async (tx) => {
        await tx.update(postComments).set({ status: "deleted", deletedAt: clock.now() }).where(eq(postComments.id, commentId));
        await tx
          .update(posts)
          .set({ commentCount: sql`greatest(${posts.commentCount} - 1, 0)` })
          .where(eq(posts.id, comment.postId));
        await award(tx, comment.memberId, "comment", -1, { postId: comment.postId, commentId });
        await syncSearch(tx, comment.postId);
      });
      return { postId: comment.postId };
    },

    /** Q&A: the question's author accepts one answer (a top-level comment by someone else). */
    async acceptAnswer(postId: number, commentId: number, actor: Actor | null) {
      const a = requireActor(actor);
      const post = await requirePost(postId, a);
      if (post.memberId !== a.id) throw forbidden("질문 작성자만 답변을 채택할 수 있습니다.");
      if (post.acceptedCommentId !== null) throw badRequest("이미 채택한 답변이 있습니다.");
      const [answer] = await db
        .select({ memberId: postComments.memberId, parentId: postComments.parentId })
        .from(postComments)
        .where(and(eq(postComments.id, commentId), eq(postComments.postId, postId), eq(postComments.status, "visible")));
      if (!answer || answer.parentId !== null) throw badRequest("채택할 답변을 찾을 수 없습니다.");
      if (answer.memberId === a.id) throw badRequest("자신의 답변은 채택할 수 없습니다.");
      await db.update(posts).set({ acceptedCommentId: commentId }).where(eq(posts.id, postId));
      await markPostChanged(db, postId);
    },

    ...reactions,
    /**
     * Limited per member. A like changes only counts and the 핫이슈 ranking, so it purges no shared
     * page: anonymous copies catch up within the cache's TTL, as view counts do (issue 34: one
     * member's toggles emptied the home, board and post pages' cache).
     */
    async toggleLike(postId: number, actor: Actor | null) {
      if (actor) await limit(likeLimiter, actor, LIKE_LIMITED_MESSAGE);
      return reactions.toggleLike(postId, actor);
    },
    moderation: createModeration(db, syncSearch, clock),
  };
}

export type BoardsService = ReturnType<typeof createBoardsService>;
