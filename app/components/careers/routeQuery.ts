import type { z } from "zod";
import { badRequest, notFound } from "../../../shared/app-error";
import { routeError } from "../../lib/route-errors";

/** Parses a page's query string; invalid values answer 400 (with `message`, else the generic one) like the list APIs do. */
export function parseQuery<T extends z.ZodType>(schema: T, request: Request, message?: string): z.infer<T> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!parsed.success) throw routeError(badRequest(message));
  return parsed.data;
}

/** Ends a loader with the 404 page. */
export function notFoundPage(): never {
  throw routeError(notFound());
}

/**
 * Absolute canonical URL of a detail page: its path with only the query that names the entity
 * (`shared/page-seo.ts`), on the configured public origin (never the request's Host: pages are cached).
 */
export const canonicalOf = (publicOrigin: string, path: string) => new URL(path, publicOrigin).toString();
