import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { ALL } from "../../shared/cache-tags";
import type { Logger } from "../logger";

const CHANNEL = "jn:cache-invalidate";

type Listener = (tags: readonly string[]) => void;

/**
 * "Content changed, drop the cache entries with these tags" (`shared/cache-tags.ts`; none given = all): local
 * listeners run at once; with REDIS_URL every other app instance hears it through Redis pub/sub
 * (its own messages are ignored by instance id).
 */
export interface InvalidationBus {
  onInvalidate(listener: Listener): void;
  invalidate(tags?: readonly string[]): void;
  /** Resolves once this instance hears the other instances (at once without Redis). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createInvalidationBus(redisUrl: string | undefined, logger: Logger): InvalidationBus {
  const listeners: Listener[] = [];
  const fire = (tags: readonly string[]) => {
    for (const listener of listeners) listener(tags);
  };
  if (!redisUrl) {
    return {
      onInvalidate: (listener) => void listeners.push(listener),
      invalidate: (tags = [ALL]) => fire(tags),
      ready: async () => undefined,
      close: async () => undefined,
    };
  }
  const instance = randomUUID();
  const options = { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: true };
  const publisher = new Redis(redisUrl, options);
  const subscriber = new Redis(redisUrl, options);
  for (const client of [publisher, subscriber]) client.on("error", (error) => logger.warn({ err: error }, "redis"));
  const subscribed = subscriber.subscribe(CHANNEL).then(
    () => undefined,
    (error: unknown) => logger.warn({ err: error }, "redis subscribe failed"),
  );
  subscriber.on("message", (_channel, message) => {
    const parsed = parseMessage(message);
    if (parsed.from !== instance) fire(parsed.tags);
  });
  return {
    onInvalidate: (listener) => void listeners.push(listener),
    invalidate: (tags = [ALL]) => {
      fire(tags);
      publisher
        .publish(CHANNEL, JSON.stringify({ from: instance, tags }))
        .catch((error: unknown) => logger.warn({ err: error }, "redis publish failed"));
    },
    ready: () => subscribed,
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/** A message of another instance; anything unreadable (an older version's bare id) purges all. */
function parseMessage(message: string): { from: string; tags: string[] } {
  try {
    const value: unknown = JSON.parse(message);
    if (
      typeof value === "object" &&
      value !== null &&
      "from" in value &&
      typeof value.from === "string" &&
      "tags" in value &&
      Array.isArray(value.tags) &&
      value.tags.every((tag: unknown) => typeof tag === "string")
    )
      return { from: value.from, tags: value.tags };
  } catch {
    // not JSON: an instance of the previous version
  }
  return { from: message, tags: [ALL] };
}
