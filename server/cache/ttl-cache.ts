import { LRUCache } from "lru-cache";

/** Keys come from request paths and queries; the bound keeps odd URLs from growing a cache. */
const MAX_ENTRIES = 500;

/**
 * Small in-process cache for rows that change only on import (menus, SEO tags, home lists), on
 * lru-cache (bounded, least recently used out first). Concurrent misses share one pending load; a
 * failed load is not cached. The entry's age is checked here against `now` rather than with
 * lru-cache's own `ttl`, so an injected clock may start at 0 and an entry is stale from exactly
 * `ttlMs` on (lru-cache treats a start time of 0 as "no TTL" and expires only past `ttl`).
 */
export function createTtlCache<V>(ttlMs: number, now: () => number = Date.now, maxEntries = MAX_ENTRIES) {
  const entries = new LRUCache<string, { expires: number; value: Promise<V> }>({ max: maxEntries });
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = load();
      entries.set(key, { expires: now() + ttlMs, value });
      value.catch(() => {
        if (entries.peek(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    delete(key: string) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
