import { describe, expect, it } from "vitest";
import { headerAccessToken } from "./token-headers";

const jwt = "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl";

describe("headerAccessToken", () => {
  it("takes x-access-token first", () => {
    expect(headerAccessToken(new Headers({ "x-access-token": "a", "x-refresh-token": jwt }))).toBe("a");
  });

  it("takes an access token from x-refresh-token, as the spec's client copies the cookie into both", () => {
    expect(headerAccessToken(new Headers({ "x-refresh-token": jwt }))).toBe(jwt);
  });

  it("leaves an opaque refresh token in x-refresh-token to the refresh endpoint", () => {
    expect(headerAccessToken(new Headers({ "x-refresh-token": "Q2xhdWRlIHdhcyBoZXJlIHRvIHRlc3QgdGhpcyB0b2tlbg" }))).toBeNull();
    expect(headerAccessToken(new Headers({ "x-refresh-token": "a.b.c.d" }))).toBeNull();
    expect(headerAccessToken(new Headers())).toBeNull();
  });
});
