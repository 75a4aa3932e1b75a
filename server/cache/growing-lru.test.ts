import { describe, expect, it } from "vitest";
import { growingLru } from "./growing-lru";

describe("growingLru", () => {
  it("holds at most its bound, dropping the least recently used", () => {
    const cache = growingLru<string, number>(3);
    for (const [i, key] of ["a", "b", "c"].entries()) cache.set(key, i);
    cache.get("a");
    cache.set("d", 3);
    expect(cache.size).toBe(3);
    expect([...cache.keys()].sort()).toEqual(["a", "c", "d"]);
  });

  it("keeps a large bound without allocating for it", () => {
    const before = process.memoryUsage().arrayBuffers;
    const caches = Array.from({ length: 20 }, () => growingLru<string, number>(100_000));
    for (const cache of caches) cache.set("k", 1);
    // Preallocated, 20 caches of 100,000 would hold ~16 MB of typed arrays.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(1024 * 1024);
  });
});
