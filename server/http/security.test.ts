import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security";

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
});
