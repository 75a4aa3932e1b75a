import { LRUCache } from "lru-cache";

/**
 * An LRU map of at most `max` entries that allocates as it fills. lru-cache's `max` preallocates
 * its arrays for every entry up front (100,000 keys ≈ 2.8 MB, used or not): the rate limiters' 18
 * caches of that size were 48 MB of an idle server's 97 MB heap (issue 35). Bounding by `maxSize`
 * with every entry of size 1 keeps the same bound without the allocation.
 */
export function growingLru<K extends {}, V extends {}>(max: number): LRUCache<K, V> {
  return new LRUCache<K, V>({ maxSize: max, sizeCalculation: () => 1 });
}
