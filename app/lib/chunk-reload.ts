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
