import { eq, like } from "drizzle-orm";
import { expect, it } from "vitest";
import { footerInfoOf } from "../../../app/lib/site-info";
import { action as boothsAction } from "../../../app/routes/adm/booths";
import { action as contentAction } from "../../../app/routes/adm/content";
import { loader as fairExport } from "../../../app/routes/adm/fairExport";
import { action as settingsAction } from "../../../app/routes/adm/settings";
import { loader as educationList } from "../../../app/routes/education/list";
import { loader as exhibition } from "../../../app/routes/exhibition";
import { loader as policyPage } from "../../../app/routes/service/policy";
import { educationInstitutes, eduFairRegistrations, exhibitionBooths } from "../../db/schema";
import { describeWithDatabases } from "../../test/databases";
import { adminSession, callRoute, postRequest } from "../admin/route-test-helpers";

const csvFile = (text: string) => new Blob([text], { type: "text/csv" });

describeWithDatabases("back office: fair registrations, booths, settings, list imports", (ctx) => {
  async function registration(name: string, createdAt: string, extra: Partial<typeof eduFairRegistrations.$inferInsert> = {}) {
    const [row] = await ctx()
      .database.db.insert(eduFairRegistrations)
      .values({
        name,
        organization: "한빛고등학교",
        phone: "010-1111-2222",
        consentedAt: new Date(createdAt),
        createdAt: new Date(createdAt),
        ...extra,
      })
      .returning({ id: eduFairRegistrations.id });
    return row?.id as number;
  }

  it("lists, searches and exports registrations as a CSV Excel opens in Korean", async () => {
    const admin = await adminSession(ctx());
    const tag = `검색${Date.now()}`;
    const kept = await registration(`${tag} 김교사`, "2026-11-20T10:00:00+09:00", { email: "teacher@example.kr", attendees: 25 });
    await registration('=HYPERLINK("http://evil")', "2026-11-21T10:00:00+09:00", { organization: tag });
    await ctx().services.fairAdmin.updateRegistration(admin.actor, kept, { status: "confirmed", adminMemo: "전화 확인" });

    const found = await ctx().services.fairAdmin.registrations({ q: tag, page: 1, pageSize: 10 });
    expect(found.total).toBe(2);
    const confirmed = await ctx().services.fairAdmin.registrations({ q: tag, status: "confirmed", page: 1, pageSize: 10 });
    expect(confirmed.items.map((r) => r.id)).toEqual([kept]);

    const exported = await callRoute(
      ctx(),
      fairExport,
      new Request(`http://localhost/adm/fair/export?q=${encodeURIComponent(tag)}`, { headers: admin.session.headers }),
    );
    const response = exported.body as Response;
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain("attachment;");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split("\r\n");
    expect(lines[0]).toBe("번호,신청일시,신청자,학교/기관,연락처,이메일,참가 인원,상태,메모");
    expect(lines).toContain(
      `${kept},2026.11.20 10:00,${tag} 김교사,한빛고등학교,010-1111-2222,teacher@example.kr,25,확정,전화 확인`,
    );
    // A visitor's formula is text in the spreadsheet, never run.
    expect(lines.find((l) => l.includes("HYPERLINK"))).toContain(`"'=HYPERLINK(""http://evil"")"`);

    const visitor = await callRoute(ctx(), fairExport, new Request("http://localhost/adm/fair/export"));
    expect(visitor.status).toBe(302);
  });

  it("deletes a fair's registrations a year after it ended, and only those", async () => {
    const admin = await adminSession(ctx());
    const { fairAdmin, site } = ctx().services;
    const old = await registration("지난 박람회 신청", "2026-05-01T12:00:00+09:00");
    const lastDay = await registration("종료일 신청", "2026-05-31T23:30:00+09:00");
    const next = await registration("다음 박람회 신청", "2026-06-01T09:00:00+09:00");
    const ids = async () =>
      (await ctx().database.db.select({ id: eduFairRegistrations.id }).from(eduFairRegistrations)).map((r) => r.id);

    expect(await fairAdmin.purgeExpired(new Date("2030-01-01T00:00:00Z"))).toBe(0);
    await site.settings.save(admin.actor, { fairEndsOn: "2026-05-31" });
    expect(fairAdmin.retentionOf("2026-05-31").deleteOn).toBe("2027-06-01");
    expect(await fairAdmin.purgeExpired(new Date("2027-05-31T23:00:00+09:00"))).toBe(0);
    expect(await ids()).toEqual(expect.arrayContaining([old, lastDay, next]));
    await fairAdmin.purgeExpired(new Date("2027-06-01T00:30:00+09:00"));
    const left = await ids();
    expect(left).not.toContain(old);
    expect(left).not.toContain(lastDay);
    expect(left).toContain(next);
    await site.settings.save(admin.actor, {});
  });

  it("saves site settings: the footer, 고객센터 and privacy policy show them", async () => {
    const admin = await adminSession(ctx());
    // What the root loader hands every page's footer (app/root.tsx: siteInfo).
    const root = async () => ({ data: { siteInfo: footerInfoOf(await ctx().services.site.settings.current()) } });
    expect((await root()).data.siteInfo).toMatchObject({ operatorName: "자격나침반 운영팀", social: [] });

    const refused = await callRoute(
      ctx(),
      settingsAction,
      postRequest("/adm/settings", admin.session, {
        csrf: admin.csrf,
        intent: "save",
        contactEmail: "not-mail",
        youtube: "http://x",
      }),
    );
    expect(refused.body).toMatchObject({
      ok: false,
      result: {
        error: {
          contactEmail: ["대표 이메일 형식이 올바르지 않습니다."],
          youtube: ["유튜브 주소는 https://로 시작하는 전체 주소로 입력해주세요."],
        },
      },
    });
    const saved = await callRoute(
      ctx(),
      settingsAction,
      postRequest("/adm/settings", admin.session, {
        csrf: admin.csrf,
        intent: "save",
        operatorName: "주식회사 자격나침반",
        contactPhone: "02-123-4567",
        privacyOfficerName: "김보호",
        privacyOfficerEmail: "privacy@example.kr",
        youtube: "https://www.youtube.com/@jagyeok",
      }),
    );
    expect(saved.body?.ok).toBe(true);
    expect((await root()).data.siteInfo).toMatchObject({
      operatorName: "주식회사 자격나침반",
      contactPhone: "02-123-4567",
      social: [{ label: "유튜브", url: "https://www.youtube.com/@jagyeok" }],
    });
    const policy = await callRoute(ctx(), policyPage, new Request("http://localhost/service/personalInfo"));
    expect(policy.body?.shown.body).toContain("- 성명: 김보호");
    expect(policy.body?.shown.body).toContain("- 연락처(이메일): privacy@example.kr");
    expect(policy.body?.operator).toMatchObject({ operatorName: "주식회사 자격나침반", contactPhone: "02-123-4567" });

    await ctx().services.site.settings.save(admin.actor, {});
    expect((await root()).data.siteInfo.social).toEqual([]);
  });

  it("imports booths and institutes from CSV: all valid rows, or none with Korean row errors", async () => {
    const admin = await adminSession(ctx());
    const tag = `부스${Date.now()}`;
    const bad = await callRoute(
      ctx(),
      boothsAction,
      postRequest("/adm/booths", admin.session, {
        csrf: admin.csrf,
        intent: "import",
        file: csvFile(
          `부스 번호,참가 기관명,분야,소개,홈페이지\nA-1,${tag} 한국폴리텍,직업훈련,소개,https://kopo.ac.kr\nA-2,,직업훈련,소개,ftp://x\n`,
        ),
      }),
    );
    expect(bad.body).toMatchObject({
      ok: false,
      errors: ["3행: 참가 기관명을(를) 입력해주세요. 홈페이지 주소는 http:// 또는 https://로 시작해야 합니다."],
    });
    expect(
      await ctx()
        .database.db.select()
        .from(exhibitionBooths)
        .where(like(exhibitionBooths.name, `${tag}%`)),
    ).toEqual([]);

    const good = await callRoute(
      ctx(),
      boothsAction,
      postRequest("/adm/booths", admin.session, {
        csrf: admin.csrf,
        intent: "import",
        file: csvFile(
          `\uFEFF부스 번호,참가 기관명,분야,소개,홈페이지,순서\nA-1,${tag} 한국폴리텍,직업훈련,"기계, 전기 과정",https://kopo.ac.kr,1\n`,
        ),
      }),
    );
    expect(good.body).toMatchObject({ ok: true, message: "부스 1개를 등록했습니다. 전시관에 바로 반영됩니다." });
    const page = await callRoute(ctx(), exhibition, new Request("http://localhost/exhibition"));
    expect(page.body?.booths.find((b) => b.name === `${tag} 한국폴리텍`)).toMatchObject({
      description: "기계, 전기 과정",
      sortOrder: 1,
    });
    expect(page.body?.maintainer).toEqual({
      operator: "자격나침반 운영팀",
      updatedOn: expect.stringMatching(/^\d{4}\.\d{2}\.\d{2}$/),
    });

    // Excel in Korean Windows saves CSV as CP949: read as such.
    const cp949 = new Uint8Array([
      ...Buffer.from("name,region,licenseIds\n"),
      0xc7,
      0xd1,
      0xb1,
      0xb9,
      0x2c,
      0xbc,
      0xad,
      0xbf,
      0xef,
      0x2c,
      0x31,
      0x33,
      0x32,
      0x30,
      0x0a,
    ]);
    const institutes = await callRoute(
      ctx(),
      contentAction,
      postRequest("/adm/content/institutes", admin.session, { csrf: admin.csrf, intent: "import", file: new Blob([cp949]) }),
      { type: "institutes" },
    );
    expect(institutes.body).toMatchObject({ ok: true });
    const [institute] = await ctx().database.db.select().from(educationInstitutes).where(eq(educationInstitutes.name, "한국"));
    expect(institute?.region).toBe("서울");
    const unknownLicense = await callRoute(
      ctx(),
      contentAction,
      postRequest("/adm/content/institutes", admin.session, {
        csrf: admin.csrf,
        intent: "import",
        file: csvFile("기관명,지역(시·도),자격증 ID(쉼표로 구분)\n새 학원,부산,999999\n"),
      }),
      { type: "institutes" },
    );
    expect(unknownLicense.body).toMatchObject({ ok: false, rowErrors: ["2행: 자격증 ID를 찾을 수 없습니다: 999999"] });
    const list = await callRoute(ctx(), educationList, new Request("http://localhost/education"));
    expect(list.body?.maintainer.updatedOn).toMatch(/^\d{4}\.\d{2}\.\d{2}$/);
  });
});
