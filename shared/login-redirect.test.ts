import { describe, expect, it } from "vitest";
import { loginRedirectTarget, sameSitePath } from "./login-redirect";

const origin = "https://example.kr";
const target = (query: string, referrer: string | null) =>
  loginRedirectTarget({ search: new URLSearchParams(query), referrer, origin });

describe("loginRedirectTarget", () => {
  it("returns the url query when the referrer is not a member page", () => {
    expect(target("url=/mypage", "https://example.kr/jnLics/licenseInfo?ld_id=1320")).toBe("/mypage");
  });

  it("returns the url query when there is no referrer", () => {
    expect(target("url=%2Fmypage%2FmySpec", null)).toBe("/mypage/mySpec");
  });

  it("returns the url query for eduFair even from a member page", () => {
    expect(target("eduFair=1&url=/eduFair/jobTest", "https://example.kr/member/register.php")).toBe("/eduFair/jobTest");
  });

  it("goes home when the referrer is under /member/", () => {
    expect(target("url=/mypage", "https://example.kr/member/register.php")).toBe("/");
    expect(target("", "https://example.kr/member/memberLeave")).toBe("/");
  });

  it("goes back to the referrer when there is no url query", () => {
    expect(target("", "https://example.kr/jnLics/licenseSchedule?month=11")).toBe("/jnLics/licenseSchedule?month=11");
  });

  it("goes home without url query and referrer", () => {
    expect(target("", null)).toBe("/");
  });

  it("never follows an off-site url query", () => {
    expect(target("url=https://evil.example/phish", null)).toBe("/");
    expect(target("url=//evil.example", null)).toBe("/");
    expect(target("url=/\\evil.example", null)).toBe("/");
    expect(target("url=javascript:alert(1)", null)).toBe("/");
  });

  it("never goes back to an off-site referrer", () => {
    expect(target("", "https://evil.example/page")).toBe("/");
    expect(target("url=/mypage", "https://evil.example/member/x")).toBe("/mypage");
  });
});

describe("sameSitePath", () => {
  it("keeps path, query and hash of same-site addresses", () => {
    expect(sameSitePath("/a/b?c=1#d", origin)).toBe("/a/b?c=1#d");
    expect(sameSitePath("https://example.kr/x", origin)).toBe("/x");
  });

  it("rejects other origins, relative names and control characters", () => {
    expect(sameSitePath("http://example.kr/x", origin)).toBeNull();
    expect(sameSitePath("mypage", origin)).toBeNull();
    expect(sameSitePath("/a\nb", origin)).toBeNull();
    expect(sameSitePath("", origin)).toBeNull();
  });
});

describe("sameSitePath never yields a foreign or protocol-relative target", () => {
  // Each value arrives as the decoded `url=` query value, so `%2e` here is a literal percent form.
  const attacks = [
    "/..//evil.example",
    "/.//evil.example",
    "/%2e%2e//evil.example",
    "/%2E%2E//evil.example",
    "/%2e//evil.example",
    "/%2E%2E/%2F/evil.example",
    "/a/../..//evil.example",
    "/./.././/evil.example",
    "/..%2f/evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/\n/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    "/%09/evil.example",
    "%2F%2Fevil.example",
    "%2f%2fevil.example",
    "//evil.example",
    "///evil.example",
    "https:evil.example",
    "https:/evil.example",
    "https://evil.example/",
    "https://example.kr@evil.example/",
    "http://example.kr/x",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    " /\u0000/evil.example",
    "/\u007f/evil.example",
  ];

  it.each(attacks)("%j", (value) => {
    const path = sameSitePath(value, origin);
    if (path === null) return;
    expect(path).toMatch(/^\/(?![/\\])/);
    expect(new URL(path, origin).origin).toBe(origin);
  });

  it.each(["/..//evil.example", "/.//evil.example", "/%2e%2e//evil.example", "/%2E%2E//evil.example"])(
    "%j is refused, not rewritten",
    (value) => {
      expect(sameSitePath(value, origin)).toBeNull();
    },
  );

  it("the login target of every attack is a same-site path", () => {
    for (const value of attacks) {
      const path = target(`url=${encodeURIComponent(value)}`, null);
      expect(path, value).toMatch(/^\/(?![/\\])/);
      expect(new URL(path, origin).origin, value).toBe(origin);
    }
  });

  it("keeps harmless dot segments and encoded slashes inside the site", () => {
    expect(sameSitePath("/a/../mypage", origin)).toBe("/mypage");
    expect(sameSitePath("/%2F%2Fevil.example", origin)).toBe("/%2F%2Fevil.example");
    expect(sameSitePath("/%2E%2E/%2F/evil.example", origin)).toBe("/%2F/evil.example");
    expect(sameSitePath("/mypage?next=//evil.example", origin)).toBe("/mypage?next=//evil.example");
  });
});
