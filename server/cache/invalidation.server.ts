import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import type { Logger } from "../logger";

const CHANNEL = "jn:cache-invalidate";

/**
 * "Content changed, drop your caches": local listeners run at once; with REDIS_URL every other app
 * instance hears it through Redis pub/sub (its own messages are ignored by instance id).
 */
export interface InvalidationBus {
  onInvalidate(listener: () => void): void;
  invalidate(): void;
  /** Resolves once this instance hears the other instances (at once without Redis). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export function createInvalidationBus(redisUrl: string | undefined, logger: Logger): InvalidationBus {
  const listeners: Array<() => void> = [];
  const fire = () => {
    for (const listener of listeners) listener();
  };
  if (!redisUrl) {
    return {
      onInvalidate: (listener) => void listeners.push(listener),
      invalidate: fire,
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
    if (message !== instance) fire();
  });
  return {
    onInvalidate: (listener) => void listeners.push(listener),
    invalidate: () => {
      fire();
      publisher.publish(CHANNEL, instance).catch((error: unknown) => logger.warn({ err: error }, "redis publish failed"));
    },
    ready: () => subscribed,
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
