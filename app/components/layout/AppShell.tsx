import { type ReactNode, useEffect } from "react";
import { useLocation, useMatches, useNavigate, useNavigation } from "react-router";
import { setBadRequestHandler } from "../../lib/api-client";
import { notePendingNavigation, reloadForChunkError, unfinishedNavigation } from "../../lib/chunk-reload";
import { MemberOverlayProvider } from "../../lib/member-overlay";
import { useRootData } from "../../lib/root-data";
import { useSiteMenu } from "../../lib/site-menu";
import { DialogProvider } from "../ui/dialog";
import { EventLayout } from "./EventLayout";
import { layoutFromHandles } from "./layout-rules";
import { PortalLayout, type ShellData } from "./PortalLayout";
import { ProgressBar } from "./ProgressBar";
import { MAIN_ID } from "./SkipLink";

const emptyShell: Omit<ShellData, "menu"> = { popupClosed: true, popup: null, isDemo: false };

/** Routes opt out of the portal chrome with `handle = { layout: "empty" }`: content only. */
function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className="min-h-screen outline-none">
      {children}
    </main>
  );
}

/**
 * Keeps the target of a client navigation in flight; after React Router's reload for a route chunk
 * that failed to load, loads that target as a document instead of leaving the person where they were.
 */
function useChunkFailureRecovery(pending: { pathname: string; search: string } | null, current: string) {
  const target = pending ? `${pending.pathname}${pending.search}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the document's first render
  useEffect(() => {
    const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
    // No loop: a recorded navigation needs a person's click, and the target is served as a document.
    const unfinished = unfinishedNavigation(window.sessionStorage, current, entry?.type === "reload");
    if (unfinished) window.location.assign(unfinished);
  }, []);
  useEffect(() => {
    notePendingNavigation(window.sessionStorage, target);
  }, [target]);
}

/** Picks the layout from the route handles (the portal layout adapts to the screen width) and wires client runtime helpers. */
export function AppShell({ children }: { children: ReactNode }) {
  const root = useRootData();
  const menu = useSiteMenu();
  const layout = layoutFromHandles(useMatches().map((m) => m.handle));
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  useChunkFailureRecovery(navigation.location ?? null, `${location.pathname}${location.search}`);

  useEffect(() => {
    setBadRequestHandler(() => navigate("/400"));
    // Vite's signal that a lazily loaded route chunk or its CSS could not be fetched (new deploy).
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadForChunkError(window.sessionStorage, () => window.location.reload());
    };
    window.addEventListener("vite:preloadError", onPreloadError);
    return () => window.removeEventListener("vite:preloadError", onPreloadError);
  }, [navigate]);

  const data: ShellData = root
    ? {
        menu,
        popupClosed: root.popupClosed,
        popup: root.popup,
        isDemo: root.isDemo,
      }
    : { ...emptyShell, menu };

  return (
    <MemberOverlayProvider>
      <DialogProvider>
        <ProgressBar />
        {layout === "empty" ? (
          <EmptyLayout>{children}</EmptyLayout>
        ) : layout === "event" ? (
          <EventLayout menu={data.menu}>{children}</EventLayout>
        ) : (
          <PortalLayout data={data}>{children}</PortalLayout>
        )}
      </DialogProvider>
    </MemberOverlayProvider>
  );
}
