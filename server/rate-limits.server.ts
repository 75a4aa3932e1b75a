import { Redis } from "ioredis";
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { growingLru } from "./cache/growing-lru";
import type { Logger } from "./logger";

export interface LimiterOptions {
  /** Unique per limiter: the keys of different limiters must never collide. */
  name: string;
  /** What `consume` allows per window. */
  points: number;
  /** Window length; a key is forgotten this long after its first point. */
  durationSeconds: number;
}

/** The part of rate-limiter-flexible's limiter API the modules use; a rejection is a `RateLimiterRes`. */
export interface Limiter {
  consume(key: string, points?: number, options?: { customDuration?: number }): Promise<RateLimiterRes>;
  penalty(key: string, points?: number): Promise<RateLimiterRes>;
  reward(key: string, points?: number): Promise<RateLimiterRes>;
  delete(key: string): Promise<boolean>;
}

export interface RateLimits {
  /** A limiter: in Redis (shared by every app process) with REDIS_URL, else in memory. */
  limiter(options: LimiterOptions): Limiter;
  /** For /healthz: whether Redis answers; null without REDIS_URL. */
  redisStatus(): "ok" | "unavailable" | null;
  close(): Promise<void>;
}

const KEY_PREFIX = "jn:rl:";
/** After a failed command, Redis is left alone this long (requests count in memory meanwhile). */
const RETRY_AFTER_FAILURE_MS = 2_000;

/** Whether Redis is usable, with one log line when it goes away and one when it is back. */
function watchRedis(client: Redis, logger: Logger) {
  let up = false;
  // performance.now(): a duration on the monotonic clock, not a time of day (decision 0075).
  let failedAt = Number.NEGATIVE_INFINITY;
  /** Times Redis came (back): counts taken in memory before then may be missing from Redis. */
  let arrivals = 0;
  const markDown = (error?: unknown) => {
    failedAt = performance.now();
    if (!up) return;
    up = false;
    logger.error({ err: error }, "Redis unavailable: rate limits count in this process only until it is back");
  };
  const markUp = () => {
    if (up) return;
    up = true;
    arrivals += 1;
    if (arrivals > 1) logger.warn("Redis available again: rate limits are shared again");
  };
  client.on("ready", () => {
    failedAt = Number.NEGATIVE_INFINITY;
    markUp();
  });
  client.on("close", () => markDown());
  // Every failed reconnect emits one: the outage is logged once, by markDown.
  client.on("error", (error) => logger.debug({ err: error }, "redis (rate limits)"));
  return {
    usable: () => client.status === "ready" && performance.now() - failedAt >= RETRY_AFTER_FAILURE_MS,
    up: () => up,
    arrivals: () => arrivals,
    markUp,
    markDown,
  };
}

type RedisWatch = ReturnType<typeof watchRedis>;

const ignoreRejection = (error: unknown) => {
  if (!(error instanceof RateLimiterRes)) throw error;
};

/**
 * A Redis limiter with an in-memory twin that counts every call of this process too (decision
 * 0039). While Redis is down the twin decides, so limits hold per process instead of failing open.
 * When Redis is back (restarted empty, or missing what was counted meanwhile), the first call on a
 * key raises Redis's count to the twin's: limits do not reset when Redis returns.
 */
function resilientLimiter(shared: RateLimiterRedis, twin: RateLimiterMemory, redis: RedisWatch): Limiter {
  /** Per key: the Redis arrival it was last reconciled with. */
  const reconciled = growingLru<string, number>(100_000);

  async function reconcile(key: string) {
    if (reconciled.get(key) === redis.arrivals()) return;
    // Only a key this process has counts for can be missing some in Redis (no extra read otherwise).
    const here = await twin.get(key);
    if (here) {
      const inRedis = await shared.get(key);
      const missing = here.consumedPoints - (inRedis?.consumedPoints ?? 0);
      if (missing > 0) await shared.penalty(key, missing);
    }
    reconciled.set(key, redis.arrivals());
  }

  async function run<T>(key: string, op: (limiter: RateLimiterAbstract) => Promise<T>): Promise<T> {
    if (redis.usable()) {
      let result: T;
      try {
        await reconcile(key);
        result = await op(shared);
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          await op(twin).catch(ignoreRejection);
          throw error;
        }
        redis.markDown(error);
        return op(twin);
      }
      redis.markUp();
      await op(twin).catch(ignoreRejection);
      return result;
    }
    return op(twin);
  }

  return {
    consume: (key, points = 1, options = {}) => run(key, (l) => l.consume(key, points, options)),
    penalty: (key, points = 1) => run(key, (l) => l.penalty(key, points)),
    reward: (key, points = 1) => run(key, (l) => l.reward(key, points)),
    delete: (key) => run(key, (l) => l.delete(key)),
  };
}

/**
 * Counters for rate limits. With REDIS_URL they live in Redis, so every app process sees the same
 * counts; while Redis is down each process counts on its own (see `resilientLimiter`), and a
 * command never waits for Redis longer than its short timeouts.
 */
export function createRateLimits(redisUrl: string | undefined, logger: Logger): RateLimits {
  const memory = (options: LimiterOptions) =>
    new RateLimiterMemory({ keyPrefix: KEY_PREFIX + options.name, points: options.points, duration: options.durationSeconds });
  if (!redisUrl) return { limiter: memory, redisStatus: () => null, close: async () => undefined };

  // No offline queue and no retries: a command fails at once while Redis is away, instead of
  // holding the request (a login) until a reconnect succeeds or gives up.
  const client = new Redis(redisUrl, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: 500,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  const redis = watchRedis(client, logger);
  return {
    limiter: (options) =>
      resilientLimiter(
        new RateLimiterRedis({
          storeClient: client,
          keyPrefix: KEY_PREFIX + options.name,
          points: options.points,
          duration: options.durationSeconds,
          rejectIfRedisNotReady: true,
        }),
        memory(options),
        redis,
      ),
    redisStatus: () => (redis.up() ? "ok" : "unavailable"),
    close: async () => {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
