import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createLogger } from "../../logger";
import { createRateLimits } from "../../rate-limits.server";
import { createAccountThrottles, createBackoff, SIGN_UPS_PER_HOUR, type Throttled, throttle, waitInKorean } from "./throttle";

const memory = () => createRateLimits(undefined, createLogger("silent"));
const fail = async () => null;
const succeed = async () => "ok";
const retryAfter = (result: Throttled<unknown>) => (result.limited ? result.retryAfterSeconds : 0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createBackoff", () => {
  const policy = { name: "t", free: 3, windowSeconds: 3_600, maxWaitSeconds: 8, resetOnSuccess: true };

  it("lets the free failures through, then one attempt per wait, doubling up to the maximum", async () => {
    const backoff = createBackoff(memory(), policy);
    const gates = [{ backoff, key: "k" }];
    for (let i = 0; i < 4; i++) expect((await throttle(gates, fail)).limited).toBe(false);
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      const refused = await throttle(gates, fail);
      waits.push(retryAfter(refused));
      vi.advanceTimersByTime(retryAfter(refused) * 1000);
      expect((await throttle(gates, fail)).limited).toBe(false);
    }
    expect(waits).toEqual([1, 2, 4, 8, 8, 8]);
  });

  it("never locks: after the wait the right answer gets through and clears the count", async () => {
    const backoff = createBackoff(memory(), policy);
    const gates = [{ backoff, key: "k" }];
    for (let i = 0; i < 10; i++) {
      const result = await throttle(gates, fail);
      vi.advanceTimersByTime(retryAfter(result) * 1000);
    }
    const refused = await throttle(gates, succeed);
    expect(refused.limited).toBe(true);
    vi.advanceTimersByTime(retryAfter(refused) * 1000);
    expect(await throttle(gates, succeed)).toEqual({ limited: false, value: "ok" });
    for (let i = 0; i < 3; i++) expect((await throttle(gates, fail)).limited).toBe(false);
  });

  it("counts attempts before they run, so parallel ones cannot all use the free allowance", async () => {
    const backoff = createBackoff(memory(), policy);
    const results = await Promise.all(Array.from({ length: 20 }, () => throttle([{ backoff, key: "k" }], fail)));
    expect(results.filter((r) => !r.limited)).toHaveLength(4);
  });

  it("takes back the count of a gate that let an attempt through when another gate refused it", async () => {
    const limits = memory();
    const strict = createBackoff(limits, { ...policy, name: "strict", free: 0 });
    const lenient = createBackoff(limits, { ...policy, name: "lenient", free: 2 });
    await throttle([{ backoff: strict, key: "s" }], fail);
    for (let i = 0; i < 5; i++)
      expect(
        (
          await throttle(
            [
              { backoff: strict, key: "s" },
              { backoff: lenient, key: "l" },
            ],
            fail,
          )
        ).limited,
      ).toBe(true);
    for (let i = 0; i < 2; i++) expect((await throttle([{ backoff: lenient, key: "l" }], fail)).limited).toBe(false);
  });
});

describe("createAccountThrottles: login", () => {
  it("slows one client guessing one account without keeping the owner out on another device", async () => {
    const throttles = createAccountThrottles(memory());
    const results = [];
    for (let i = 0; i < 10; i++) results.push(await throttles.login("kim", "198.51.100.1", fail));
    expect(results.filter((r) => r.limited).length).toBeGreaterThan(0);
    expect(await throttles.login("kim", "203.0.113.9", succeed)).toEqual({ limited: false, value: "ok" });
  });

  it("slows a client spraying many accounts, not the other clients", async () => {
    const throttles = createAccountThrottles(memory());
    for (let i = 0; i < 31; i++) expect((await throttles.login(`user${i}`, "198.51.100.1", fail)).limited).toBe(false);
    expect((await throttles.login("user99", "198.51.100.1", fail)).limited).toBe(true);
    expect((await throttles.login("user99", "203.0.113.9", succeed)).limited).toBe(false);
  });

  it("lets the owner in from a new device while many addresses guess the account, after at most a minute's wait", async () => {
    const throttles = createAccountThrottles(memory());
    for (let i = 0; i < 200; i++) await throttles.login("kim", `198.51.100.${i}`, fail);
    expect(await throttles.login("kim", "203.0.113.9", succeed)).toEqual({ limited: false, value: "ok" });

    // A typo during the attack costs the owner a wait, never a lock.
    expect((await throttles.login("kim", "203.0.113.10", fail)).limited).toBe(false);
    const refused = await throttles.login("kim", "203.0.113.10", succeed);
    expect(refused.limited).toBe(true);
    expect(retryAfter(refused)).toBeLessThanOrEqual(60);
    vi.advanceTimersByTime(retryAfter(refused) * 1000);
    expect(await throttles.login("kim", "203.0.113.10", succeed)).toEqual({ limited: false, value: "ok" });
  });
});

describe("createAccountThrottles: re-confirmation and sign-up", () => {
  it("backs off password re-confirmation per member", async () => {
    const throttles = createAccountThrottles(memory());
    for (let i = 0; i < 6; i++) expect((await throttles.confirm(7, fail)).limited).toBe(false);
    expect((await throttles.confirm(7, succeed)).limited).toBe(true);
    expect((await throttles.confirm(8, succeed)).limited).toBe(false);
  });

  it("allows a limited number of sign-ups per client address and hour", async () => {
    const throttles = createAccountThrottles(memory());
    for (let i = 0; i < SIGN_UPS_PER_HOUR; i++) expect(await throttles.signUp("198.51.100.1")).toBe(0);
    expect(await throttles.signUp("198.51.100.1")).toBeGreaterThan(3_000);
    expect(await throttles.signUp("203.0.113.9")).toBe(0);
    vi.advanceTimersByTime(3_600_000);
    expect(await throttles.signUp("198.51.100.1")).toBe(0);
  });
});

describe("waitInKorean", () => {
  it("says seconds under a minute and whole minutes above", () => {
    expect(waitInKorean(0.2)).toBe("1초");
    expect(waitInKorean(59)).toBe("59초");
    expect(waitInKorean(61)).toBe("2분");
  });
});
