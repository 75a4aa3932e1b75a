import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What a request changed in the shared caches' terms (tags, see `shared/cache-tags.ts`). Domain services mark
 * the tags of what they write; the app purges them once the request is done, i.e. after its
 * transaction committed, so no reader can store the old state again in between. A write that
 * marks nothing (favourites, reminders, sign-up, login, logout) purges nothing.
 */
const scope = new AsyncLocalStorage<Set<string>>();

/**
 * Records tags to purge when the current request ends; outside a request (jobs, CLIs) it does
 * nothing and answers false.
 */
export function markChanged(...tags: Array<string | null | undefined>): boolean {
  const changed = scope.getStore();
  if (!changed) return false;
  for (const tag of tags) if (tag) changed.add(tag);
  return true;
}

/** Runs `work` and answers the tags it marked. */
export async function collectChanges(work: () => Promise<void>): Promise<string[]> {
  const changed = new Set<string>();
  await scope.run(changed, work);
  return [...changed];
}
