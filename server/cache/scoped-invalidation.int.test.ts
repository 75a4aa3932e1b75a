import { expect, it } from "vitest";
import { BOARDS, licenseTag } from "../../shared/cache-tags";
import { registerAndLogin } from "../modules/members/test-helpers";
import { describeWithDatabases } from "../test/databases";

/**
 * Writes purge only the shared cache entries of what they changed (docs/decisions/0033-speed.md):
 * personal writes purge nothing, a board write purges board listings and its license's page, and
 * catalogue answers stay stored through all of it.
 */
describeWithDatabases("scoped cache invalidation", (ctx) => {
  const catalogue = "/v2/career/job-info?page=1";
  const boardList = "/v2/board/posts?board=free";
  const xCache = async (path: string) => (await ctx().request(path)).headers.get("x-cache");

  it("keeps catalogue and board answers stored through personal writes", async () => {
    const { request } = ctx();
    const member = await registerAndLogin(ctx());
    await xCache(catalogue);
    await xCache(boardList);
    expect(await xCache(catalogue)).toBe("hit");
    expect(await xCache(boardList)).toBe("hit");

    const favourite = await request("/v2/member/favorites/1320", { method: "PUT", headers: member.headers });
    expect(favourite.status).toBeLessThan(300);
    const reminders = await request("/v2/member/reminders", {
      method: "PUT",
      headers: member.headers,
      json: { offsets: [1, 7], email: false },
    });
    expect(reminders.status).toBe(200);
    await registerAndLogin(ctx());

    expect(await xCache(catalogue)).toBe("hit");
    expect(await xCache(boardList)).toBe("hit");
  });

  it("purges board answers, not catalogue ones, when a post is written or commented, not when liked", async () => {
    const { request } = ctx();
    const author = await registerAndLogin(ctx());
    const reader = await registerAndLogin(ctx());
    const write = (path: string, headers: Record<string, string>, json?: unknown) =>
      request(path, { method: "POST", headers, json });

    await xCache(catalogue);
    await xCache(boardList);
    const created = await write("/v2/board/posts", author.headers, { board: "free", title: "캐시 확인", body: "본문입니다." });
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: number } };
    expect(await xCache(boardList)).toBe("miss");
    expect(await xCache(catalogue)).toBe("hit");

    expect((await write(`/v2/board/posts/${data.id}/comments`, reader.headers, { body: "댓글" })).status).toBeLessThan(300);
    expect(await xCache(boardList)).toBe("miss");
    await xCache(boardList);
    // A like changes only counts: stored pages catch up within the TTL (issue 34).
    expect((await write(`/v2/board/posts/${data.id}/like`, reader.headers)).status).toBe(200);
    expect(await xCache(boardList)).toBe("hit");
    expect(await xCache(catalogue)).toBe("hit");
  });

  it("purges a license's page when a post about that license is written, and no other license's", async () => {
    const { request, services } = ctx();
    const member = await registerAndLogin(ctx());
    const entry = (tags: string[]) => ({ status: 200, headers: {}, csp: "", body: Buffer.from("<p>x</p>"), tags });
    services.responseCache.set("desktop|0|localhost/jnLics/licenseInfo?ld_id=1320", entry([licenseTag("1320")]));
    services.responseCache.set("desktop|0|localhost/jnLics/licenseInfo?ld_id=7910", entry([licenseTag("7910")]));
    services.responseCache.set("desktop|0|localhost/jnJob/jobInfo", entry([]));

    const res = await request("/v2/board/posts", {
      method: "POST",
      headers: member.headers,
      json: { board: "qna", ld_id: "1320", title: "정보처리기사 실기 질문", body: "질문입니다." },
    });
    expect(res.status).toBe(201);
    expect(services.responseCache.get("desktop|0|localhost/jnLics/licenseInfo?ld_id=1320")).toBeUndefined();
    expect(services.responseCache.get("desktop|0|localhost/jnLics/licenseInfo?ld_id=7910")).toBeDefined();
    expect(services.responseCache.get("desktop|0|localhost/jnJob/jobInfo")).toBeDefined();
  });

  it("purges everything on an ALL purge (imports, syncs, admin edits)", () => {
    const { services } = ctx();
    services.responseCache.set("desktop|0|localhost/jnJob/jobInfo", {
      status: 200,
      headers: {},
      csp: "",
      body: Buffer.from("<p>x</p>"),
      tags: [BOARDS],
    });
    services.invalidation.invalidate();
    expect(services.responseCache.get("desktop|0|localhost/jnJob/jobInfo")).toBeUndefined();
  });
});
