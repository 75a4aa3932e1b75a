import { randomBytes } from "node:crypto";
import type { TestContext } from "../../test/databases";

export const ORIGIN = "http://localhost";

export function newMember(overrides: Record<string, unknown> = {}) {
  const suffix = randomBytes(4).toString("hex");
  return {
    mbId: `user_${suffix}`,
    mbPassword: "secret1234",
    mbName: "홍길동",
    mbNick: `길동${suffix.slice(0, 4)}`,
    mbEmail: `gildong.${suffix}@example.com`,
    mbHp: "010-1234-5678",
    mbAge: 30,
    gender: "M",
    mbMailling: true,
    mbSms: false,
    agreeTerms: true,
    ...overrides,
  };
}

/** A random client address, sent as X-Forwarded-For (the test apps trust one proxy). */
export function newClientAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** Set-Cookie values of a response as name → value. */
export function cookiesOf(res: Response): Record<string, string> {
  const result: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair?.indexOf("=") ?? -1;
    if (pair && at > 0) result[pair.slice(0, at)] = decodeURIComponent(pair.slice(at + 1));
  }
  return result;
}

export interface Session {
  loginId: string;
  accessToken: string;
  refreshToken: string;
  /** Headers authenticating by token header (no CSRF check applies). */
  headers: Record<string, string>;
}

export async function registerAndLogin(ctx: TestContext, overrides: Record<string, unknown> = {}): Promise<Session> {
  const member = newMember(overrides);
  // Each test member is its own client, as members are: sign-ups are limited per client address.
  const headers = { "x-forwarded-for": newClientAddress() };
  const created = await ctx.request("/v2/member/register", { method: "POST", headers, json: member });
  if (created.status !== 201) throw new Error(`register failed: ${created.status} ${await created.text()}`);
  const login = await ctx.request("/v1/auth/token.php", {
    method: "POST",
    headers,
    json: { mbId: member.mbId, mbPassword: member.mbPassword },
  });
  const body = (await login.json()) as { accessToken: string };
  const cookies = cookiesOf(login);
  return {
    loginId: member.mbId,
    accessToken: body.accessToken,
    refreshToken: cookies.refreshToken as string,
    headers: { "x-access-token": body.accessToken },
  };
}
