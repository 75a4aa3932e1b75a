import type { HeadersArgs } from "react-router";
import { CATALOGUE_SHARED_MAX_AGE_S, PRIVATE_CACHE_CONTROL } from "../../shared/cache-tags";

export { PRIVATE_CACHE_CONTROL };

/**
 * A route's document headers: its parent's, overridden per name by its loader's, action's and
 * error's own. React Router adds every Set-Cookie line itself, so they are left to it.
 */
export function mergedHeaders({ parentHeaders, loaderHeaders, actionHeaders, errorHeaders }: HeadersArgs): Headers {
  const headers = new Headers(parentHeaders);
  for (const source of [loaderHeaders, actionHeaders, errorHeaders]) {
    if (!source) continue;
    for (const [name, value] of source) if (name !== "set-cookie") headers.set(name, value);
  }
  return headers;
}

/** `export const headers = privateHeaders;` opts a route out of every shared cache. */
export function privateHeaders(args: HeadersArgs): Headers {
  const headers = mergedHeaders(args);
  headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  return headers;
}

/** `export const headers = catalogueHeaders;` on a catalogue page. */
export function catalogueHeaders(args: HeadersArgs): Headers {
  const headers = mergedHeaders(args);
  headers.set("Cache-Control", `public, s-maxage=${CATALOGUE_SHARED_MAX_AGE_S}`);
  return headers;
}
