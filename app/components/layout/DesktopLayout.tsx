import type { ReactNode } from "react";
import { useLocation } from "react-router";
import type { Popup } from "../../../server/modules/customerService/service.server";
import { areaOf, type MenuItem } from "../../../shared/menu";
import { DemoNotice } from "./DemoNotice";
import { DesktopHeader } from "./DesktopHeader";
import { Footer } from "./Footer";
import { hasSideMenu, isServicePath } from "./layout-rules";
import { QuickMenu } from "./QuickMenu";
import { ServiceHeader } from "./ServiceHeader";
import { SideMenu } from "./SideMenu";
import { MAIN_ID, SkipLink } from "./SkipLink";
import { TopPopup } from "./TopPopup";

export interface ShellData {
  menu: MenuItem[];
  popupClosed: boolean;
  /** The admin-managed top popup in effect today (/adm/popups), or null. */
  popup: Popup | null;
  isDemo: boolean;
}

export function DesktopLayout({ data, children }: { data: ShellData; children: ReactNode }) {
  const { pathname } = useLocation();
  const service = isServicePath(pathname);
  const area = hasSideMenu(pathname) ? areaOf(data.menu, pathname) : undefined;
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      {!service && !data.popupClosed && data.popup && <TopPopup popup={data.popup} />}
      {service ? <ServiceHeader /> : <DesktopHeader tree={data.menu} />}
      {data.isDemo && <DemoNotice />}
      <div className={`mx-auto flex w-full flex-1 gap-8 ${area ? "max-w-6xl px-6 py-8" : ""}`}>
        {area && <SideMenu area={area} />}
        <main id={MAIN_ID} tabIndex={-1} className="min-w-0 flex-1 outline-none">
          {children}
        </main>
      </div>
      {!service && <QuickMenu />}
      <Footer />
    </div>
  );
}
