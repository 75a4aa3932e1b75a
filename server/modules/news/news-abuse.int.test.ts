import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { action as feedsAction } from "../../../app/routes/adm/news-feeds";
import { members, newsFeeds, posts } from "../../db/schema";
import { isPublicAddress } from "../../http/public-fetch.server";
import { createLogger } from "../../logger";
import { describeWithDatabases } from "../../test/databases";
import { formPost, sessionCookie } from "../../test/route-actions";
import { ORIGIN, registerAndLogin } from "../members/test-helpers";
import { createNewsService, MAX_ITEMS_PER_FETCH } from "./service.server";

/**
 * Issue 34, news feeds: a feed that drips bytes made "지금 가져오기" answer 500 and could end the
 * scheduler's run; feeds could point at this host or the private network (redirects included);
 * one 1.6 MB feed made 6,000 posts. A local feed server misbehaves on purpose.
 */
let server: Server;
let port = 0;
const hits = new Map<string, number>();

function bigFeed(items: number): string {
  const entries = Array.from({ length: items }, (_, i) => {
    const day = String((i % 28) + 1).padStart(2, "0");
    return `<item><title>자격 시험 공지 ${i}</title><link>https://flood.example.test/${i}</link><pubDate>Tue, ${day} Sep 2026 09:00:00 +0900</pubDate></item>`;
  });
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>홍수</title>${entries.join("")}</channel></rss>`;
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? "/";
    hits.set(url, (hits.get(url) ?? 0) + 1);
    if (url.startsWith("/drip.xml")) {
      res.writeHead(200, { "content-type": "application/rss+xml" });
      res.write("<?xml version='1.0'?><rss version='2.0'><channel>");
      const drip = setInterval(() => res.write(" "), 100);
      res.on("close", () => clearInterval(drip));
    } else if (url === "/flood.xml") {
      res.writeHead(200, { "content-type": "application/rss+xml" }).end(bigFeed(MAX_ITEMS_PER_FETCH * 3));
    } else if (url === "/huge.xml") {
      res.writeHead(200, { "content-type": "application/rss+xml" });
      res.end(`<rss><channel>${" ".repeat(3 * 1024 * 1024)}</channel></rss>`);
    } else if (url.startsWith("/to/")) {
      res.writeHead(302, { location: decodeURIComponent(url.slice(4)) }).end();
    } else {
      res.writeHead(200, { "content-type": "application/rss+xml" }).end(bigFeed(1));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describeWithDatabases("news feeds under abuse", (ctx) => {
  /** Only this suite's server on 127.0.0.1 is let through, as a test-only allowance; everything else is the real guard. */
  const testNews = (fetchTimeoutMs?: number) =>
    createNewsService({
      db: ctx().database.db,
      clock: ctx().clock,
      logger: createLogger("silent"),
      onChange: () => undefined,
      allowAddress: (address) => address === "127.0.0.1" || isPublicAddress(address),
      ...(fetchTimeoutMs ? { fetchTimeoutMs } : {}),
    });
  let admin: { id: number; loginId: string; accessToken: string } | undefined;
  /** The admin who presses "지금 가져오기" (the audit log names a real member). */
  async function adminActor() {
    if (admin) return admin;
    const session = await registerAndLogin(ctx());
    const [row] = await ctx()
      .database.db.update(members)
      .set({ isAdmin: true })
      .where(eq(members.loginId, session.loginId))
      .returning({ id: members.id });
    admin = { id: row?.id ?? 0, loginId: session.loginId, accessToken: session.accessToken };
    return admin;
  }
  const local = (path: string) => `http://127.0.0.1:${port}${path}`;
  async function feed(url: string, name = url) {
    const [row] = await ctx().database.db.insert(newsFeeds).values({ name, url, keywords: [], enabled: true }).returning();
    if (!row) throw new Error("feed insert returned nothing");
    return row;
  }
  const lastError = async (id: number) =>
    (await ctx().database.db.select().from(newsFeeds).where(eq(newsFeeds.id, id)))[0]?.lastError;

  it("times out a dripping feed with a recorded reason, and the scheduler's run goes on to the next feed", async () => {
    const news = testNews(500);
    const actor = await adminActor();
    const dripping = await feed(local("/drip.xml"), "느린 피드");
    expect(await news.fetchNow(actor, dripping.id)).toEqual({
      feedId: dripping.id,
      added: 0,
      error: "응답 시간(0.5초)이 지나 가져오지 못했습니다.",
    });
    expect(await lastError(dripping.id)).toBe("응답 시간(0.5초)이 지나 가져오지 못했습니다.");

    // The dripping feed is claimed first (older row), the next one after it.
    const next = await feed(local("/after-drip.xml"), "다음 피드");
    await ctx().database.db.update(newsFeeds).set({ lastFetchedAt: null }).where(eq(newsFeeds.id, dripping.id));
    hits.delete("/after-drip.xml");
    await news.job.run(new Date("2031-01-01T00:00:00Z"));
    expect(hits.get("/after-drip.xml")).toBe(1);
    expect(await lastError(next.id)).toBeNull();
    await ctx().database.db.update(newsFeeds).set({ enabled: false }).where(eq(newsFeeds.id, dripping.id));
  });

  it("answers the admin's 지금 가져오기 on a dripping feed with the reason, not a 500", async () => {
    const session = await adminActor();
    const dripping = await feed(local("/drip.xml?admin"), "관리자 느린 피드");
    const services = { ...ctx().services, news: testNews(500) };
    // The admin pages' CSRF token for this session (as the page form carries it).
    const me = await ctx().services.members.memberForToken(session.accessToken);
    const csrf = ctx().services.admin.csrf.tokenFor(me?.familyId ?? "");
    const fields = { intent: "fetch", id: String(dripping.id), csrf };
    const args = formPost(ctx(), "/adm/news-feeds", fields, {
      ...sessionCookie(session.accessToken),
      origin: ORIGIN,
    }) as unknown as {
      context: Record<string, unknown>;
    };
    // The action answers a plain object (a thrown error would be the 500 the finding saw).
    const answer = await feedsAction({ ...args, context: { ...args.context, services } } as never);
    expect(answer).toEqual({ ok: false, message: "가져오지 못했습니다: 응답 시간(0.5초)이 지나 가져오지 못했습니다." });
  });

  it("refuses loopback, private and link-local addresses, by name and by redirect, before connecting", async () => {
    const actor = await adminActor();
    // The app's own guard: no allowance at all.
    const guarded = createNewsService({
      db: ctx().database.db,
      clock: ctx().clock,
      logger: createLogger("silent"),
      onChange: () => undefined,
    });
    const refused = "공개 인터넷 주소가 아니어서 가져오지 않았습니다. 내부·사설 주소와 그리로 가는 리디렉션은 막혀 있습니다.";
    hits.clear();
    for (const url of [
      local("/guarded.xml"),
      `http://localhost:${port}/guarded.xml`,
      `http://[::1]:${port}/`,
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.1/feed.xml",
      "http://192.168.0.1/feed.xml",
    ]) {
      const row = await feed(url);
      expect(await guarded.fetchNow(actor, row.id), url).toMatchObject({ added: 0, error: refused });
    }
    expect(hits.get("/guarded.xml")).toBeUndefined();

    // Through the test allowance the first hop reaches 127.0.0.1; its redirect elsewhere is refused.
    const news = testNews();
    for (const target of [
      "http://169.254.169.254/latest/meta-data/",
      "http://10.1.2.3/feed.xml",
      `http://[::1]:${port}/`,
      "http://192.168.0.1/feed.xml",
    ]) {
      const row = await feed(local(`/to/${encodeURIComponent(target)}`));
      expect(await news.fetchNow(actor, row.id), target).toMatchObject({ added: 0, error: refused });
    }
  });

  it("stores at most MAX_ITEMS_PER_FETCH items per fetch and reads no feed over the byte cap", async () => {
    const news = testNews();
    const actor = await adminActor();
    const flood = await feed(local("/flood.xml"), "홍수 피드");
    expect(await news.fetchNow(actor, flood.id)).toMatchObject({ added: MAX_ITEMS_PER_FETCH, error: null });
    const [stored] = await ctx()
      .database.db.select({ n: count() })
      .from(posts)
      .where(and(eq(posts.boardSlug, "bNews"), eq(posts.sourceName, "홍수 피드")));
    expect(stored?.n).toBe(MAX_ITEMS_PER_FETCH);

    const huge = await feed(local("/huge.xml"), "큰 피드");
    expect(await news.fetchNow(actor, huge.id)).toMatchObject({ added: 0, error: "피드 응답이 1MB를 넘어 가져오지 않았습니다." });
  });
});
