import { type ReactNode, useCallback, useEffect, useId, useState } from "react";
import { useLocation } from "react-router";
import { DemoNotice } from "./DemoNotice";
import type { ShellData } from "./DesktopLayout";
import { Footer } from "./Footer";
import { MobileHeader } from "./MobileHeader";
import { MobileSlideMenu } from "./MobileSlideMenu";
import { MobileTabBar } from "./MobileTabBar";
import { MAIN_ID, SkipLink } from "./SkipLink";

export function MobileLayout({ data, children }: { data: ShellData; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a route change closes the menu
  useEffect(() => setMenuOpen(false), [pathname]);
  const close = useCallback(() => setMenuOpen(false), []);
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <MobileHeader />
      {data.isDemo && <DemoNotice />}
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer compact />
      <MobileTabBar menuOpen={menuOpen} onMenu={() => setMenuOpen((v) => !v)} menuId={menuId} />
      {menuOpen && <MobileSlideMenu id={menuId} tree={data.menu} onClose={close} />}
    </div>
  );
}
