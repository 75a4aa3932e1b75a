import { describe, expect, it } from "vitest";
import { pageCacheKey } from "./page-cache.server";

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
    expect(pageCacheKey(req("/", { "x-refresh-token": "t" }), input)).toBeNull();
    expect(pageCacheKey(req("/", { authorization: "Bearer t" }), input)).toBeNull();
    expect(pageCacheKey(req("/", {}, "POST"), input)).toBeNull();
  });
});
