import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { describe, expect, it } from "vitest";
import { compression } from "../http/compression";
import { contentSecurityPolicy, scriptHashes, securityHeaders } from "../http/security";
import { apiCacheKey } from "./api-cache.server";
import { pageCacheKey } from "./page-cache.server";
import { anonymousCookies, createResponseCache, sharedResponses } from "./response-cache.server";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
const sessionCookies = ["accessToken", "refreshToken"];
const page = (nonce: string) =>
  `<script nonce="${nonce}">start()</script><script>injected()</script>${"<p>시험일정</p>".repeat(200)}`;
const schedule = { data: Array.from({ length: 100 }, (_, i) => ({ ld_id: i, jmfldnm: "정보처리기사" })) };

/** The app's order: the shared cache outermost, then request id, security headers and compression. */
function portal() {
  const cache = createResponseCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
  const calls = { page: 0, schedule: 0, login: 0, who: 0, hits: [] as string[] };
  const app = new Hono<{ Variables: { cspNonce: string; asked?: boolean } }>();
  app.use(
    sharedResponses(cache, {
      keyOf: (c) =>
        c.req.path.startsWith("/v1/")
          ? apiCacheKey(c, { sharedReads: new Set(["POST /v1/schedule.php"]), sessionCookies })
          : pageCacheKey(c.req.raw, { device: "desktop", sessionCookies: ["jn_apt"], variantCookies: [] }),
      member: (c) => anonymousCookies(c.req.raw, sessionCookies) === null,
      dependsOnMember: (c) => c.get("asked") === true,
      csp: (c, body) => contentSecurityPolicy(scriptHashes(body, c.get("cspNonce"))),
      requestHeaders: () => ({ "strict-transport-security": "max-age=60" }),
      onHit: (c) => void calls.hits.push(c.req.path),
      tagsOf: (c) => (c.req.path === "/page" ? ["page"] : []),
    }),
  );
  app.use(requestId());
  app.use(securityHeaders({ csp: true }));
  app.use(compress());
  app.use(compression());
  app.get("/page", (c) => {
    calls.page++;
    return c.html(page(c.get("cspNonce")));
  });
  // A page that looks the visitor up, as the login page or an unconverted board post does.
  app.get("/who", (c) => {
    calls.who++;
    c.set("asked", true);
    const member = /accessToken=(\w+)/.exec(c.req.header("cookie") ?? "")?.[1];
    return c.html(`<p>${member ? `${member}님` : "로그인"}</p>`);
  });
  app.get("/set-cookie", (c) => c.html("<p>x</p>", 200, { "set-cookie": "a=1" }));
  app.get("/private", (c) => c.html("<p>x</p>", 200, { "cache-control": "private, max-age=0" }));
  app.get("/short", (c) => c.html("<p>x</p>", 200, { "cache-control": "public, s-maxage=1" }));
  app.get("/missing", (c) => c.html("<p>없음</p>", 404));
  app.post("/v1/schedule.php", async (c) => {
    calls.schedule++;
    const body = await c.req.json();
    return c.json({ ...schedule, start: body.start });
  });
  app.post("/v1/token.php", (c) => {
    calls.login++;
    return c.json({ ok: true });
  });
  return { app, cache, calls };
}

const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("sharedResponses", () => {
  it("renders a page once, then serves the same bytes with a CSP that allows its own scripts by hash", async () => {
    const { app, calls } = portal();
    const first = await app.request("/page");
    expect(first.headers.get("x-cache")).toBe("miss");
    const html = await first.text();
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1] as string;
    expect(nonce).toBeTruthy();
    const second = await app.request("/page");
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(await second.text()).toBe(html);
    expect(calls.page).toBe(1);
    for (const res of [first, second]) {
      const csp = res.headers.get("content-security-policy") as string;
      expect(csp).toContain(`script-src 'self' ${sha256("start()")};`);
      expect(csp).not.toContain(sha256("injected()"));
      expect(csp).not.toContain("nonce-");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("strict-transport-security")).toBe("max-age=60");
      expect(res.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    }
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(calls.hits).toEqual(["/page"]);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    // A cookie that makes the page personal (the aptitude visitor's) bypasses the cache.
    await app.request("/page", { headers: { cookie: "jn_apt=t" } });
    expect(calls.page).toBe(2);
  });

  it("keeps a compressed answer compressed only, serves every encoding from it, and answers 304 to its ETag", async () => {
    const { app, cache } = portal();
    const first = await app.request("/page", { headers: { "accept-encoding": "br" } });
    expect(first.headers.get("content-encoding")).toBe("br");
    const body = await bytes(first);
    expect(first.headers.get("content-length")).toBe(String(body.length));
    const again = await app.request("/page", { headers: { "accept-encoding": "gzip, br" } });
    expect((await bytes(again)).equals(body)).toBe(true);
    // Only the brotli bytes as first sent are kept, and counted: a fifth of the page.
    const key = pageCacheKey(new Request("http://localhost/page"), {
      device: "desktop",
      sessionCookies: ["jn_apt"],
      variantCookies: [],
    });
    const entry = key ? cache.get(key) : undefined;
    expect(entry?.encoding).toBe("br");
    expect(entry?.bytes.equals(body)).toBe(true);
    const gzipped = await app.request("/page", { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(gzipped)).toString()).toBe(brotliDecompressSync(body).toString());
    const plain = await app.request("/page");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(brotliDecompressSync(body).toString());
    const etag = first.headers.get("etag") as string;
    const revalidated = await app.request("/page", { headers: { "if-none-match": etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    expect((await app.request("/page", { headers: { "if-none-match": '"other"' } })).status).toBe(200);
  });

  it("keys a POST read by its JSON body, and never caches personal requests or other endpoints", async () => {
    const { app, calls } = portal();
    const post = (start: string, headers: Record<string, string> = {}) => {
      const body = JSON.stringify({ start });
      return app.request("/v1/schedule.php", {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": String(body.length), ...headers },
        body,
      });
    };
    expect(await (await post("2026-11-01")).json()).toMatchObject({ start: "2026-11-01" });
    const hit = await post("2026-11-01");
    expect(hit.headers.get("x-cache")).toBe("hit");
    expect(await hit.json()).toMatchObject({ start: "2026-11-01" });
    expect(await (await post("2026-12-01")).json()).toMatchObject({ start: "2026-12-01" });
    expect(calls.schedule).toBe(2);
    await post("2026-11-01", { "x-access-token": "t" });
    expect(calls.schedule).toBe(3);
    const login = () => app.request("/v1/token.php", { method: "POST" });
    await login();
    await login();
    expect(calls.login).toBe(2);
  });

  it("serves an answer that never asked who is looking to members too, and a visitor's answer that asked only to visitors", async () => {
    const { app, calls } = portal();
    const as = (path: string, member?: string) =>
      app.request(path, member ? { headers: { cookie: `accessToken=${member}` } } : {});
    expect((await as("/page", "alice")).headers.get("x-cache")).toBe("miss");
    expect((await as("/page", "bob")).headers.get("x-cache")).toBe("hit");
    expect((await as("/page")).headers.get("x-cache")).toBe("hit");
    expect(calls.page).toBe(1);

    const alice = await as("/who", "alice");
    expect(alice.headers.get("x-cache")).toBeNull();
    expect(await alice.text()).toContain("alice님");
    const visitor = await as("/who");
    expect(visitor.headers.get("x-cache")).toBe("miss");
    expect(await visitor.text()).not.toContain("alice");
    expect((await as("/who")).headers.get("x-cache")).toBe("hit");
    const bob = await as("/who", "bob");
    expect(bob.headers.get("x-cache")).toBeNull();
    expect(await bob.text()).toContain("bob님");
    expect(calls.who).toBe(3);
  });

  it("stores neither errors, nor answers that set cookies, nor private ones", async () => {
    const { app, cache } = portal();
    await app.request("/missing");
    await app.request("/set-cookie");
    await app.request("/private");
    expect(cache.size).toBe(0);
    expect((await app.request("/missing")).status).toBe(404);
  });

  it("purges only the entries that carry a purged tag, and everything on ALL", async () => {
    const { app, cache, calls } = portal();
    await app.request("/page");
    await post(app, "2026-11-01");
    cache.purge(["other"]);
    expect((await app.request("/page")).headers.get("x-cache")).toBe("hit");
    cache.purge(["page"]);
    expect((await app.request("/page")).headers.get("x-cache")).toBe("miss");
    expect((await post(app, "2026-11-01")).headers.get("x-cache")).toBe("hit");
    cache.purge(["*"]);
    expect((await post(app, "2026-11-01")).headers.get("x-cache")).toBe("miss");
    expect(calls.page).toBe(2);
  });

  it("keeps an answer for the s-maxage it declares, and says hit or miss in Server-Timing", async () => {
    const { app, cache } = portal();
    const miss = await app.request("/short");
    expect(miss.headers.get("server-timing")).toMatch(/^cache;desc="miss", app;dur=[\d.]+$/);
    const hit = await app.request("/short");
    expect(hit.headers.get("server-timing")).toBe('cache;desc="hit"');
    // The portal's default TTL is 60 s: only the declared 1 s ends the entry this early.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await app.request("/short")).headers.get("x-cache")).toBe("miss");
    expect(cache.stats()).toMatchObject({ hits: 1, misses: 2 });
  });
});

function post(app: ReturnType<typeof portal>["app"], start: string) {
  const body = JSON.stringify({ start });
  return app.request("/v1/schedule.php", {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": String(body.length) },
    body,
  });
}

describe("createResponseCache().put", () => {
  const entry = (etag: string) => ({
    status: 200,
    headers: {},
    csp: "",
    bytes: Buffer.from("<p>x</p>"),
    encoding: null,
    tags: ["license:1320"],
    etag,
    encoded: {},
  });

  it("keeps a copy read before no purge of its tags, and refuses one read before a purge of them", () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const before = cache.epoch();
    cache.put("a", entry('"1"'), before, 60_000);
    expect(cache.get("a")?.etag).toBe('"1"');

    const read = cache.epoch();
    cache.purge(["license:999"]);
    cache.put("b", entry('"2"'), read, 60_000);
    expect(cache.get("b")?.etag).toBe('"2"');

    const readAgain = cache.epoch();
    cache.purge(["license:1320"]);
    cache.put("c", entry('"3"'), readAgain, 60_000);
    expect(cache.get("c")).toBeUndefined();
    expect(cache.get("a")).toBeUndefined();

    const beforeAll = cache.epoch();
    cache.clear();
    cache.put("d", entry('"4"'), beforeAll, 60_000);
    expect(cache.get("d")).toBeUndefined();
  });

  it("refuses a copy read before more purges than it remembers", () => {
    const cache = createResponseCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    const read = cache.epoch();
    for (let n = 0; n < 300; n++) cache.purge([`license:${n + 5000}`]);
    cache.put("a", entry('"1"'), read, 60_000);
    expect(cache.get("a")).toBeUndefined();
  });
});
