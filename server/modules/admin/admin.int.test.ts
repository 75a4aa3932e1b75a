import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { contentSchema, contentTypeOf } from "../../../shared/admin-content";
import { loadConfig } from "../../config.server";
import { auditLogs, members, menus, posts } from "../../db/schema";
import { createLogger } from "../../logger";
import { createServices } from "../../services.server";
import { describeWithDatabases, TEST_ENV } from "../../test/databases";
import { newMember, registerAndLogin } from "../members/test-helpers";
import { seedSite } from "../site/seed.server";

describeWithDatabases("admin console services", (ctx) => {
  async function register() {
    const m = newMember();
    expect((await ctx().request("/v2/member/register", { method: "POST", json: m })).status).toBe(201);
    const [row] = await ctx().database.db.select().from(members).where(eq(members.loginId, m.mbId));
    if (!row) throw new Error("member missing");
    return { ...m, id: row.id };
  }
  const login = (m: { mbId: string; mbPassword: string }) =>
    ctx().request("/v1/auth/token.php", { method: "POST", json: { mbId: m.mbId, mbPassword: m.mbPassword } });

  it("grants the first admin by login id (admin:grant) and logs it", async () => {
    const m = await register();
    const { members: admins } = ctx().services.admin;
    expect(await admins.grantByLoginId("nobody_at_all")).toBe("not_found");
    expect(await admins.grantByLoginId(m.mbId.toUpperCase())).toBe("granted");
    expect(await admins.grantByLoginId(m.mbId)).toBe("already");
    const [log] = await ctx()
      .database.db.select()
      .from(auditLogs)
      .where(eq(auditLogs.target, `member:${m.mbId}`));
    expect(log).toMatchObject({ action: "member.grantAdmin", actorLoginId: "(admin:grant 명령)", after: { isAdmin: true } });
  });

  it("hides, restores and deletes a reported post, each action in the audit log", async () => {
    const author = await registerAndLogin(ctx());
    const written = await ctx().request("/v2/board/posts", {
      method: "POST",
      headers: author.headers,
      json: { board: "free", title: "관리자 검토 대상 글", body: "본문" },
    });
    const { data } = (await written.json()) as { data: { id: number } };
    const admin = await register();
    const actor = { id: admin.id, loginId: admin.mbId };
    const statusOf = async () =>
      (await ctx().database.db.select({ status: posts.status }).from(posts).where(eq(posts.id, data.id)))[0]?.status;

    await ctx().services.admin.moderate(actor, "post", data.id, "hide");
    expect(await statusOf()).toBe("hidden");
    expect((await ctx().request(`/v2/board/posts/${data.id}`)).status).toBe(404);
    await ctx().services.admin.moderate(actor, "post", data.id, "restore");
    expect((await ctx().request(`/v2/board/posts/${data.id}`)).status).toBe(200);
    await ctx().services.admin.moderate(actor, "post", data.id, "remove");
    expect(await statusOf()).toBe("deleted");
    const logs = await ctx()
      .database.db.select()
      .from(auditLogs)
      .where(eq(auditLogs.target, `post:${data.id}`));
    expect(logs.map((l) => l.action)).toEqual(["moderation.hide", "moderation.restore", "moderation.remove"]);
  });

  it("bans a member (no login, sessions ended) and lifts the ban", async () => {
    const adminMember = await register();
    const target = await register();
    const actor = { id: adminMember.id, loginId: adminMember.mbId };
    const { members: admins } = ctx().services.admin;
    const session = (await (await login(target)).json()) as { accessToken: string };
    expect(await admins.ban(actor, actor.id, 7)).toMatchObject({ ok: false });
    expect(await admins.ban(actor, target.id, 7)).toEqual({ ok: true, message: "7일 동안 이용을 정지했습니다." });
    expect((await ctx().request("/v2/member/member-info", { headers: { "x-access-token": session.accessToken } })).status).toBe(
      401,
    );
    expect(((await (await login(target)).json()) as { result: boolean }).result).toBe(false);
    await admins.ban(actor, target.id, 0);
    expect(((await (await login(target)).json()) as { result: boolean }).result).toBe(true);
    expect(await admins.setRole(actor, actor.id, false)).toMatchObject({ ok: false });
  });

  it("adds an institute and a lecture that the public APIs list at once", async () => {
    const adminMember = await register();
    const actor = { id: adminMember.id, loginId: adminMember.mbId };
    const { content } = ctx().services.admin;
    const institutes = contentTypeOf("institutes");
    const lectures = contentTypeOf("lectures");
    if (!institutes || !lectures) throw new Error("content types missing");
    const bad = await content.create(
      actor,
      institutes,
      contentSchema(institutes).parse({ name: "테스트학원", region: "서울", licenseIds: "NOPE999" }),
    );
    expect(bad).toEqual({ ok: false, errors: { licenseIds: "자격증 ID를 찾을 수 없습니다: NOPE999" } });
    const made = await content.create(
      actor,
      institutes,
      contentSchema(institutes).parse({
        name: "관리자등록학원",
        region: "제주",
        address: "제주시 1",
        licenseIds: "1320",
      }),
    );
    expect(made.ok).toBe(true);
    const list = await ctx().services.education.listInstitutes({ region: "제주", page: 1, pageSize: 10 });
    expect(list.items.map((i) => i.name)).toContain("관리자등록학원");

    const lecture = await content.create(
      actor,
      lectures,
      contentSchema(lectures).parse({
        licenseId: "1320",
        title: "관리자 강의",
        price: "10000",
        url: "https://example.com/l",
      }),
    );
    expect(lecture.ok).toBe(true);
    const res = await ctx().request("/v1/jnLics/onlineLecture.php", { method: "POST", json: { ld_id: "1320", page: 1 } });
    expect(JSON.stringify(await res.json())).toContain("관리자 강의");
    const logs = await ctx().database.db.select().from(auditLogs).where(eq(auditLogs.actorId, actor.id));
    expect(logs.map((l) => l.action).sort()).toEqual(["institutes.create", "lectures.create"]);
  });

  it("keeps menu order and flags an admin saved when the start-up seed runs again", async () => {
    const adminMember = await register();
    const actor = { id: adminMember.id, loginId: adminMember.mbId };
    expect(await ctx().services.admin.saveMenu(actor, "001", { sortOrder: 42, useSide: false, useActive: false })).toBe(true);
    await seedSite(ctx().database.db, { log: () => {} });
    const [row] = await ctx().database.db.select().from(menus).where(eq(menus.code, "001"));
    expect(row).toMatchObject({ sortOrder: 42, useSide: false, useActive: false, adminEdited: true });
    const head = (await (await ctx().request("/v2/contents/main-head")).json()) as {
      data: Array<{ me_code: string; useActive: string }>;
    };
    expect(head.data.find((m) => m.me_code === "001")?.useActive).toBe("n");
  });

  it("another instance with the same AUTH_SECRET accepts the admin form token; one with another secret refuses it", () => {
    const instance = (secret: string) =>
      createServices(ctx().database, loadConfig({ ...process.env, ...TEST_ENV, AUTH_SECRET: secret }), createLogger("silent"));
    const token = ctx().services.admin.csrf.tokenFor("family-a");
    expect(instance(TEST_ENV.AUTH_SECRET).admin.csrf.verify("family-a", token)).toBe(true);
    expect(instance("another-deployment-secret-0123456789abcdef").admin.csrf.verify("family-a", token)).toBe(false);
  });
});
