import { describe, expect, it } from "vitest";
import { createTtlCache } from "./ttl-cache";

describe("createTtlCache", () => {
  it("reuses a value until the TTL passes", async () => {
    let clock = 0;
    let loads = 0;
    const cache = createTtlCache<number>(1000, () => clock);
    const load = async () => ++loads;
    expect(await cache.get("a", load)).toBe(1);
    clock = 999;
    expect(await cache.get("a", load)).toBe(1);
    clock = 1000;
    expect(await cache.get("a", load)).toBe(2);
  });

  it("does not keep a failed load", async () => {
    const cache = createTtlCache<number>(1000, () => 0);
    await expect(cache.get("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("a", async () => 7)).toBe(7);
  });
});

describe("createTtlCache on lru-cache", () => {
  it("shares one pending load between concurrent misses", async () => {
    let loads = 0;
    const cache = createTtlCache<number>(1000, () => 0);
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    const values = await Promise.all([cache.get("a", load), cache.get("a", load), cache.get("a", load)]);
    expect(values).toEqual([1, 1, 1]);
    expect(loads).toBe(1);
  });

  it("stays bounded, dropping the least recently used key", async () => {
    const cache = createTtlCache<string>(1000, () => 0, 2);
    await cache.get("a", async () => "a1");
    await cache.get("b", async () => "b1");
    await cache.get("a", async () => "a2"); // a hit: "a" is now the most recently used
    await cache.get("c", async () => "c1");
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "a3")).toBe("a1");
    expect(await cache.get("b", async () => "b2")).toBe("b2");
  });
});
