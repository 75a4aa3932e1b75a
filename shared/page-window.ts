import type { DeviceClass } from "./device";

/**
 * Pager arithmetic and page links without zod, so browser code that only draws a pager does not
 * load the schema library (first-load JS, issue 29). `paging.ts` re-exports all of it.
 */

/** Career cards per page and visible page links by device (spec section 9). */
export function careerPaging(device: DeviceClass): { pageSize: number; visiblePages: number } {
  return device === "desktop" ? { pageSize: 12, visiblePages: 10 } : { pageSize: 6, visiblePages: 5 };
}

/** Visible page links of the other lists: 10 on desktop, 5 otherwise. */
export const visiblePagesFor = (device: DeviceClass) => (device === "desktop" ? 10 : 5);

/** Job-license lists (/jnLics, /jnLics/licenseByJob, license-job-list): 10 visible pages, 5 on mobile. */
export const jobListVisiblePages = (device: DeviceClass) => (device === "mobile" ? 5 : 10);

/** License news on the license page and licenseNews.php: 4 items, 2 on mobile (spec section 9). */
export const licenseNewsLimit = (device: DeviceClass) => (device === "mobile" ? 2 : 4);

/** Town info (education institutes of a license): 4 per page on desktop, 2 on mobile or tablet. */
export const townInfoPageSize = (device: DeviceClass) => (device === "desktop" ? 4 : 2);

/** Select-license notice and talk lists (and the license page's talk lists) are capped at 5. */
export const SELECT_LICENSE_LIMIT = 5;

/** Total number of pages (at least 1, so an empty list still has a page 1). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Page numbers shown in a pager: a block of `visiblePages` pages (1–10, 11–20 …) containing the current one. */
export function pageWindow(page: number, totalItems: number, itemsPerPage: number, visiblePages: number) {
  const totalPages = pageCount(totalItems, itemsPerPage);
  const current = Math.min(Math.max(1, page), totalPages);
  const first = Math.floor((current - 1) / visiblePages) * visiblePages + 1;
  const last = Math.min(totalPages, first + visiblePages - 1);
  return {
    current,
    totalPages,
    pages: Array.from({ length: last - first + 1 }, (_, i) => first + i),
    /** Page to jump to for the previous / next block, or null at the ends. */
    previousBlock: first > 1 ? first - 1 : null,
    nextBlock: last < totalPages ? last + 1 : null,
  };
}

/** A page link that keeps the current search parameters. */
export function pageHref(pathname: string, search: URLSearchParams, page: number): string {
  const next = new URLSearchParams(search);
  next.set("page", String(page));
  return `${pathname}?${next.toString()}`;
}
