import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { dataImports } from "./db/schema";
import { describeWithDatabases } from "./test/databases";

describeWithDatabases("platform", (ctx) => {
  it("answers /healthz with ok while the database answers", async () => {
    const res = await ctx().request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  it("sets the security headers", async () => {
    const res = await ctx().request("/healthz");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-request-id")).toBeTruthy();
  });

  it("answers an unknown API path with 404 in the API error shape", async () => {
    const res = await ctx().request("/v2/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ result: false, error: "404" });
  });

  it("answers 503 from /healthz when the database is gone", async () => {
    const { services, app } = ctx();
    const original = services.database.ping;
    services.database.ping = () => Promise.reject(new Error("down"));
    try {
      const res = await app.request("/healthz");
      expect(res.status).toBe(503);
    } finally {
      services.database.ping = original;
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
