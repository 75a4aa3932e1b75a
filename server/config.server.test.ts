import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.server";

describe("loadConfig: account security settings", () => {
  it("refuses REDIS_URL without AUTH_SECRET: several processes must sign with one key", () => {
    expect(() => loadConfig({ REDIS_URL: "redis://127.0.0.1:6379" })).toThrow(/AUTH_SECRET: required with REDIS_URL/);
    const config = loadConfig({ REDIS_URL: "redis://127.0.0.1:6379", AUTH_SECRET: "k".repeat(32) });
    expect(config.REDIS_URL).toBe("redis://127.0.0.1:6379");
  });

  it("trusts no proxy and sends HSTS for 180 days unless told otherwise", () => {
    expect(loadConfig({})).toMatchObject({ TRUST_PROXY: 0, HSTS_MAX_AGE: 15_552_000 });
    expect(loadConfig({ TRUST_PROXY: "1", HSTS_MAX_AGE: "0" })).toMatchObject({ TRUST_PROXY: 1, HSTS_MAX_AGE: 0 });
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });
});
