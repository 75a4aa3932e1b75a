// @module-tag process
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "./app";
import { loadConfig } from "./config.server";
import { createLogger } from "./logger";
import { WRITE_LIMITS } from "./modules/boards/points";
import { newClientAddress, newMember, registerAndLogin } from "./modules/members/test-helpers";
import { createServices, type Services } from "./services.server";
import { describeWithDatabases, jsonRequester, TEST_ENV, type TestContext } from "./test/databases";

/** A free TCP port on this machine. */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  server.close();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/**
 * Redis stopped mid-test (issue 24): logins must answer quickly, limits must hold per process
 * while Redis is away and must not reset when it returns. A private redis-server, killed and
 * restarted empty, plays the outage.
 */
describeWithDatabases("rate limits through a Redis outage", (ctx) => {
  let port = 0;
  let redisProcess: ChildProcess | undefined;
  let services: Services;
  let request: TestContext["request"];

  async function startRedis() {
    redisProcess = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
      stdio: "ignore",
    });
    const probe = new Redis(port, "127.0.0.1", { lazyConnect: true, retryStrategy: () => 50, maxRetriesPerRequest: null });
    // Refused until the server listens: the probe retries.
    probe.on("error", () => undefined);
    await probe.connect().catch(() => undefined);
    await probe.ping();
    probe.disconnect();
  }

  async function stopRedis() {
    const running = redisProcess;
    redisProcess = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, "exit");
    running.kill("SIGKILL");
    await exited;
  }

  beforeAll(async () => {
    port = await freePort();
    await startRedis();
    const config = loadConfig({ ...process.env, ...TEST_ENV, REDIS_URL: `redis://127.0.0.1:${port}` });
    const logger = createLogger("silent");
    services = createServices(ctx().database, config, logger);
    const app = createApp({ services, logger, mode: "production", getBuild: () => Promise.reject(new Error("no build")) });
    request = jsonRequester(app);
  });

  afterAll(async () => {
    await services.rateLimits.close();
    await services.invalidation.close();
    await stopRedis();
  });

  it("keeps counting wrong passwords and board posts while Redis is down and after it returns", async () => {
    await expect.poll(() => services.rateLimits.redisStatus(), { timeout: 10_000 }).toBe("ok");
    const member = newMember();
    const client = { "x-forwarded-for": newClientAddress() };
    expect((await request("/v2/member/register", { method: "POST", headers: client, json: member })).status).toBe(201);
    const writer = await registerAndLogin({ ...ctx(), request });
    const wrongLogin = async () => {
      const started = performance.now();
      const res = await request("/v1/auth/token.php", {
        method: "POST",
        headers: client,
        json: { mbId: member.mbId, mbPassword: "wrong-password" },
      });
      return { status: res.status, ms: performance.now() - started };
    };
    const post = async () =>
      (
        await request("/v2/board/posts", {
          method: "POST",
          headers: writer.headers,
          json: { board: "free", title: "장애 중 글", body: "본문" },
        })
      ).status;

    // Before the outage: two wrong passwords and four posts, counted in Redis.
    for (let i = 0; i < 2; i++) expect((await wrongLogin()).status).toBe(200);
    for (let i = 0; i < 4; i++) expect(await post()).toBe(201);
    expect(await (await request("/healthz")).json()).toEqual({ status: "ok", redis: "ok" });

    await stopRedis();
    await expect.poll(() => services.rateLimits.redisStatus(), { timeout: 10_000 }).toBe("unavailable");
    const health = await request("/healthz");
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", redis: "unavailable" });

    // Five free failures, a sixth after no wait, then waits: the counts from before the outage stay.
    const during = [];
    for (let i = 0; i < 6; i++) during.push(await wrongLogin());
    expect(during.map((r) => r.status).slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(during.map((r) => r.status).slice(4)).toContain(429);
    for (const r of during) expect(r.ms).toBeLessThan(2_000);
    const posts = [];
    for (let i = 0; i < WRITE_LIMITS.posts; i++) posts.push(await post());
    expect(posts).toEqual([...Array(WRITE_LIMITS.posts - 4).fill(201), ...Array(4).fill(429)]);

    // Redis comes back empty: the counts taken meanwhile are not forgotten.
    await startRedis();
    await expect.poll(() => services.rateLimits.redisStatus(), { timeout: 10_000 }).toBe("ok");
    expect(await post()).toBe(429);
    const after = [await wrongLogin(), await wrongLogin()];
    expect(after.map((r) => r.status)).toContain(429);
    const probe = new Redis(port, "127.0.0.1");
    const failures = Number(await probe.get(`jn:rl:login:pair:failures:${member.mbId}|${client["x-forwarded-for"]}`));
    probe.disconnect();
    expect(failures).toBeGreaterThanOrEqual(6);
  });
});
