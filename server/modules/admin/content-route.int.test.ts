import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { action } from "../../../app/routes/adm/content";
import { loader as licensePage } from "../../../app/routes/jnLics/licenseInfo";
import { auditLogs, members, onlineLectures } from "../../db/schema";
import { describeWithDatabases, routeContext, type TestContext } from "../../test/databases";
import { SNAPSHOT_NOW } from "../../test/snapshot";
import { registerAndLogin, type Session } from "../members/test-helpers";

type Outcome = { status: 200; body: Awaited<ReturnType<typeof action>> } | { status: number; message: string; location?: string };

/** POST /adm/content/<type> through its route action: what it answers, or the status it throws. */
async function post(ctx: TestContext, type: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const request = new Request(`http://localhost/adm/content/${type}`, {
    method: "POST",
    headers,
    body: new URLSearchParams(form),
  });
  try {
    return {
      status: 200,
      body: await action({ request, context: routeContext(ctx.services), params: { type } } as Parameters<typeof action>[0]),
    };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, message: "", location: thrown.headers.get("location") ?? "" };
    // React Router's data(): the status and the message shown on the error page.
    const { init, data } = thrown as { init: { status: number }; data: string };
    return { status: init.status, message: data };
  }
}

/** The CSRF token the admin pages put into their forms for this session. */
async function csrfOf(ctx: TestContext, session: Session): Promise<string> {
  const member = await ctx.services.members.currentMember(new Request("http://localhost/adm", { headers: session.headers }));
  if (!member) throw new Error("session not recognised");
  return ctx.services.admin.csrf.tokenFor(member.familyId);
}

async function lecturesTitled(ctx: TestContext, title: string) {
  return ctx.database.db.select().from(onlineLectures).where(eq(onlineLectures.title, title));
}

describeWithDatabases("admin content action (/adm/content/:type)", (ctx) => {
  beforeAll(() => {
    ctx().clock.set(new Date(SNAPSHOT_NOW));
  });

  const lecture = () => ({
    intent: "create",
    licenseId: "1320",
    title: `정보처리기사 실기 특강 ${randomBytes(3).toString("hex")}`,
    provider: "자격나침반 아카데미",
    url: "https://example.com/lecture",
    price: "39000",
  });

  it("saves an admin's lecture, audits it and shows it on the license page at once", async () => {
    const session = await registerAndLogin(ctx());
    await ctx().database.db.update(members).set({ isAdmin: true }).where(eq(members.loginId, session.loginId));
    const context = routeContext(ctx().services);
    const pageRequest = () => new Request("http://localhost/jnLics/licenseInfo?ld_id=1320");
    const before = await licensePage({ request: pageRequest(), context, params: {} } as Parameters<typeof licensePage>[0]);

    const form = { ...lecture(), csrf: await csrfOf(ctx(), session) };
    const outcome = (await post(ctx(), "lectures", form, session.headers)) as Outcome;
    expect(outcome).toMatchObject({ status: 200, body: { ok: true } });
    if (!("body" in outcome)) throw new Error("no body");
    expect(outcome.body.message).toMatch(/^등록했습니다 \(#\d+\)\. 공개 화면에 바로 반영됩니다\.$/);

    const [row] = await lecturesTitled(ctx(), form.title);
    expect(row).toMatchObject({ licenseId: "1320", provider: form.provider, url: form.url, price: 39000 });
    const audit = await ctx()
      .database.db.select()
      .from(auditLogs)
      .where(eq(auditLogs.target, `lectures:${row?.id}`));
    expect(audit.map((a) => [a.action, a.actorLoginId])).toEqual([["lectures.create", session.loginId]]);

    const after = await licensePage({ request: pageRequest(), context, params: {} } as Parameters<typeof licensePage>[0]);
    expect(after.lectures.page.totalItems).toBe(before.lectures.page.totalItems + 1);
    expect(after.lectures.list.map((l) => l.title)).toContain(form.title);
  });

  it("answers an admin's lecture without a title with the field's error and saves nothing", async () => {
    const session = await registerAndLogin(ctx());
    await ctx().database.db.update(members).set({ isAdmin: true }).where(eq(members.loginId, session.loginId));
    const form = { ...lecture(), title: "", csrf: await csrfOf(ctx(), session) };
    const outcome = (await post(ctx(), "lectures", form, session.headers)) as Outcome;
    expect(outcome).toMatchObject({ status: 200, body: { ok: false, message: "입력값을 확인해주세요." } });
    if (!("body" in outcome)) throw new Error("no body");
    expect(outcome.body).toMatchObject({ result: { error: { title: ["강의명을(를) 입력해주세요."] } } });
    expect(Object.keys(("result" in outcome.body && outcome.body.result?.error) || {})).toEqual(["title"]);
  });

  it("refuses a member who is not an admin with 403, a visitor with the login page, and a form without the session's token", async () => {
    const member = await registerAndLogin(ctx());
    const byMember = lecture();
    expect(await post(ctx(), "lectures", { ...byMember, csrf: await csrfOf(ctx(), member) }, member.headers)).toEqual({
      status: 403,
      message: "관리자만 이용할 수 있습니다.",
    });

    const byVisitor = lecture();
    expect(await post(ctx(), "lectures", byVisitor)).toEqual({
      status: 302,
      message: "",
      location: `/member/login?url=${encodeURIComponent("/adm/content/lectures")}`,
    });

    const admin = await registerAndLogin(ctx());
    await ctx().database.db.update(members).set({ isAdmin: true }).where(eq(members.loginId, admin.loginId));
    const forged = lecture();
    expect(await post(ctx(), "lectures", { ...forged, csrf: await csrfOf(ctx(), member) }, admin.headers)).toEqual({
      status: 403,
      message: "보안 토큰이 맞지 않습니다. 페이지를 새로 고친 뒤 다시 시도해주세요.",
    });

    for (const form of [byMember, byVisitor, forged]) expect(await lecturesTitled(ctx(), form.title)).toEqual([]);
  });
});
