import { expect, it } from "vitest";
import { describeWithDatabases } from "../../test/databases";

describeWithDatabases("banner tracking", (ctx) => {
  const beacon = (fields: Record<string, string>) =>
    ctx().request("/v1/banner/track", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });

  it("records a sendBeacon form body without setting cookies, and /adm counts views and clicks per banner", async () => {
    const base = { pageUrl: "/jnLics", location: "top_popup", device: "pc" };
    for (const event of ["impression", "impression", "impression", "click"]) {
      const res = await beacon({ ...base, targetUrl: "/jnRcmd", event });
      expect(res.status).toBe(200);
      expect(res.headers.get("set-cookie")).toBeNull();
    }
    expect((await beacon({ ...base, targetUrl: "/service/notice", event: "impression", ld_id: "1320" })).status).toBe(200);
    expect((await beacon({ ...base, targetUrl: "/jnRcmd", event: "hover" })).status).toBe(400);

    expect(await ctx().services.licenses.content.bannerStats()).toEqual([
      { location: "top_popup", targetUrl: "/jnRcmd", views: 3, clicks: 1 },
      { location: "top_popup", targetUrl: "/service/notice", views: 1, clicks: 0 },
    ]);
  });
});
