import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { licenses, newsFeeds, posts } from "../../db/schema";
import { isPublicAddress } from "../../http/public-fetch.server";
import { createLogger } from "../../logger";
import { describeWithDatabases } from "../../test/databases";
import { newMember } from "../members/test-helpers";
import { createNewsService } from "./service.server";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8");

/** A local stand-in for public feed servers: recorded documents, a 404, an HTML page; counts requests. */
let server: Server;
let origin = "";
const hits = new Map<string, number>();
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? "/";
    hits.set(url, (hits.get(url) ?? 0) + 1);
    const bodies: Record<string, [string, string]> = {
      "/press.xml": ["application/rss+xml; charset=utf-8", fixture("press-rss.xml")],
      "/notices.xml": ["application/atom+xml; charset=utf-8", fixture("notices-atom.xml")],
      "/page.html": ["text/html; charset=utf-8", "<html><body>피드가 아닙니다</body></html>"],
    };
    const body = bodies[url];
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { "content-type": body[0] }).end(body[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describeWithDatabases("news feeds", (ctx) => {
  /** The news service with this suite's feed server allowed: the app's refuses 127.0.0.1 (news-abuse.int.test.ts). */
  const localNews = () =>
    createNewsService({
      db: ctx().database.db,
      clock: ctx().clock,
      logger: createLogger("silent"),
      onChange: (tags) => ctx().services.invalidation.invalidate(tags),
      allowAddress: (address) => address === "127.0.0.1" || isPublicAddress(address),
    });
  async function adminActor() {
    const m = newMember();
    expect((await ctx().request("/v2/member/register", { method: "POST", json: m })).status).toBe(201);
    const { db } = ctx().database;
    const [row] = await db.execute<{ id: number }>(`select id from members where login_id = '${m.mbId}'`).then((r) => r.rows);
    if (!row) throw new Error("member missing");
    return { id: Number(row.id), loginId: m.mbId };
  }
  const feedPosts = (url: string) =>
    ctx()
      .database.db.select()
      .from(posts)
      .where(and(eq(posts.boardSlug, "bNews"), eq(posts.sourceName, url)));

  it("stores a feed's matching items once as attributed news posts, on the license they name", async () => {
    const news = localNews();
    const actor = await adminActor();
    const feed = await news.saveFeed(actor, null, {
      name: "테스트 부처 보도자료",
      url: `${origin}/press.xml`,
      keywords: ["자격", "시험"],
      enabled: true,
    });

    expect(await news.fetchNow(actor, feed.id)).toEqual({ feedId: feed.id, added: 2, error: null });
    const stored = await feedPosts("테스트 부처 보도자료");
    expect(stored.map((p) => p.title).sort()).toEqual([
      "2027년 정보처리기사 실기시험 출제기준 개정 안내",
      "국가기술자격 검정 수수료 감면 대상 확대",
    ]);
    const [licensed] = stored.filter((p) => p.licenseId);
    const [license] = await ctx().database.db.select().from(licenses).where(eq(licenses.name, "정보처리기사"));
    expect(licensed).toMatchObject({
      licenseId: license?.id,
      authorName: "테스트 부처 보도자료",
      sourceUrl: "https://press.example.test/news/1001",
      category: "자격증소식",
      memberId: null,
    });
    expect(licensed?.body).not.toContain("script");

    await expect(
      news.saveFeed(actor, null, { name: "같은 주소", url: `${origin}/press.xml`, keywords: [], enabled: true }),
    ).rejects.toMatchObject({ status: 400, message: "이미 등록된 피드 주소입니다." });

    // A second fetch finds the same items and adds nothing.
    expect((await news.fetchNow(actor, feed.id)).added).toBe(0);
    expect(await feedPosts("테스트 부처 보도자료")).toHaveLength(2);
    const [row] = await ctx().database.db.select().from(newsFeeds).where(eq(newsFeeds.id, feed.id));
    expect(row).toMatchObject({ itemCount: 2, lastError: null });

    // The license's news (spec API) and the post API show it with its source.
    const newsApi = await ctx().request("/v1/jnLics/licenseNews.php", { method: "POST", json: { ld_id: license?.id } });
    const { data } = (await newsApi.json()) as { data: { id: number; title: string; publisher: string }[] };
    expect(data).toContainEqual(
      expect.objectContaining({ id: licensed?.id, title: licensed?.title, publisher: "테스트 부처 보도자료" }),
    );
    const post = await ctx().request(`/v2/board/posts/${licensed?.id}`);
    expect(post.status).toBe(200);
    expect(await post.json()).toMatchObject({
      data: { post: { source: { name: "테스트 부처 보도자료", url: "https://press.example.test/news/1001" } } },
    });
  });

  it("records a Korean reason when a feed cannot be read, and keeps going", async () => {
    const news = localNews();
    const actor = await adminActor();
    const missing = await news.saveFeed(actor, null, {
      name: "없는 피드",
      url: `${origin}/gone.xml`,
      keywords: [],
      enabled: true,
    });
    const html = await news.saveFeed(actor, null, {
      name: "HTML 페이지",
      url: `${origin}/page.html`,
      keywords: [],
      enabled: true,
    });
    expect(await news.fetchNow(actor, missing.id)).toMatchObject({ added: 0, error: "피드 주소가 HTTP 404 로 응답했습니다." });
    expect(await news.fetchNow(actor, html.id)).toMatchObject({ added: 0, error: "RSS·Atom 형식의 피드가 아닙니다." });
    const [row] = await ctx().database.db.select().from(newsFeeds).where(eq(newsFeeds.id, missing.id));
    expect(row?.lastError).toBe("피드 주소가 HTTP 404 로 응답했습니다.");
    await news.deleteFeed(actor, missing.id);
    await news.deleteFeed(actor, html.id);
  });

  it("fetches each enabled feed once per interval however often the job runs", async () => {
    const news = localNews();
    const actor = await adminActor();
    const feed = await news.saveFeed(actor, null, {
      name: "테스트 공단 공지",
      url: `${origin}/notices.xml`,
      keywords: [],
      enabled: true,
    });
    const paused = await news.saveFeed(actor, null, {
      name: "중지한 피드",
      url: `${origin}/paused.xml`,
      keywords: [],
      enabled: false,
    });
    // The feed server is shared by the suite's run on each database: count this run's requests only.
    hits.clear();
    const now = new Date("2026-11-25T03:00:00Z");
    // Two instances' ticks at the same moment: one claim wins.
    await Promise.all([news.job.run(now), news.job.run(now)]);
    await news.job.run(new Date(now.getTime() + 30 * 60_000));
    expect(hits.get("/notices.xml")).toBe(1);
    expect(hits.get("/paused.xml")).toBeUndefined();
    await news.job.run(new Date(now.getTime() + 61 * 60_000));
    expect(hits.get("/notices.xml")).toBe(2);
    const stored = await feedPosts("테스트 공단 공지");
    expect(stored.map((p) => p.sourceUrl)).toEqual([`${origin}/notice/77`]);
    await news.deleteFeed(actor, feed.id);
    await news.deleteFeed(actor, paused.id);
  });
});
