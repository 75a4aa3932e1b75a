import { z } from "zod";

export const SOCIAL_PROVIDERS = ["kakao", "naver", "google"] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: string): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

/** What the portal keeps of a provider account: the stable id, and an e-mail only when the provider vouches for it. */
export interface SocialProfile {
  subject: string;
  /** The provider's e-mail when it says the address is verified; null otherwise. */
  verifiedEmail: string | null;
  name: string | null;
  nickname: string | null;
}

export interface ProviderSpec {
  label: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
  scopes: string[];
  /** PKCE (S256) where the provider documents it; Kakao and Naver rely on the state alone. */
  pkce: boolean;
  /** Kakao and Naver take client_secret as a form field; Google takes HTTP Basic (arctic's OAuth2Client). */
  secretInBody: boolean;
  /** Naver's token request repeats the state. */
  stateInTokenRequest: boolean;
  parseProfile(body: unknown): SocialProfile | null;
}

const optionalText = z.string().trim().max(100).nullish();

const kakaoUser = z.object({
  id: z.union([z.number().int(), z.string().min(1)]),
  kakao_account: z
    .object({
      name: optionalText,
      email: z.string().nullish(),
      is_email_valid: z.boolean().nullish(),
      is_email_verified: z.boolean().nullish(),
      profile: z.object({ nickname: optionalText }).nullish(),
    })
    .nullish(),
});

const naverUser = z.object({
  resultcode: z.literal("00"),
  response: z.object({ id: z.string().min(1), email: z.string().nullish(), name: optionalText, nickname: optionalText }),
});

const googleUser = z.object({
  sub: z.string().min(1),
  email: z.string().nullish(),
  email_verified: z.boolean().nullish(),
  name: optionalText,
  given_name: optionalText,
});

const email = z.email().max(100);

function emailIf(verified: boolean, value: string | null | undefined): string | null {
  if (!verified || !value) return null;
  const parsed = email.safeParse(value.trim());
  return parsed.success ? parsed.data : null;
}

/** Kakao: `/v2/user/me`; the address counts only when Kakao marks it both valid and verified. */
export function parseKakaoProfile(body: unknown): SocialProfile | null {
  const parsed = kakaoUser.safeParse(body);
  if (!parsed.success) return null;
  const account = parsed.data.kakao_account;
  return {
    subject: String(parsed.data.id),
    verifiedEmail: emailIf(account?.is_email_valid === true && account.is_email_verified === true, account?.email),
    name: account?.name || null,
    nickname: account?.profile?.nickname || null,
  };
}

/**
 * Naver: `/v1/nid/me`. Naver's profile API carries no verification flag, so its address never
 * proposes linking to an account and is not stored (decision 0055).
 */
export function parseNaverProfile(body: unknown): SocialProfile | null {
  const parsed = naverUser.safeParse(body);
  if (!parsed.success) return null;
  const user = parsed.data.response;
  return { subject: user.id, verifiedEmail: null, name: user.name || null, nickname: user.nickname || null };
}

/** Google: the OpenID Connect userinfo; `email_verified` must be true. */
export function parseGoogleProfile(body: unknown): SocialProfile | null {
  const parsed = googleUser.safeParse(body);
  if (!parsed.success) return null;
  const user = parsed.data;
  return {
    subject: user.sub,
    verifiedEmail: emailIf(user.email_verified === true, user.email),
    name: user.name || null,
    nickname: user.given_name || user.name || null,
  };
}

export const PROVIDER_SPECS: Record<SocialProvider, ProviderSpec> = {
  kakao: {
    label: "카카오",
    authorizationEndpoint: "https://kauth.kakao.com/oauth/authorize",
    tokenEndpoint: "https://kauth.kakao.com/oauth/token",
    userinfoEndpoint: "https://kapi.kakao.com/v2/user/me",
    scopes: [],
    pkce: false,
    secretInBody: true,
    stateInTokenRequest: false,
    parseProfile: parseKakaoProfile,
  },
  naver: {
    label: "네이버",
    authorizationEndpoint: "https://nid.naver.com/oauth2.0/authorize",
    tokenEndpoint: "https://nid.naver.com/oauth2.0/token",
    userinfoEndpoint: "https://openapi.naver.com/v1/nid/me",
    scopes: [],
    pkce: false,
    secretInBody: true,
    stateInTokenRequest: true,
    parseProfile: parseNaverProfile,
  },
  google: {
    label: "Google",
    authorizationEndpoint: "https://accounts.google.com/o/oauth2/v2/auth",
    tokenEndpoint: "https://oauth2.googleapis.com/token",
    userinfoEndpoint: "https://openidconnect.googleapis.com/v1/userinfo",
    scopes: ["openid", "email", "profile"],
    pkce: true,
    secretInBody: false,
    stateInTokenRequest: false,
    parseProfile: parseGoogleProfile,
  },
};

/** The endpoints a provider is reached at: its own, or all on one mock server in tests. */
export function providerEndpoints(spec: ProviderSpec, testServerUrl: string | undefined) {
  if (!testServerUrl) return spec;
  const base = testServerUrl.replace(/\/+$/, "");
  return { authorizationEndpoint: `${base}/authorize`, tokenEndpoint: `${base}/token`, userinfoEndpoint: `${base}/userinfo` };
}
