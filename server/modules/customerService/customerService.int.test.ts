import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { POLICY_KINDS } from "../../../shared/service";
import { auditLogs, memberAgreements, members, policyVersions } from "../../db/schema";
import { describeWithDatabases } from "../../test/databases";
import { newMember } from "../members/test-helpers";

interface Paged {
  data: {
    list: Array<Record<string, unknown>>;
    page: { page: number; totalItems: number; itemsPerPage: number; visiblePages: number };
  };
}

describeWithDatabases("customer service", (ctx) => {
  const admin = { id: 0, loginId: "" };

  it("has a first version of every policy, written in Korean", async () => {
    for (const kind of POLICY_KINDS) {
      const { shown, versions } = await ctx().services.customerService.policy(kind);
      expect(shown?.version).toBe("v1.0");
      expect(shown?.body.length).toBeGreaterThan(300);
      expect(versions).toHaveLength(1);
    }
    const privacy = await ctx().services.customerService.policy("personalInfo");
    for (const word of ["아이디", "이름", "닉네임", "이메일", "휴대폰", "나이", "성별", "탈퇴", "파기"])
      expect(privacy.shown?.body).toContain(word);
  });

  it("answers notice-list and faq-list in the paged shape with page size 10", async () => {
    const notices = (await (await ctx().request("/v2/service/notice-list")).json()) as Paged;
    expect(notices.data.page).toMatchObject({ page: 1, itemsPerPage: 10 });
    expect(notices.data.list[0]).toMatchObject({
      wr_subject: expect.stringContaining("개인정보처리방침"),
      wr_datetime: "2026.11.23",
    });

    const all = (await (await ctx().request("/v2/service/faq-list")).json()) as Paged;
    expect(all.data.page.itemsPerPage).toBe(10);
    expect(all.data.page.totalItems).toBeGreaterThanOrEqual(8);
    const members = (await (await ctx().request("/v2/service/faq-list?code=01&pageSize=1&page=2")).json()) as Paged;
    expect(members.data.list).toHaveLength(1);
    expect(members.data.list[0]).toMatchObject({
      code: "01",
      category: "회원·계정",
      fa_subject: expect.any(String),
      fa_content: expect.any(String),
    });
  });

  it("rejects bad list parameters with a Korean 400", async () => {
    for (const path of ["/v2/service/faq-list?code=99", "/v2/service/notice-list?page=0", "/v2/service/faq-list?pageSize=101"]) {
      const res = await ctx().request(path);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/[가-힣]/);
    }
  });

  it("records the current terms and privacy versions a new member agreed to", async () => {
    const member = newMember();
    expect((await ctx().request("/v2/member/register", { method: "POST", json: member })).status).toBe(201);
    const db = ctx().database.db;
    const [row] = await db.select({ id: members.id }).from(members).where(eq(members.loginId, member.mbId));
    const agreed = await db
      .select({ kind: policyVersions.kind, version: policyVersions.version })
      .from(memberAgreements)
      .innerJoin(policyVersions, eq(policyVersions.id, memberAgreements.policyVersionId))
      .where(eq(memberAgreements.memberId, row?.id ?? 0));
    expect(agreed.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: "memberClause", version: "v1.0" },
      { kind: "personalInfo", version: "v1.0" },
    ]);
  });

  it("publishes notices and policy versions with an audit entry; future versions wait for their date", async () => {
    const { customerService } = ctx().services;
    const created = await ctx().request("/v2/member/register", { method: "POST", json: newMember() });
    expect(created.status).toBe(201);
    const [actorRow] = await ctx().database.db.select().from(members).limit(1);
    Object.assign(admin, { id: actorRow?.id, loginId: actorRow?.loginId });

    const id = await customerService.admin.saveNotice(admin, null, {
      title: "점검 안내",
      body: "본문",
      isPublished: false,
      isPinned: false,
    });
    expect(await customerService.notice(id)).toBeNull();
    await customerService.admin.saveNotice(admin, id, { title: "점검 안내", body: "본문", isPublished: true, isPinned: true });
    const list = (await (await ctx().request("/v2/service/notice-list")).json()) as Paged;
    expect(list.data.list[0]).toMatchObject({ wr_id: id, wr_subject: "점검 안내", is_notice: 1 });
    const audit = await ctx()
      .database.db.select()
      .from(auditLogs)
      .where(eq(auditLogs.target, `notice:${id}`));
    expect(audit.map((a) => a.action).sort()).toEqual(["notice.create", "notice.update"]);
    expect(audit.find((a) => a.action === "notice.update")?.before).toMatchObject({ isPublished: false });

    const future = await customerService.admin.addPolicyVersion(admin, {
      kind: "youthPolicy",
      version: "v2.0",
      effectiveOn: "2999-01-01",
      body: "미래",
    });
    expect(future.ok).toBe(true);
    expect((await customerService.policy("youthPolicy")).shown?.version).toBe("v1.0");
    const past = await customerService.admin.addPolicyVersion(admin, {
      kind: "youthPolicy",
      version: "v1.1",
      effectiveOn: "2026-11-24",
      body: "개정",
    });
    expect(past.ok).toBe(true);
    expect((await customerService.policy("youthPolicy", undefined, "2026-12-01")).shown?.version).toBe("v1.1");
    expect(
      await customerService.admin.addPolicyVersion(admin, {
        kind: "youthPolicy",
        version: "v1.1",
        effectiveOn: "2027-01-01",
        body: "중복",
      }),
    ).toEqual({
      ok: false,
      reason: "duplicate",
    });
  });

  it("shows the active popup inside its period only", async () => {
    const { customerService } = ctx().services;
    expect((await customerService.activePopup("2026-11-23"))?.label).toBe("시험일정");
    const id = await customerService.admin.savePopup(admin, null, {
      label: "공지",
      text: "12월 점검",
      linkText: undefined,
      linkUrl: "/service/notice",
      startsOn: "2030-01-01",
      endsOn: "2030-01-31",
      isActive: true,
      sortOrder: 0,
    });
    await customerService.admin.deletePopup(
      admin,
      (await customerService.admin.popups()).find((p) => p.label === "시험일정")?.id ?? 0,
    );
    expect(await customerService.activePopup("2026-11-23")).toBeNull();
    expect(await customerService.activePopup("2030-01-15")).toMatchObject({ text: "12월 점검", linkUrl: "/service/notice" });
    expect(id).toBeGreaterThan(0);
  });
});
