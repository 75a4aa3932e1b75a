import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { action as loginAction, loader as loginLoader } from "../../../app/routes/member/login";
import { action as registerAction } from "../../../app/routes/member/register";
import { LOGIN_FAILED_MESSAGE } from "../../../shared/member-schemas";
import { members as membersTable } from "../../db/schema";
import { describeWithDatabases, type TestContext } from "../../test/databases";
import { formPost, outcome } from "../../test/route-actions";
import { cookiesOf, newClientAddress, newMember, ORIGIN, registerAndLogin } from "./test-helpers";
import { RECONFIRM_COOKIE } from "./tokens.server";

async function signUp(ctx: TestContext) {
  const member = newMember();
  const fields = Object.fromEntries(Object.entries(member).map(([key, value]) => [key, String(value === true ? "1" : value)]));
  const created = await outcome(
    registerAction(formPost(ctx, "/member/register.php", { ...fields, mbPasswordConfirm: member.mbPassword, url: "/" })),
  );
  expect(created.status).toBe(302);
  return member;
}

describeWithDatabases("member forms: login and sign-up page actions", (ctx) => {
  it("logs in like the API: field errors, the API's message, cookies and a checked target", async () => {
    const member = await signUp(ctx());
    const empty = await outcome(loginAction(formPost(ctx(), "/member/login", { mbId: " ", mbPassword: "" })));
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: { mbId: ["아이디를 입력해주세요."], mbPassword: ["비밀번호를 입력해주세요."] } });

    const wrong = await outcome(loginAction(formPost(ctx(), "/member/login", { mbId: member.mbId, mbPassword: "wrong1234" })));
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ error: { "": [LOGIN_FAILED_MESSAGE] }, initialValue: { mbId: member.mbId } });
    expect(JSON.stringify(wrong.body)).not.toContain("wrong1234");
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const right = { mbId: member.mbId.toUpperCase(), mbPassword: member.mbPassword };
    const done = await outcome(loginAction(formPost(ctx(), "/member/login", { ...right, url: "/mypage/mySpec?tab=1" })));
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/mypage/mySpec?tab=1");
    expect(done.headers.getSetCookie().every((cookie) => /HttpOnly/.test(cookie))).toBe(true);
    const { accessToken } = cookiesOf(new Response(null, { headers: done.headers }));
    expect(await ctx().services.members.memberForToken(accessToken ?? null)).toMatchObject({ loginId: member.mbId });

    for (const url of ["https://evil.example/", "//evil.example/", "/\\evil.example"]) {
      const offSite = await outcome(loginAction(formPost(ctx(), "/member/login", { ...right, url })));
      expect(offSite.headers.get("location")).toBe("/");
    }
  });

  it("refuses a login form from another site and slows a guessing client", async () => {
    const member = await signUp(ctx());
    const crossSiteHeaders: Array<Record<string, string>> = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "", origin: "https://evil.example" },
    ];
    for (const headers of crossSiteHeaders) {
      const crossSite = await outcome(
        loginAction(formPost(ctx(), "/member/login", { mbId: member.mbId, mbPassword: member.mbPassword }, headers)),
      );
      expect(crossSite.status).toBe(403);
      expect(crossSite.headers.getSetCookie()).toEqual([]);
    }

    const guess = (i: number) => {
      const args = formPost(ctx(), "/member/login", { mbId: member.mbId, mbPassword: `wrong${i}` }) as {
        context: { clientAddress: string };
      };
      args.context.clientAddress = "10.250.0.1";
      return outcome(loginAction(args as never));
    };
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await guess(i));
    const refused = answers.find((answer) => answer.status === 429);
    if (!refused) throw new Error("wrong passwords from one client were never slowed down");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused.body).toMatchObject({ error: { "": [expect.stringMatching(/^로그인 시도가 너무 많습니다\. .+ 후 다시/)] } });
  });

  it("keeps the login page out of shared caches", async () => {
    const { headers } = await import("../../../app/routes/member/login");
    const parentHeaders = new Headers({ "Set-Cookie": "a=1" });
    const result = new Headers(headers({ parentHeaders } as never));
    expect(result.get("cache-control")).toBe("private, no-store");
    expect(result.get("set-cookie")).toBe("a=1");
    const page = await loginLoader({
      request: new Request(`${ORIGIN}/member/login`, { headers: { referer: `${ORIGIN}/jnLics/licenseInfo?id=1` } }),
      context: { services: ctx().services },
      params: {},
    } as never);
    expect(page).toMatchObject({ redirectTo: "/jnLics/licenseInfo?id=1", loggedIn: false });
  });

  it("signs up like the API: field errors, a named conflict, then logged in", async () => {
    const member = newMember();
    const fields = { ...Object.fromEntries(Object.entries(member).map(([k, v]) => [k, String(v)])), agreeTerms: "1" };
    const invalid = await outcome(
      registerAction(formPost(ctx(), "/member/register.php", { ...fields, mbHp: "12", agreeTerms: "", mbPasswordConfirm: "x" })),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      result: {
        error: {
          mbHp: ["휴대폰 번호 형식이 올바르지 않습니다."],
          agreeTerms: ["이용약관과 개인정보 처리방침에 동의해주세요."],
        },
      },
    });
    expect(JSON.stringify(invalid.body)).not.toContain(member.mbPassword);

    const mismatch = await outcome(
      registerAction(formPost(ctx(), "/member/register.php", { ...fields, mbPasswordConfirm: "other1234" })),
    );
    expect(mismatch.body).toMatchObject({ result: { error: { mbPasswordConfirm: ["비밀번호가 서로 일치하지 않습니다."] } } });

    const created = await outcome(
      registerAction(
        formPost(ctx(), "/member/register.php", {
          ...fields,
          mbPasswordConfirm: member.mbPassword,
          withDialog: "1",
          url: "/jnTalk",
        }),
      ),
    );
    expect(created.status).toBe(200);
    // Without SMTP_URL the page says that the address cannot be verified (issue 34).
    expect(created.body).toMatchObject({
      joinedTo: "/jnTalk",
      verificationNotice: "이 사이트는 메일 발송이 설정되지 않아 이메일 주소를 인증할 수 없습니다. 주소는 미인증으로 남습니다.",
    });
    const { accessToken } = cookiesOf(new Response(null, { headers: created.headers }));
    expect(await ctx().services.members.memberForToken(accessToken ?? null)).toMatchObject({ loginId: member.mbId });

    // A sign-up logs the browser in, so another site's form must not create and enter an account.
    const crossSite = await outcome(
      registerAction(
        formPost(
          ctx(),
          "/member/register.php",
          { ...fields, mbId: `${member.mbId}x`, mbEmail: "x@example.com", mbPasswordConfirm: member.mbPassword },
          { "sec-fetch-site": "cross-site" },
        ),
      ),
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.getSetCookie()).toEqual([]);
    expect(await ctx().services.members.login(`${member.mbId}x`, member.mbPassword, newClientAddress())).toEqual({
      ok: false,
      reason: "invalid",
    });

    const taken = await outcome(
      registerAction(
        formPost(ctx(), "/member/register.php", {
          ...fields,
          mbEmail: "other@example.com",
          mbPasswordConfirm: member.mbPassword,
        }),
      ),
    );
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ result: { error: { mbId: ["이미 사용 중인 아이디입니다."] } } });
  });
});

describeWithDatabases("member forms: personal-info edit page action", (ctx) => {
  it("saves the profile, names a taken e-mail and checks the new password twice", async () => {
    const other = await signUp(ctx());
    const session = await registerAndLogin(ctx());
    const { members } = ctx().services;
    const me = await members.currentMember(new Request(ORIGIN, { headers: session.headers }));
    if (!me) throw new Error("not logged in");
    const cookie = `accessToken=${session.accessToken}; ${RECONFIRM_COOKIE}=${await members.issueReconfirmation(me.id)}`;
    const edit = (fields: Record<string, string>) =>
      outcome(registerAction(formPost(ctx(), "/member/register.php?w=u", fields, { cookie, origin: ORIGIN })));
    const profile = { intent: "profile", mbName: "새이름", mbNick: "새닉네임", mbEmail: "", mbHp: "010-1111-2222" };

    const invalid = await edit(profile);
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      intent: "profile",
      ok: false,
      result: { error: { mbEmail: ["이메일 형식이 올바르지 않습니다."] } },
    });
    // Only an address its member verified is taken (an unverified holder blocks nobody: issue 34).
    await ctx().database.db.update(membersTable).set({ emailVerifiedAt: new Date() }).where(eq(membersTable.loginId, other.mbId));
    const taken = await edit({ ...profile, mbEmail: other.mbEmail });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ result: { error: { mbEmail: ["이미 사용 중인 이메일입니다."] } } });
    const saved = await edit({ ...profile, mbEmail: `new.${session.loginId}@example.com` });
    expect(saved.body).toMatchObject({
      intent: "profile",
      ok: true,
      message:
        "개인정보를 저장했습니다. 이 사이트는 메일 발송이 설정되지 않아 이메일 주소를 인증할 수 없습니다. 주소는 미인증으로 남습니다.",
    });
    expect(await members.memberInfo(me.id)).toMatchObject({ name: "새이름", phone: "010-1111-2222" });

    const mismatch = await edit({ intent: "password", newPassword: "Newpass123", newPasswordConfirm: "Newpass124" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ result: { error: { newPasswordConfirm: ["새 비밀번호가 서로 일치하지 않습니다."] } } });
    expect(JSON.stringify(mismatch.body)).not.toContain("Newpass12");
    const changed = await edit({ intent: "password", newPassword: "Newpass123", newPasswordConfirm: "Newpass123" });
    expect(changed.body).toMatchObject({ intent: "password", ok: true });
    expect(await members.login(session.loginId, "Newpass123", newClientAddress())).toMatchObject({ ok: true });
  });
});
