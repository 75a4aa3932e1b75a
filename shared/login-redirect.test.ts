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
