/**
 * Small in-process cache for rows that change only on import (menus, SEO tags, home lists).
 * Concurrent misses share one pending load; a failed load is not cached.
 */
export function createTtlCache<V>(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { expires: number; value: Promise<V> }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return hit.value;
      const value = load();
      entries.set(key, { expires: now() + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      // Keys come from request paths; bound the map so odd URLs cannot grow it without limit.
      if (entries.size > 500) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

/**
 * Whole read payloads that are the same for every visitor (a license page's public facts, a
 * calendar month): loaders and handlers cache them under a key for a short TTL.
 */
export function createReadCache(ttlMs: number) {
  const cache = createTtlCache<unknown>(ttlMs);
  return {
    get: <T>(key: string, load: () => Promise<T>) => cache.get(key, load) as Promise<T>,
    clear: () => cache.clear(),
  };
}
