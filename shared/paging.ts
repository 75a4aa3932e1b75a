import { z } from "zod";
import type { DeviceClass } from "./device";
import { visiblePagesFor } from "./page-window";

export {
  careerPaging,
  jobListVisiblePages,
  licenseNewsLimit,
  pageCount,
  pageHref,
  pageWindow,
  SELECT_LICENSE_LIMIT,
  townInfoPageSize,
  visiblePagesFor,
} from "./page-window";

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

/** The spec's page block of a list response; `visiblePages` is a number or the device's default. */
export function pageInfo(request: PageRequest, total: number, visiblePages: number | DeviceClass): PageInfo {
  const visible = typeof visiblePages === "number" ? visiblePages : visiblePagesFor(visiblePages);
  return { page: request.page, totalItems: total, itemsPerPage: request.pageSize, visiblePages: visible };
}

/** Trims a free-text keyword and rejects overly long ones (400 through the zod issue). */
export const keywordParam = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : v),
  z.string().max(50, { message: "검색어는 50자 이하로 입력해주세요." }).default(""),
);
