export const CHUNK_RELOAD_KEY = "jn_chunk_reload_at";
export const CHUNK_RELOAD_GUARD_MS = 60_000;

/** Messages browsers use when a lazily imported route module cannot be fetched (e.g. after a deploy). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? "");
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}

/**
 * Reloads the page for a chunk-load failure unless it already did so in the last minute (the new
 * build may itself be broken; reloading forever would lock the user out). Returns true if it reloads.
 */
export function reloadForChunkError(
  storage: Pick<Storage, "getItem" | "setItem">,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  let last = 0;
  try {
    last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0) || 0;
  } catch {
    // storage blocked (private mode): fall through and reload once
  }
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/** The client navigation in flight, kept so the page React Router reloads can finish it. */
export const PENDING_NAVIGATION_KEY = "jn_pending_navigation";
/** A reload this soon after a navigation began, with the navigation unfinished, was React Router's. */
const PENDING_NAVIGATION_MS = 10_000;

type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Records (or, with `null`, clears once it ended) the target of the client navigation in flight. */
export function notePendingNavigation(storage: SessionStore, target: string | null, now: number = Date.now()): void {
  try {
    if (target === null) storage.removeItem(PENDING_NAVIGATION_KEY);
    else storage.setItem(PENDING_NAVIGATION_KEY, JSON.stringify({ target, at: now }));
  } catch {
    // storage blocked: React Router's reload then only reloads the current page
  }
}

/**
 * When a route module cannot be fetched, React Router logs "reloading page..." and reloads the page
 * the person was leaving, so every click on that link reloaded the same page and our one-a-minute guard
 * never ran (issue 53: 14). On the reloaded page: the unfinished navigation's target, if this load is
 * that reload — the caller then loads the target as a document (server-rendered, no chunk needed).
 * Otherwise null.
 */
export function unfinishedNavigation(
  storage: SessionStore,
  current: string,
  wasReload: boolean,
  now: number = Date.now(),
): string | null {
  let pending: { target?: unknown; at?: unknown } | null = null;
  try {
    pending = JSON.parse(storage.getItem(PENDING_NAVIGATION_KEY) ?? "null");
    storage.removeItem(PENDING_NAVIGATION_KEY);
  } catch {
    return null;
  }
  const target = typeof pending?.target === "string" ? pending.target : null;
  const at = typeof pending?.at === "number" ? pending.at : 0;
  if (!wasReload || !target || target === current || now - at > PENDING_NAVIGATION_MS) return null;
  // Only same-origin paths were recorded; refuse anything else read back from storage.
  return target.startsWith("/") && !target.startsWith("//") ? target : null;
}
