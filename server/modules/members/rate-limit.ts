/**
 * In-process sliding-window counter (the boards' write limits; account limits are in throttle.ts).
 * Keys are "account:<id>" and "ip:<address>"; a key is blocked once it reaches its limit within the window.
 */
export function createFailureLimiter(options: { windowMs: number; limits: { account: number; ip: number } }) {
  const failures = new Map<string, number[]>();

  const recent = (key: string, now: number): number[] => {
    const list = (failures.get(key) ?? []).filter((at) => now - at < options.windowMs);
    if (list.length === 0) failures.delete(key);
    else failures.set(key, list);
    return list;
  };

  const limitOf = (key: string) => (key.startsWith("ip:") ? options.limits.ip : options.limits.account);

  return {
    isBlocked(keys: string[], now = Date.now()): boolean {
      return keys.some((key) => recent(key, now).length >= limitOf(key));
    },
    recordFailure(keys: string[], now = Date.now()): void {
      for (const key of keys) failures.set(key, [...recent(key, now), now]);
      if (failures.size > 50_000) {
        for (const key of failures.keys()) recent(key, now);
      }
    },
    reset(key: string): void {
      failures.delete(key);
    },
  };
}

export type FailureLimiter = ReturnType<typeof createFailureLimiter>;
