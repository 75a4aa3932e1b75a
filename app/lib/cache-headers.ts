/**
 * Catalogue pages (licenses, jobs, majors) change only on an import, a sync or an admin edit, and
 * each of those purges the shared cache; their D-days turn at midnight. So a stored copy may serve
 * for 10 minutes instead of the cache's default 30 s (docs/decisions/0033-speed.md). The server
 * turns this into `private` for members' requests, whose pages show their own stars and spec.
 */
export const CATALOGUE_SHARED_MAX_AGE_S = 600;

export function catalogueHeaders({ parentHeaders }: { parentHeaders: Headers }): Headers {
  const headers = new Headers(parentHeaders);
  headers.set("Cache-Control", `public, s-maxage=${CATALOGUE_SHARED_MAX_AGE_S}`);
  return headers;
}
