import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import type { MenuItem } from "../../../shared/menu";
import { sideEntries } from "./layout-rules";

/** True while a modal dialog is open: Escape then belongs to the dialog (which ignores it). */
const modalOpen = () => document.querySelector('[aria-modal="true"]') !== null;

/** Every area with its pages; Escape or a link click closes it and focus returns to the toggle. */
export function FullMenu({ id, tree, onClose }: { id: string; tree: MenuItem[]; onClose: () => void }) {
  const panel = useRef<HTMLElement>(null);
  const headingId = useId();

  useEffect(() => {
    panel.current?.querySelector<HTMLElement>("a")?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || modalOpen()) return;
      onClose();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

  return (
    <section
      id={id}
      ref={panel}
      aria-labelledby={headingId}
      className="absolute inset-x-0 top-full z-40 border-t border-slate-200 bg-white shadow-xl"
      data-testid="full-menu"
    >
      <h2 id={headingId} className="sr-only">
        전체메뉴
      </h2>
      <div className="mx-auto grid max-w-6xl grid-cols-6 gap-x-6 gap-y-8 px-6 py-8">
        {tree.map((area) => (
          <div key={area.code}>
            <Link to={area.url} onClick={onClose} className="block border-b-2 border-brand-600 pb-2 font-bold text-slate-900">
              {area.name}
            </Link>
            <ul className="mt-3 space-y-2">
              {sideEntries(area).map((page) => (
                <li key={page.code}>
                  <Link to={page.url} onClick={onClose} className="text-sm text-slate-600 hover:text-brand-600">
                    {page.name}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
