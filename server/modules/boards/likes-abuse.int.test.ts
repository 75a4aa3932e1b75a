import { expect, it } from "vitest";
import { BOARDS, tagsOfRead } from "../../../shared/cache-tags";
import { describeWithDatabases } from "../../test/databases";
import { ORIGIN, registerAndLogin } from "../members/test-helpers";
import { WRITE_LIMITS } from "./points";

/**
 * Issue 34: one member toggling a like 658 times in 15 s got 200 each time and every toggle purged
 * the home, board and post pages from the shared cache. Likes are now limited per member and purge
 * no shared page.
 */
describeWithDatabases("likes under abuse", (ctx) => {
  async function newPost() {
    const author = await registerAndLogin(ctx());
    const created = await ctx().request("/v2/board/posts", {
      method: "POST",
      headers: author.headers,
      json: { board: "free", title: "공감 확인 글", body: "본문입니다." },
    });
    expect(created.status).toBe(201);
    return ((await created.json()) as { data: { id: number; url: string } }).data;
  }

  it("answers 429 with a Korean message once a member's toggles pass the limit", async () => {
    const { request } = ctx();
    const post = await newPost();
    const reader = await registerAndLogin(ctx());
    const like = () => request(`/v2/board/posts/${post.id}/like`, { method: "POST", headers: reader.headers });
    const statuses: number[] = [];
    for (let i = 0; i < WRITE_LIMITS.likes; i++) statuses.push((await like()).status);
    expect(statuses.every((s) => s === 200)).toBe(true);

    const refused = await like();
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      result: false,
      error: "429",
      message: "공감을 너무 자주 눌렀습니다. 잠시 후 다시 시도해주세요.",
    });
    // Another member is not held back by the first one's toggles.
    const other = await registerAndLogin(ctx());
    const liked = await request(`/v2/board/posts/${post.id}/like`, { method: "POST", headers: other.headers });
    expect(liked.status).toBe(200);
    expect(await liked.json()).toMatchObject({ result: true, data: { liked: true } });
  });

  it("keeps the home, board and post pages and the board API in the shared cache through likes", async () => {
    const { request, services } = ctx();
    const post = await newPost();
    const reader = await registerAndLogin(ctx());
    // Pages are stored as the app stores them (API tests have no React Router build): tagged by their path.
    const pages = ["/", "/jnComm?board=free", post.url].map((path) => {
      const url = new URL(path, ORIGIN);
      const tags = tagsOfRead(url.pathname, url.searchParams);
      expect(tags).toEqual([BOARDS]);
      const key = `desktop|0|localhost${path}`;
      services.responseCache.set(key, { status: 200, headers: {}, csp: "", body: Buffer.from("<p>x</p>"), tags });
      return key;
    });
    const boardApi = "/v2/board/posts?board=free";
    const xCache = async (path: string) => (await request(path)).headers.get("x-cache");
    await xCache(boardApi);
    expect(await xCache(boardApi)).toBe("hit");

    for (let i = 0; i < 5; i++) {
      const toggled = await request(`/v2/board/posts/${post.id}/like`, { method: "POST", headers: reader.headers });
      expect(toggled.status).toBe(200);
    }
    for (const key of pages) expect(services.responseCache.get(key), key).toBeDefined();
    expect(await xCache(boardApi)).toBe("hit");
  });
});
