import { sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { describeWithDatabases } from "./test/databases";

// Its own database copy: emptying the licenses table takes every table that refers to it along.
describeWithDatabases("/healthz without licenses", (ctx) => {
  it('answers 503 "unavailable" within its deadline while the database does not answer', async () => {
    // A stalled database: the probe never returns.
    const stalled = vi.spyOn(ctx().services.database, "health").mockReturnValue(new Promise(() => {}));
    try {
      const res = await ctx().request("/healthz");
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: "unavailable", reasons: ["database does not answer"] });
    } finally {
      stalled.mockRestore();
    }
  });

  it('answers 503 "degraded" once the licenses table is emptied, with every data_imports row still there', async () => {
    expect((await ctx().request("/healthz")).status).toBe(200);
    await ctx().database.db.execute(sql`truncate table licenses cascade`);
    const res = await ctx().request("/healthz");
    expect(res.status).toBe(503);
    const body = (await res.json()) as { status: string; reasons: string[] };
    expect(body.status).toBe("degraded");
    expect(body.reasons).toContain("no licenses");
    const licensePage = await ctx().request("/v1/jnLics/licenseInfo.php", { method: "POST", json: { ld_id: "1320" } });
    expect(licensePage.status).toBe(404);
  });
});
