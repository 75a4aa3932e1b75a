import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { MemberOverlay } from "../shared/member-overlay";
import { serverURL } from "./browser";

interface Member {
  cookie: string;
  loginId: string;
  nickname: string;
}

/**
 * The shared response cache as the production build serves it (docs/decisions/0033-speed.md,
 * "Member overlay"): a public page is the same for every visitor, so it is stored once and served
 * to visitors and members alike; what differs per member comes from /v2/member/overlay only.
 */
describe("shared cache of public pages", () => {
  const baseURL = serverURL();
  const license = `${baseURL}/jnLics/licenseInfo?ld_id=1320`;

  async function newMember(): Promise<Member> {
    const suffix = randomBytes(5).toString("hex");
    const [a = 0, b = 0, c = 0] = randomBytes(3);
    const headers = { "content-type": "application/json", "x-forwarded-for": `10.${a}.${b}.${c}` };
    const member = { mbId: `e2e_${suffix}`, mbPassword: `Passw0rd${suffix}` };
    const nickname = `캐시${suffix.slice(0, 6)}`;
    const created = await fetch(`${baseURL}/v2/member/register`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        ...member,
        mbName: "캐시회원",
        mbNick: nickname,
        mbEmail: `cache.${suffix}@example.com`,
        mbHp: "010-2345-6789",
        agreeTerms: true,
      }),
    });
    expect(created.status).toBe(201);
    const login = await fetch(`${baseURL}/v1/auth/token.php`, { method: "POST", headers, body: JSON.stringify(member) });
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    return { cookie, loginId: member.mbId, nickname };
  }

  const get = (url: string, member?: Member, headers: Record<string, string> = {}) =>
    fetch(url, { headers: { ...headers, ...(member ? { cookie: member.cookie } : {}) } });

  async function overlayOf(member?: Member): Promise<MemberOverlay> {
    const res = await get(`${baseURL}/v2/member/overlay`, member);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    return ((await res.json()) as { data: MemberOverlay }).data;
  }

  /** Nothing of `member` in a page: their names, a pressed star, an unread count. */
  function expectNothingOf(html: string, member: Member, url: string) {
    expect(html, url).not.toContain(member.nickname);
    expect(html, url).not.toContain(member.loginId);
    expect(html, url).not.toMatch(/aria-pressed="true"[^>]*data-testid="favorite-/);
    expect(html, url).not.toContain("읽지 않음");
  }

  it("serves a catalogue page from the page store to visitors, and one copy with member links to all members", async () => {
    const first = await get(license);
    expect(first.status).toBe(200);
    // Stored on its first visit (this server renders nothing ahead): every later visitor gets those
    // bytes without a render. Usually from this process's copy ("hit"); from the row itself
    // ("stored") when a purge of this page's tags (a previous file's write, a background job's)
    // landed while the first visit rendered, which refuses the copy (`ResponseCache.put`, 0077).
    const second = await get(license);
    expect(["hit", "stored"]).toContain(second.headers.get("x-cache"));
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("cache-control")).toBe("no-cache");
    const visitorHeader = headerLinks(await second.text());
    expect(visitorHeader).toEqual(expect.arrayContaining(["로그인", "회원가입"]));
    expect(visitorHeader).not.toContain("마이페이지");

    const [a, b] = [await newMember(), await newMember()];
    const forA = await get(license, a);
    expect(forA.status).toBe(200);
    const forB = await get(license, b);
    expect(forB.headers.get("x-cache")).toBe("hit");
    expect(forB.headers.get("etag")).toBe(forA.headers.get("etag"));
    expect(forB.headers.get("etag")).not.toBe(second.headers.get("etag"));
    const memberHeader = headerLinks(await forB.text());
    expect(memberHeader).toContain("마이페이지");
    expect(memberHeader).not.toContain("로그인");
  });

  /** The texts of the desktop header's member links in a page's server HTML. */
  function headerLinks(html: string): string[] {
    const list = html.match(/<ul[^>]*data-testid="member-links"[^>]*>([\s\S]*?)<\/ul>/)?.[1] ?? "";
    return [...list.matchAll(/<(?:a|button)[^>]*>([^<]+)</g)].map((m) => (m[1] ?? "").trim());
  }

  it("shows member B and visitors nothing of member A who made the stored copy, and A nothing of B", async () => {
    const [a, b] = [await newMember(), await newMember()];
    const star = await fetch(`${baseURL}/v2/member/favorites/1320`, {
      method: "PUT",
      headers: { cookie: a.cookie, origin: baseURL },
    });
    expect(star.status).toBe(200);
    const fresh = randomBytes(4).toString("hex");
    const pages = [
      `${baseURL}/?v=${fresh}`,
      `${baseURL}/jnLics/licenseInfo?ld_id=1320&v=${fresh}`,
      `${baseURL}/jnLics/licenseSchedule?v=${fresh}`,
      `${baseURL}/search/search?stx=${encodeURIComponent("정보처리")}&v=${fresh}`,
      `${baseURL}/jnComm?board=free&search=${fresh}`,
    ];
    for (const url of pages) {
      // Rendered for A (not through the cache), then stored: the copy B gets. Visitors have their
      // own copy (visitor header links), stored from the first visitor's render.
      const forA = await get(url, a);
      expect(forA.status, url).toBe(200);
      expect(forA.headers.get("x-cache"), url).toBe("miss");
      expectNothingOf(await forA.text(), a, url);
      const forB = await get(url, b);
      expect(forB.headers.get("x-cache"), url).toBe("hit");
      expectNothingOf(await forB.text(), a, url);
      const forVisitor = await get(url);
      expect(forVisitor.headers.get("x-cache"), url).toBe("miss");
      expectNothingOf(await forVisitor.text(), a, url);
      expect((await get(url)).headers.get("x-cache"), url).toBe("hit");
    }
    // B's own render of a page nobody asked for yet carries nothing of B for A either.
    const forB = `${baseURL}/jnLics/licenseInfo?ld_id=1320&v=b${fresh}`;
    expect((await get(forB, b)).headers.get("x-cache")).toBe("miss");
    expectNothingOf(await (await get(forB, a)).text(), b, forB);

    expect(await overlayOf(a)).toMatchObject({ loggedIn: true, nickname: a.nickname, favorites: ["1320"] });
    expect(await overlayOf(b)).toMatchObject({ loggedIn: true, nickname: b.nickname, favorites: [], unreadCount: 0 });
    expect(await overlayOf()).toMatchObject({ loggedIn: false, nickname: null, favorites: [] });
  });

  it("renders the login page per visitor: no one gets another's referrer or login state", async () => {
    const a = await newMember();
    const secret = randomBytes(4).toString("hex");
    const login = `${baseURL}/member/login`;
    const forA = await get(login, a, { referer: `${baseURL}/jnLics/licenseInfo?ld_id=1320&from=${secret}` });
    expect(forA.headers.get("cache-control")).toBe("private, no-store");
    expect(await forA.text()).toContain(secret);
    for (const res of [await get(login), await get(login)]) {
      expect(res.headers.get("x-cache")).toBeNull();
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const html = await res.text();
      expect(html).not.toContain(secret);
      expectNothingOf(html, a, login);
    }
  });

  it("keeps member pages private and out of the cache", async () => {
    const a = await newMember();
    const mypage = await get(`${baseURL}/mypage`, a);
    expect(mypage.status).toBe(200);
    expect(mypage.headers.get("x-cache")).toBeNull();
    expect(mypage.headers.get("cache-control")).toMatch(/private/);
    const visitor = await fetch(`${baseURL}/mypage`, { redirect: "manual" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("location")).toMatch(/^\/member\/login\?url=/);
  });

  /** Whether an answer's CSP allows its inline scripts by a per-response nonce (a fresh render) or by their hashes (a replay). */
  const scriptPolicy = (res: Response) => {
    const csp = res.headers.get("content-security-policy") ?? "";
    return /'nonce-/.test(csp) ? "nonce" : /'sha256-/.test(csp) ? "hashes" : "none";
  };

  it("renders /mypage once per set of data it shows: a member's write shows at once, no one gets another's page", async () => {
    const [a, b] = [await newMember(), await newMember()];
    const mypage = `${baseURL}/mypage`;
    const first = await get(mypage, a);
    expect(scriptPolicy(first)).toBe("nonce");
    const firstHtml = await first.text();
    expect(firstHtml).toContain(a.nickname);
    expect(firstHtml).toContain("관심 자격증이 없습니다");
    // The same data again: the bytes of the first render, its scripts allowed by hash.
    const again = await get(mypage, a);
    expect(again.status).toBe(200);
    expect(again.headers.get("cache-control")).toMatch(/private/);
    expect(scriptPolicy(again)).toBe("hashes");
    // Compressed once for the encoding the client takes, not per request.
    expect(["br", "gzip"]).toContain(again.headers.get("content-encoding"));
    expect(await again.text()).toBe(firstHtml);

    const star = await fetch(`${baseURL}/v2/member/favorites/1320`, {
      method: "PUT",
      headers: { cookie: a.cookie, origin: baseURL },
    });
    expect(star.status).toBe(200);
    const afterStar = await get(mypage, a);
    expect(scriptPolicy(afterStar)).toBe("nonce");
    const starred = await afterStar.text();
    expect(starred).toContain("정보처리기사");
    expect(starred).not.toContain("관심 자격증이 없습니다");

    const forB = await get(mypage, b);
    expect(scriptPolicy(forB)).toBe("nonce");
    const htmlB = await forB.text();
    expect(htmlB).toContain(b.nickname);
    expect(htmlB).not.toContain(a.nickname);
    expect(htmlB).toContain("관심 자격증이 없습니다");
    // A screen whose route does not declare its render a function of its data is rendered each time.
    for (const res of [await get(`${baseURL}/mypage/mySpec`, a), await get(`${baseURL}/mypage/mySpec`, a)])
      expect(scriptPolicy(res)).toBe("nonce");
  });
});
