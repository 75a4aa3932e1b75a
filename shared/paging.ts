import { z } from "zod";
import type { DeviceClass } from "./device";

/** Largest page size any list API accepts (docs/decisions/0007-list-paging.md). */
export const MAX_PAGE_SIZE = 100;

/** Page numbers: a positive integer; absent or empty means page 1. Anything else is a 400. */
export const pageParam = z.preprocess(
  (v) => (v === "" || v === undefined || v === null ? undefined : v),
  z.coerce
    .number({ message: "page는 1 이상의 정수여야 합니다." })
    .int({ message: "page는 1 이상의 정수여야 합니다." })
    .min(1, { message: "page는 1 이상의 정수여야 합니다." })
    .max(1_000_000, { message: "page가 너무 큽니다." })
    .default(1),
);

/** Page size between 1 and MAX_PAGE_SIZE; absent or empty means `fallback`. */
export function pageSizeParam(fallback: number) {
  const message = `pageSize는 1 이상 ${MAX_PAGE_SIZE} 이하의 정수여야 합니다.`;
  return z.preprocess(
    (v) => (v === "" || v === undefined || v === null ? undefined : v),
    z.coerce.number({ message }).int({ message }).min(1, { message }).max(MAX_PAGE_SIZE, { message }).default(fallback),
  );
}

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface PageInfo {
  page: number;
  totalItems: number;
  itemsPerPage: number;
  visiblePages: number;
}

/** A list page on the wire (`data.list` + `data.page`), as the spec's list APIs answer. */
export interface PagedResponse<T> {
  list: T[];
  page: PageInfo;
}

/** A list page inside the server (services return this; handlers shape it into `PagedResponse`). */
export interface Paged<T> {
  items: T[];
  total: number;
}

export const offsetOf = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;

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

/** The spec's page block of a list response; `visiblePages` is a number or the device's default. */
export function pageInfo(request: PageRequest, total: number, visiblePages: number | DeviceClass): PageInfo {
  const visible = typeof visiblePages === "number" ? visiblePages : visiblePagesFor(visiblePages);
  return { page: request.page, totalItems: total, itemsPerPage: request.pageSize, visiblePages: visible };
}

/** Total number of pages (at least 1, so an empty list still has a page 1). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** Trims a free-text keyword and rejects overly long ones (400 through the zod issue). */
export const keywordParam = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z.string().max(50, { message: "검색어는 50자 이하로 입력해주세요." }).default(""),
);

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
