import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { CONTENT_TYPES, type ContentField, contentSchema } from "../../../shared/admin-content";
import { faqInput, noticeInput, policyInput, popupInput } from "../../../shared/service-admin";
import {
  auditLogs,
  educationInstituteLicenses,
  educationInstitutes,
  faqs,
  licenseGoods,
  members,
  menus,
  notices,
  onlineLectures,
  policyVersions,
  sitePopups,
  universityPrivileges,
} from "../../db/schema";
import { describeWithDatabases } from "../../test/databases";
import { newMember } from "../members/test-helpers";

/** A save that waits on itself (an outer handle inside its transaction) fails here instead of blocking the run. */
const SAVE_TIMEOUT_MS = 15_000;
const LICENSE_ID = "1320";

/** What an admin types into a content form's field (strings, as the form posts them). */
function typed(field: ContentField, tag: string): string {
  switch (field.kind) {
    case "number":
      return "12000";
    case "date":
      return new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    case "url":
      return `https://example.com/${tag}`;
    case "license":
    case "licenses":
      return LICENSE_ID;
    default:
      return field.name === "licenseId" ? LICENSE_ID : `${field.label} ${tag}`.slice(0, field.max ?? 200);
  }
}

describeWithDatabases("every admin form saves", (ctx) => {
  async function admin() {
    const m = newMember();
    expect((await ctx().request("/v2/member/register", { method: "POST", json: m })).status).toBe(201);
    const [row] = await ctx().database.db.select().from(members).where(eq(members.loginId, m.mbId));
    if (!row) throw new Error("member missing");
    return { id: row.id, loginId: row.loginId };
  }

  async function audited(target: string) {
    const rows = await ctx().database.db.select().from(auditLogs).where(eq(auditLogs.target, target));
    return rows.map((r) => r.action);
  }

  it.each(CONTENT_TYPES.map((t) => [t.type, t] as const))(
    "content kind %s, with a license ID, lands in its table and the audit log",
    async (_name, type) => {
      const actor = await admin();
      const tag = randomBytes(4).toString("hex");
      const form = Object.fromEntries(type.fields.map((f) => [f.name, typed(f, tag)]));
      const saved = await ctx().services.admin.content.create(actor, type, contentSchema(type).parse(form));
      if (!saved.ok) throw new Error(`${type.type} refused: ${JSON.stringify(saved.errors)}`);
      const { db } = ctx().database;
      if (type.type === "lectures") {
        const [row] = await db.select().from(onlineLectures).where(eq(onlineLectures.id, saved.id));
        expect(row).toMatchObject({ licenseId: LICENSE_ID, title: form.title, price: 12000 });
      } else if (type.goodsKind) {
        const [row] = await db.select().from(licenseGoods).where(eq(licenseGoods.id, saved.id));
        expect(row).toMatchObject({ licenseId: LICENSE_ID, kind: type.goodsKind, title: form.title, closesOn: form.closesOn });
      } else if (type.type === "institutes") {
        const [row] = await db.select().from(educationInstitutes).where(eq(educationInstitutes.id, saved.id));
        expect(row).toMatchObject({ name: form.name, region: form.region });
        const links = await db
          .select()
          .from(educationInstituteLicenses)
          .where(eq(educationInstituteLicenses.instituteId, saved.id));
        expect(links.map((l) => l.licenseId)).toEqual([LICENSE_ID]);
      } else {
        const [row] = await db.select().from(universityPrivileges).where(eq(universityPrivileges.id, saved.id));
        expect(row).toMatchObject({ university: form.university, licenseId: LICENSE_ID, privilege: form.privilege });
      }
      expect(await audited(`${type.type}:${saved.id}`)).toEqual([`${type.type}.create`]);
    },
    SAVE_TIMEOUT_MS,
  );

  it(
    "a university privilege naming an unknown license is kept without the link; the same one again is refused",
    async () => {
      const actor = await admin();
      const type = CONTENT_TYPES.find((t) => t.type === "privileges");
      if (!type) throw new Error("privileges type missing");
      const form = {
        university: `특전대학 ${randomBytes(3).toString("hex")}`,
        licenseName: "없는 자격증",
        licenseId: "NOPE999",
        privilege: "가산점",
        source: "대학 요강",
      };
      const saved = await ctx().services.admin.content.create(actor, type, contentSchema(type).parse(form));
      if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
      const [row] = await ctx().database.db.select().from(universityPrivileges).where(eq(universityPrivileges.id, saved.id));
      expect(row).toMatchObject({ university: form.university, licenseId: null });
      expect(await ctx().services.admin.content.create(actor, type, contentSchema(type).parse(form))).toEqual({
        ok: false,
        errors: { university: "같은 대학·학과·자격증의 특전이 이미 있습니다." },
      });
    },
    SAVE_TIMEOUT_MS,
  );

  it(
    "notices, FAQ, policies and popups: created and updated",
    async () => {
      const actor = await admin();
      const { admin: cs } = ctx().services.customerService;
      const { db } = ctx().database;
      const tag = randomBytes(4).toString("hex");

      const notice = noticeInput.parse({ title: `공지 ${tag}`, body: "본문", isPublished: "on" });
      const noticeId = await cs.saveNotice(actor, null, notice);
      await cs.saveNotice(actor, noticeId, { ...notice, title: `공지 수정 ${tag}` });
      const [noticeRow] = await db.select().from(notices).where(eq(notices.id, noticeId));
      expect(noticeRow).toMatchObject({ title: `공지 수정 ${tag}`, isPublished: true });
      expect(noticeRow?.publishedAt).not.toBeNull();
      expect(await audited(`notice:${noticeId}`)).toEqual(["notice.create", "notice.update"]);

      const faq = faqInput.parse({ category: "01", question: `질문 ${tag}`, answer: "답변", sortOrder: "3", isPublished: "on" });
      const faqId = await cs.saveFaq(actor, null, faq);
      await cs.saveFaq(actor, faqId, { ...faq, answer: "고친 답변" });
      const [faqRow] = await db.select().from(faqs).where(eq(faqs.id, faqId));
      expect(faqRow).toMatchObject({ question: `질문 ${tag}`, answer: "고친 답변", sortOrder: 3 });
      expect(await audited(`faq:${faqId}`)).toEqual(["faq.create", "faq.update"]);

      const effectiveOn = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      const policy = policyInput.parse({ kind: "memberClause", version: `v-${tag}`, effectiveOn, body: "약관 본문" });
      const published = await cs.addPolicyVersion(actor, policy);
      expect(published.ok).toBe(true);
      expect(await cs.addPolicyVersion(actor, policy)).toEqual({ ok: false, reason: "duplicate" });
      const [policyRow] = await db
        .select()
        .from(policyVersions)
        .where(and(eq(policyVersions.kind, "memberClause"), eq(policyVersions.version, `v-${tag}`)));
      expect(policyRow).toMatchObject({ effectiveOn, body: "약관 본문" });

      const popup = popupInput.parse({ label: "안내", text: `팝업 ${tag}`, linkUrl: "/jnLics", isActive: "on", sortOrder: "1" });
      const popupId = await cs.savePopup(actor, null, popup);
      await cs.savePopup(actor, popupId, { ...popup, isActive: false });
      const [popupRow] = await db.select().from(sitePopups).where(eq(sitePopups.id, popupId));
      expect(popupRow).toMatchObject({ text: `팝업 ${tag}`, linkUrl: "/jnLics", isActive: false });
      expect(await audited(`popup:${popupId}`)).toEqual(["popup.create", "popup.update"]);
    },
    SAVE_TIMEOUT_MS,
  );

  it(
    "menus, member ban and role grant",
    async () => {
      const actor = await admin();
      const target = await admin();
      const { admin: service } = ctx().services;
      const { db } = ctx().database;

      expect(await service.saveMenu(actor, "001", { sortOrder: 7, useSide: true, useActive: false })).toBe(true);
      const [menu] = await db.select().from(menus).where(eq(menus.code, "001"));
      expect(menu).toMatchObject({ sortOrder: 7, useSide: true, useActive: false, adminEdited: true });

      expect(await service.members.ban(actor, target.id, 3)).toEqual({ ok: true, message: "3일 동안 이용을 정지했습니다." });
      const [banned] = await db.select().from(members).where(eq(members.id, target.id));
      expect(banned?.bannedUntil?.getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);

      expect(await service.members.setRole(actor, target.id, true)).toEqual({ ok: true, message: "관리자 권한을 부여했습니다." });
      const [granted] = await db.select().from(members).where(eq(members.id, target.id));
      expect(granted?.isAdmin).toBe(true);
      expect(await audited(`member:${target.loginId}`)).toEqual(["member.ban", "member.grantAdmin"]);
    },
    SAVE_TIMEOUT_MS,
  );
});
