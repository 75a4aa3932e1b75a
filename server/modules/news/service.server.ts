import { and, asc, eq, isNull, lt, or, sql } from "drizzle-orm";
import { paragraphsOf } from "../../../shared/board-text";
import { BOARDS, licenseTag } from "../../../shared/cache-tags";
import { type FeedInput, NEWS_BOARD, NEWS_CATEGORY } from "../../../shared/news-feeds";
import type { Db } from "../../db/client.server";
import { licenses, newsFeeds, posts } from "../../db/schema";
import { badRequest, notFound } from "../../http/errors";
import { fetchPublic, PublicFetchError, type PublicFetchFailure } from "../../http/public-fetch.server";
import type { Clock } from "../../jobs/clock";
import type { Job } from "../../jobs/scheduler.server";
import type { Logger } from "../../logger";
import { type Actor, recordAudit } from "../admin/audit.server";
import { syncSearch } from "../boards/writes.server";
import { licenseNamedBy, matchesKeywords, type NewsItem, parseFeed } from "./feed-items";

/** A feed is fetched at most this often, by one instance (the claim in `claimDue`). */
export const FEED_INTERVAL_MS = 60 * 60 * 1000;
/** One deadline per fetch, redirects and body included: a server that drips bytes is cut off here. */
const FETCH_TIMEOUT_MS = 10_000;
const MAX_FEED_BYTES = 1024 * 1024;
/** Posts one fetch may add: a feed of thousands of items must not flood the news board (issue 34). */
export const MAX_ITEMS_PER_FETCH = 50;

export type NewsFeed = typeof newsFeeds.$inferSelect;
export interface RefreshResult {
  feedId: number;
  added: number;
  error: string | null;
}

class FeedError extends Error {}

const fetchFailures = (timeoutMs: number): Record<Exclude<PublicFetchFailure, "status">, string> => ({
  timeout: `응답 시간(${timeoutMs / 1000}초)이 지나 가져오지 못했습니다.`,
  too_large: `피드 응답이 ${MAX_FEED_BYTES / 1024 / 1024}MB를 넘어 가져오지 않았습니다.`,
  not_public: "공개 인터넷 주소가 아니어서 가져오지 않았습니다. 내부·사설 주소와 그리로 가는 리디렉션은 막혀 있습니다.",
  redirects: "리디렉션이 너무 많아 가져오지 못했습니다.",
  connect: "피드 주소에 연결하지 못했습니다.",
});

interface FetchPolicy {
  timeoutMs: number;
  allowAddress: ((address: string) => boolean) | undefined;
}

/** The feed document, or a FeedError with a Korean reason the admin screen shows. */
async function download(url: string, { timeoutMs, allowAddress }: FetchPolicy): Promise<string> {
  try {
    const body = await fetchPublic(url, {
      timeoutMs,
      maxBytes: MAX_FEED_BYTES,
      headers: { accept: "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.8" },
      ...(allowAddress ? { allowAddress } : {}),
    });
    return body.toString("utf8");
  } catch (error) {
    if (!(error instanceof PublicFetchError)) throw error;
    if (error.failure === "status") throw new FeedError(`피드 주소가 HTTP ${error.status} 로 응답했습니다.`);
    throw new FeedError(fetchFailures(timeoutMs)[error.failure]);
  }
}

/**
 * 자격 뉴스 from public RSS/Atom feeds (docs/decisions/0059-news-feeds.md): admins list the feeds,
 * the scheduler fetches each due feed once across instances, and new items become news-board posts
 * that name their publisher and link the original. `onChange` purges the shared caches' entries
 * that show them (the scheduler runs outside any request).
 */
export function createNewsService(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  onChange: (tags: string[]) => void;
  /** Which addresses feeds may be fetched from: public ones (the default); tests add their 127.0.0.1 server. */
  allowAddress?: (address: string) => boolean;
  /** Per fetch, redirects and body included; FETCH_TIMEOUT_MS unless a test shortens it. */
  fetchTimeoutMs?: number;
}) {
  const { db, clock, logger, onChange } = deps;
  const policy: FetchPolicy = { timeoutMs: deps.fetchTimeoutMs ?? FETCH_TIMEOUT_MS, allowAddress: deps.allowAddress };

  async function store(feed: NewsFeed, items: NewsItem[]): Promise<number> {
    const kept = newestFirst(items.filter((item) => matchesKeywords(item, feed.keywords))).slice(0, MAX_ITEMS_PER_FETCH);
    if (kept.length === 0) return 0;
    const names = await db.select({ id: licenses.id, name: licenses.name }).from(licenses);
    const now = clock.now();
    const tags = new Set<string>();
    const added = await db.transaction(async (tx) => {
      let count = 0;
      for (const item of kept) {
        const licenseId = licenseNamedBy(item, names);
        const publishedAt = item.publishedAt && item.publishedAt < now ? item.publishedAt : now;
        const [row] = await tx
          .insert(posts)
          .values({
            boardSlug: NEWS_BOARD,
            category: NEWS_CATEGORY,
            licenseId,
            memberId: null,
            authorName: feed.name,
            title: item.title,
            body: paragraphsOf(item.summary || item.title),
            bodyText: item.summary || item.title,
            sourceUrl: item.link,
            sourceName: feed.name,
            externalId: item.externalId,
            createdAt: publishedAt,
          })
          .onConflictDoNothing({ target: [posts.boardSlug, posts.externalId], where: sql`external_id is not null` })
          .returning({ id: posts.id });
        if (!row) continue;
        await syncSearch(tx, row.id);
        if (licenseId) tags.add(licenseTag(licenseId));
        count += 1;
      }
      if (count > 0) {
        await tx
          .update(newsFeeds)
          .set({ itemCount: sql`${newsFeeds.itemCount} + ${count}` })
          .where(eq(newsFeeds.id, feed.id));
      }
      return count;
    });
    if (added > 0) onChange([BOARDS, ...tags]);
    return added;
  }

  async function refresh(feed: NewsFeed): Promise<RefreshResult> {
    try {
      const items = parseFeedOrThrow(await download(feed.url, policy), feed.url);
      const added = await store(feed, items);
      await db.update(newsFeeds).set({ lastError: null }).where(eq(newsFeeds.id, feed.id));
      logger.info({ feed: feed.url, added }, "news feed fetched");
      return { feedId: feed.id, added, error: null };
    } catch (error) {
      // Whatever went wrong, the feed records it and the caller (the job, "지금 가져오기") carries on.
      const reason = error instanceof FeedError ? error.message : "피드를 저장하지 못했습니다. 서버 기록을 확인해주세요.";
      if (error instanceof FeedError) logger.warn({ feed: feed.url, reason }, "news feed failed");
      else logger.error({ err: error, feed: feed.url }, "news feed could not be stored");
      await db.update(newsFeeds).set({ lastError: reason }).where(eq(newsFeeds.id, feed.id));
      return { feedId: feed.id, added: 0, error: reason };
    }
  }

  /** Marks the enabled feeds not fetched for an interval as fetched now and returns them: one claim wins per feed. */
  async function claimDue(now: Date): Promise<NewsFeed[]> {
    const dueBefore = new Date(now.getTime() - FEED_INTERVAL_MS);
    return db
      .update(newsFeeds)
      .set({ lastFetchedAt: now })
      .where(and(eq(newsFeeds.enabled, true), or(isNull(newsFeeds.lastFetchedAt), lt(newsFeeds.lastFetchedAt, dueBefore))))
      .returning();
  }

  const job: Job = {
    name: "news-feeds",
    intervalMs: 10 * 60 * 1000,
    async run(now) {
      // `refresh` records every failure on its feed: one bad feed never ends the run for the others.
      for (const feed of await claimDue(now)) await refresh(feed);
    },
  };

  return {
    job,
    feeds: (): Promise<NewsFeed[]> => db.select().from(newsFeeds).orderBy(asc(newsFeeds.id)),

    async feed(id: number): Promise<NewsFeed> {
      const [row] = await db.select().from(newsFeeds).where(eq(newsFeeds.id, id));
      if (!row) throw notFound("피드를 찾을 수 없습니다.");
      return row;
    },

    async saveFeed(actor: Actor, id: number | null, input: FeedInput): Promise<NewsFeed> {
      return db.transaction(async (tx) => {
        const [before] = id ? await tx.select().from(newsFeeds).where(eq(newsFeeds.id, id)) : [];
        if (id && !before) throw notFound("피드를 찾을 수 없습니다.");
        const [taken] = await tx.select({ id: newsFeeds.id }).from(newsFeeds).where(eq(newsFeeds.url, input.url));
        if (taken && taken.id !== id) throw badRequest("이미 등록된 피드 주소입니다.");
        const [after] = id
          ? await tx.update(newsFeeds).set(input).where(eq(newsFeeds.id, id)).returning()
          : await tx.insert(newsFeeds).values(input).returning();
        if (!after) throw new Error("feed write returned no row");
        await recordAudit(tx, actor, {
          action: id ? "newsFeed.update" : "newsFeed.create",
          target: `newsFeed:${after.id}`,
          before,
          after,
        });
        return after;
      });
    },

    /** Removes the feed; the items it already brought stay on the board (they are published news). */
    async deleteFeed(actor: Actor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [before] = await tx.delete(newsFeeds).where(eq(newsFeeds.id, id)).returning();
        if (!before) throw notFound("피드를 찾을 수 없습니다.");
        await recordAudit(tx, actor, { action: "newsFeed.delete", target: `newsFeed:${id}`, before });
      });
    },

    /** The admin's "지금 가져오기": fetches the feed now, whenever it was last fetched. */
    async fetchNow(actor: Actor, id: number): Promise<RefreshResult> {
      const [feed] = await db.update(newsFeeds).set({ lastFetchedAt: clock.now() }).where(eq(newsFeeds.id, id)).returning();
      if (!feed) throw notFound("피드를 찾을 수 없습니다.");
      const result = await refresh(feed);
      await recordAudit(db, actor, { action: "newsFeed.fetch", target: `newsFeed:${id}`, after: result });
      return result;
    },
  };
}

/** Items with a date, newest first, then the undated in the feed's order: the cap keeps the latest news. */
function newestFirst(items: NewsItem[]): NewsItem[] {
  const time = (item: NewsItem) => item.publishedAt?.getTime() ?? Number.NEGATIVE_INFINITY;
  return [...items].sort((a, b) => (time(a) === time(b) ? 0 : time(b) > time(a) ? 1 : -1));
}

function parseFeedOrThrow(xml: string, url: string): NewsItem[] {
  try {
    return parseFeed(xml, url);
  } catch {
    throw new FeedError("RSS·Atom 형식의 피드가 아닙니다.");
  }
}

export type NewsService = ReturnType<typeof createNewsService>;
