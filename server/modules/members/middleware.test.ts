import { describe, expect, it } from "vitest";
import { isCrossSite, isSameOrigin } from "../../http/origin";
import { withAccessCookie } from "./middleware.server";

const request = (headers: Record<string, string>) =>
  new Request("http://portal.test/v2/member/member-schedule", { method: "POST", headers });

describe("isSameOrigin", () => {
  it("accepts this site's Origin or, without Origin, its Referer", () => {
    expect(isSameOrigin(request({ origin: "http://portal.test" }), undefined)).toBe(true);
    expect(isSameOrigin(request({ referer: "http://portal.test/mypage/mySchedule" }), undefined)).toBe(true);
  });

  it("accepts the configured public origin behind a proxy", () => {
    expect(isSameOrigin(request({ origin: "https://jn.example.kr", host: "internal:3000" }), "https://jn.example.kr")).toBe(true);
  });

  it("believes X-Forwarded-Host only when TRUST_PROXY says a proxy sets it", () => {
    const forged = request({ origin: "https://evil.example", "x-forwarded-host": "evil.example" });
    expect(isSameOrigin(forged, undefined)).toBe(false);
    expect(isCrossSite(forged, undefined)).toBe(true);
    const proxied = request({ origin: "https://jn.example.kr", "x-forwarded-host": "jn.example.kr", host: "internal:3000" });
    expect(isSameOrigin(proxied, undefined, 1)).toBe(true);
  });

  it("rejects other sites, opaque and missing origins", () => {
    expect(isSameOrigin(request({ origin: "https://evil.example" }), undefined)).toBe(false);
    expect(isSameOrigin(request({ origin: "null" }), undefined)).toBe(false);
    expect(isSameOrigin(request({ referer: "not a url" }), undefined)).toBe(false);
    expect(isSameOrigin(request({}), undefined)).toBe(false);
  });
});

describe("isCrossSite", () => {
  it("trusts Sec-Fetch-Site when the browser sends it", () => {
    expect(isCrossSite(request({ "sec-fetch-site": "cross-site", origin: "http://portal.test" }), undefined)).toBe(true);
    expect(isCrossSite(request({ "sec-fetch-site": "same-site" }), undefined)).toBe(true);
    expect(isCrossSite(request({ "sec-fetch-site": "same-origin" }), undefined)).toBe(false);
    expect(isCrossSite(request({ "sec-fetch-site": "none" }), undefined)).toBe(false);
  });

  it("otherwise compares the Origin, and lets requests without either through (not a browser form)", () => {
    expect(isCrossSite(request({ origin: "https://evil.example" }), undefined)).toBe(true);
    expect(isCrossSite(request({ origin: "null" }), undefined)).toBe(true);
    expect(isCrossSite(request({ origin: "http://portal.test" }), undefined)).toBe(false);
    expect(isCrossSite(request({}), undefined)).toBe(false);
  });
});

describe("withAccessCookie", () => {
  it("replaces the access-token cookie and keeps the others, method and URL", () => {
    const fresh = withAccessCookie(request({ cookie: "refreshToken=r1; accessToken=old; popup=1" }), "new");
    expect(fresh.headers.get("cookie")).toBe("refreshToken=r1; popup=1; accessToken=new");
    expect(fresh.method).toBe("POST");
    expect(fresh.url).toBe("http://portal.test/v2/member/member-schedule");
    expect(withAccessCookie(request({}), "t").headers.get("cookie")).toBe("accessToken=t");
  });
});
