/** Page numbers shown in a pager: a window of `visiblePages` pages containing the current one. */
export function pageWindow(page: number, totalItems: number, itemsPerPage: number, visiblePages: number) {
  const totalPages = Math.max(1, Math.ceil(totalItems / itemsPerPage));
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
