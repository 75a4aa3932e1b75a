import { z } from "zod";
import type { DeviceClass } from "../../http/device";

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

export function pageInfo(request: PageRequest, total: number, device: DeviceClass): PageInfo {
  return { page: request.page, totalItems: total, itemsPerPage: request.pageSize, visiblePages: visiblePagesFor(device) };
}

/** Total number of pages (at least 1, so an empty list still has a page 1). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** `%keyword%` for ILIKE with the wildcard characters escaped. */
export const containsPattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Trims a free-text keyword and rejects overly long ones (400 through the zod issue). */
export const keywordParam = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z.string().max(50, { message: "검색어는 50자 이하로 입력해주세요." }).default(""),
);
