import { type ReactNode, useEffect } from "react";
import { useMatches, useNavigate } from "react-router";
import { setBadRequestHandler } from "../../lib/api-client";
import { reloadForChunkError } from "../../lib/chunk-reload";
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

/** Picks the layout from the route handles (the portal layout adapts to the screen width) and wires client runtime helpers. */
export function AppShell({ children }: { children: ReactNode }) {
  const root = useRootData();
  const menu = useSiteMenu();
  const layout = layoutFromHandles(useMatches().map((m) => m.handle));
  const navigate = useNavigate();

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
