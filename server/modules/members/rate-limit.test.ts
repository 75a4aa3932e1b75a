import { describe, expect, it } from "vitest";
import { createFailureLimiter } from "./rate-limit";

describe("createFailureLimiter", () => {
  it("blocks a key after its limit of failures within the window", () => {
    const limiter = createFailureLimiter({ windowMs: 600_000, limits: { account: 3, ip: 5 } });
    const keys = ["account:kim", "ip:1.2.3.4"];
    for (let i = 0; i < 3; i++) {
      expect(limiter.isBlocked(keys, 1000)).toBe(false);
      limiter.recordFailure(keys, 1000);
    }
    expect(limiter.isBlocked(keys, 1000)).toBe(true);
    expect(limiter.isBlocked(["account:lee", "ip:1.2.3.4"], 1000)).toBe(false);
    expect(limiter.isBlocked(keys, 1000 + 600_000)).toBe(false);
  });

  it("limits an address across accounts", () => {
    const limiter = createFailureLimiter({ windowMs: 600_000, limits: { account: 3, ip: 5 } });
    for (let i = 0; i < 5; i++) limiter.recordFailure([`account:user${i}`, "ip:9.9.9.9"], 0);
    expect(limiter.isBlocked(["account:new", "ip:9.9.9.9"], 1)).toBe(true);
  });

  it("forgets an account after reset", () => {
    const limiter = createFailureLimiter({ windowMs: 600_000, limits: { account: 1, ip: 5 } });
    limiter.recordFailure(["account:kim"], 0);
    expect(limiter.isBlocked(["account:kim"], 1)).toBe(true);
    limiter.reset("account:kim");
    expect(limiter.isBlocked(["account:kim"], 1)).toBe(false);
  });
});
