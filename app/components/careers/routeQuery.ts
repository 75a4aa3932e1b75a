import { data } from "react-router";
import type { z } from "zod";

/** Parses a page's query string; invalid values answer 400 like the list APIs do. */
export function parseQuery<T extends z.ZodType>(schema: T, request: Request): z.infer<T> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw data("요청 값이 올바르지 않습니다.", { status: 400 });
  return parsed.data;
}

/** Ends a loader with the 404 page. */
export function notFoundPage(): never {
  throw data("요청한 정보를 찾을 수 없습니다.", { status: 404 });
}

/** Absolute URL of the current page for canonical links and JSON-LD. */
export const canonicalOf = (request: Request) => {
  const url = new URL(request.url);
  return `${url.origin}${url.pathname}${url.search}`;
};
