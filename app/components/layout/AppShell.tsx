import { type ReactNode, useEffect } from "react";
import { useMatches, useNavigate } from "react-router";
import { setBadRequestHandler } from "../../lib/api-client";
import { reloadForChunkError } from "../../lib/chunk-reload";
import { useRootData } from "../../lib/root-data";
import { DialogProvider } from "../ui/dialog";
import { ATTRIBUTION } from "./Footer";
import { Logo } from "./Logo";
import { layoutFromHandles } from "./layout-rules";
import { PortalLayout, type ShellData } from "./PortalLayout";
import { ProgressBar } from "./ProgressBar";
import { MAIN_ID, SkipLink } from "./SkipLink";

const emptyShell: ShellData = { menu: [], loggedIn: false, isAdmin: false, popupClosed: true, popup: null, isDemo: false };

/** Routes opt out of the portal chrome with `handle = { layout: "empty" }`: content only. */
function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <main id={MAIN_ID} tabIndex={-1} className="min-h-screen outline-none">
      {children}
    </main>
  );
}

/** Event pages (fair, campaigns): logo bar, full-width content, the data attribution. */
function EventLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white px-6 py-4">
        <Logo compact />
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <footer className="bg-slate-50 px-6 py-5 text-center text-xs text-slate-500">{ATTRIBUTION}</footer>
    </div>
  );
}

/** Picks the layout from the route handles (the portal layout adapts to the screen width) and wires client runtime helpers. */
export function AppShell({ children }: { children: ReactNode }) {
  const root = useRootData();
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
        menu: root.menu,
        loggedIn: root.loggedIn,
        isAdmin: root.isAdmin,
        popupClosed: root.popupClosed,
        popup: root.popup,
        isDemo: root.isDemo,
      }
    : emptyShell;

  return (
    <DialogProvider>
      <ProgressBar />
      {layout === "empty" ? (
        <EmptyLayout>{children}</EmptyLayout>
      ) : layout === "event" ? (
        <EventLayout>{children}</EventLayout>
      ) : (
        <PortalLayout data={data}>{children}</PortalLayout>
      )}
    </DialogProvider>
  );
}
