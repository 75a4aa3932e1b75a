import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { hsts } from "./hsts";

const production = { NODE_ENV: "production", PUBLIC_ORIGIN: undefined, HSTS_MAX_AGE: 15_552_000 } as const;

function app(config: Parameters<typeof hsts>[0]) {
  const hono = new Hono();
  hono.use(hsts(config));
  hono.get("/", (c) => c.text("ok"));
  return hono;
}

describe("hsts", () => {
  it("pins HTTPS on responses served over HTTPS, directly or behind a TLS proxy", async () => {
    const direct = await app(production).request("https://portal.example/");
    expect(direct.headers.get("strict-transport-security")).toBe("max-age=15552000");
    const proxied = await app(production).request("http://internal:3000/", { headers: { "x-forwarded-proto": "https" } });
    expect(proxied.headers.get("strict-transport-security")).toBe("max-age=15552000");
    const configured = await app({ ...production, PUBLIC_ORIGIN: "https://portal.example" }).request("http://internal:3000/");
    expect(configured.headers.get("strict-transport-security")).toBe("max-age=15552000");
  });

  it("sends nothing over plain HTTP, outside production or with HSTS_MAX_AGE=0", async () => {
    expect((await app(production).request("http://portal.example/")).headers.has("strict-transport-security")).toBe(false);
    const dev = await app({ ...production, NODE_ENV: "development" }).request("https://localhost/");
    expect(dev.headers.has("strict-transport-security")).toBe(false);
    const off = await app({ ...production, HSTS_MAX_AGE: 0 }).request("https://portal.example/");
    expect(off.headers.has("strict-transport-security")).toBe(false);
  });
});
