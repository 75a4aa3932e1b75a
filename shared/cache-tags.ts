/**
 * Tags of shared cache entries (docs/decisions/0033-speed.md, "Scoped invalidation"). A write purges
 * only the entries that carry one of its tags; `ALL` purges everything (imports, syncs, admin edits).
 * Every page carries the site-wide parts (menu, popup, notices), which only admins change: `ALL`.
 */
export const ALL = "*";
/** Anything that lists or shows board posts: board pages and APIs, the home page, search, hubs. */
export const BOARDS = "boards";
export const licenseTag = (licenseId: string) => `license:${licenseId}`;

/**
 * Catalogue pages (licenses, jobs, majors) change only on an import, a sync or an admin edit, each
 * of which purges the shared cache, and their D-days turn at midnight: a stored copy may serve for
 * 10 minutes instead of the cache's default 30 s (decision 0033), as may a process's copy of a page
 * from the page store (0077). The server turns this into `private` for members' requests.
 */
export const CATALOGUE_SHARED_MAX_AGE_S = 600;

/**
 * For answers that depend on a request detail outside the shared cache's key (a referrer, a header)
 * or that carry a failed section: the response cache and the page store never keep them, browsers
 * and proxies never reuse them (decisions 0034, 0083).
 */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

const BOARD_PAGE = /^\/(jnComm|jnTalk|jnLics\/licenseQna|jnCareer\/?$|search\/)|^\/$/;
const BOARD_API = /^\/v2\/board\/|^\/v1\/(search\/|jnLics\/licenseNews\.php|jnTalk\/)/;
const LICENSE_PAGE = /^\/(jnLics|jnLnPo)\/licenseInfo\/?$/;

/** The tags of a stored answer to `path` with `search` (the query string). */
export function tagsOfRead(path: string, search: URLSearchParams): string[] {
  if (BOARD_PAGE.test(path) || BOARD_API.test(path)) return [BOARDS];
  if (LICENSE_PAGE.test(path)) {
    const id = search.get("ld_id")?.trim();
    return id ? [licenseTag(id)] : [];
  }
  return [];
}

/** Whether an entry with `entryTags` goes when `purged` are purged. */
export function isPurged(entryTags: readonly string[], purged: readonly string[]): boolean {
  return purged.includes(ALL) || entryTags.some((tag) => purged.includes(tag));
}
