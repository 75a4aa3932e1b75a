import { useEffect } from "react";
import { data, Links, Meta, Outlet, Scripts, ScrollRestoration, useNavigate, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { ACCESS_TOKEN_COOKIE, POPUP_COOKIE, readCookie } from "../shared/cookies";
import { AppShell } from "./components/layout/AppShell";
import { ErrorScreen, ErrorScreenGuard } from "./components/layout/ErrorScreen";
import { isChunkLoadError, reloadForChunkError } from "./lib/chunk-reload";
import { statusOf } from "./lib/errors";
import { mergedHeaders } from "./lib/route-headers";
import { seoMeta } from "./lib/seo";
import { footerInfoOf } from "./lib/site-info";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { site, config, members, notifications, customerService } = context.services;
  const url = new URL(request.url);
  const cookies = request.headers.get("cookie");
  const popupClosed = readCookie(cookies, POPUP_COOKIE) !== undefined;
  const [menu, seo, isDemo, member, popup, settings] = await Promise.all([
    site.menuTree(),
    site.seoTag(url.pathname, config.PUBLIC_ORIGIN ?? url.origin),
    site.isDemo(),
    members.currentMember(request, context),
    popupClosed ? null : customerService.activePopup(),
    site.settings.current(),
  ]);
  // Login flag (spec section 2): the cookie exists AND the server says logged in; otherwise the cookie goes.
  const unreadNotifications = member ? await notifications.unreadCount(member.id) : 0;
  const headers = new Headers();
  if (readCookie(cookies, ACCESS_TOKEN_COOKIE) !== undefined && !member) {
    headers.append("Set-Cookie", `${ACCESS_TOKEN_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  }
  return data(
    {
      cspNonce: context.cspNonce,
      device: context.device,
      menu,
      seo,
      isDemo,
      loggedIn: member !== null,
      isAdmin: member?.isAdmin ?? false,
      unreadNotifications,
      popupClosed,
      popup,
      siteInfo: footerInfoOf(settings),
    },
    { headers },
  );
}

/**
 * The root's Set-Cookie (stale access token removal) reaches every page response; a route that
 * exports its own `headers` (e.g. `privateHeaders`) sets its Cache-Control on top of these.
 */
export const headers = mergedHeaders;

/** Default tags for every page from the `seo_tags` row of the current path; routes may override with `seoMeta`. */
export function meta({ loaderData, error }: Route.MetaArgs) {
  if (error) return [{ title: `${statusOf(error)} | 자격나침반` }, { name: "robots", content: "noindex" }];
  return loaderData ? seoMeta(loaderData.seo) : [{ title: "자격나침반" }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="ko">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=10" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white text-slate-900 antialiased">
        {children}
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
  const navigate = useNavigate();
  const status = statusOf(error);
  useEffect(() => {
    if (isChunkLoadError(error)) reloadForChunkError(window.sessionStorage, () => window.location.reload());
    // A 400 from a loader during client navigation ends on /400, as page loads do (server/app.ts).
    else if (status === 400 && window.location.pathname !== "/400") navigate("/400", { replace: true });
  }, [error, status, navigate]);
  // Inside the portal chrome, so the user can navigate on; the guard catches a failing shell too.
  return (
    <ErrorScreenGuard>
      <AppShell>
        <ErrorScreen status={status} />
      </AppShell>
    </ErrorScreenGuard>
  );
}
