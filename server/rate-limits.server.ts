import { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import type { Logger } from "./logger";

export interface LimiterOptions {
  /** Unique per limiter: the keys of different limiters must never collide. */
  name: string;
  /** What `consume` allows per window. */
  points: number;
  /** Window length; a key is forgotten this long after its first point. */
  durationSeconds: number;
}

export interface RateLimits {
  /** A rate-limiter-flexible limiter: in Redis (shared by every app process) with REDIS_URL, else in memory. */
  limiter(options: LimiterOptions): RateLimiterAbstract;
  close(): Promise<void>;
}

const KEY_PREFIX = "jn:rl:";

/**
 * Counters for rate limits. With REDIS_URL they live in Redis, so every app process sees the same
 * counts; if Redis fails, each limiter falls back to an in-memory twin instead of failing requests.
 */
export function createRateLimits(redisUrl: string | undefined, logger: Logger): RateLimits {
  const memory = (options: LimiterOptions) =>
    new RateLimiterMemory({ keyPrefix: KEY_PREFIX + options.name, points: options.points, duration: options.durationSeconds });
  if (!redisUrl) return { limiter: memory, close: async () => undefined };

  const client = new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
  client.on("error", (error) => logger.warn({ err: error }, "redis (rate limits)"));
  return {
    limiter: (options) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix: KEY_PREFIX + options.name,
        points: options.points,
        duration: options.durationSeconds,
        insuranceLimiter: memory(options),
      }),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
