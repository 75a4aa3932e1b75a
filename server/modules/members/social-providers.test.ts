import { describe, expect, it } from "vitest";
import { PROVIDER_SPECS, parseGoogleProfile, parseKakaoProfile, parseNaverProfile, providerEndpoints } from "./social-providers";

describe("social provider profiles", () => {
  it("keeps a Kakao e-mail only when Kakao marks it valid and verified", () => {
    const account = (valid: boolean, verified: boolean) => ({
      id: 4_012_345_678,
      kakao_account: {
        email: "a@example.com",
        is_email_valid: valid,
        is_email_verified: verified,
        profile: { nickname: "라이언" },
      },
    });
    expect(parseKakaoProfile(account(true, true))).toEqual({
      subject: "4012345678",
      verifiedEmail: "a@example.com",
      name: null,
      nickname: "라이언",
    });
    expect(parseKakaoProfile(account(true, false))?.verifiedEmail).toBeNull();
    expect(parseKakaoProfile(account(false, true))?.verifiedEmail).toBeNull();
    expect(parseKakaoProfile({ id: 7 })).toEqual({ subject: "7", verifiedEmail: null, name: null, nickname: null });
  });

  it("never treats Naver's address as verified and refuses a failed Naver answer", () => {
    const ok = { resultcode: "00", message: "success", response: { id: "abc", email: "n@naver.com", nickname: "네이버" } };
    expect(parseNaverProfile(ok)).toEqual({ subject: "abc", verifiedEmail: null, name: null, nickname: "네이버" });
    expect(parseNaverProfile({ resultcode: "024", message: "Authentication failed" })).toBeNull();
  });

  it("keeps a Google e-mail only with email_verified true, and refuses bodies without a subject", () => {
    expect(parseGoogleProfile({ sub: "1", email: "g@example.com", email_verified: true })?.verifiedEmail).toBe("g@example.com");
    expect(parseGoogleProfile({ sub: "1", email: "g@example.com", email_verified: false })?.verifiedEmail).toBeNull();
    expect(parseGoogleProfile({ sub: "1", email: "not-an-address", email_verified: true })?.verifiedEmail).toBeNull();
    expect(parseGoogleProfile({ email: "g@example.com" })).toBeNull();
  });

  it("uses the providers' own endpoints unless a test server replaces them", () => {
    expect(providerEndpoints(PROVIDER_SPECS.kakao, undefined).tokenEndpoint).toBe("https://kauth.kakao.com/oauth/token");
    expect(providerEndpoints(PROVIDER_SPECS.naver, "http://127.0.0.1:9/")).toEqual({
      authorizationEndpoint: "http://127.0.0.1:9/authorize",
      tokenEndpoint: "http://127.0.0.1:9/token",
      userinfoEndpoint: "http://127.0.0.1:9/userinfo",
    });
  });
});
