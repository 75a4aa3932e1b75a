import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { describeViewports, serverURL, waitForHydration } from "./browser";
import { signUpAndLogin } from "./login";

/** Forms of "/..//evil.example" that each resolved to a protocol-relative address before. */
const FOREIGN_TARGETS = [
  "/..//evil.example",
  "/.//evil.example",
  "/%2e%2e//evil.example",
  "/%2E%2E/%2F/evil.example",
  "/\\evil.example",
];

/** Where a Location header (or a login target) sends a browser that is on `baseURL`. */
const landsOn = (target: string, baseURL: string) => new URL(target, baseURL);

/** The after-login target the login page hands to its script (loader data in the HTML). */
function loginTarget(html: string): string | null {
  const found = /redirectTo[\\"]+,[\\"]+([^"\\]*)/.exec(html);
  return found?.[1] ?? null;
}

describe("redirect targets and the login page's stored answers", () => {
  const baseURL = serverURL();

  it("/bbs/member_confirm.php answers with a Location on this site for every foreign form of url=", async () => {
    const [a = 0, b = 0, c = 0] = randomBytes(3);
    const suffix = randomBytes(5).toString("hex");
    const headers = { "content-type": "application/json", "x-forwarded-for": `10.${a}.${b}.${c}` };
    const member = {
      mbId: `rd_${suffix}`,
      mbPassword: `Passw0rd${suffix}`,
      mbName: "이동검사",
      mbNick: `이동${suffix.slice(0, 6)}`,
    };
    const created = await fetch(`${baseURL}/v2/member/register`, {
      method: "POST",
      headers,
      body: JSON.stringify({ ...member, mbEmail: `rd.${suffix}@example.com`, mbHp: "010-2345-6789", agreeTerms: true }),
    });
    expect(created.status).toBe(201);
    const login = await fetch(`${baseURL}/v1/auth/token.php`, {
      method: "POST",
      headers,
      body: JSON.stringify({ mbId: member.mbId, mbPassword: member.mbPassword }),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    for (const target of FOREIGN_TARGETS) {
      const res = await fetch(`${baseURL}/bbs/member_confirm.php?url=${encodeURIComponent(target)}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          cookie,
          origin: baseURL,
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": headers["x-forwarded-for"],
        },
        body: new URLSearchParams({ mbPassword: member.mbPassword }),
      });
      expect(res.status, target).toBe(302);
      const location = res.headers.get("location") ?? "";
      expect(location, target).toMatch(/^\/(?![/\\])/);
      expect(landsOn(location, baseURL).origin, target).toBe(new URL(baseURL).origin);
    }
  });

  it("the login page works out its target per request: a Referer never reaches the next visitor", async () => {
    const marker = randomBytes(6).toString("hex");
    const poisoners = [`${baseURL}/..//evil.example/${marker}`, `${baseURL}/mypage/myQna?poisoned=${marker}`];
    for (const referer of poisoners) {
      const res = await fetch(`${baseURL}/member/login`, { headers: { referer } });
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      expect(res.headers.get("x-cache")).not.toBe("hit");
      const target = loginTarget(await res.text());
      expect(target, referer).not.toBeNull();
      expect(landsOn(target ?? "", baseURL).origin).toBe(new URL(baseURL).origin);
    }
    for (let i = 0; i < 2; i++) {
      const clean = await fetch(`${baseURL}/member/login`);
      expect(clean.status).toBe(200);
      expect(clean.headers.get("x-cache")).not.toBe("hit");
      const html = await clean.text();
      expect(html).not.toContain(marker);
      expect(loginTarget(html)).toBe("/");
    }
  });
});

describeViewports("login redirect", (ctx) => {
  it("a real login with url=/..//evil.example stays on the site", async () => {
    const page = await ctx().newPage();
    await page.context().clearCookies();
    const member = await signUpAndLogin(page, ctx().baseURL);
    await page.context().clearCookies();
    await page.goto(`/member/login?url=${encodeURIComponent("/..//evil.example")}`);
    await waitForHydration(page);
    await page.getByLabel("아이디").fill(member.loginId);
    await page.getByLabel("비밀번호").fill(member.password);
    await page.getByRole("button", { name: "로그인" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(new URL(page.url()).origin).toBe(new URL(ctx().baseURL).origin);
    await page.close();
  });
});
