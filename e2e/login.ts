import { randomBytes } from "node:crypto";
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** The e2e server signs access tokens with this (global-setup), so a test can make an expired one. */
export const E2E_AUTH_SECRET = "e2e-only-access-token-secret-0123456789abcdef";

export interface E2EMember {
  loginId: string;
  password: string;
  name: string;
  accessToken: string;
}

/**
 * Creates a unique member through the API, logs it in and puts the session cookies into the
 * page's browser context, so the page is logged in from its next navigation on.
 */
export async function signUpAndLogin(page: Page, baseURL: string, overrides: { name?: string } = {}): Promise<E2EMember> {
  const { member, cookies } = await signUpSession(baseURL, overrides);
  await page.context().addCookies(cookies);
  return member;
}

/** Creates a unique member through the API and logs it in: the member and its session cookies. */
export async function signUpSession(baseURL: string, overrides: { name?: string } = {}) {
  const suffix = randomBytes(5).toString("hex");
  const member = {
    mbId: `e2e_${suffix}`,
    mbPassword: `Passw0rd${suffix}`,
    mbName: overrides.name ?? "테스트회원",
    mbNick: `테스터${suffix.slice(0, 6)}`,
    mbEmail: `e2e.${suffix}@example.com`,
    mbHp: "010-2345-6789",
    mbMailling: false,
    mbSms: false,
    agreeTerms: true,
  };
  // Each test member signs up as its own client (the e2e server trusts one proxy hop).
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  const headers = { "content-type": "application/json", "x-forwarded-for": `10.${a}.${b}.${c}` };
  const created = await fetch(`${baseURL}/v2/member/register`, { method: "POST", headers, body: JSON.stringify(member) });
  if (created.status !== 201) throw new Error(`sign-up failed: ${created.status} ${await created.text()}`);
  const login = await fetch(`${baseURL}/v1/auth/token.php`, {
    method: "POST",
    headers,
    body: JSON.stringify({ mbId: member.mbId, mbPassword: member.mbPassword }),
  });
  const body = (await login.json()) as { result: boolean; accessToken: string };
  if (!body.result) throw new Error("login failed");
  const cookies = login.headers.getSetCookie().map((line) => {
    const [pair = "", ...attributes] = line.split(";").map((part) => part.trim());
    const at = pair.indexOf("=");
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      url: baseURL,
      httpOnly: attributes.some((a) => a.toLowerCase() === "httponly"),
      sameSite: "Lax" as const,
    };
  });
  const signedUp: E2EMember = {
    loginId: member.mbId,
    password: member.mbPassword,
    name: member.mbName,
    accessToken: body.accessToken,
  };
  return { member: signedUp, cookies };
}

/** Makes a member an admin through the e2e hook (mounted only with E2E_HOOKS=1). */
export async function grantAdmin(baseURL: string, loginId: string) {
  const res = await fetch(`${baseURL}/v2/__e2e/grant-admin`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mbId: loginId }),
  });
  expect(await res.json()).toEqual({ result: "granted" });
}
