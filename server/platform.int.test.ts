import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { dataImports } from "./db/schema";
import { newClientAddress, newMember } from "./modules/members/test-helpers";
import { describeWithDatabases } from "./test/databases";

describeWithDatabases("platform", (ctx) => {
  it("answers /healthz with ok while the database answers", async () => {
    const res = await ctx().request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("sets the security headers", async () => {
    const res = await ctx().request("/v2/menu/menu-list?url=/");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("answers an unknown API path with 404 in the API error shape", async () => {
    const res = await ctx().request("/v2/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ result: false, error: "404" });
  });

  it("keeps the page cache on legacy read POSTs and on personal writes", async () => {
    const { services, request } = ctx();
    const key = "desktop|0|localhost/jnLics";
    services.responseCache.set(key, { status: 200, headers: {}, csp: "", body: Buffer.from("<p>cached</p>"), tags: [] });
    const read = await request("/v1/jnLics/licenseSchedule.php", {
      method: "POST",
      json: { start: "2026-01-01", end: "2026-01-31", type: ["examReg"] },
    });
    expect(read.status).toBe(200);
    const write = await request("/v2/member/register", {
      method: "POST",
      headers: { "x-forwarded-for": newClientAddress() },
      json: newMember(),
    });
    expect(write.status).toBe(201);
    expect(services.responseCache.get(key)?.bytes.toString()).toBe("<p>cached</p>");
  });

  it("mounts no state-changing test hook without E2E_HOOKS (the bench sets only TEST_ROUTES)", async () => {
    expect(process.env.E2E_HOOKS).toBeUndefined();
    for (const hook of ["/v2/__e2e/grant-admin", "/v2/__e2e/clock"]) {
      const res = await ctx().request(hook, { method: "POST", json: { mbId: "someone", at: "2027-01-01T00:00:00Z" } });
      expect(res.status).toBe(404);
    }
  });

  it("answers 503 from /healthz when the database is gone", async () => {
    const { services, app } = ctx();
    const original = services.database.health;
    services.database.health = () => Promise.reject(new Error("down"));
    try {
      const res = await app.request("/healthz");
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "unavailable", reasons: ["database does not answer"] });
    } finally {
      services.database.health = original;
    }
  });

  it('answers 503 "degraded" from /healthz, with the reasons, while required data is missing', async () => {
    const { db } = ctx().database;
    const removed = await db.delete(dataImports).where(eq(dataImports.dataset, "schedules")).returning();
    try {
      const res = await ctx().request("/healthz");
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "degraded", reasons: ["data import incomplete: schedules not imported"] });
    } finally {
      await db.insert(dataImports).overridingSystemValue().values(removed);
    }
    expect((await ctx().request("/healthz")).status).toBe(200);
  });
});
