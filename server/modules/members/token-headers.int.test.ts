import { expect, it } from "vitest";
import { describeWithDatabases, type TestContext } from "../../test/databases";
import { registerAndLogin } from "./test-helpers";

/** POST /v1/auth/auth.php: whether the call is authenticated (a read, so no CSRF check). */
async function isAuthenticated(request: TestContext["request"], headers: Record<string, string>) {
  const res = await request("/v1/auth/auth.php", { method: "POST", headers, json: {} });
  return ((await res.json()) as { auth: boolean }).auth;
}

describeWithDatabases("token headers for API clients (decision 0056)", (ctx) => {
  it("accepts the access token in x-access-token, in x-refresh-token, or in both as the spec's client sends it", async () => {
    const { request } = ctx();
    const { accessToken } = await registerAndLogin(ctx());
    expect(await isAuthenticated(request, {})).toBe(false);
    expect(await isAuthenticated(request, { "x-access-token": accessToken })).toBe(true);
    expect(await isAuthenticated(request, { "x-refresh-token": accessToken })).toBe(true);
    expect(await isAuthenticated(request, { "x-access-token": accessToken, "x-refresh-token": accessToken })).toBe(true);
    expect(await isAuthenticated(request, { "x-refresh-token": `${accessToken.slice(0, -2)}xx` })).toBe(false);
  });

  it("still rotates an opaque refresh token sent in x-refresh-token, and the new access cookie stays HttpOnly", async () => {
    const session = await registerAndLogin(ctx());
    const res = await ctx().request("/v1/auth/refresh.php", {
      method: "POST",
      headers: { "x-refresh-token": session.refreshToken },
    });
    expect(res.status).toBe(200);
    const access = res.headers.getSetCookie().find((line) => line.startsWith("accessToken="));
    expect(access).toMatch(/; HttpOnly/i);
  });

  it("lets a cookie-carrying write from another site through only with a valid access token in either header", async () => {
    const session = await registerAndLogin(ctx());
    const write = (headers: Record<string, string>) =>
      ctx().request("/v2/member/favorites/1320", {
        method: "PUT",
        headers: { cookie: `accessToken=${session.accessToken}`, origin: "https://elsewhere.example", ...headers },
      });
    expect((await write({})).status).toBe(403);
    expect((await write({ "x-refresh-token": "not-a-token" })).status).toBe(403);
    expect((await write({ "x-refresh-token": session.accessToken })).status).toBe(200);
    expect((await write({ "x-access-token": session.accessToken })).status).toBe(200);
  });
});
