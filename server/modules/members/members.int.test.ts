import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { profileSchema } from "../../../shared/member-schemas";
import { members } from "../../db/schema";
import { describeWithDatabases } from "../../test/databases";
import { cookiesOf, newMember, ORIGIN, registerAndLogin } from "./test-helpers";

describeWithDatabases("members: accounts and login", (ctx) => {
  it("signs up with an argon2id hash and rejects taken ids and verified emails with 409", async () => {
    const member = newMember();
    const res = await ctx().request("/v2/member/register", { method: "POST", json: member });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ result: true });
    const [row] = await ctx().database.db.select().from(members).where(eq(members.loginId, member.mbId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.phone).toBe("010-1234-5678");
    expect(row?.emailVerifiedAt).toBeNull();
    // The owner proves the address (the e-mail's link; email-verification.int.test.ts): now it is taken.
    await ctx().database.db.update(members).set({ emailVerifiedAt: new Date() }).where(eq(members.loginId, member.mbId));

    const sameId = await ctx().request("/v2/member/register", {
      method: "POST",
      json: { ...newMember(), mbId: member.mbId.toUpperCase() },
    });
    expect(sameId.status).toBe(409);
    expect(await sameId.json()).toMatchObject({ result: false, error: "409", fields: { mbId: "이미 사용 중인 아이디입니다." } });

    const sameEmail = await ctx().request("/v2/member/register", {
      method: "POST",
      json: { ...newMember(), mbEmail: member.mbEmail.toUpperCase() },
    });
    expect(sameEmail.status).toBe(409);
    expect(await sameEmail.json()).toMatchObject({ fields: { mbEmail: "이미 사용 중인 이메일입니다." } });
  });

  it("answers invalid sign-ups with 400 and Korean field messages", async () => {
    const res = await ctx().request("/v2/member/register", {
      method: "POST",
      json: newMember({ mbId: "1a", mbPassword: "short", mbEmail: "nope", mbHp: "12345", agreeTerms: false, mbAge: 5 }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(body.error).toBe("400");
    expect(Object.keys(body.fields).sort()).toEqual(["agreeTerms", "mbAge", "mbEmail", "mbHp", "mbId", "mbPassword"]);
    for (const message of Object.values(body.fields)) expect(message).toMatch(/[가-힣]/);
  });

  it("logs in by JSON or form, with one message for a wrong password and an unknown id", async () => {
    const member = newMember();
    await ctx().request("/v2/member/register", { method: "POST", json: member });
    const wrong = await ctx().request("/v1/auth/token.php", { method: "POST", json: { mbId: member.mbId, mbPassword: "bad" } });
    const unknown = await ctx().request("/v1/auth/token.php", { method: "POST", json: { mbId: "nobody_here", mbPassword: "x" } });
    const wrongBody = await wrong.json();
    expect(wrong.status).toBe(200);
    expect(wrongBody).toEqual({
      result: false,
      accessToken: "",
      error: "200",
      message: "아이디 또는 비밀번호가 올바르지 않습니다.",
    });
    expect(await unknown.json()).toEqual(wrongBody);

    const form = await ctx().request("/v1/auth/token.php", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ mbId: member.mbId, mbPassword: member.mbPassword }).toString(),
    });
    const body = (await form.json()) as { result: boolean; accessToken: string };
    expect(body.result).toBe(true);
    const setCookies = form.headers.getSetCookie();
    expect(setCookies.find((c) => c.startsWith("accessToken="))).toMatch(/Path=\/; .*SameSite=Lax/);
    // Scripts never need the session: both cookies are HttpOnly (decision 0030).
    expect(setCookies.find((c) => c.startsWith("accessToken="))).toMatch(/HttpOnly/);
    expect(setCookies.find((c) => c.startsWith("refreshToken="))).toMatch(/HttpOnly/);
    expect(cookiesOf(form).accessToken).toBe(body.accessToken);

    const auth = await ctx().request("/v1/auth/auth.php", { method: "POST", headers: { "x-access-token": body.accessToken } });
    expect(await auth.json()).toEqual({ auth: true });
    const byBody = await ctx().request("/v1/auth/auth.php", { method: "POST", json: { "x-access-token": body.accessToken } });
    expect(await byBody.json()).toEqual({ auth: true });
    const garbage = await ctx().request("/v1/auth/auth.php", { method: "POST", headers: { cookie: "accessToken=%E0%A4%A" } });
    expect(await garbage.json()).toEqual({ auth: false });
  });

  it("reports the current member and nothing for malformed cookies", async () => {
    const session = await registerAndLogin(ctx());
    const { members: service } = ctx().services;
    const current = await service.currentMember(
      new Request(ORIGIN, { headers: { cookie: `accessToken=${session.accessToken}` } }),
    );
    expect(current).toMatchObject({ loginId: session.loginId, name: "홍길동", isAdmin: false });
    expect(await service.currentMember(new Request(ORIGIN, { headers: { cookie: "accessToken=%%%; x" } }))).toBeNull();
    expect(await service.currentMember(new Request(ORIGIN, { headers: { cookie: "accessToken=abc.def.ghi" } }))).toBeNull();
    expect(await service.currentMember(new Request(ORIGIN))).toBeNull();
  });

  it("returns member info only to a logged-in member", async () => {
    const session = await registerAndLogin(ctx());
    const res = await ctx().request("/v2/member/member-info", { headers: session.headers });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: {
        mbId: session.loginId,
        mbNick: expect.any(String),
        mbName: "홍길동",
        mbEmail: expect.stringContaining("@example.com"),
        mbHp: "010-1234-5678",
        mbAge: 30,
        gender: "M",
        mbScrapCnt: 0,
        mbMailling: 1,
        mbSms: 0,
      },
    });
    const anonymous = await ctx().request("/v2/member/member-info");
    expect(anonymous.status).toBe(401);
  });

  it("refuses the admin overview to members and shows it to admins", async () => {
    const session = await registerAndLogin(ctx());
    const refused = await ctx().request("/v2/member/admin-overview", { headers: session.headers });
    expect(refused.status).toBe(403);
    await ctx().database.db.update(members).set({ isAdmin: true }).where(eq(members.loginId, session.loginId));
    const allowed = await ctx().request("/v2/member/admin-overview", { headers: session.headers });
    expect(allowed.status).toBe(200);
    const body = (await allowed.json()) as { data: { activeMembers: number; admins: number } };
    expect(body.data.activeMembers).toBeGreaterThan(0);
    expect(body.data.admins).toBeGreaterThanOrEqual(1);
  });

  it("updates the profile, refuses a taken email and ends other sessions on a password change", async () => {
    const first = await registerAndLogin(ctx());
    const other = await registerAndLogin(ctx());
    const { members: service } = ctx().services;
    const me = await service.currentMember(new Request(ORIGIN, { headers: first.headers }));
    if (!me) throw new Error("not logged in");
    const profile = profileSchema.parse({ ...newMember(), mbName: "김수정", mbEmail: "changed.profile@example.com" });
    expect(await service.updateProfile(me.id, profile)).toEqual({ ok: true, verificationMail: "mail_off" });
    expect((await service.memberInfo(me.id))?.name).toBe("김수정");
    const otherInfo = await service.memberInfo(
      (await service.currentMember(new Request(ORIGIN, { headers: other.headers })))?.id ?? 0,
    );
    await ctx()
      .database.db.update(members)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(members.id, otherInfo?.id ?? 0));
    expect(await service.updateProfile(me.id, { ...profile, mbEmail: (otherInfo?.email ?? "").toUpperCase() })).toEqual({
      ok: false,
      conflict: "email",
    });

    const second = await ctx().request("/v1/auth/token.php", {
      method: "POST",
      json: { mbId: first.loginId, mbPassword: "secret1234" },
    });
    const secondToken = ((await second.json()) as { accessToken: string }).accessToken;
    await service.changePassword(me.id, "newSecret99", me.familyId);
    const still = await ctx().request("/v1/auth/auth.php", { method: "POST", headers: first.headers });
    expect(await still.json()).toEqual({ auth: true });
    const ended = await ctx().request("/v1/auth/auth.php", { method: "POST", headers: { "x-access-token": secondToken } });
    expect(await ended.json()).toEqual({ auth: false });
    expect(await service.confirmPassword(me.id, "newSecret99")).toEqual({ ok: true });
    expect(await service.confirmPassword(me.id, "secret1234")).toEqual({ ok: false, reason: "invalid" });
  });

  it("leaves: deactivates the account, removes personal data and ends sessions", async () => {
    const session = await registerAndLogin(ctx());
    await ctx().request("/v2/license/hope-license", {
      method: "POST",
      headers: session.headers,
      json: { reqType: "hopeLics", data: ["1320"] },
    });
    await ctx().request("/v2/member/member-schedule", {
      method: "POST",
      headers: session.headers,
      json: { schedule: "스터디", date: "2026-11-30" },
    });
    const reasons = await ctx().request("/v2/member/member-leave", { headers: session.headers });
    const reasonBody = (await reasons.json()) as {
      data: { reasons: Array<{ code: string; label: string }>; socialLogin: boolean };
    };
    expect(reasonBody.data.socialLogin).toBe(false);
    expect(reasonBody.data.reasons.length).toBeGreaterThan(2);

    const wrong = await ctx().request("/v2/member/member-leave", {
      method: "POST",
      headers: session.headers,
      json: { reason: "01", mbPassword: "nope" },
    });
    expect(wrong.status).toBe(400);
    const left = await ctx().request("/v2/member/member-leave", {
      method: "POST",
      headers: session.headers,
      json: { reason: "01", mbPassword: "secret1234" },
    });
    expect(left.status).toBe(200);
    const [row] = await ctx().database.db.select().from(members).where(eq(members.loginId, session.loginId));
    expect(row).toMatchObject({
      status: "left",
      name: null,
      email: null,
      phone: null,
      passwordHash: null,
      points: 0,
      experience: 0,
    });
    expect(row?.leaveReason).toBe(reasonBody.data.reasons[0]?.label);
    const counts = await ctx().database.db.execute<{ n: number }>(
      `select (select count(*) from member_licenses where member_id = ${row?.id}) + (select count(*) from personal_schedules where member_id = ${row?.id}) as n`,
    );
    expect(Number(counts.rows[0]?.n)).toBe(0);
    const auth = await ctx().request("/v1/auth/auth.php", { method: "POST", headers: session.headers });
    expect(await auth.json()).toEqual({ auth: false });
    const login = await ctx().request("/v1/auth/token.php", {
      method: "POST",
      json: { mbId: session.loginId, mbPassword: "secret1234" },
    });
    expect(await login.json()).toMatchObject({ result: false, error: "200" });
  });
});
