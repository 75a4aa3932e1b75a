import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { isPageActive, type MenuItem } from "../../../shared/menu";
import { ChevronIcon } from "./icons";
import { sideEntries } from "./layout-rules";

/** Left menu of an area's pages (useSide = y); it collapses to a narrow strip. */
export function SideMenu({ area, className = "" }: { area: MenuItem; className?: string }) {
  const [open, setOpen] = useState(true);
  const { pathname } = useLocation();
  const listId = useId();
  return (
    <aside
      aria-label={`${area.name} 메뉴`}
      data-testid="side-menu"
      className={`shrink-0 transition-[width] ${open ? "w-52" : "w-12"} ${className}`}
    >
      <div className="sticky top-20">
        <div className="flex items-center justify-between rounded-t-xl bg-brand-700 px-3 py-3 text-white">
          {open && <h2 className="pl-1 text-lg font-bold">{area.name}</h2>}
          <button
            type="button"
            onClick={() => setOpen((v) => !v)}
            aria-expanded={open}
            aria-controls={listId}
            className="rounded p-1 hover:bg-white/15"
          >
            <ChevronIcon className={`size-5 transition-transform ${open ? "rotate-90" : "-rotate-90"}`} />
            <span className="sr-only">{open ? `${area.name} 메뉴 닫기` : `${area.name} 메뉴 열기`}</span>
          </button>
        </div>
        <ul id={listId} hidden={!open} className="rounded-b-xl border border-t-0 border-slate-200 bg-white py-2">
          {sideEntries(area).map((page) => {
            const active = isPageActive(page, pathname);
            return (
              <li key={page.code}>
                <Link
                  to={page.url}
                  aria-current={active ? "page" : undefined}
                  className={`block px-4 py-2.5 text-[15px] ${
                    active ? "bg-brand-50 font-bold text-brand-700" : "text-slate-700 hover:bg-slate-50 hover:text-brand-700"
                  }`}
                >
                  {page.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </aside>
  );
}
