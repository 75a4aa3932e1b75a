import { hash } from "@node-rs/argon2";
import { sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { action as logoutAction, loader as logoutLoader } from "../../../app/routes/member/logout";
import { describeWithDatabases, type TestContext } from "../../test/databases";
import { newClientAddress, newMember, ORIGIN, registerAndLogin, type Session } from "./test-helpers";
import { SIGN_UPS_PER_HOUR } from "./throttle";
import { SESSION_MAX_AGE_SECONDS } from "./tokens.server";

// The real hash, counted: sign-up must not spend it on a request the duplicate check refuses.
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const actual = await importOriginal<typeof import("@node-rs/argon2")>();
  return { ...actual, hash: vi.fn(actual.hash) };
});

const DAY_MS = 86_400_000;

async function register(ctx: TestContext, member: ReturnType<typeof newMember>, from = newClientAddress()) {
  return ctx.request("/v2/member/register", { method: "POST", headers: { "x-forwarded-for": from }, json: member });
}

function login(ctx: TestContext, mbId: string, mbPassword: string, headers: Record<string, string> = {}) {
  return ctx.request("/v1/auth/token.php", { method: "POST", headers, json: { mbId, mbPassword } });
}

const authenticated = async (ctx: TestContext, session: Session) =>
  (await (await ctx.request("/v1/auth/auth.php", { method: "POST", headers: session.headers })).json()) as { auth: boolean };

describeWithDatabases("members: account security (decision 0030)", (ctx) => {
  it("slows a client guessing one account without locking the owner out on another device", async () => {
    const member = newMember();
    expect((await register(ctx(), member)).status).toBe(201);
    const attacker = { "x-forwarded-for": newClientAddress() };
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await login(ctx(), member.mbId, `wrong${i}`, attacker));
    const refused = answers.find((res) => res.status === 429);
    if (!refused) throw new Error("wrong passwords from one client were never slowed down");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toMatchObject({ result: false, error: "429", message: expect.stringMatching(/초 후 다시/) });

    const owner = await login(ctx(), member.mbId, member.mbPassword, { "x-forwarded-for": newClientAddress() });
    expect(await owner.json()).toMatchObject({ result: true });
  });

  it("slows one client spraying many accounts, not the others behind the same proxy", async () => {
    const member = newMember();
    await register(ctx(), member);
    const sprayer = { "x-forwarded-for": newClientAddress() };
    for (let i = 0; i < 31; i++) expect((await login(ctx(), `nobody_${i}`, "guess", sprayer)).status).toBe(200);
    // Waits of 1 s, then 2 s: one of the next two is refused even on a slow machine.
    const next = [await login(ctx(), "nobody_x", "guess", sprayer), await login(ctx(), "nobody_y", "guess", sprayer)];
    expect(next.map((res) => res.status)).toContain(429);
    const neighbour = await login(ctx(), member.mbId, member.mbPassword, { "x-forwarded-for": newClientAddress() });
    expect(await neighbour.json()).toMatchObject({ result: true });
  });

  it("lets the owner in from a new device while many addresses guess the account", async () => {
    const member = newMember();
    await register(ctx(), member);
    for (let i = 0; i < 15; i++) await login(ctx(), member.mbId, `wrong${i}`, { "x-forwarded-for": newClientAddress() });
    const owner = await login(ctx(), member.mbId, member.mbPassword, { "x-forwarded-for": newClientAddress() });
    expect(await owner.json()).toMatchObject({ result: true });
  });

  it("limits password re-confirmation", async () => {
    const session = await registerAndLogin(ctx());
    const leave = (mbPassword: string) =>
      ctx().request("/v2/member/member-leave", { method: "POST", headers: session.headers, json: { reason: "01", mbPassword } });
    for (let i = 0; i < 6; i++) expect((await leave(`wrong${i}`)).status).toBe(400);
    await leave("wrong6");
    const limited = await leave("secret1234");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await limited.json()).toMatchObject({ result: false, error: "429", message: expect.stringMatching(/비밀번호 확인/) });
    expect(await authenticated(ctx(), session)).toEqual({ auth: true });
  });

  it("limits sign-ups per client address and checks duplicates before hashing the password", async () => {
    const from = newClientAddress();
    const member = newMember();
    expect((await register(ctx(), member, from)).status).toBe(201);
    vi.mocked(hash).mockClear();
    for (let i = 1; i < SIGN_UPS_PER_HOUR; i++) {
      expect((await register(ctx(), { ...newMember(), mbId: member.mbId }, from)).status).toBe(409);
    }
    expect(hash).not.toHaveBeenCalled();
    const limited = await register(ctx(), newMember(), from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(60);
    expect(await limited.json()).toMatchObject({ result: false, error: "429", message: expect.stringMatching(/[가-힣]/) });
    expect((await register(ctx(), newMember())).status).toBe(201);
  });

  it("refuses a login posted from another site (login CSRF)", async () => {
    const member = newMember();
    await register(ctx(), member);
    const form = (headers: Record<string, string>) =>
      ctx().request("/v1/auth/token.php", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: new URLSearchParams({ mbId: member.mbId, mbPassword: member.mbPassword }).toString(),
      });
    const crossSite: Array<Record<string, string>> = [
      { origin: "https://evil.example" },
      { "sec-fetch-site": "cross-site" },
      { origin: "null" },
    ];
    for (const headers of crossSite) {
      const res = await form(headers);
      expect(res.status).toBe(403);
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(await (await form({ origin: ORIGIN, "sec-fetch-site": "same-origin" })).json()).toMatchObject({ result: true });
  });

  it("skips the same-origin check only for a valid x-access-token", async () => {
    const session = await registerAndLogin(ctx());
    const send = (token: string) =>
      ctx().request("/v2/member/member-schedule", {
        method: "POST",
        headers: { cookie: `accessToken=${session.accessToken}`, origin: "https://evil.example", "x-access-token": token },
        json: { schedule: "CSRF", date: "2026-11-26" },
      });
    expect((await send("anything")).status).toBe(403);
    expect((await send(`${session.accessToken}x`)).status).toBe(403);
    expect((await send(session.accessToken)).status).toBe(201);
  });

  it("logs out on POST only: the GET page asks, and other sites cannot post it", async () => {
    const session = await registerAndLogin(ctx());
    const cookie = `accessToken=${session.accessToken}; refreshToken=${session.refreshToken}`;
    const routeArgs = (method: string) => ({
      request: new Request(`${ORIGIN}/bbs/logout.php`, { method, headers: { cookie, origin: ORIGIN } }),
      context: { services: ctx().services, device: "desktop", cspNonce: "", requestId: "test" },
      params: {},
    });
    expect(await logoutLoader(routeArgs("GET") as never)).toBeNull();
    expect(await authenticated(ctx(), session)).toEqual({ auth: true });

    const crossSite = await ctx().request("/bbs/logout.php", {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(crossSite.status).toBe(403);
    expect(await authenticated(ctx(), session)).toEqual({ auth: true });

    const redirect = await logoutAction(routeArgs("POST") as never).catch((thrown: unknown) => thrown);
    if (!(redirect instanceof Response)) throw new Error("logout did not redirect");
    expect(redirect.headers.get("location")).toBe("/");
    expect(redirect.headers.getSetCookie().map((c) => c.split(";")[0])).toEqual(["accessToken=", "refreshToken="]);
    expect(await authenticated(ctx(), session)).toEqual({ auth: false });
  });

  it("ends a session 30 days after its login, however often it was refreshed", async () => {
    const session = await registerAndLogin(ctx());
    const { members } = ctx().services;
    const me = await members.currentMember(new Request(ORIGIN, { headers: session.headers }));
    if (!me) throw new Error("not logged in");
    const loggedInAt = Date.now() - SESSION_MAX_AGE_SECONDS * 1000 - DAY_MS;
    const started = await members.sessions.start(me.id, loggedInAt);
    const first = await members.sessions.rotate(started.refreshToken, loggedInAt + 13 * DAY_MS);
    if (!first.ok) throw new Error(`refresh on day 13 failed: ${first.reason}`);
    const second = await members.sessions.rotate(first.refreshToken, loggedInAt + 26 * DAY_MS);
    if (!second.ok) throw new Error(`refresh on day 26 failed: ${second.reason}`);
    expect(await members.sessions.rotate(second.refreshToken)).toEqual({ ok: false, reason: "expired" });
  });

  it("keeps the token signing secret out of the database", async () => {
    const result = await ctx().database.db.execute<{ table: string | null }>(
      sql`select to_regclass('public.auth_secrets')::text as "table"`,
    );
    expect(result.rows[0]?.table).toBeNull();
  });
});
