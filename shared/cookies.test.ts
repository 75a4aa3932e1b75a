import { describe, expect, it } from "vitest";
import { cookiePairs, readCookie, serializeCookie } from "./cookies";

describe("readCookie", () => {
  it("reads one cookie among many", () => {
    expect(readCookie("a=1; accessToken=abc%20d; b=2", "accessToken")).toBe("abc d");
    expect(readCookie('x="quoted"', "x")).toBe("quoted");
    expect(readCookie("a=1", "b")).toBeUndefined();
    expect(readCookie(undefined, "a")).toBeUndefined();
  });

  it("ignores malformed cookies instead of throwing", () => {
    expect(readCookie("junk; jn_popup_closed=%E0%A4%A; ok=1", "jn_popup_closed")).toBeUndefined();
    expect(readCookie("junk; ok=1", "ok")).toBe("1");
  });
});

describe("serializeCookie", () => {
  it("writes a site-wide cookie with a lifetime", () => {
    expect(serializeCookie("jn_popup_closed", "1", { maxAge: 86400 })).toBe(
      "jn_popup_closed=1; Path=/; SameSite=Lax; Max-Age=86400",
    );
  });
});

describe("cookiePairs", () => {
  it("lists each well-formed pair in order and skips pairs without a name", () => {
    expect(cookiePairs("a=1; =x; junk; b = two=2 ;c=")).toEqual([
      ["a", "1"],
      ["b", "two=2"],
      ["c", ""],
    ]);
    expect(cookiePairs(undefined)).toEqual([]);
  });
});
