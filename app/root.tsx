import "../shared/zod-config";
import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import { POPUP_COOKIE, REFRESH_TOKEN_COOKIE, readCookie } from "../shared/cookies";
import type { Route } from "./+types/root";
import stylesheetUrl from "./app.css?url";
import { AppShell } from "./components/layout/AppShell";
import { ErrorScreenGuard } from "./components/layout/ErrorScreen";
import { RouteErrorScreen } from "./components/layout/RouteErrorScreen";
import { statusOf } from "./lib/errors";
import { mergedHeaders } from "./lib/route-headers";
import { seoMeta } from "./lib/seo";
import { footerInfoOf } from "./lib/site-info";
import { SiteMenuData } from "./lib/site-menu";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, config, customerService } = context.services;
  const url = new URL(request.url);
  const popupClosed = readCookie(request.headers.get("cookie"), POPUP_COOKIE) !== undefined;
  // Nothing here depends on who the member is: only whether a session cookie is there (a part of the
  // page cache's key) picks the header's links; the member's own data come from the overlay
  // (app/lib/member-overlay.tsx), so every member's page is the same (decision 0033).
  const signedIn = readCookie(request.headers.get("cookie"), REFRESH_TOKEN_COOKIE) !== undefined;
  // The menu tree is the same on every page: it is not loader data (app/lib/site-menu.tsx).
  const [seo, isDemo, popup, settings] = await Promise.all([
    site.seoTag(url.pathname, config.publicOrigin),
    site.isDemo(),
    popupClosed ? null : customerService.activePopup(),
    site.settings.current(),
  ]);
  return {
    cspNonce: context.cspNonce,
    seo,
    isDemo,
    popupClosed,
    signedIn,
    popup,
    naverSiteVerification: config.NAVER_SITE_VERIFICATION ?? null,
    siteInfo: footerInfoOf(settings),
  };
}

/**
 * The stylesheet as a React 19 stylesheet resource (`precedence`): React writes it at the top of
 * <head>, before the module preloads, so the one render-blocking request starts first.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheetUrl, precedence: "default" }];

/** A route that exports its own `headers` (e.g. `privateHeaders`) sets its Cache-Control on top of these. */
export const headers = mergedHeaders;

/**
 * The shell renders only its loader data and the URL: pages whose routes all say so are rendered
 * once per set of data (decision 0080).
 */
export const handle = { renderMemo: true };

/** Default tags for every page from the `seo_tags` row of the current path; routes may override with `seoMeta`. */
export function meta({ loaderData, error }: Route.MetaArgs) {
  if (error) return [{ title: `${statusOf(error)} | 자격나침반` }, { name: "robots", content: "noindex" }];
  return loaderData ? seoMeta(loaderData.seo) : [{ title: "자격나침반" }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // The page's controls answer from here on: the e2e tests wait for `html[data-hydrated]` before
  // they click (e2e/browser.ts `gotoReady`), whatever the machine's speed.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="ko">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=10" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {data?.naverSiteVerification ? <meta name="naver-site-verification" content={data.naverSiteVerification} /> : null}
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
        <SiteMenuData />
        <ScrollRestoration nonce={data?.cspNonce} />
        <Scripts nonce={data?.cspNonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AppShell>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // Inside the portal chrome, so the user can navigate on; the guard catches a failing shell too.
  return (
    <ErrorScreenGuard>
      <AppShell>
        <RouteErrorScreen error={error} />
      </AppShell>
    </ErrorScreenGuard>
  );
}
