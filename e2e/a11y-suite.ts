import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, type ExpectStatic, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { describeViewports, gotoReady, type ViewportName, viewports } from "./browser";
import { type E2EMember, grantAdmin, signUpAndLogin } from "./login";
import { NOT_PAGES, ROUTE_VISITS, type Role, type RouteVisit, routePaths, type VisitFixtures } from "./route-visits";

/** Every route of app/routes.ts has a URL to check or a reason to skip it. */
export function checkRouteTable() {
  const paths = routePaths();
  expect(paths.filter((path) => !(path in ROUTE_VISITS) && !(path in NOT_PAGES))).toEqual([]);
  // Stale lines fail too, so the list keeps matching the table.
  expect([...Object.keys(ROUTE_VISITS), ...Object.keys(NOT_PAGES)].filter((path) => !paths.includes(path))).toEqual([]);
}

/**
 * Axe (WCAG 2.1 AA) and the overflow check on every route at one viewport. Each viewport has its own
 * file (a11y-desktop, a11y-mobile), so the two halves of the longest e2e suite run side by side.
 */
export const describeRouteAccessibility = (viewport: ViewportName) =>
  describeViewports(
    "WCAG 2.1 AA and no sideways scrolling on every route",
    (ctx) => {
      const contexts = new Map<Role, { context: BrowserContext; member: E2EMember | null }>();

      beforeAll(async () => {
        const { baseURL, viewport } = ctx();
        const browser = ctx().context.browser();
        if (!browser) throw new Error("no browser");
        for (const role of ["visitor", "member", "admin"] as const) {
          const context = await browser.newContext({
            ...viewports[viewport],
            baseURL,
            locale: "ko-KR",
            timezoneId: "Asia/Seoul",
          });
          let member: E2EMember | null = null;
          if (role !== "visitor") {
            const page = await context.newPage();
            member = await signUpAndLogin(page, baseURL);
            await page.close();
            if (role === "admin") await grantAdmin(baseURL, member.loginId);
          }
          contexts.set(role, { context, member });
        }
      });

      afterAll(async () => {
        for (const { context } of contexts.values()) await context.close();
      });

      /**
       * A role's open tabs, reused visit after visit: a new tab costs Chromium about as much CPU as
       * the visit itself (decision 0070, third round). A tab whose check failed is closed instead.
       */
      const idleTabs = new Map<Role, Page[]>();

      async function check(visit: RouteVisit, expect: ExpectStatic) {
        const role = contexts.get(visit.as);
        if (!role) throw new Error(`no context for ${visit.as}`);
        // A visit that first walks a questionnaire gets a tab of its own: the page it leaves may ask
        // "leave this page?" on unload, which would cancel the next visit's navigation.
        const reused = typeof visit.url === "string";
        const tabs = idleTabs.get(visit.as) ?? [];
        idleTabs.set(visit.as, tabs);
        const page = (reused && tabs.pop()) || (await role.context.newPage());
        try {
          const fx: VisitFixtures = { baseURL: ctx().baseURL, page, member: role.member };
          const url = typeof visit.url === "string" ? visit.url : await visit.url(fx);
          await gotoReady(page, url);
          // The route itself rendered (no redirect to the login page or elsewhere).
          expect(new URL(page.url()).pathname).toBe(new URL(url, ctx().baseURL).pathname);
          expect(await axeViolations(page)).toEqual([]);
          // No page scrolls sideways at this viewport (the other widths and identities: layout.e2e.ts).
          const { width } = viewports[ctx().viewport].viewport;
          const measured = await page.evaluate(() => ({
            scroll: document.documentElement.scrollWidth,
            inner: window.innerWidth,
          }));
          expect(Math.max(measured.scroll, measured.inner)).toBeLessThanOrEqual(width);
          if (reused) tabs.push(page);
          else await page.close();
        } catch (error) {
          await page.close();
          throw error;
        }
      }

      const visits = Object.entries(ROUTE_VISITS);
      // Plain URLs are checked a few at a time (the project's maxConcurrency): each mostly waits on the
      // server or on axe. Visits that first walk a questionnaire share their role's stored answers, so
      // they go one by one.
      it.concurrent.for(visits.filter(([, v]) => typeof v.url === "string"))("/%s has no violation", ([, visit], { expect }) =>
        check(visit, expect),
      );
      it.for(visits.filter(([, v]) => typeof v.url !== "string"))("/%s has no violation", ([, visit], { expect }) =>
        check(visit, expect),
      );
    },
    { only: [viewport] },
  );
