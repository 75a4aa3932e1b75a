import { Link } from "react-router";

export interface PaginationProps {
  page: number;
  totalItems: number;
  itemsPerPage: number;
  visiblePages: number;
  /** Link target of a page number (keeps the other query parameters). */
  hrefFor: (page: number) => string;
  label?: string;
}

/** Window of `visible` page numbers that contains `page`, aligned to blocks (1–10, 11–20 …). */
export function pageWindow(page: number, pages: number, visible: number): number[] {
  const first = Math.floor((page - 1) / visible) * visible + 1;
  const last = Math.min(pages, first + visible - 1);
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, i) => first + i);
}

export function Pagination({ page, totalItems, itemsPerPage, visiblePages, hrefFor, label = "페이지 이동" }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(totalItems / itemsPerPage));
  if (totalItems <= itemsPerPage && page === 1) return null;
  const numbers = pageWindow(Math.min(page, pages), pages, visiblePages);
  const first = numbers[0] ?? 1;
  const last = numbers[numbers.length - 1] ?? 1;
  const cell = "inline-flex min-w-9 items-center justify-center rounded border px-2 py-1 text-sm";
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-1">
      {first > 1 && (
        <Link className={`${cell} border-slate-300`} to={hrefFor(first - 1)} aria-label="이전 페이지 묶음">
          이전
        </Link>
      )}
      {numbers.map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className={`${cell} border-blue-700 bg-blue-700 font-bold text-white`}>
            {n}
          </span>
        ) : (
          <Link key={n} className={`${cell} border-slate-300 hover:bg-slate-100`} to={hrefFor(n)} aria-label={`${n}페이지`}>
            {n}
          </Link>
        ),
      )}
      {last < pages && (
        <Link className={`${cell} border-slate-300`} to={hrefFor(last + 1)} aria-label="다음 페이지 묶음">
          다음
        </Link>
      )}
    </nav>
  );
}

/** Builds a page link that keeps the current search parameters. */
export function pageHref(pathname: string, search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  next.set("page", String(page));
  return `${pathname}?${next.toString()}`;
}
