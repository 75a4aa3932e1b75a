import { expect, it } from "vitest";
import { action as faqAction } from "../../../app/routes/adm/faq";
import { action as membersAction } from "../../../app/routes/adm/members";
import { action as menusAction } from "../../../app/routes/adm/menus";
import { action as stepOneAction } from "../../../app/routes/eduTech/step1";
import { action as leaveAction } from "../../../app/routes/member/memberLeave";
import { action as readAction } from "../../../app/routes/mypage/notifications";
import { action as remindersAction } from "../../../app/routes/mypage/reminders";
import { describeWithDatabases } from "../../test/databases";
import { registerAndLogin, type Session } from "../members/test-helpers";
import { adminSession, callRoute, postRequest } from "./route-test-helpers";

/** The actions moved to Conform in decision 0074: Korean messages per field, values echoed, passwords not. */
describeWithDatabases("form actions on Conform (decision 0074)", (ctx) => {
  /** Status and body of an action's answer, whether it returned plain data or `data(…, { status })`. */
  async function post(action: (args: never) => Promise<unknown>, path: string, session: Session, fields: Record<string, string>) {
    const answer = await callRoute(ctx(), action, postRequest(path, session, fields));
    const body = answer.body as { data?: unknown; init?: { status?: number } | null } | undefined;
    if (body && typeof body === "object" && "init" in body) return { status: body.init?.status ?? 200, body: body.data };
    return { status: answer.status, body: answer.body };
  }

  it("answers an admin form's refusal with the field's Korean message and the values typed", async () => {
    const admin = await adminSession(ctx());
    const refused = await callRoute(
      ctx(),
      faqAction,
      postRequest("/adm/faq", admin.session, { csrf: admin.csrf, intent: "save", category: "01", question: " ", answer: "답" }),
    );
    expect(refused.body).toMatchObject({
      ok: false,
      message: "질문을(를) 입력해주세요.",
      result: { error: { question: ["질문을(를) 입력해주세요."] }, initialValue: { answer: "답", category: "01" } },
    });

    const menu = await callRoute(
      ctx(),
      menusAction,
      postRequest("/adm/menus", admin.session, { csrf: admin.csrf, intent: "save", code: "100", sortOrder: "-1" }),
    );
    expect(menu.body).toMatchObject({ ok: false, message: "순서는 0 이상의 정수로 입력해주세요." });

    const ban = await callRoute(
      ctx(),
      membersAction,
      postRequest("/adm/members", admin.session, { csrf: admin.csrf, intent: "ban", id: String(admin.actor.id), days: "3651" }),
    );
    expect(ban.body).toMatchObject({ ok: false, message: "정지 일수는 0~3650 사이의 정수여야 합니다." });
  });

  it("refuses a leave without a reason or with a wrong password, and never echoes the password", async () => {
    const member = await registerAndLogin(ctx());
    const noReason = await post(leaveAction, "/member/memberLeave", member, { detail: "안녕히", mbPassword: "secret-1" });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({
      result: { error: { reason: ["탈퇴 사유를 선택해주세요."] }, initialValue: { detail: "안녕히" } },
    });
    expect(JSON.stringify(noReason.body)).not.toContain("secret-1");

    const wrong = await post(leaveAction, "/member/memberLeave", member, { reason: "01", mbPassword: "not-the-password-1" });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ result: { error: { mbPassword: ["비밀번호가 올바르지 않습니다."] } } });
    expect(JSON.stringify(wrong.body)).not.toContain("not-the-password-1");
  });

  it("refuses reminder settings out of range and a read with nothing selected, in Korean", async () => {
    const member = await registerAndLogin(ctx());
    const tooFar = await post(remindersAction, "/mypage/reminders", member, { intent: "save", offsets: "31", email: "on" });
    expect(tooFar.body).toEqual({ ok: null, error: "알림 시점은 0(당일)부터 30일 전까지 선택할 수 있습니다." });
    const saved = await post(remindersAction, "/mypage/reminders", member, { intent: "save", offsets: "7", email: "on" });
    expect(saved.body).toEqual({ ok: "알림 설정을 저장했습니다.", error: null });
    const me = await ctx().services.members.currentMember(new Request("http://localhost/", { headers: member.headers }));
    expect(await ctx().services.notifications.settings(me?.id ?? 0)).toMatchObject({ offsets: [7], email: true });

    expect((await post(readAction, "/mypage/notifications", member, { id: "abc" })).body).toEqual({
      error: "읽음 처리할 알림을 선택해주세요.",
    });
    expect((await post(readAction, "/mypage/notifications", member, { all: "1" })).body).toEqual({ error: null });
  });

  it("asks for a field and a level on the eduTech step 1, without JavaScript", async () => {
    const answer = await post(stepOneAction, "/eduTech/step1", await registerAndLogin(ctx()), { attemptId: "x" });
    expect(answer.body).toMatchObject({
      result: { error: { field: ["관심 분야를 하나 이상 골라 주세요."], level: ["현재 수준을 골라 주세요."] } },
    });
  });
});
