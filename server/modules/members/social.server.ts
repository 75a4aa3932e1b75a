import { randomBytes } from "node:crypto";
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client, OAuth2Tokens } from "arctic";
import { and, eq, sql } from "drizzle-orm";
import { serialize } from "hono/utils/cookie";
import { RateLimiterRes } from "rate-limiter-flexible";
import type { Config } from "../../config.server";
import type { Db } from "../../db/client.server";
import { memberIdentities, members } from "../../db/schema";
import { type Clock, systemClock } from "../../jobs/clock";
import type { Logger } from "../../logger";
import type { RateLimits } from "../../rate-limits.server";
import { secureCookies } from "./cookies.server";
import { releaseUnverified, verifiedOwnerOf } from "./email-verification.server";
import { providerJson } from "./provider-http.server";
import { cookieOf, type PasswordCheck, type RateLimited } from "./service.server";
import type { createSessions } from "./sessions.server";
import {
  isSocialProvider,
  PROVIDER_SPECS,
  providerEndpoints,
  SOCIAL_PROVIDERS,
  type SocialProfile,
  type SocialProvider,
} from "./social-providers";
import { signPurposeToken, verifyPurposeToken } from "./tokens.server";

export const OAUTH_STATE_COOKIE = "oauthState";
export const SOCIAL_LINK_COOKIE = "socialLink";
/** The state cookie goes only to the callbacks. */
const STATE_COOKIE_PATH = "/member/social";
const FLOW_TTL_SECONDS = 10 * 60;

type Tokens = { accessToken: string; refreshToken: string };

/** Why a social login went back to the login page; the page words each one in Korean. */
export type SocialError = "cancelled" | "state" | "provider" | "banned" | "social_email" | "expired";

export type CallbackOutcome =
  | { kind: "signed_in"; tokens: Tokens; redirectTo: string }
  | { kind: "confirm_link"; pending: string; redirectTo: string }
  | { kind: "error"; error: SocialError };

export type LinkResult =
  | { ok: true; tokens: Tokens; redirectTo: string }
  | { ok: false; reason: "expired" | "invalid" }
  | RateLimited;

interface Dependencies {
  key: Uint8Array;
  logger: Logger;
  sessions: ReturnType<typeof createSessions>;
  confirmPassword(memberId: number, password: string): Promise<PasswordCheck>;
  /** Remembers used states (in Redis with REDIS_URL, so every instance refuses a replay). */
  rateLimits: RateLimits;
  /** Per provider call, body included; PROVIDER_TIMEOUT_MS unless a test shortens it. */
  providerTimeoutMs?: number;
  /** Stamps the e-mail a provider vouches for; the service's clock. */
  clock?: Clock;
}

const activeMember = sql`${members.status} = 'active' and (${members.bannedUntil} is null or ${members.bannedUntil} <= now())`;

/**
 * Kakao, Naver and Google login (decision 0055) through arctic: state on every flow, PKCE where the
 * provider takes it. A provider account logs in its linked member, else creates a member flagged
 * `socialLogin` (no password), except when its verified e-mail belongs to a member with a password:
 * then the two are linked only after that member confirms with the password.
 */
export function createSocialLogin(db: Db, config: Config, deps: Dependencies) {
  const credentials = (provider: SocialProvider) => {
    const upper = provider.toUpperCase() as "KAKAO" | "NAVER" | "GOOGLE";
    const id = config[`${upper}_CLIENT_ID`];
    const secret = config[`${upper}_CLIENT_SECRET`];
    return id && secret ? { id, secret } : null;
  };
  const endpoints = (provider: SocialProvider) => providerEndpoints(PROVIDER_SPECS[provider], config.OAUTH_TEST_SERVER_URL);
  // The configured public origin, never the request's Host (issue 57): the provider is told where to come back.
  const callbackUrl = (provider: SocialProvider) => `${config.publicOrigin}/member/social/${provider}/callback`;
  // One point per state for as long as a state cookie lives: the second callback with it is refused.
  const usedStates = deps.rateLimits.limiter({ name: "oauth-state-used", points: 1, durationSeconds: FLOW_TTL_SECONDS });

  /** Whether this is the state's first callback (a replayed callback URL and cookie is not). */
  async function firstUseOf(state: string): Promise<boolean> {
    try {
      await usedStates.consume(state);
      return true;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return false;
      throw rejection;
    }
  }

  async function exchangeCode(provider: SocialProvider, code: string, flow: FlowState): Promise<OAuth2Tokens> {
    const spec = PROVIDER_SPECS[provider];
    const client = credentials(provider);
    if (!client) throw new Error(`${provider} login is not configured`);
    // Our own POST for every provider: arctic's has no timeout or size limit (issue 34).
    const { tokenEndpoint } = endpoints(provider);
    const body = new URLSearchParams({ grant_type: "authorization_code", redirect_uri: callbackUrl(provider), code });
    const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };
    if (spec.secretInBody) {
      // Kakao and Naver take the secret as form fields.
      body.set("client_id", client.id);
      body.set("client_secret", client.secret);
      if (spec.stateInTokenRequest) body.set("state", flow.state);
    } else {
      // Google: HTTP Basic, as arctic's OAuth2Client sends it, and the PKCE verifier.
      headers.authorization = `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString("base64")}`;
      if (flow.verifier) body.set("code_verifier", flow.verifier);
    }
    const answer = await providerJson(tokenEndpoint, { method: "POST", headers, body }, deps.providerTimeoutMs);
    if (!answer.ok) throw new Error(`${provider} token endpoint answered ${answer.status}`);
    return new OAuth2Tokens(answer.body as object);
  }

  async function fetchProfile(provider: SocialProvider, tokens: OAuth2Tokens): Promise<SocialProfile | null> {
    const answer = await providerJson(
      endpoints(provider).userinfoEndpoint,
      {
        headers: { authorization: `Bearer ${tokens.accessToken()}`, accept: "application/json" },
      },
      deps.providerTimeoutMs,
    );
    if (!answer.ok) return null;
    return PROVIDER_SPECS[provider].parseProfile(answer.body);
  }

  async function memberOfIdentity(provider: SocialProvider, subject: string) {
    const [row] = await db
      .select({ id: members.id, active: sql<boolean>`${activeMember}` })
      .from(memberIdentities)
      .innerJoin(members, eq(members.id, memberIdentities.memberId))
      .where(and(eq(memberIdentities.provider, provider), eq(memberIdentities.subject, subject)));
    return row ?? null;
  }

  /**
   * A new member for a provider account: no password, the `socialLogin` flag, the e-mail only when
   * the provider verified it — then it counts as verified here too, and members who merely typed
   * that address without proving it lose it (issue 34: they must not block or capture its owner).
   */
  async function createMember(provider: SocialProvider, profile: SocialProfile): Promise<number> {
    const nickname = (profile.nickname ?? profile.name ?? `${PROVIDER_SPECS[provider].label} 회원`).slice(0, 20);
    const email = profile.verifiedEmail;
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(members)
        .values({
          loginId: `${provider}_${randomBytes(6).toString("hex")}`,
          passwordHash: null,
          socialLogin: true,
          name: profile.name?.slice(0, 20) ?? null,
          nickname,
          email,
          emailVerifiedAt: email ? (deps.clock ?? systemClock).now() : null,
        })
        .returning({ id: members.id });
      if (!row) throw new Error("member insert returned nothing");
      if (email) await releaseUnverified(tx, email, row.id);
      await tx.insert(memberIdentities).values({ provider, subject: profile.subject, memberId: row.id });
      return row.id;
    });
  }

  return {
    /** Providers whose keys are configured, in the order the login page shows them. */
    enabledProviders(): { id: SocialProvider; label: string }[] {
      return SOCIAL_PROVIDERS.filter((p) => credentials(p) !== null).map((id) => ({ id, label: PROVIDER_SPECS[id].label }));
    },

    isEnabled(provider: string): provider is SocialProvider {
      return isSocialProvider(provider) && credentials(provider) !== null;
    },

    /** The provider's authorization URL and the signed state cookie the callback checks it against. */
    async begin(provider: SocialProvider, request: Request, redirectTo: string): Promise<{ url: string; cookie: string }> {
      const client = credentials(provider);
      if (!client) throw new Error(`${provider} login is not configured`);
      const spec = PROVIDER_SPECS[provider];
      const oauth = new OAuth2Client(client.id, client.secret, callbackUrl(provider));
      const state = generateState();
      const verifier = spec.pkce ? generateCodeVerifier() : null;
      const { authorizationEndpoint } = endpoints(provider);
      const url = verifier
        ? oauth.createAuthorizationURLWithPKCE(authorizationEndpoint, state, CodeChallengeMethod.S256, verifier, spec.scopes)
        : oauth.createAuthorizationURL(authorizationEndpoint, state, spec.scopes);
      const flow = await signPurposeToken(
        deps.key,
        "oauth-state",
        { provider, state, redirectTo, ...(verifier ? { verifier } : {}) },
        FLOW_TTL_SECONDS,
      );
      return {
        url: url.toString(),
        cookie: flowCookie(OAUTH_STATE_COOKIE, flow, STATE_COOKIE_PATH, secureCookies(request, config)),
      };
    },

    /** The Set-Cookie value that drops the state cookie (every callback answer sends it). */
    clearedStateCookie(request: Request): string {
      return flowCookie(OAUTH_STATE_COOKIE, "", STATE_COOKIE_PATH, secureCookies(request, config), 0);
    },

    /** The pending link's cookie; an empty value drops it. */
    linkCookie(request: Request, pending: string): string {
      return flowCookie(SOCIAL_LINK_COOKIE, pending, "/", secureCookies(request, config), pending ? FLOW_TTL_SECONDS : 0);
    },

    /** The provider's redirect back: the state must match this browser's state cookie. */
    async complete(provider: SocialProvider, request: Request): Promise<CallbackOutcome> {
      const query = new URL(request.url).searchParams;
      const stateCookie = cookieOf(request, OAUTH_STATE_COOKIE);
      const flow = stateCookie ? await readFlow(deps.key, stateCookie, provider) : null;
      if (!flow || query.get("state") !== flow.state) return { kind: "error", error: "state" };
      if (!(await firstUseOf(flow.state))) return { kind: "error", error: "state" };
      const code = query.get("code");
      if (query.has("error") || !code) return { kind: "error", error: "cancelled" };
      let profile: SocialProfile | null;
      try {
        profile = await fetchProfile(provider, await exchangeCode(provider, code, flow));
      } catch (error) {
        deps.logger.warn({ err: error, provider }, "social login: the provider's token or profile request failed");
        return { kind: "error", error: "provider" };
      }
      if (!profile) {
        deps.logger.warn({ provider }, "social login: the provider's profile was refused or not understood");
        return { kind: "error", error: "provider" };
      }
      const known = await memberOfIdentity(provider, profile.subject);
      if (known) {
        if (!known.active) return { kind: "error", error: "banned" };
        return { kind: "signed_in", tokens: await deps.sessions.start(known.id), redirectTo: flow.redirectTo };
      }
      // Only an address its member proved can propose a link; an unverified holder is passed by.
      const owner = profile.verifiedEmail ? await verifiedOwnerOf(db, profile.verifiedEmail) : null;
      if (owner?.hasPassword) {
        const pending = await signPurposeToken(
          deps.key,
          "social-link",
          { provider, subject: profile.subject, memberId: owner.id, redirectTo: flow.redirectTo },
          FLOW_TTL_SECONDS,
        );
        return { kind: "confirm_link", pending, redirectTo: flow.redirectTo };
      }
      // The address belongs to a member who has no password either: only that member's own provider proves it.
      if (owner) return { kind: "error", error: "social_email" };
      const memberId = await createMember(provider, profile);
      return { kind: "signed_in", tokens: await deps.sessions.start(memberId), redirectTo: flow.redirectTo };
    },

    /** The member a pending link would join (for the confirmation page), or null when it expired. */
    async pendingLink(request: Request) {
      const pending = cookieOf(request, SOCIAL_LINK_COOKIE);
      const link = pending ? await readLink(deps.key, pending) : null;
      if (!link) return null;
      const [row] = await db
        .select({ loginId: members.loginId })
        .from(members)
        .where(and(eq(members.id, link.memberId), activeMember));
      return row ? { provider: link.provider, label: PROVIDER_SPECS[link.provider].label, loginId: row.loginId } : null;
    },

    /** Links the provider account once the member has confirmed with the password, and logs in. */
    async confirmLink(request: Request, password: string): Promise<LinkResult> {
      const pending = cookieOf(request, SOCIAL_LINK_COOKIE);
      const link = pending ? await readLink(deps.key, pending) : null;
      if (!link) return { ok: false, reason: "expired" };
      const checked = await deps.confirmPassword(link.memberId, password);
      if (!checked.ok) return checked.reason === "rate_limited" ? checked : { ok: false, reason: "invalid" };
      await db
        .insert(memberIdentities)
        .values({ provider: link.provider, subject: link.subject, memberId: link.memberId })
        .onConflictDoNothing();
      const linked = await memberOfIdentity(link.provider, link.subject);
      if (linked?.id !== link.memberId || !linked.active) return { ok: false, reason: "expired" };
      return { ok: true, tokens: await deps.sessions.start(link.memberId), redirectTo: link.redirectTo };
    },
  };
}

export type SocialLogin = ReturnType<typeof createSocialLogin>;

interface FlowState {
  state: string;
  verifier: string | null;
  redirectTo: string;
}

async function readFlow(key: Uint8Array, token: string, provider: SocialProvider): Promise<FlowState | null> {
  const claims = await verifyPurposeToken(key, token, "oauth-state");
  if (!claims || claims.provider !== provider || typeof claims.state !== "string" || typeof claims.redirectTo !== "string") {
    return null;
  }
  return {
    state: claims.state,
    verifier: typeof claims.verifier === "string" ? claims.verifier : null,
    redirectTo: claims.redirectTo,
  };
}

async function readLink(key: Uint8Array, token: string) {
  const claims = await verifyPurposeToken(key, token, "social-link");
  if (!claims) return null;
  const { provider, subject, memberId, redirectTo } = claims;
  if (typeof provider !== "string" || !isSocialProvider(provider) || typeof subject !== "string") return null;
  if (typeof memberId !== "number" || typeof redirectTo !== "string") return null;
  return { provider, subject, memberId, redirectTo };
}

function flowCookie(name: string, value: string, path: string, secure: boolean, maxAge = FLOW_TTL_SECONDS): string {
  // Lax: the provider sends the browser back with a top-level GET, which carries Lax cookies.
  return serialize(name, value, { path, sameSite: "Lax", secure, httpOnly: true, maxAge });
}
