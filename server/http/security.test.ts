import { createHash } from "node:crypto";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, scriptHashes, securityHeaders } from "./security";

function app(csp: boolean) {
  const hono = new Hono<{ Variables: { cspNonce: string } }>();
  hono.use(securityHeaders({ csp }));
  hono.get("/", (c) => c.text(c.get("cspNonce")));
  return hono;
}

describe("securityHeaders", () => {
  it("sets the portal's headers and a CSP whose nonce is the request's cspNonce", async () => {
    const res = await app(true).request("/");
    const nonce = await res.text();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(Object.fromEntries(res.headers)).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
      "cross-origin-opener-policy": "same-origin",
      "permissions-policy": "camera=(), microphone=(), geolocation=()",
      "content-security-policy": [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "object-src 'none'",
      ].join("; "),
    });
  });

  it("adds none of hono's other default headers", async () => {
    const res = await app(true).request("/");
    for (const name of [
      "strict-transport-security",
      "cross-origin-resource-policy",
      "origin-agent-cluster",
      "x-dns-prefetch-control",
      "x-download-options",
      "x-permitted-cross-domain-policies",
      "x-xss-protection",
    ]) {
      expect(res.headers.has(name), name).toBe(false);
    }
  });

  it("gives every request its own nonce, and in dev a nonce without a CSP", async () => {
    const [a, b] = await Promise.all([app(true).request("/"), app(true).request("/")]);
    expect(await a.text()).not.toBe(await b.text());
    const dev = await app(false).request("/");
    expect((await dev.text()).length).toBeGreaterThan(0);
    expect(dev.headers.has("content-security-policy")).toBe(false);
    expect(dev.headers.get("x-frame-options")).toBe("DENY");
  });

  it("keeps a CSP the answer already carries (a stored page's hashes)", async () => {
    const hono = new Hono<{ Variables: { cspNonce: string } }>();
    hono.use(securityHeaders({ csp: true }));
    hono.get("/", (c) => c.text("x", 200, { "content-security-policy": contentSecurityPolicy(["'sha256-abc'"]) }));
    const res = await hono.request("/");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self' 'sha256-abc';");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("gives a build asset nosniff and none of a document's headers", async () => {
    const hono = new Hono<{ Variables: { cspNonce: string } }>();
    hono.use(securityHeaders({ csp: true }));
    hono.get("/assets/app-abc.js", (c) => c.body("export {}", 200, { "content-type": "text/javascript" }));
    const res = await hono.request("/assets/app-abc.js");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    for (const name of [
      "content-security-policy",
      "x-frame-options",
      "referrer-policy",
      "cross-origin-opener-policy",
      "permissions-policy",
    ]) {
      expect(res.headers.has(name), name).toBe(false);
    }
  });
});

describe("contentSecurityPolicy", () => {
  it("renders the same header as the middleware, with the given script sources for the nonce", async () => {
    const res = await app(true).request("/");
    const nonce = await res.text();
    expect(contentSecurityPolicy([`'nonce-${nonce}'`])).toBe(res.headers.get("content-security-policy"));
  });
});

describe("scriptHashes", () => {
  it("hashes the inline scripts that carry the nonce, once each, and nothing else", () => {
    const html = [
      '<script nonce="n1">window.a=1</script>',
      '<script type="module" nonce="n1" async="">import "/assets/x.js"</script>',
      '<script src="/assets/y.js" nonce="n1"></script>',
      "<script>injected()</script>",
      '<script nonce="other">injected()</script>',
      '<script nonce="n1">window.a=1</script>',
    ].join("");
    expect(scriptHashes(html, "n1")).toEqual([
      "'sha256-WpNQcWxgTJamkluTtRGYllok20MyGquJpWh9YXWGA4E='",
      `'sha256-${createHash("sha256").update('import "/assets/x.js"').digest("base64")}'`,
    ]);
  });
});
