import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { loader as adminInquiries, action as answerAction } from "../../../app/routes/adm/inquiries";
import { loader as inquiryPage } from "../../../app/routes/service/inquiryDetail";
import { action as writeAction } from "../../../app/routes/service/inquiryWrite";
import { auditLogs } from "../../db/schema";
import { createLogger } from "../../logger";
import { createRateLimits } from "../../rate-limits.server";
import { describeWithDatabases } from "../../test/databases";
import { adminSession, callRoute, postRequest } from "../admin/route-test-helpers";
import { registerAndLogin } from "../members/test-helpers";
import type { MailMessage } from "../notifications/mailer.server";
import { createNotificationsService } from "../notifications/service.server";
import { memberIdOf } from "../notifications/test-helpers";
import { createInquiryService, INQUIRY_LIMITED_MESSAGE } from "./inquiries.server";

describeWithDatabases("1:1 inquiries", (ctx) => {
  it("a member writes an inquiry, an admin finds and answers it, the member reads the answer and is notified", async () => {
    const member = await registerAndLogin(ctx());
    const memberId = await memberIdOf(ctx().database.db, member.loginId);
    const title = `알림 메일이 오지 않아요 ${Date.now()}`;

    const refused = await callRoute(
      ctx(),
      writeAction,
      postRequest("/service/inquiry/write", member, { category: "x", title: "", body: "내용" }),
    );
    // React Router's data(): the reply and the 400 the page is sent with.
    const reply = refused.body as unknown as { data: { result: { error: Record<string, string[]> } }; init: { status: number } };
    expect(reply.init.status).toBe(400);
    expect(reply.data.result.error).toMatchObject({
      category: ["문의 유형을 선택해주세요."],
      title: ["제목을(를) 입력해주세요."],
    });

    const written = await callRoute(
      ctx(),
      writeAction,
      postRequest("/service/inquiry/write", member, {
        category: "notification",
        title,
        body: "관심 자격증 알림 메일이 오지 않습니다.",
      }),
    );
    expect(written.status).toBe(302);
    const id = Number(written.location.split("/").at(-1));
    expect(written.location).toBe(`/service/inquiry/${id}`);

    const admin = await adminSession(ctx());
    const listed = await callRoute(
      ctx(),
      adminInquiries,
      new Request(`http://localhost/adm/inquiries?q=${encodeURIComponent(title)}&status=received`, {
        headers: admin.session.headers,
      }),
    );
    expect(listed.body?.list.items.map((i) => i.id)).toEqual([id]);
    expect(listed.body?.list.items[0]?.loginId).toBe(member.loginId);

    const answer = "알림 설정에서 이메일 알림이 켜져 있는지 확인해 주세요.";
    const answered = await callRoute(
      ctx(),
      answerAction,
      postRequest("/adm/inquiries", admin.session, { csrf: admin.csrf, intent: "answer", id: String(id), answer }),
    );
    expect(answered.body).toEqual({ ok: true, message: "답변을 등록했습니다. 회원에게 알림을 보냈습니다." });

    const page = await callRoute(
      ctx(),
      inquiryPage,
      new Request(`http://localhost/service/inquiry/${id}`, { headers: member.headers }),
      {
        id: String(id),
      },
    );
    expect(page.body?.inquiry).toMatchObject({ status: "answered", answer, title });
    const { list } = await ctx().services.notifications.notifications(memberId, 1, 10);
    expect(list).toEqual([
      expect.objectContaining({ title: "1:1 문의에 답변이 등록되었습니다", link: `/service/inquiry/${id}`, read: false }),
    ]);

    // A corrected answer changes the text without a second notification.
    await ctx().services.inquiries.admin.answer(admin.actor, id, `${answer} (수정)`);
    expect((await ctx().services.notifications.notifications(memberId, 1, 10)).totalItems).toBe(1);
    const audits = await ctx()
      .database.db.select()
      .from(auditLogs)
      .where(eq(auditLogs.target, `inquiry:${id}`));
    expect(audits.map((a) => a.action)).toEqual(["inquiry.answer", "inquiry.answer"]);
  });

  it("keeps inquiries to their member: another member's id is 404, and without login it goes to the login page", async () => {
    const owner = await registerAndLogin(ctx());
    const ownerId = await memberIdOf(ctx().database.db, owner.loginId);
    const id = await ctx().services.inquiries.create(ownerId, { category: "other", title: "남의 문의", body: "본문" });
    const other = await registerAndLogin(ctx());
    const seen = await callRoute(
      ctx(),
      inquiryPage,
      new Request(`http://localhost/service/inquiry/${id}`, { headers: other.headers }),
      {
        id: String(id),
      },
    );
    expect(seen).toMatchObject({ status: 404, message: "문의를 찾을 수 없습니다." });
    const anonymous = await callRoute(ctx(), inquiryPage, new Request(`http://localhost/service/inquiry/${id}`), {
      id: String(id),
    });
    expect(anonymous).toMatchObject({
      status: 302,
      location: `/member/login?url=${encodeURIComponent(`/service/inquiry/${id}`)}`,
    });
  });

  it("e-mails the answer through the reminders' mailer when e-mail is configured", async () => {
    const { database, services } = ctx();
    const sent: MailMessage[] = [];
    const mailing = createNotificationsService({
      db: database.db,
      config: services.config,
      logger: createLogger("silent"),
      clock: services.clock,
      mailer: { send: async (message) => void sent.push(message) },
    });
    const inquiries = createInquiryService({
      db: database.db,
      clock: services.clock,
      rateLimits: services.rateLimits,
      notify: mailing.notify,
    });
    const email = `inquiry.${Date.now()}@example.com`;
    const member = await registerAndLogin(ctx(), { mbEmail: email });
    const memberId = await memberIdOf(database.db, member.loginId);
    const id = await inquiries.create(memberId, { category: "account", title: "비밀번호 변경", body: "어디서 바꾸나요?" });
    const admin = await adminSession(ctx());
    await inquiries.admin.answer(admin.actor, id, "마이페이지 > 회원정보에서 바꿀 수 있습니다.");
    expect(sent).toEqual([
      expect.objectContaining({
        to: email,
        subject: "[자격나침반] 1:1 문의에 답변이 등록되었습니다",
        text: expect.stringContaining(`/service/inquiry/${id}`),
      }),
    ]);
  });

  it("limits a member to 5 inquiries an hour (429 with a Korean message), counted per member", async () => {
    const limits = createRateLimits(undefined, createLogger("silent"));
    const inquiries = createInquiryService({
      db: ctx().database.db,
      clock: ctx().services.clock,
      rateLimits: limits,
      notify: async () => undefined,
    });
    const member = await registerAndLogin(ctx());
    const memberId = await memberIdOf(ctx().database.db, member.loginId);
    const input = { category: "other" as const, title: "문의", body: "내용" };
    for (let i = 0; i < 5; i++) await inquiries.create(memberId, input);
    await expect(inquiries.create(memberId, input)).rejects.toMatchObject({ status: 429, message: INQUIRY_LIMITED_MESSAGE });
    const other = await registerAndLogin(ctx());
    expect(await inquiries.create(await memberIdOf(ctx().database.db, other.loginId), input)).toBeGreaterThan(0);
    await limits.close();
  });
});
