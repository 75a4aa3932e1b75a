import { lazy, type ReactNode, Suspense, useCallback, useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import type { Popup } from "../../../server/modules/customerService/service.server";
import { areaOf, type MenuItem } from "../../../shared/menu";
import { BackToTop } from "./BackToTop";
import { DemoNotice } from "./DemoNotice";
import { DesktopHeader } from "./DesktopHeader";
import { Footer } from "./Footer";
import { hasSideMenu, isServicePath } from "./layout-rules";
import { MobileHeader } from "./MobileHeader";
import { MobileTabBar } from "./MobileTabBar";
import { QuickMenu } from "./QuickMenu";
import { ServiceHeader } from "./ServiceHeader";
import { SideMenu } from "./SideMenu";
import { MAIN_ID, SkipLink } from "./SkipLink";
import { TopPopup } from "./TopPopup";

/** Rendered only while open, so its code loads on the first open (decision 0061). */
const MobileSlideMenu = lazy(() => import("./MobileSlideMenu").then((m) => ({ default: m.MobileSlideMenu })));

export interface ShellData {
  menu: MenuItem[];
  popupClosed: boolean;
  /** The admin-managed top popup in effect today (/adm/popups), or null. */
  popup: Popup | null;
  isDemo: boolean;
}

/**
 * The portal chrome for every screen width (decision 0051): both the wide header (with the side
 * and quick menus) and the narrow one (with the bottom tab bar) are rendered, and CSS breakpoints
 * show one of them, so a layout never depends on the User-Agent. `lg` (1024 px) is the narrowest
 * width the main menu's labels fit in one row.
 */
export function PortalLayout({ data, children }: { data: ShellData; children: ReactNode }) {
  const { pathname } = useLocation();
  const service = isServicePath(pathname);
  const area = hasSideMenu(pathname) ? areaOf(data.menu, pathname) : undefined;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change closes the menu
  useEffect(() => setMenuOpen(false), [pathname]);
  const close = useCallback(() => setMenuOpen(false), []);
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      {!service && !data.popupClosed && data.popup && <TopPopup popup={data.popup} className="hidden lg:block" />}
      {service ? <ServiceHeader className="hidden lg:block" /> : <DesktopHeader className="hidden lg:block" tree={data.menu} />}
      <MobileHeader className="lg:hidden" />
      {data.isDemo && <DemoNotice />}
      <div className={`mx-auto flex w-full flex-1 gap-8 ${area ? "lg:max-w-6xl lg:px-6 lg:py-8" : ""}`}>
        {area && <SideMenu area={area} className="hidden lg:block" />}
        <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {children}
        </main>
      </div>
      {!service && <QuickMenu />}
      <BackToTop />
      <Footer />
      <MobileTabBar className="lg:hidden" menuOpen={menuOpen} onMenu={() => setMenuOpen((v) => !v)} menuId={menuId} />
      {menuOpen && (
        <Suspense fallback={null}>
          <MobileSlideMenu id={menuId} tree={data.menu} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
