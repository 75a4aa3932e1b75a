import { describe, expect, it, vi } from "vitest";
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadError,
  notePendingNavigation,
  PENDING_NAVIGATION_KEY,
  reloadForChunkError,
  unfinishedNavigation,
} from "./chunk-reload";

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) };
}

describe("chunk-load reload guard", () => {
  it("recognises dynamic import failures", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/x.js"))).toBe(true);
    expect(isChunkLoadError(new Error("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("boom"))).toBe(false);
  });

  it("reloads at most once per minute", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadForChunkError(storage, reload, 1_000_000)).toBe(true);
    expect(storage.getItem(CHUNK_RELOAD_KEY)).toBe("1000000");
    expect(reloadForChunkError(storage, reload, 1_059_999)).toBe(false);
    expect(reloadForChunkError(storage, reload, 1_060_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe("a navigation React Router reloaded for a missing route chunk", () => {
  function sessionStorage() {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
  }

  it("is finished as a document load after the reload of the page being left", () => {
    const storage = sessionStorage();
    notePendingNavigation(storage, "/jnLics/licenseSchedule?month=2026-12", 1_000);
    expect(unfinishedNavigation(storage, "/", true, 2_000)).toBe("/jnLics/licenseSchedule?month=2026-12");
    // Read once: a later reload of the same page stays there.
    expect(unfinishedNavigation(storage, "/", true, 3_000)).toBeNull();
  });

  it("is not taken up after a navigation that ended, a plain load, a late reload or a foreign target", () => {
    const storage = sessionStorage();
    notePendingNavigation(storage, "/jnLics", 1_000);
    notePendingNavigation(storage, null);
    expect(unfinishedNavigation(storage, "/", true, 2_000)).toBeNull();
    notePendingNavigation(storage, "/jnLics", 1_000);
    expect(unfinishedNavigation(storage, "/", false, 2_000)).toBeNull();
    notePendingNavigation(storage, "/jnLics", 1_000);
    expect(unfinishedNavigation(storage, "/", true, 12_000)).toBeNull();
    storage.setItem(PENDING_NAVIGATION_KEY, JSON.stringify({ target: "//evil.example/x", at: 1_000 }));
    expect(unfinishedNavigation(storage, "/", true, 2_000)).toBeNull();
  });
});
