import { randomBytes } from "node:crypto";
import { describe, expect, inject, it } from "vitest";

/**
 * The shared response cache as the production build serves it (docs/decisions/0033-speed.md): a
 * catalogue page is stored as its anonymous render only, and a member's page never goes into it
 * nor out of it to anyone else.
 */
describe("shared cache of catalogue pages", () => {
  const baseURL = inject("baseURL");
  const license = `${baseURL}/jnLics/licenseInfo?ld_id=1320`;

  async function memberCookie(): Promise<string> {
    const suffix = randomBytes(5).toString("hex");
    const [a = 0, b = 0, c = 0] = randomBytes(3);
    const headers = { "content-type": "application/json", "x-forwarded-for": `10.${a}.${b}.${c}` };
    const member = { mbId: `e2e_${suffix}`, mbPassword: `Passw0rd${suffix}` };
    const created = await fetch(`${baseURL}/v2/member/register`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        ...member,
        mbName: "캐시회원",
        mbNick: `캐시${suffix.slice(0, 6)}`,
        mbEmail: `cache.${suffix}@example.com`,
        mbHp: "010-2345-6789",
        agreeTerms: true,
      }),
    });
    expect(created.status).toBe(201);
    const login = await fetch(`${baseURL}/v1/auth/token.php`, { method: "POST", headers, body: JSON.stringify(member) });
    return login.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
  }

  it("serves a catalogue page from the cache to visitors and renders members' copies privately", async () => {
    const first = await fetch(license);
    expect(first.status).toBe(200);
    const second = await fetch(license);
    expect(second.headers.get("x-cache")).toBe("hit");
    expect(second.headers.get("cache-control")).toBe("no-cache");

    const cookie = await memberCookie();
    const mine = await fetch(license, { headers: { cookie } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("x-cache")).toBeNull();
    expect(mine.headers.get("cache-control")).toBe("private, no-cache");

    const after = await fetch(license);
    expect(after.headers.get("x-cache")).toBe("hit");
    expect(after.headers.get("etag")).toBe(second.headers.get("etag"));
  });
});
