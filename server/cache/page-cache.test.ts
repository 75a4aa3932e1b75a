import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createPageCache, pageCacheKey, pageCacheMiddleware } from "./page-cache.server";

const input = { device: "desktop", sessionCookies: ["accessToken", "refreshToken"], variantCookies: ["jn_popup_closed"] };
const req = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  new Request(`http://portal.test${url}`, { method, headers });

describe("pageCacheKey", () => {
  it("keys anonymous GETs by device, popup cookie, host and URL", () => {
    expect(pageCacheKey(req("/jnLics?x=1"), input)).toBe("desktop|0|portal.test/jnLics?x=1");
    expect(pageCacheKey(req("/jnLics", { cookie: "jn_popup_closed=1; other=2" }), input)).toBe("desktop|1|portal.test/jnLics");
    expect(pageCacheKey(req("/", {}), { ...input, device: "mobile" })).toBe("mobile|0|portal.test/");
  });

  it("never caches personal or non-GET requests", () => {
    expect(pageCacheKey(req("/", { cookie: "a=1; accessToken=x" }), input)).toBeNull();
    expect(pageCacheKey(req("/", { cookie: "refreshToken=x" }), input)).toBeNull();
    expect(pageCacheKey(req("/", { "x-access-token": "t" }), input)).toBeNull();
    expect(pageCacheKey(req("/", {}, "POST"), input)).toBeNull();
  });
});

describe("pageCacheMiddleware", () => {
  function appWith(render: (nonce: string) => Response) {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 1_000_000 });
    let renders = 0;
    let nonces = 0;
    const app = new Hono<{ Variables: { cspNonce: string } }>();
    app.use(async (c, next) => {
      c.set("cspNonce", `nonce${++nonces}`);
      await next();
    });
    app.use(
      pageCacheMiddleware(
        cache,
        (r) => pageCacheKey(r, input),
        (c) => c.get("cspNonce"),
      ),
    );
    app.get("*", (c) => {
      renders++;
      return render(c.get("cspNonce"));
    });
    return { app, cache, renders: () => renders };
  }

  it("renders once, then serves the cached page with each request's own nonce", async () => {
    const { app, renders } = appWith(
      (nonce) => new Response(`<script nonce="${nonce}">x</script>`, { headers: { "content-type": "text/html" } }),
    );
    const first = await app.request("/jnLics");
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(await first.text()).toBe('<script nonce="nonce1">x</script>');
    const second = await app.request("/jnLics");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toBe('<script nonce="nonce2">x</script>');
    expect(renders()).toBe(1);
    await app.request("/jnLics", { headers: { cookie: "accessToken=t" } });
    expect(renders()).toBe(2);
  });

  it("stores neither errors, nor non-HTML, nor responses that set cookies", async () => {
    const { app, cache } = appWith((nonce) => {
      if (nonce === "nonce1") return new Response("missing", { status: 404, headers: { "content-type": "text/html" } });
      if (nonce === "nonce2") return new Response("{}", { headers: { "content-type": "application/json" } });
      return new Response("<p>x</p>", { headers: { "content-type": "text/html", "set-cookie": "a=1" } });
    });
    await app.request("/a");
    await app.request("/a");
    await app.request("/a");
    expect(cache.size).toBe(0);
  });
});
