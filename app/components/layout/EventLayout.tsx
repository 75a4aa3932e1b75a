import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { areaOf, isPageActive, type MenuItem } from "../../../shared/menu";
import { ATTRIBUTION } from "./Footer";
import { ArrowUpIcon } from "./icons";
import { Logo } from "./Logo";
import { sideEntries } from "./layout-rules";
import { scrollToTop } from "./QuickMenu";
import { MAIN_ID, SkipLink } from "./SkipLink";

/**
 * The spec's event layout (education fair, campaigns): a logo bar with the event's own pages from
 * the menu, full-width content, the data attribution and a back-to-top control, on every device.
 */
export function EventLayout({ menu, children }: { menu: MenuItem[]; children: ReactNode }) {
  const { pathname } = useLocation();
  const area = areaOf(menu, pathname);
  const pages = area ? sideEntries(area) : [];
  return (
    <div className="flex min-h-screen flex-col" data-testid="event-layout">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white px-4 py-3 md:px-6">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2">
          <Logo compact />
          {area && pages.length > 0 && (
            <nav aria-label={`${area.name} 메뉴`} className="-mx-1 overflow-x-auto">
              <ul className="flex gap-1 text-sm whitespace-nowrap">
                {pages.map((page) => (
                  <li key={page.code}>
                    <Link
                      to={page.url}
                      aria-current={isPageActive(page, pathname) ? "page" : undefined}
                      className="block rounded-full px-3 py-1.5 font-semibold text-slate-700 hover:bg-slate-100 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                    >
                      {page.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <footer className="flex flex-col items-center gap-3 bg-slate-50 px-6 py-5 text-center text-xs text-slate-600">
        <p>{ATTRIBUTION}</p>
        <button
          type="button"
          onClick={scrollToTop}
          className="flex items-center gap-1 rounded-full border border-slate-300 bg-white px-4 py-1.5 font-semibold hover:border-brand-500"
        >
          <ArrowUpIcon />맨 위로
        </button>
      </footer>
    </div>
  );
}
