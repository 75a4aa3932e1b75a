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
