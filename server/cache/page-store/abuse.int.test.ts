import { brotliDecompressSync } from "node:zlib";
import { eq, inArray, sql } from "drizzle-orm";
import type { ServerBuild } from "react-router";
import { beforeAll, expect, it } from "vitest";
import { licensePath } from "../../../shared/page-seo";
import { createApp } from "../../app";
import { licenses, storedPages } from "../../db/schema";
import { createLogger } from "../../logger";
import { ADMIN_WRITE_LIMITED_MESSAGE, ADMIN_WRITE_LIMITS } from "../../modules/admin/service.server";
import { registerAndLogin } from "../../modules/members/test-helpers";
import { ROADMAP_LIMITED_MESSAGE, ROADMAP_PLAN_LIMITS } from "../../modules/roadmap/plan-limits.server";
import { describeWithDatabases } from "../../test/databases";
import { actionPaths, responseHtml } from "../../test/route-actions";
import { serverBuildForFile } from "../../test/server-build";
import { storedPageRendering } from "./middleware.server";
import { DEVICE_USER_AGENT } from "./paths";

const serverBuild = serverBuildForFile();

const ORIGIN = "http://localhost";
const desktop = { "user-agent": DEVICE_USER_AGENT.desktop, "accept-encoding": "br, gzip" };
const SECTION_ERROR = "이 영역을 불러오지 못했습니다";

/** Every `/adm` route with an action, as a path (`content/:type` as one of its types). */
const adminActionPaths = (build: ServerBuild) =>
  actionPaths(build)
    .map((path) => path.replace(":type", "lecture"))
    .filter((path) => /^\/adm(\/|$)/.test(path));

let address = 0;
/** A client address of its own (the tests' app trusts X-Forwarded-For), so one limit is tested at a time. */
const fromClient = (ip = `198.51.100.${(address++ % 250) + 1}`) => ({ "x-forwarded-for": ip, origin: ORIGIN });

/**
 * Issue 57: requests that must not empty the page store. Only an admin's successful write marks
 * pages, a site-wide one keeps serving the old bytes while they are rendered again, admin writes are
 * rate-limited, and a page whose section failed is never stored (decision 0083).
 */
describeWithDatabases("anonymous requests and the page store", (ctx) => {
  let app: ReturnType<typeof createApp>;
  let first = "";
  let second = "";

  const get = (path: string, headers: Record<string, string> = desktop) => app.request(path, { headers });
  const html = responseHtml;
  const rows = (paths: string[]) =>
    ctx()
      .database.db.select({ key: storedPages.key, etag: storedPages.etag, stale: storedPages.stale, br: storedPages.br })
      .from(storedPages)
      .where(inArray(storedPages.path, paths));
  const post = (path: string, headers: Record<string, string>, form: Record<string, string>) =>
    app.request(path, {
      method: "POST",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    });
  /** A new member made admin, with the CSRF token of the /adm forms. */
  async function admin() {
    const session = await registerAndLogin(ctx());
    await ctx().services.admin.members.grantByLoginId(session.loginId);
    const member = await ctx().services.members.currentMember(new Request(`${ORIGIN}/adm`, { headers: session.headers }));
    if (!member) throw new Error("admin session not recognised");
    return { headers: session.headers, csrf: ctx().services.admin.csrf.tokenFor(member.familyId) };
  }

  beforeAll(async () => {
    const { services, database } = ctx();
    app = createApp({ services, logger: createLogger("silent"), mode: "production", getBuild: async () => serverBuild.build() });
    services.pageRenderer.attach(storedPageRendering(app.fetch, ORIGIN));
    const [a, b] = await database.db.select({ id: licenses.id }).from(licenses).orderBy(licenses.id).limit(2);
    if (!a || !b) throw new Error("the seeded database has fewer than two licenses");
    first = licensePath(a.id);
    second = licensePath(b.id);
    await services.pageRenderer.fill([first, second]);
  }, 60_000);

  it("keeps every stored page fresh after anonymous, member and refused admin POSTs to every /adm route", async () => {
    const paths = adminActionPaths(serverBuild.build());
    expect(paths).toEqual(expect.arrayContaining(["/adm/settings", "/adm/menus", "/adm/notices", "/adm/moderation"]));
    expect(paths.length).toBeGreaterThan(12);
    const before = await rows([first, second]);
    expect(before).toHaveLength(4);
    expect(before.every((row) => !row.stale)).toBe(true);

    const member = await registerAndLogin(ctx());
    const { headers: adminHeaders, csrf } = await admin();
    const statuses = new Set<number>();
    for (const path of paths) {
      for (const target of [path, `${path}.data`]) {
        const visitor = await post(target, fromClient(), { x: "1", intent: "save" });
        const asMember = await post(target, { ...fromClient(), ...member.headers }, { x: "1", intent: "save" });
        const noToken = await post(target, { ...fromClient(), ...adminHeaders }, { x: "1", intent: "save" });
        for (const res of [visitor, asMember, noToken]) {
          await res.arrayBuffer();
          expect(res.status, `${target}`).toBeLessThan(500);
          statuses.add(res.status);
        }
      }
    }
    // Visitors go to the login page (a document post, or 202 with the redirect over .data); members and posts without the token get 403.
    expect([...statuses]).toEqual(expect.arrayContaining([202, 302, 403]));
    // An admin's form that fails validation changes nothing either.
    const invalid = await post("/adm/settings", { ...fromClient(), ...adminHeaders }, { csrf, contactEmail: "이메일 아님" });
    expect(invalid.status).toBe(200);
    expect(await invalid.text()).toContain("대표 이메일 형식이 올바르지 않습니다.");

    const after = await rows([first, second]);
    expect(after.map((row) => [row.key, row.etag, row.stale]).sort()).toEqual(
      before.map((row) => [row.key, row.etag, false]).sort(),
    );
    const res = await get(first);
    expect(res.headers.get("x-cache")).toMatch(/^(stored|hit)$/);
  });

  it("keeps serving the stored pages while a site-wide admin change renders them again", async () => {
    const { headers, csrf } = await admin();
    const before = await rows([first]);
    const operatorName = `저장 페이지 운영자 ${Date.now()}`;
    // The renderer waits until the visitor below has been answered from the old bytes.
    const render = storedPageRendering(app.fetch, ORIGIN);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    ctx().services.pageRenderer.attach(async (page) => {
      await held;
      return render(page);
    });
    try {
      const saved = await post("/adm/settings", { ...fromClient(), ...headers }, { csrf, operatorName });
      expect(saved.status).toBe(200);
      expect(await saved.text()).toContain("사이트 정보를 저장했습니다.");
      expect((await rows([first])).every((row) => row.stale)).toBe(true);

      const visit = await get(first);
      expect(visit.status).toBe(200);
      expect(visit.headers.get("x-cache")).toBe("stored");
      expect(visit.headers.get("etag")).toBe(before.find((row) => row.key === `desktop|${first}`)?.etag);
    } finally {
      release();
      ctx().services.pageRenderer.attach(render);
    }
    await ctx().services.pageRenderer.settle();
    const renewed = await get(first);
    expect(renewed.headers.get("x-cache")).toMatch(/^(stored|hit)$/);
    expect(await html(renewed)).toContain(operatorName);
    expect((await rows([first])).every((row) => !row.stale)).toBe(true);
  });

  it("limits admin writes per admin and per client address with a 429", async () => {
    const one = await admin();
    const form = { csrf: one.csrf, intent: "none" };
    for (let i = 0; i < ADMIN_WRITE_LIMITS.perAdmin; i++) {
      const res = await post("/adm/menus", { ...fromClient(), ...one.headers }, form);
      await res.arrayBuffer();
      expect(res.status).not.toBe(429);
    }
    const refused = await post("/adm/menus", { ...fromClient(), ...one.headers }, form);
    expect(refused.status).toBe(429);
    expect(await refused.text()).toContain(ADMIN_WRITE_LIMITED_MESSAGE);

    // From one address, admins together get ADMIN_WRITE_LIMITS.perClient writes.
    const client = fromClient("203.0.113.77");
    let sent = 0;
    while (sent < ADMIN_WRITE_LIMITS.perClient) {
      const next = await admin();
      for (let i = 0; i < ADMIN_WRITE_LIMITS.perAdmin && sent < ADMIN_WRITE_LIMITS.perClient; i++, sent++) {
        const res = await post("/adm/menus", { ...client, ...next.headers }, { csrf: next.csrf, intent: "none" });
        await res.arrayBuffer();
        expect(res.status).not.toBe(429);
      }
    }
    const fresh = await admin();
    const overClient = await post("/adm/menus", { ...client, ...fresh.headers }, { csrf: fresh.csrf, intent: "none" });
    expect(overClient.status).toBe(429);
    // The same admin from another address still writes.
    const elsewhere = await post("/adm/menus", { ...fromClient(), ...fresh.headers }, { csrf: fresh.csrf, intent: "none" });
    expect(elsewhere.status).not.toBe(429);
  }, 120_000);

  it("never stores a page whose board section failed, and serves the stored good page again once it renders", async () => {
    const { services, database } = ctx();
    const licenseId = new URL(second, ORIGIN).searchParams.get("ld_id") ?? "";
    const good = await rows([second]);
    expect(good.every((row) => !row.stale)).toBe(true);
    // The board lists' table is gone for a while (a lock past the statement timeout on PostgreSQL did the same).
    await database.db.execute(sql`alter table posts rename to posts_unavailable`);
    try {
      await services.contentChanged([`license:${licenseId}`]);
      const degraded = await get(second);
      expect(degraded.status).toBe(200);
      expect(degraded.headers.get("cache-control")).toBe("private, no-store");
      expect(await html(degraded)).toContain(SECTION_ERROR);
      // Not kept by the response cache either: the next visitor's request renders again.
      const again = await get(second);
      expect(again.headers.get("x-cache")).not.toBe("hit");
      expect(again.headers.get("cache-control")).toBe("private, no-store");
      await again.arrayBuffer();
      await services.pageRenderer.settle();
      // The store still holds the good bytes, stale, for the renderer to try again.
      const kept = await rows([second]);
      expect(kept.map((row) => row.etag).sort()).toEqual(good.map((row) => row.etag).sort());
      for (const row of kept) expect(brotliDecompressSync(row.br).toString()).not.toContain(SECTION_ERROR);
    } finally {
      await database.db.execute(sql`alter table posts_unavailable rename to posts`);
    }
    await database.db.update(storedPages).set({ claimedUntil: null }).where(eq(storedPages.stale, true));
    await services.pageRenderer.settle();
    const renewed = await get(second);
    expect(renewed.headers.get("x-cache")).toMatch(/^(stored|hit)$/);
    expect(await html(renewed)).not.toContain(SECTION_ERROR);
  });

  it("answers roadmap plans past the per-client limit with 429 in the API's error shape", async () => {
    const client = fromClient("192.0.2.44");
    for (let i = 0; i < ROADMAP_PLAN_LIMITS.perClient; i++) {
      const res = await app.request("/v2/roadmap?goal=%20", { headers: client });
      expect(res.status).toBe(400);
      await res.arrayBuffer();
    }
    for (const path of ["/v2/roadmap?goal=1320", "/v2/roadmap.ics?goal=1320"]) {
      const refused = await app.request(path, { headers: client });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ result: false, error: "429", message: ROADMAP_LIMITED_MESSAGE });
    }
    expect((await app.request("/v2/roadmap?goal=%20", { headers: fromClient() })).status).toBe(400);
  });

  it("ends the session on a logout POST without Content-Type", async () => {
    const member = await registerAndLogin(ctx());
    const res = await app.request("/bbs/logout.php", {
      method: "POST",
      headers: { ...fromClient(), cookie: `refreshToken=${member.refreshToken}` },
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect((await ctx().services.members.sessions.rotate(member.refreshToken)).ok).toBe(false);
  });
});
