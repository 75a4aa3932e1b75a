import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { PostSort } from "../../../shared/board-rules";
import { offsetOf, type Paged, type PageRequest } from "../../../shared/paging";
import type { Db } from "../../db/client.server";
import { boards, licenses, postAttachments, postComments, postScraps, posts } from "../../db/schema";
import { bigramMatchSql } from "../search/queries.server";
import { parseQuery } from "../search/text";
import { RANKING, type RankingSlug } from "./ranking";

/** A transaction handle or the database. */
export type Reader = Pick<Db, "select" | "execute">;

export interface PostSummary {
  id: number;
  boardSlug: string;
  boardName: string;
  boardKind: string;
  category: string | null;
  licenseId: string | null;
  licenseName: string | null;
  title: string;
  authorName: string;
  views: number;
  likeCount: number;
  commentCount: number;
  isNotice: boolean;
  answered: boolean;
  isDemo: boolean;
  createdAt: string;
}

export interface ListFilter {
  category?: string;
  licenseId?: string;
  search?: string;
  sort: PostSort;
  /** Notices only / talks only (자격증톡). */
  notice?: boolean;
}

const summaryColumns = {
  id: posts.id,
  boardSlug: posts.boardSlug,
  boardName: boards.name,
  boardKind: boards.kind,
  category: posts.category,
  licenseId: posts.licenseId,
  licenseName: licenses.name,
  title: posts.title,
  authorName: posts.authorName,
  views: posts.views,
  likeCount: posts.likeCount,
  commentCount: posts.commentCount,
  isNotice: posts.isNotice,
  acceptedCommentId: posts.acceptedCommentId,
  isDemo: posts.isDemo,
  createdAt: posts.createdAt,
};

type SummaryRow = { [K in keyof typeof summaryColumns]: unknown } & {
  acceptedCommentId: number | null;
  createdAt: Date;
};

function toSummary(r: SummaryRow): PostSummary {
  const { acceptedCommentId, createdAt, ...rest } = r as SummaryRow & Omit<PostSummary, "answered" | "createdAt">;
  return { ...rest, answered: acceptedCommentId !== null, createdAt: createdAt.toISOString() };
}

const visible = eq(posts.status, "visible");

/** Post ids whose indexed text matches `search` (Korean-aware: the site search's normalisation). */
function searchMatch(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const q = parseQuery(term);
  if (!q) return sql`false`;
  return sql`${posts.id}::text in (select d.ref_id from search_documents d where d.kind = 'post' and ${bigramMatchSql(q)})`;
}

function orderOf(sort: PostSort): SQL[] {
  if (sort === "comment") return [desc(posts.commentCount), desc(posts.createdAt), desc(posts.id)];
  if (sort === "like") return [desc(posts.likeCount), desc(posts.createdAt), desc(posts.id)];
  return [desc(posts.createdAt), desc(posts.id)];
}

function baseSelect(db: Reader) {
  return db
    .select(summaryColumns)
    .from(posts)
    .innerJoin(boards, eq(boards.slug, posts.boardSlug))
    .leftJoin(licenses, eq(licenses.id, posts.licenseId));
}

export async function listPosts(db: Reader, slug: string, filter: ListFilter, paging: PageRequest): Promise<Paged<PostSummary>> {
  const where = and(
    eq(posts.boardSlug, slug),
    visible,
    filter.category ? eq(posts.category, filter.category) : undefined,
    filter.licenseId ? eq(posts.licenseId, filter.licenseId) : undefined,
    filter.notice === undefined ? undefined : eq(posts.isNotice, filter.notice),
    searchMatch(filter.search),
  );
  const [rows, [total]] = await Promise.all([
    baseSelect(db)
      .where(where)
      .orderBy(...orderOf(filter.sort))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(posts).where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.n ?? 0 };
}

/** Best or hot posts across the community boards (formula in ranking.ts), ranked as of `now` (the service's clock). */
export async function rankedPosts(
  db: Reader,
  slug: RankingSlug,
  paging: PageRequest,
  now: Date,
  search?: string,
): Promise<Paged<PostSummary>> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const window = sql`${posts.createdAt} > ${at} - make_interval(hours => ${RANKING[slug].windowHours})`;
  const engagement = sql`(3 * ${posts.likeCount} + 2 * ${posts.commentCount} + ${posts.views} / 10.0)`;
  const score =
    slug === "best" ? engagement : sql`${engagement} / power(extract(epoch from ${at} - ${posts.createdAt}) / 3600.0 + 2, 1.5)`;
  const where = and(
    visible,
    eq(boards.kind, "community"),
    window,
    slug === "best" ? sql`(${posts.likeCount} > 0 or ${posts.commentCount} > 0)` : sql`${engagement} > 0`,
    searchMatch(search),
  );
  const [rows, [total]] = await Promise.all([
    baseSelect(db).where(where).orderBy(desc(score), desc(posts.id)).limit(paging.pageSize).offset(offsetOf(paging)),
    db.select({ n: count() }).from(posts).innerJoin(boards, eq(boards.slug, posts.boardSlug)).where(where),
  ]);
  return { items: rows.map(toSummary), total: total?.n ?? 0 };
}

export interface LatestFilter {
  slug?: string;
  category?: string;
  licenseId?: string;
  notice?: boolean;
}

function latestSelect(db: Reader, filter: LatestFilter, limit: number, list: number) {
  return db
    .select({ ...summaryColumns, list: sql<number>`${list}::int`.as("list") })
    .from(posts)
    .innerJoin(boards, eq(boards.slug, posts.boardSlug))
    .leftJoin(licenses, eq(licenses.id, posts.licenseId))
    .where(
      and(
        visible,
        filter.slug ? eq(posts.boardSlug, filter.slug) : undefined,
        filter.category ? eq(posts.category, filter.category) : undefined,
        filter.licenseId ? eq(posts.licenseId, filter.licenseId) : undefined,
        filter.notice === undefined ? undefined : eq(posts.isNotice, filter.notice),
      ),
    )
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(limit);
}

export async function latestPosts(db: Reader, filter: LatestFilter, limit: number) {
  const [list] = await latestPostLists(db, [{ filter, limit }]);
  return list ?? [];
}

/**
 * Several "latest posts" lists in one statement (`union all`): a page that shows four lists (the
 * license page) pays one round trip instead of four, which on PGlite is ~0.2 ms each.
 */
export async function latestPostLists(db: Reader, lists: { filter: LatestFilter; limit: number }[]): Promise<PostSummary[][]> {
  const [first, second, ...rest] = lists.map(({ filter, limit }, i) => latestSelect(db, filter, limit, i));
  if (!first) return [];
  const rows = second ? await unionAll(first, second, ...rest) : await first;
  const result = lists.map((): PostSummary[] => []);
  for (const { list, ...row } of rows) result[list]?.push(toSummary(row));
  // A union keeps no order across its parts' rows by contract: each list is sorted again.
  for (const items of result) items.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return result;
}

export async function postDetail(db: Reader, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      body: posts.body,
      bodyText: posts.bodyText,
      memberId: posts.memberId,
      status: posts.status,
      updatedAt: posts.updatedAt,
      sourceUrl: posts.sourceUrl,
      sourceName: posts.sourceName,
    })
    .from(posts)
    .innerJoin(boards, eq(boards.slug, posts.boardSlug))
    .leftJoin(licenses, eq(licenses.id, posts.licenseId))
    .where(eq(posts.id, id));
  if (!row) return null;
  const { body, bodyText, memberId, status, updatedAt, sourceUrl, sourceName, ...summary } = row;
  return {
    ...toSummary(summary),
    acceptedCommentId: summary.acceptedCommentId,
    body,
    bodyText,
    memberId,
    status,
    updatedAt: updatedAt?.toISOString() ?? null,
    /** A news feed item's original article and publisher (null for members' posts). */
    source: sourceUrl ? { url: sourceUrl, name: sourceName ?? "" } : null,
  };
}

export async function commentsOf(db: Reader, postId: number) {
  const rows = await db
    .select({
      id: postComments.id,
      parentId: postComments.parentId,
      memberId: postComments.memberId,
      authorName: postComments.authorName,
      body: postComments.body,
      status: postComments.status,
      createdAt: postComments.createdAt,
    })
    .from(postComments)
    .where(and(eq(postComments.postId, postId), ne(postComments.status, "hidden")))
    .orderBy(asc(postComments.createdAt), asc(postComments.id));
  return rows.map((r) => ({
    ...r,
    // A deleted comment with replies stays as a placeholder so the thread keeps its shape.
    body: r.status === "deleted" ? "" : r.body,
    createdAt: r.createdAt.toISOString(),
  }));
}

export async function attachmentsOf(db: Reader, postId: number) {
  return db
    .select({
      id: postAttachments.id,
      originalName: postAttachments.originalName,
      mimeType: postAttachments.mimeType,
      size: postAttachments.size,
    })
    .from(postAttachments)
    .where(eq(postAttachments.postId, postId))
    .orderBy(asc(postAttachments.id));
}

export async function scrapsOf(
  db: Reader,
  memberId: number,
  paging: PageRequest,
): Promise<Paged<PostSummary & { scrappedAt: string }>> {
  const where = and(eq(postScraps.memberId, memberId), visible);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...summaryColumns, scrappedAt: postScraps.createdAt })
      .from(postScraps)
      .innerJoin(posts, eq(posts.id, postScraps.postId))
      .innerJoin(boards, eq(boards.slug, posts.boardSlug))
      .leftJoin(licenses, eq(licenses.id, posts.licenseId))
      .where(where)
      .orderBy(desc(postScraps.createdAt))
      .limit(paging.pageSize)
      .offset(offsetOf(paging)),
    db.select({ n: count() }).from(postScraps).innerJoin(posts, eq(posts.id, postScraps.postId)).where(where),
  ]);
  return {
    items: rows.map(({ scrappedAt, ...r }) => ({ ...toSummary(r), scrappedAt: scrappedAt.toISOString() })),
    total: total?.n ?? 0,
  };
}

export async function memberFlags(db: Reader, memberId: number, postIds: number[]) {
  if (postIds.length === 0) return { liked: new Set<number>(), scrapped: new Set<number>() };
  const [liked, scrapped] = await Promise.all([
    db.execute<{ post_id: number }>(
      sql`select post_id from post_likes where member_id = ${memberId} and post_id in (${sql.join(postIds, sql`, `)})`,
    ),
    db
      .select({ postId: postScraps.postId })
      .from(postScraps)
      .where(and(eq(postScraps.memberId, memberId), inArray(postScraps.postId, postIds))),
  ]);
  return {
    liked: new Set(liked.rows.map((r) => Number(r.post_id))),
    scrapped: new Set(scrapped.map((r) => r.postId)),
  };
}

/** Visible posts with what their search documents need (search-document.ts): all, or the ids given. */
export async function indexablePosts(db: Pick<Db, "select">, ids?: number[]) {
  return db
    .select({
      id: posts.id,
      boardKind: boards.kind,
      boardName: boards.name,
      category: posts.category,
      licenseName: licenses.name,
      title: posts.title,
      bodyText: posts.bodyText,
      commentCount: posts.commentCount,
      isNotice: posts.isNotice,
    })
    .from(posts)
    .innerJoin(boards, eq(boards.slug, posts.boardSlug))
    .leftJoin(licenses, eq(licenses.id, posts.licenseId))
    .where(and(visible, ids ? inArray(posts.id, ids) : undefined));
}
