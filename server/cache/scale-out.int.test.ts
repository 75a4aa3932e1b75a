import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOARDS } from "../../shared/cache-tags";
import { createApp } from "../app";
import { loadConfig } from "../config.server";
import { createLogger } from "../logger";
import { newClientAddress, newMember, registerAndLogin } from "../modules/members/test-helpers";
import { createServices, type Services } from "../services.server";
import { describeWithDatabases, jsonRequester, TEST_ENV, type TestContext } from "../test/databases";

/**
 * Two app instances on one database, joined by Redis (TEST_REDIS_URL; CI starts Redis): shared
 * state must behave as one portal. Without TEST_REDIS_URL the suite is not run.
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(Boolean(redisUrl))("scale-out", () => {
  describeWithDatabases("two app instances with Redis", (ctx) => {
    const instances: Array<{ services: Services; app: ReturnType<typeof createApp>; request: TestContext["request"] }> = [];
    beforeAll(async () => {
      const config = loadConfig({ ...process.env, ...TEST_ENV, REDIS_URL: redisUrl });
      for (let i = 0; i < 2; i++) {
        const services = createServices(ctx().database, config, createLogger("silent"));
        const app = createApp({
          services,
          logger: createLogger("silent"),
          mode: "production",
          getBuild: () => Promise.reject(new Error("no build")),
        });
        const request: TestContext["request"] = jsonRequester(app);
        instances.push({ services, app, request });
        await services.invalidation.ready();
      }
    });
    afterAll(async () => {
      for (const instance of instances) {
        await instance.services.invalidation.close();
        await instance.services.rateLimits.close();
      }
    });

    it("a board write on one instance purges the other's board pages and keeps its catalogue pages", async () => {
      const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
      const entry = (tags: string[]) => ({ status: 200, headers: {}, csp: "", body: Buffer.from("<p>old</p>"), tags });
      b.services.responseCache.set("desktop|0|localhost/jnComm", entry([BOARDS]));
      b.services.responseCache.set("desktop|0|localhost/jnJob/jobInfo", entry([]));
      const author = await registerAndLogin({ ...ctx(), request: a.request });
      const res = await a.request("/v2/board/posts", {
        method: "POST",
        headers: author.headers,
        json: { board: "free", title: "다른 인스턴스", body: "본문입니다." },
      });
      expect(res.status).toBe(201);
      await expect.poll(() => b.services.responseCache.get("desktop|0|localhost/jnComm"), { timeout: 5_000 }).toBeUndefined();
      expect(b.services.responseCache.get("desktop|0|localhost/jnJob/jobInfo")).toBeDefined();
    });

    it("a session ended on one instance is refused by the other", async () => {
      const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
      const session = await registerAndLogin({ ...ctx(), request: a.request });
      const before = await b.request("/v2/member/member-info", { headers: session.headers });
      expect(before.status).toBe(200);
      await a.services.members.logout(new Request("http://localhost/bbs/logout.php", { headers: session.headers }));
      const after = await b.request("/v2/member/member-info", { headers: session.headers });
      expect(after.status).toBe(401);
    });

    it("counts login failures on one instance against the client on the other (rate limits in Redis)", async () => {
      const [a, b] = instances as [(typeof instances)[0], (typeof instances)[0]];
      const member = newMember();
      const client = { "x-forwarded-for": newClientAddress() };
      expect((await a.request("/v2/member/register", { method: "POST", headers: client, json: member })).status).toBe(201);
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        const instance = i % 2 === 0 ? a : b;
        const res = await instance.request("/v1/auth/token.php", {
          method: "POST",
          headers: client,
          json: { mbId: member.mbId, mbPassword: `wrong${i}` },
        });
        statuses.push(res.status);
      }
      // Five free failures, a sixth after no wait, then a wait: only if both instances count together.
      expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
      expect(statuses.slice(6)).toContain(429);
    });
  });
});
