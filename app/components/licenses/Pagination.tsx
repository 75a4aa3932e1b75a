import { Link } from "react-router";
import { pageWindow } from "./pagination";

export interface PaginationProps {
  page: number;
  totalItems: number;
  itemsPerPage: number;
  visiblePages: number;
  /** Link target of a page (server-rendered navigation) … */
  hrefOf?: (page: number) => string;
  /** … or a click handler (lists loaded in the browser). */
  onPage?: (page: number) => void;
  label: string;
}

const base = "inline-flex h-8 min-w-8 items-center justify-center rounded border px-2 text-sm";

/** Numbered pager with previous / next block buttons. */
export function Pagination({ page, totalItems, itemsPerPage, visiblePages, hrefOf, onPage, label }: PaginationProps) {
  const w = pageWindow(page, totalItems, itemsPerPage, visiblePages);
  if (w.totalPages <= 1) return null;
  const item = (target: number, text: string, aria: string, current = false) =>
    hrefOf ? (
      <Link
        to={hrefOf(target)}
        aria-label={aria}
        aria-current={current ? "page" : undefined}
        className={`${base} ${current ? "border-blue-600 bg-blue-600 text-white" : "border-slate-200 hover:bg-slate-50"}`}
      >
        {text}
      </Link>
    ) : (
      <button
        type="button"
        onClick={() => onPage?.(target)}
        aria-label={aria}
        aria-current={current ? "page" : undefined}
        className={`${base} ${current ? "border-blue-600 bg-blue-600 text-white" : "border-slate-200 hover:bg-slate-50"}`}
      >
        {text}
      </button>
    );
  return (
    <nav aria-label={label} className="mt-3 flex flex-wrap items-center justify-center gap-1">
      {w.previousBlock ? item(w.previousBlock, "‹", "이전 페이지 묶음") : null}
      {w.pages.map((p) => (
        <span key={p}>{item(p, String(p), `${p}페이지`, p === w.current)}</span>
      ))}
      {w.nextBlock ? item(w.nextBlock, "›", "다음 페이지 묶음") : null}
    </nav>
  );
}
