import { Link } from "react-router";
import { pageWindow } from "../../../shared/page-window";

export interface PaginationProps {
  page: number;
  totalItems: number;
  itemsPerPage: number;
  visiblePages: number;
  /** Link target of a page (server-rendered navigation; keeps the other query parameters) … */
  hrefFor?: (page: number) => string;
  /** … or a click handler (lists loaded in the browser). */
  onPage?: (page: number) => void;
  label?: string;
}

const cell = "inline-flex min-w-9 items-center justify-center rounded border px-2 py-1 text-sm";

/** Numbered pager with previous / next block links; renders nothing for a single page. */
export function Pagination({
  page,
  totalItems,
  itemsPerPage,
  visiblePages,
  hrefFor,
  onPage,
  label = "페이지 이동",
}: PaginationProps) {
  const w = pageWindow(page, totalItems, itemsPerPage, visiblePages);
  if (w.totalPages <= 1) return null;
  const item = (target: number, text: string, aria: string) => {
    const className = `${cell} border-slate-300 hover:bg-slate-100`;
    return hrefFor ? (
      <Link className={className} to={hrefFor(target)} aria-label={aria}>
        {text}
      </Link>
    ) : (
      <button type="button" className={className} onClick={() => onPage?.(target)} aria-label={aria}>
        {text}
      </button>
    );
  };
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-1">
      {w.previousBlock !== null && item(w.previousBlock, "이전", "이전 페이지 묶음")}
      {w.pages.map((n) =>
        n === w.current ? (
          <span key={n} aria-current="page" className={`${cell} border-blue-700 bg-blue-700 font-bold text-white`}>
            {n}
          </span>
        ) : (
          <span key={n}>{item(n, String(n), `${n}페이지`)}</span>
        ),
      )}
      {w.nextBlock !== null && item(w.nextBlock, "다음", "다음 페이지 묶음")}
    </nav>
  );
}
