import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, it } from "vitest";
import { connectChromium, gotoReady, serverURL, viewports } from "./browser";
import { signUpAndLogin } from "./login";

/** Both browser identities: the layout must follow the screen, whatever the User-Agent says (decision 0051). */
const IDENTITIES = {
  "desktop browser": { isMobile: false, hasTouch: false, userAgent: undefined },
  iPhone: { isMobile: true, hasTouch: true, userAgent: viewports.mobile.userAgent },
} as const;

const WIDTHS = [390, 768, 1024, 1280] as const;

/** The main pages: home, license page, calendar, lists, boards, my page, search. */
const PAGES = [
  "/",
  "/jnLics",
  "/jnLics/licenseInfo?ld_id=1320",
  "/jnLics/licenseSchedule",
  "/jnJob/jobInfo",
  "/jnJob/jobDic",
  "/jnCareer/majorInfo",
  "/jnData/licenseData",
  "/jnComm?board=free",
  "/jnTalk?ld_id=1320",
  "/mypage",
  "/mypage/mySchedule",
  `/search/search?stx=${encodeURIComponent("정보처리")}`,
  "/service/faq",
];

/** The width from which the wide header fits (Tailwind's `lg`). */
const WIDE = 1024;

describe.each(Object.entries(IDENTITIES))("layout by screen width [%s]", (_name, identity) => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  // The 390 px iPhone and the 1280 px desktop browser are the two viewports every route's axe visit
  // checks for sideways scrolling (a11y-suite.ts); here the other widths and identities.
  const widths = WIDTHS.filter((width) => !(identity.isMobile ? width === 390 : width === 1280));
  it.concurrent.for(widths)(
    "at %i px: the header of that width, and no page scrolls sideways",
    { timeout: 180_000 },
    async (width, { expect }) => {
      const baseURL = serverURL();
      const context = await browser.newContext({ ...identity, viewport: { width, height: 900 }, baseURL, locale: "ko-KR" });
      const page = await context.newPage();
      await signUpAndLogin(page, baseURL);
      const overflowing: string[] = [];
      for (const path of PAGES) {
        await gotoReady(page, path);
        const measured = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
        // A mobile browser widens its layout viewport to fit overflowing content, so innerWidth grows too.
        if (measured.scroll > width || measured.inner > width) overflowing.push(`${path}: ${measured.scroll} px`);
      }
      expect(overflowing).toEqual([]);
      await page.goto("/");
      expect(await page.getByTestId("site-header").isVisible()).toBe(width >= WIDE);
      expect(await page.getByTestId("mobile-header").isVisible()).toBe(width < WIDE);
      expect(await page.getByTestId("mobile-tabbar").isVisible()).toBe(width < WIDE);
      await context.close();
    },
  );
});
