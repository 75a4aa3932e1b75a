import { RateLimiterRes } from "rate-limiter-flexible";
import type { RateLimits } from "../../rate-limits.server";

export interface BackoffPolicy {
  /** Unique limiter name (part of the store keys). */
  name: string;
  /** Failed attempts allowed before waits start. */
  free: number;
  /** A series of failures is forgotten this long after its first one. */
  windowSeconds: number;
  /** Past the free attempts the wait before the next one doubles from 1 s, up to this. */
  maxWaitSeconds: number;
  /**
   * Whether a success clears the failures (the key belongs to the one who succeeded); otherwise a
   * success only takes back its own count, so an attacker cannot reset the count with an own account.
   */
  resetOnSuccess: boolean;
}

export type Backoff = ReturnType<typeof createBackoff>;

/**
 * Exponential back-off instead of a lock: after `free` failures on a key, its callers may make one
 * attempt per wait, and the wait doubles with every further failure. Attempts are counted before
 * they run, so parallel requests cannot all slip through the free allowance.
 */
export function createBackoff(limits: RateLimits, policy: BackoffPolicy) {
  const failures = limits.limiter({
    name: `${policy.name}:failures`,
    points: policy.free,
    durationSeconds: policy.windowSeconds,
  });
  const turns = limits.limiter({ name: `${policy.name}:turns`, points: 1, durationSeconds: 1 });
  return {
    /**
     * Counts an attempt against `key`; `turn` is who must wait (usually the key itself). Returns the
     * milliseconds to wait first, or 0 when the attempt may run.
     */
    async enter(key: string, turn: string): Promise<number> {
      const { consumedPoints } = await failures.penalty(key);
      const over = consumedPoints - policy.free;
      if (over <= 0) return 0;
      try {
        await turns.consume(turn, 1, { customDuration: Math.min(2 ** (over - 1), policy.maxWaitSeconds) });
        return 0;
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        await failures.reward(key);
        return Math.max(rejection.msBeforeNext, 1);
      }
    },
    /** Takes back a count whose attempt did not run (another back-off made the caller wait). */
    async cancel(key: string): Promise<void> {
      await failures.reward(key);
    },
    async succeeded(key: string): Promise<void> {
      if (policy.resetOnSuccess) await failures.delete(key);
      else await failures.reward(key);
    },
  };
}

export interface Gate {
  backoff: Backoff;
  key: string;
  /** Who waits when this key is over its free attempts; default `key`. */
  turn?: string;
}

export type Throttled<T> = { limited: true; retryAfterSeconds: number } | { limited: false; value: T | null };

/**
 * Runs `attempt` unless a gate makes the caller wait. `attempt` answers null for a failure (which
 * stays counted) and anything else for a success.
 */
export async function throttle<T>(gates: Gate[], attempt: () => Promise<T | null>): Promise<Throttled<T>> {
  const waits = await Promise.all(gates.map((gate) => gate.backoff.enter(gate.key, gate.turn ?? gate.key)));
  const waitMs = Math.max(0, ...waits);
  if (waitMs > 0) {
    await Promise.all(gates.filter((_, i) => waits[i] === 0).map((gate) => gate.backoff.cancel(gate.key)));
    return { limited: true, retryAfterSeconds: Math.ceil(waitMs / 1000) };
  }
  const value = await attempt();
  if (value !== null) await Promise.all(gates.map((gate) => gate.backoff.succeeded(gate.key)));
  return { limited: false, value };
}

/** "잠시 후" in words a person can act on: seconds under a minute, minutes above. */
export function waitInKorean(seconds: number): string {
  return seconds < 60 ? `${Math.max(1, Math.ceil(seconds))}초` : `${Math.ceil(seconds / 60)}분`;
}

/** Sign-ups one client address may make per hour (a classroom behind one address still fits). */
export const SIGN_UPS_PER_HOUR = 20;

/**
 * The account limits (decision 0030). Login has three tiers, all back-offs, none a lock:
 * - one client on one account: 5 free failures, then waits up to 15 minutes; a success clears it;
 * - one client on any account (password spraying): 30 free failures an hour, then up to 15 minutes;
 * - any client on one account (guessing from many addresses): past 10 failures an hour every client
 *   waits between its own attempts, at most a minute, so the owner on a new device still gets in.
 * Password re-confirmation is limited per member, sign-up per client address.
 */
export function createAccountThrottles(limits: RateLimits) {
  const pair = createBackoff(limits, {
    name: "login:pair",
    free: 5,
    windowSeconds: 86_400,
    maxWaitSeconds: 900,
    resetOnSuccess: true,
  });
  const client = createBackoff(limits, {
    name: "login:client",
    free: 30,
    windowSeconds: 3_600,
    maxWaitSeconds: 900,
    resetOnSuccess: false,
  });
  const account = createBackoff(limits, {
    name: "login:account",
    free: 10,
    windowSeconds: 3_600,
    maxWaitSeconds: 60,
    resetOnSuccess: false,
  });
  const confirm = createBackoff(limits, {
    name: "confirm",
    free: 5,
    windowSeconds: 3_600,
    maxWaitSeconds: 900,
    resetOnSuccess: true,
  });
  const signUps = limits.limiter({ name: "signup", points: SIGN_UPS_PER_HOUR, durationSeconds: 3_600 });

  return {
    login<T>(loginId: string, clientAddress: string, attempt: () => Promise<T | null>): Promise<Throttled<T>> {
      const pairKey = `${loginId}|${clientAddress}`;
      return throttle(
        [
          { backoff: pair, key: pairKey },
          { backoff: client, key: clientAddress },
          { backoff: account, key: loginId, turn: pairKey },
        ],
        attempt,
      );
    },

    confirm<T>(memberId: number, attempt: () => Promise<T | null>): Promise<Throttled<T>> {
      return throttle([{ backoff: confirm, key: String(memberId) }], attempt);
    },

    /** Counts a sign-up attempt; the seconds to wait when the client has used up its hour, else 0. */
    async signUp(clientAddress: string): Promise<number> {
      try {
        await signUps.consume(clientAddress);
        return 0;
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        return Math.ceil(rejection.msBeforeNext / 1000);
      }
    },
  };
}
