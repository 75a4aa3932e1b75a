import { brotliDecompressSync } from "node:zlib";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { ALL, licenseTag } from "../../../shared/cache-tags";
import { REFRESH_TOKEN_COOKIE } from "../../../shared/cookies";
import { licensePath } from "../../../shared/page-seo";
import { createApp } from "../../app";
import { licenses, storedPages } from "../../db/schema";
import { createLogger } from "../../logger";
import { registerAndLogin } from "../../modules/members/test-helpers";
import { createServices } from "../../services.server";
import { describeWithDatabases } from "../../test/databases";
import { responseHtml } from "../../test/route-actions";
import { serverBuildForFile } from "../../test/server-build";
import { storedPageRendering } from "./middleware.server";
import { DEVICE_USER_AGENT } from "./paths";

const serverBuild = serverBuildForFile();

const ORIGIN = "http://localhost";
const desktop = { "user-agent": DEVICE_USER_AGENT.desktop, "accept-encoding": "br, gzip" };

/**
 * Catalogue pages rendered ahead of requests and kept in the database (decision 0077): what a
 * visitor, a crawler and a member get, and what writes, restarts and failed rebuilds leave.
 */
describeWithDatabases("stored catalogue pages", (ctx) => {
  let app: ReturnType<typeof createApp>;
  let first = "";
  let second = "";

  /** An app over `services` whose renderer renders through it, as `server/main.ts` wires them. */
  function appOver(services: ReturnType<typeof ctx>["services"]) {
    const pages = createApp({
      services,
      logger: createLogger("silent"),
      mode: "production",
      getBuild: async () => serverBuild.build(),
    });
    services.pageRenderer.attach(storedPageRendering(pages.fetch, ORIGIN));
    return pages;
  }
  const get = (path: string, headers: Record<string, string> = desktop) => app.request(path, { headers });
  const html = responseHtml;
  const rows = (paths: string[]) =>
    ctx()
      .database.db.select({
        key: storedPages.key,
        etag: storedPages.etag,
        stale: storedPages.stale,
        renderedAt: storedPages.renderedAt,
        br: storedPages.br,
      })
      .from(storedPages)
      .where(inArray(storedPages.path, paths));

  beforeAll(async () => {
    app = appOver(ctx().services);
    const [a, b] = await ctx().database.db.select({ id: licenses.id }).from(licenses).orderBy(licenses.id).limit(2);
    if (!a || !b) throw new Error("the seeded database has fewer than two licenses");
    first = licensePath(a.id);
    second = licensePath(b.id);
    await ctx().services.pageRenderer.fill([first, second]);
  }, 60_000);

  it("renders both device classes ahead of requests and answers a visit from the stored bytes, or 304", async () => {
    const stored = await rows([first, second]);
    expect(stored.map((r) => r.key).sort()).toEqual(
      [`desktop|${first}`, `desktop|${second}`, `mobile|${first}`, `mobile|${second}`].sort(),
    );
    expect(stored.every((r) => !r.stale && r.br.byteLength > 1000)).toBe(true);

    const res = await get(first);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-cache")).toBe("stored");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(res.headers.get("content-security-policy")).toMatch(/script-src [^;]*'sha256-/);
    const etag = res.headers.get("etag") ?? "";
    expect(etag).toBe(stored.find((r) => r.key === `desktop|${first}`)?.etag);
    expect(await html(res)).toMatch(/<h1[^>]*>/);

    expect((await get(first, { ...desktop, "if-none-match": etag })).status).toBe(304);
    const gzip = await get(first, { ...desktop, "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    const plain = await get(first, { "user-agent": DEVICE_USER_AGENT.desktop });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await html(gzip)).toBe(await html(plain));

    const phone = await get(first, { ...desktop, "user-agent": DEVICE_USER_AGENT.mobile });
    expect(phone.headers.get("x-cache")).toBe("stored");
    expect(phone.headers.get("etag")).toBe(stored.find((r) => r.key === `mobile|${first}`)?.etag);
  });

  it("keeps a copy of a fresh stored page asked for again, dropped when a write marks the page", async () => {
    const { services } = ctx();
    // The first read only notes the page (a walk over every page copies none); the second copies it.
    const stored = await get(second);
    expect(stored.headers.get("x-cache")).toBe("stored");
    expect((await get(second)).headers.get("x-cache")).toBe("stored");
    const copy = await get(second);
    expect(copy.headers.get("x-cache")).toBe("hit");
    expect(copy.headers.get("etag")).toBe(stored.headers.get("etag"));
    expect(await html(copy)).toBe(await html(stored));

    await services.contentChanged([licenseTag(new URL(second, ORIGIN).searchParams.get("ld_id") ?? "")]);
    expect((await get(second)).headers.get("x-cache")).toBe("miss");
    await services.pageRenderer.settle();
  });

  it("keeps serving the stored bytes after a restart, without rendering them again", async () => {
    const { database, clock } = ctx();
    const before = await rows([first]);
    const restarted = createServices(database, ctx().services.config, createLogger("silent"), clock);
    const fresh = createApp({
      services: restarted,
      logger: createLogger("silent"),
      mode: "production",
      getBuild: () => Promise.reject(new Error("a restarted process serves stored pages without rendering")),
    });
    const res = await fresh.request(first, { headers: desktop });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-cache")).toBe("stored");
    expect(res.headers.get("etag")).toBe(before.find((r) => r.key === `desktop|${first}`)?.etag);
    expect((await rows([first])).map((r) => r.renderedAt.getTime()).sort()).toEqual(
      before.map((r) => r.renderedAt.getTime()).sort(),
    );
  });

  it("re-renders only the pages a post changes, and shows the post to the next visitor", async () => {
    const { request, services } = ctx();
    const member = await registerAndLogin(ctx());
    const untouched = await rows([second]);
    const licenseId = new URL(first, ORIGIN).searchParams.get("ld_id");
    const title = `저장 페이지 확인 ${Date.now()}`;
    const posted = await request("/v2/board/posts", {
      method: "POST",
      headers: member.headers,
      json: { board: "qna", ld_id: licenseId, title, body: "질문입니다." },
    });
    expect(posted.status).toBe(201);
    // Marked before the write's answer went out: the writer's next page shows the post.
    expect((await rows([first])).every((r) => r.stale)).toBe(true);
    const next = await get(first);
    expect(next.headers.get("x-cache")).toBe("miss");
    expect(await html(next)).toContain(title);

    await services.pageRenderer.settle();
    const after = await rows([first]);
    expect(after.every((r) => !r.stale)).toBe(true);
    expect(await html(await get(first, { ...desktop, "user-agent": DEVICE_USER_AGENT.mobile }))).toContain(title);
    expect(await rows([second])).toEqual(untouched);
  });

  it("keeps members' own views out of the stored bytes", async () => {
    const { request } = ctx();
    const member = await registerAndLogin(ctx());
    const licenseId = new URL(second, ORIGIN).searchParams.get("ld_id");
    expect((await request(`/v2/member/favorites/${licenseId}`, { method: "PUT", headers: member.headers })).status).toBeLessThan(
      300,
    );
    const asMember = await get(second, { ...desktop, cookie: `${REFRESH_TOKEN_COOKIE}=${member.refreshToken}` });
    expect(asMember.headers.get("x-cache")).not.toBe("stored");

    const everyone = await ctx().database.db.select({ br: storedPages.br }).from(storedPages);
    expect(everyone.length).toBeGreaterThan(0);
    for (const row of everyone) {
      const page = brotliDecompressSync(row.br).toString();
      expect(page).not.toContain(member.loginId);
      expect(page).not.toContain(member.accessToken);
    }
  });

  it("serves the old pages when a rebuild fails half-way, never an empty or missing one", async () => {
    const { services, database } = ctx();
    const before = await rows([first, second]);
    let rendered = 0;
    const render = storedPageRendering(app.fetch, ORIGIN);
    services.pageRenderer.attach(async (page) => {
      if (rendered++ >= 1) throw new Error("the process died here");
      return render(page);
    });
    // An import's bulk change: every page stale, readers keep the old bytes until new ones are written.
    await services.contentChanged([ALL], { bulk: true });
    await services.pageRenderer.settle();
    services.pageRenderer.attach(render);

    const after = await rows([first, second]);
    expect(after.filter((r) => !r.stale)).toHaveLength(1);
    for (const path of [first, second]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-cache")).toBe("stored");
      expect(await html(res)).toMatch(/<h1[^>]*>/);
    }
    const kept = after.filter((r) => r.stale).map((r) => r.etag);
    expect(kept.every((etag) => before.some((r) => r.etag === etag))).toBe(true);
    // The failed pages' claims run out and the next run renders them (here: released at once).
    await database.db.update(storedPages).set({ claimedUntil: null }).where(eq(storedPages.stale, true));
    await services.pageRenderer.settle();
    expect((await rows([first, second])).every((r) => !r.stale)).toBe(true);
  });

  it("does not serve yesterday's pages on a new day", async () => {
    const { clock, services } = ctx();
    const now = clock.now();
    clock.set(new Date(now.getTime() + 24 * 3_600_000));
    try {
      const res = await get(second);
      expect(res.headers.get("x-cache")).toBe("miss");
      expect(await services.pageStore.markOtherDaysStale(clock.today())).toBeGreaterThan(0);
      await services.pageRenderer.settle();
      const phone = await get(second, { ...desktop, "user-agent": DEVICE_USER_AGENT.mobile });
      expect(phone.headers.get("x-cache")).toBe("stored");
    } finally {
      clock.set(now);
    }
  });

  it("does not serve the pages another build rendered, whose script files that build lacks", async () => {
    const { services } = ctx();
    // Rendered for today by this build (the day test left yesterday's clock behind), then served stored.
    await get(first);
    expect((await get(first)).headers.get("x-cache")).toMatch(/^(hit|stored)$/);
    const next = createApp({
      services,
      logger: createLogger("silent"),
      mode: "production",
      getBuild: async () => serverBuild.build(),
      buildVersion: "next-build",
    });
    const res = await next.request(first, { headers: desktop });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-cache")).toBe("miss");
    // At its start a new build marks the other pages for rendering.
    expect(await services.pageStore.markOtherBuildsStale("next-build")).toBeGreaterThan(0);
    expect((await rows([first, second])).filter((r) => !r.stale).map((r) => r.key)).toEqual([`desktop|${first}`]);
  });

  it("leaves a page waiting for its first render to the renderer that claimed it when another build starts", async () => {
    const { database, services, clock } = ctx();
    const [, , third] = await database.db.select({ id: licenses.id }).from(licenses).orderBy(licenses.id).limit(3);
    if (!third) throw new Error("the seeded database has fewer than three licenses");
    const path = licensePath(third.id);
    expect(await services.pageStore.addMissing([path], clock.today())).toBe(2);
    const claimed = await services.pageStore.claimStale(10_000, 60_000);
    expect(claimed.map((c) => c.key)).toContain(`desktop|${path}`);
    const before = await database.db
      .select({ key: storedPages.key, generation: storedPages.generation, claimedUntil: storedPages.claimedUntil })
      .from(storedPages)
      .where(eq(storedPages.path, path));

    await services.pageStore.markOtherBuildsStale("a-third-build");

    const after = await database.db
      .select({ key: storedPages.key, generation: storedPages.generation, claimedUntil: storedPages.claimedUntil })
      .from(storedPages)
      .where(eq(storedPages.path, path));
    expect(after).toHaveLength(2);
    expect(after.sort((a, b) => a.key.localeCompare(b.key))).toEqual(before.sort((a, b) => a.key.localeCompare(b.key)));
    expect(after.every((row) => row.claimedUntil !== null)).toBe(true);
  });

  it("stores a job or major page once for every device, whose HTML is the same on a phone", async () => {
    const catalogue = await ctx().services.seo.catalogueDetailPaths();
    const kinds = ["/jnJob/jobDicDt?", "/jnJob/jobInfo?", "/jnCareer/majorInfoDt?"];
    const paths = kinds.map((kind) => catalogue.find((path) => path.startsWith(kind)));
    expect(paths.every(Boolean)).toBe(true);
    const pages = paths as string[];
    await ctx().services.pageRenderer.fill(pages);
    expect((await rows(pages)).map((r) => r.key).sort()).toEqual(pages.map((path) => `desktop|${path}`).sort());

    // Rendered past the store (an extra parameter), as each device: only the per-answer nonce differs.
    const rendered = async (path: string, userAgent: string) => {
      const page = await html(await get(`${path}&from=test`, { ...desktop, "user-agent": userAgent }));
      return page.replace(/nonce="[^"]*"/g, "").replace(/\\"cspNonce\\",\\"[^\\]*\\"/, "");
    };
    for (const path of pages) {
      const asPhone = await rendered(path, DEVICE_USER_AGENT.mobile);
      expect(asPhone).toMatch(/<h1[^>]*>/);
      expect(asPhone).toBe(await rendered(path, DEVICE_USER_AGENT.desktop));
      for (const device of ["mobile", "tablet"] as const) {
        const res = await get(path, { ...desktop, "user-agent": DEVICE_USER_AGENT[device] });
        expect(res.headers.get("x-cache")).toMatch(/^(hit|stored)$/);
        expect(res.headers.get("etag")).toBe((await rows([path]))[0]?.etag);
      }
    }
  });
});
