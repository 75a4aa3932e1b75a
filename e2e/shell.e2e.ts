import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { axeViolations } from "./axe";
import { describeViewports } from "./browser";
import { signUpAndLogin } from "./login";
import { servedMenu } from "./menu";

/** Serious and critical violations of every axe rule (the route suite checks WCAG 2.1 AA in full). */
const seriousViolations = (page: Page) => axeViolations(page, { tags: null, impacts: ["serious", "critical"] });

describeViewports("portal shell", (ctx) => {
  it("renders title, description, canonical and Open Graph tags in the server HTML", async () => {
    const res = await fetch(`${ctx().baseURL}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<title>자격나침반[^<]*<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="${ctx().baseURL}/"`);
    expect(html).toMatch(/<meta property="og:title" content="자격나침반/);
    expect(html).toContain(`<meta property="og:image" content="${ctx().baseURL}/og-image.png"`);
    expect(html).toContain('<html lang="ko"');
  });

  it("home page: landmarks, skip link, attribution, no serious accessibility violations", async () => {
    const page = await ctx().newPage();
    await page.goto("/");
    await expect.poll(() => page.locator("h1").first().textContent()).toContain("자격나침반");
    for (const landmark of ["header", "nav", "main", "footer"]) expect(await page.locator(landmark).count()).toBeGreaterThan(0);
    expect(await page.getByRole("link", { name: "본문 바로가기" }).getAttribute("href")).toBe("#main-content");
    expect(await page.getByTestId("data-attribution").textContent()).toBe(
      "출처: 한국산업인력공단 Q-Net, 통계청 KOSIS, 고용노동부·한국고용정보원 고용24, 커리어넷",
    );
    const terms = page.getByRole("contentinfo").getByRole("link", { name: "이용약관" });
    expect(await terms.getAttribute("href")).toBe("/service/memberClause");
    expect(await page.getByRole("contentinfo").getByText("유튜브").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await ctx().screenshot(page, "shell-home");
    await page.close();
  });

  it("a page from the shared cache runs its scripts under its hash-based CSP and hydrates", async () => {
    const page = await ctx().newPage();
    const blocked: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto("/jnLics");
    const res = await page.goto("/jnLics");
    expect(res?.headers()["x-cache"]).toBe("hit");
    expect(res?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(res?.headers()["content-security-policy"]).not.toContain("nonce-");
    // Hydrated: React Router's client router exists only once the inline scripts ran.
    await expect.poll(() => page.evaluate(() => "__reactRouterDataRouter" in window)).toBe(true);
    expect(blocked).toEqual([]);
    await page.close();
  });

  it("unmatched routes answer 404 with the error screen", async () => {
    const page = await ctx().newPage();
    const res = await page.goto("/no/such/page");
    expect(res?.status()).toBe(404);
    const body = page.locator("body");
    await expect.poll(() => body.textContent()).toContain("This page could not be found");
    const text = await body.textContent();
    expect(text).toContain("SORRY Something's wrong here.");
    expect(text).toContain("현재 사용할 수 없는 페이지입니다.");
    expect(text).toContain("주소를 다시 확인해주세요.");
    expect(await page.getByRole("link", { name: "메인으로" }).getAttribute("href")).toBe("/");
    expect(await seriousViolations(page)).toEqual([]);
    await ctx().screenshot(page, "shell-404");
    await page.close();
  });

  it("/400 answers HTTP 400 with the 400 error screen", async () => {
    const page = await ctx().newPage();
    const res = await page.goto("/400");
    expect(res?.status()).toBe(400);
    const screen = page.getByTestId("error-screen");
    await expect.poll(() => screen.textContent()).toContain("400");
    expect(await screen.textContent()).toContain("현재 사용할 수 없는 페이지입니다.");
    expect(await page.getByRole("button", { name: "이전화면" }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it("a 400 while loading a page ends on /400, on a page load and on a client navigation", async () => {
    const page = await ctx().newPage();
    const res = await page.goto(`/jnJob/univPrivilege?consonant=${encodeURIComponent("ㄲ")}`);
    expect(new URL(page.url()).pathname).toBe("/400");
    expect(res?.status()).toBe(400);
    await page.goto("/jnCareer/majorInfo");
    // The search form navigates on the client; an extra field makes its query invalid.
    await page.locator("#major-keyword").evaluate((input: HTMLInputElement) => {
      const extra = document.createElement("input");
      Object.assign(extra, { type: "hidden", name: "page", value: "0" });
      input.form?.append(extra);
    });
    await page.locator("#major-keyword").fill("컴퓨터");
    await page.locator("#major-keyword").press("Enter");
    await page.waitForURL((url) => url.pathname === "/400");
    await expect.poll(() => page.getByTestId("error-screen").textContent()).toContain("400");
    await page.close();
  });

  it("a loader failure shows the 500 error screen", async () => {
    const page = await ctx().newPage();
    const res = await page.goto("/__e2e/error-500");
    expect(res?.status()).toBe(500);
    const screen = page.getByTestId("error-screen");
    await expect.poll(() => screen.textContent()).toContain("500");
    expect(await screen.textContent()).toContain("문제가 발생했습니다.");
    expect(await screen.textContent()).toContain("잠시 후 다시 접속해주세요.");
    await page.close();
  });

  it("search under 2 characters shows the 알림 dialog that Escape does not close", async () => {
    const page = await ctx().newPage();
    await page.goto("/");
    if (ctx().viewport === "mobile") await page.getByRole("button", { name: "검색 열기" }).click();
    // Both headers are in the page (decision 0051): the one of this width is the visible one.
    const input = page.getByPlaceholder("자격증을 검색해보세요").filter({ visible: true });
    expect(await input.getAttribute("maxlength")).toBe("50");
    await input.fill("가");
    await input.press("Enter");
    const dialog = page.getByRole("alertdialog", { name: "알림" });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("검색어 2자 이상 입력 해주세요");
    await page.keyboard.press("Escape");
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "OK" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/");
    await input.fill("정보처리");
    await page.getByRole("button", { name: "검색", exact: true }).filter({ visible: true }).click();
    await page.waitForURL((url) => url.pathname === "/search/search");
    expect(new URL(page.url()).searchParams.get("stx")).toBe("정보처리");
    await page.close();
  });
});

describeViewports(
  "portal shell: desktop header",
  (ctx) => {
    it("shows visitor links, the sticky header and the full menu", async () => {
      const page = await ctx().newPage();
      await page.goto("/");
      // The member links come with the overlay after hydration (decision 0033).
      const links = page.locator('[data-testid="member-links"][data-ready="true"]');
      expect(await links.getByRole("link", { name: "로그인" }).getAttribute("href")).toBe("/member/login");
      expect(await links.getByRole("link", { name: "회원가입" }).getAttribute("href")).toBe("/member/register.php");
      expect(await links.getByRole("link", { name: /기업서비스/ }).getAttribute("target")).toBe("_blank");
      expect(await links.getByRole("link", { name: "마이페이지" }).count()).toBe(0);

      const right = page.getByTestId("menu-right-group");
      const builtRight = (await servedMenu(ctx().baseURL)).filter((m) => ["006", "007", "008"].includes(m.me_code));
      expect(await right.getByRole("link").allTextContents()).toEqual(builtRight.map((m) => m.name));
      expect(await page.locator('[data-me-code="005"]').getAttribute("class")).toContain("menu-career");
      expect(await page.getByRole("navigation", { name: "주 메뉴" }).getByRole("link", { name: "마이페이지" }).count()).toBe(0);

      const header = page.getByTestId("site-header");
      expect(await header.getAttribute("class")).not.toContain("is-sticky");
      await page.mouse.wheel(0, 700);
      await expect.poll(() => header.getAttribute("class")).toContain("is-sticky");
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => header.getAttribute("class")).not.toContain("is-sticky");

      const toggle = page.getByTestId("full-menu-toggle");
      await toggle.focus();
      await page.keyboard.press("Enter");
      await page.getByTestId("full-menu").waitFor();
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      expect(await page.getByTestId("full-menu").getByRole("link", { name: "시험일정" }).count()).toBe(1);
      await page.keyboard.press("Escape");
      await page.getByTestId("full-menu").waitFor({ state: "detached" });
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("full-menu-toggle");
      await page.close();
    });

    it("shows member links when the server confirms the login and drops a stale token cookie", async () => {
      const page = await ctx().newPage();
      await signUpAndLogin(page, ctx().baseURL);
      await page.goto("/");
      const links = page.locator('[data-testid="member-links"][data-ready="true"]');
      expect(await links.getByRole("link", { name: "마이페이지" }).getAttribute("href")).toBe("/mypage");
      // Logout is a POST form, never a link another site could trigger.
      expect(await links.getByRole("link", { name: "로그아웃" }).count()).toBe(0);
      const logout = links.locator("form", { has: page.getByRole("button", { name: "로그아웃" }) });
      expect(await logout.getAttribute("method")).toBe("post");
      expect(await logout.getAttribute("action")).toBe("/bbs/logout.php");
      expect(await links.getByRole("link", { name: "로그인" }).count()).toBe(0);
      expect(await links.getByRole("link", { name: "관리자" }).count()).toBe(0);
      await page.context().clearCookies();

      // A token the server does not accept: visitor header, and the cookie is removed.
      await page.context().addCookies([{ name: "accessToken", value: "not-a-token", url: ctx().baseURL }]);
      await page.goto("/");
      await page.locator('[data-testid="member-links"][data-ready="true"]').waitFor();
      expect(await page.getByTestId("member-links").getByRole("link", { name: "로그인" }).count()).toBe(1);
      await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "accessToken")).toBeUndefined();
      await page.close();
    });

    it("shows the left side menu in the license area, except on license detail", async () => {
      const page = await ctx().newPage();
      await page.goto("/jnLics/licenseSchedule");
      const side = page.getByTestId("side-menu");
      await side.waitFor();
      expect(await side.getByRole("link", { name: "시험일정" }).getAttribute("aria-current")).toBe("page");
      expect(await side.getByRole("link", { name: "자격증 상세정보" }).count()).toBe(0);
      await ctx().screenshot(page, "shell-side-menu");
      const toggle = side.getByRole("button", { name: /자격증 메뉴 닫기/ });
      await toggle.click();
      expect(await side.getByRole("button", { name: /자격증 메뉴 열기/ }).getAttribute("aria-expanded")).toBe("false");
      expect(await side.getByRole("link", { name: "시험일정" }).isVisible()).toBe(false);
      await page.goto("/jnLics/licenseInfo?ld_id=1320");
      await page.getByTestId("site-header").waitFor();
      expect(await page.getByTestId("side-menu").count()).toBe(0);
      await page.close();
    });

    it("closing the top popup hides it after a reload (one-day cookie)", async () => {
      const page = await ctx().newPage();
      await page.goto("/");
      const popup = page.getByTestId("top-popup");
      await popup.waitFor();
      await popup.getByRole("button", { name: /오늘 하루 보지 않기/ }).click();
      await popup.waitFor({ state: "detached" });
      const cookie = (await ctx().context.cookies()).find((c) => c.name === "jn_popup_closed");
      expect(cookie?.value).toBe("1");
      expect(cookie && cookie.expires - Date.now() / 1000).toBeGreaterThan(86_000);
      await page.reload();
      await page.getByTestId("site-header").waitFor();
      expect(await page.getByTestId("top-popup").count()).toBe(0);
      expect(await (await fetch(`${ctx().baseURL}/`, { headers: { cookie: "jn_popup_closed=1" } })).text()).not.toContain(
        "top-popup",
      );
      await ctx().context.clearCookies();
      await page.close();
    });
  },
  { only: ["desktop"] },
);

describeViewports(
  "portal shell: mobile",
  (ctx) => {
    it("swaps the header for a search bar and back", async () => {
      const page = await ctx().newPage();
      await page.goto("/");
      const header = page.getByTestId("mobile-header");
      await header.getByRole("button", { name: "검색 열기" }).click();
      await header.getByPlaceholder("자격증을 검색해보세요").waitFor();
      await header.getByRole("button", { name: "검색 닫기" }).click();
      await header.getByRole("link", { name: "자격나침반 홈" }).waitFor();
      expect(await header.getByPlaceholder("자격증을 검색해보세요").count()).toBe(0);
      await page.close();
    });

    it("marks the bottom tab of the current area and lists only side pages in the slide menu", async () => {
      const page = await ctx().newPage();
      await page.goto("/jnLics");
      const bar = page.getByTestId("mobile-tabbar");
      await bar.waitFor();
      expect(await bar.getByRole("link", { name: "자격증정보" }).getAttribute("aria-current")).toBe("page");
      expect(await bar.getByRole("link", { name: "진로" }).getAttribute("aria-current")).toBeNull();

      await bar.getByRole("button", { name: "메뉴" }).click();
      const menu = page.getByTestId("slide-menu");
      await menu.waitFor();
      expect(await menu.getByRole("button", { name: "AI추천" }).first().locator("svg").count()).toBe(1);
      const sub = menu.getByTestId("slide-submenu");
      const names = await sub.getByRole("link").allTextContents();
      expect(names).toContain("시험일정");
      expect(names).not.toContain("자격증 상세정보");
      await menu.getByRole("button", { name: "직업", exact: true }).first().click();
      expect(await menu.getByTestId("slide-submenu").getByRole("link").allTextContents()).not.toContain("직업사전 상세");
      await page.close();
    });
  },
  { only: ["mobile"] },
);
