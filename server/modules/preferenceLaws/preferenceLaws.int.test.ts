import { countDistinct, eq, sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { loader } from "../../../app/routes/jnLics/licenseInfo";
import { licensePreferenceLaws } from "../../db/schema";
import { describeWithDatabases, routeContext, type TestContext } from "../../test/databases";
import { SNAPSHOT_NOW } from "../../test/snapshot";

const SOURCE = "한국직업능력연구원(2022) 국가기술자격 우대법령 정리";

async function licensePage(ctx: TestContext, id: string) {
  const request = new Request(`http://localhost/jnLics/licenseInfo?ld_id=${id}`);
  return loader({ request, context: routeContext(ctx.services), params: {} } as Parameters<typeof loader>[0]);
}

describeWithDatabases("우대현황 (preference laws)", (ctx) => {
  beforeAll(() => {
    ctx().clock.set(new Date(SNAPSHOT_NOW));
  });

  it("imports the rows of the 478 Q-Net items and 42 other 국가기술 licenses named by a 종목명 (22,571 of 22,772 rows)", async () => {
    const { db } = ctx().database;
    const [total] = await db
      .select({ rows: sql<number>`count(*)::int`, items: countDistinct(licensePreferenceLaws.licenseId) })
      .from(licensePreferenceLaws);
    expect(total).toEqual({ rows: 22571, items: 520 });
    const byClass = await db.execute<{ preference_class: string; n: number }>(
      sql`select preference_class, count(*)::int as n from license_preference_laws group by 1 order by 1`,
    );
    expect(Object.fromEntries(byClass.rows.map((r) => [r.preference_class, r.n]))).toEqual({
      기타: 3745,
      시험면제: 944,
      의무고용: 2625,
      인사우대: 10148,
      직무권한부여: 5109,
    });
    const [serious] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(licensePreferenceLaws)
      .where(eq(licensePreferenceLaws.seriousAccidentLaw, true));
    expect(serious?.n).toBe(541);
    // 광산보안기능사 (source) vs 광산보안기능사(화약분야) (Q-Net 7385) is ambiguous: joined to neither.
    expect((await ctx().services.preferenceLaws.preferenceLawsFor("7385")).lawCount).toBe(0);
    expect((await ctx().services.preferenceLaws.preferenceLawsFor("T245")).lawCount).toBe(0);
    // 대한상공회의소's 컴퓨터활용능력 1급 is "컴퓨터활용능력1급" in the source: the same 국가기술자격.
    const computer = await ctx().services.preferenceLaws.preferenceLawsFor("T088");
    expect(computer.lawCount).toBeGreaterThan(0);
  });

  it("groups 전기기사's 76 laws by class, 의무고용 and 직무권한부여 first, with 전기안전관리자 선임", async () => {
    const prefs = await ctx().services.preferenceLaws.preferenceLawsFor("1150");
    expect(prefs).toMatchObject({ basisYear: 2022, source: SOURCE, lawCount: 76 });
    expect(prefs.groups.map((g) => [g.preferenceClass, g.laws.length])).toEqual([
      ["의무고용", 16],
      ["직무권한부여", 24],
      ["인사우대", 24],
      ["시험면제", 3],
      ["기타", 9],
    ]);
    const electricity = prefs.groups[1]?.laws.find((l) => l.law === "전기사업법시행규칙");
    expect(electricity?.seriousAccidentLaw).toBe(true);
    expect(electricity?.articles).toContainEqual({
      article: "제40조전기안전관리자의선임등(별표12)",
      use: "전기안전관리자및안전관리보조원의선임기준",
    });
    // Laws keep the source's order inside a group: 공무원임용시험령 is the item's first row.
    expect(prefs.groups[2]?.laws[0]?.law).toBe("공무원임용시험령");
  });

  it("finds the licenses a duty needs, most binding and most common first, spaces ignored", async () => {
    const { preferenceLaws } = ctx().services;
    const licenses = await preferenceLaws.licensesForDuty("전기안전관리자");
    expect(licenses.slice(0, 2).map((l) => l.name)).toEqual(["전기기사", "전기산업기사"]);
    expect(licenses.map((l) => l.name)).toEqual(expect.arrayContaining(["전기기능사", "전기기능장"]));
    expect(licenses[0]).toMatchObject({ licenseId: "1150", gradeName: "기사", preferenceClass: "직무권한부여" });
    expect(licenses[0]?.matches).toContainEqual({
      law: "전기사업법시행규칙",
      preferenceClass: "직무권한부여",
      article: "제40조전기안전관리자의선임등(별표12)",
      use: "전기안전관리자및안전관리보조원의선임기준",
    });
    // Only the articles naming the duty, not the law's other articles.
    expect(licenses[0]?.matches.every((m) => `${m.article}${m.use}`.includes("전기안전관리자"))).toBe(true);
    const spaced = await preferenceLaws.licensesForDuty(" 전기 안전관리자 ");
    expect(spaced.map((l) => l.licenseId)).toEqual(licenses.map((l) => l.licenseId));
  });

  it("refuses a duty shorter than 2 or longer than 50 characters with a Korean 400", async () => {
    const { preferenceLaws } = ctx().services;
    await expect(preferenceLaws.licensesForDuty(" 전 ")).rejects.toMatchObject({
      status: 400,
      message: "직무는 2자 이상 입력해주세요.",
    });
    await expect(preferenceLaws.licensesForDuty("관".repeat(51))).rejects.toMatchObject({
      status: 400,
      message: "직무는 50자 이하로 입력해주세요.",
    });
  });

  it("puts the section's data on the license page from the catalogue read model", async () => {
    const page = await licensePage(ctx(), "1150");
    expect(page.preferences.lawCount).toBe(76);
    expect(page.preferences.groups[0]?.preferenceClass).toBe("의무고용");
    const built = await ctx().services.catalogue.licensePage("1150");
    expect(built?.preferences).toEqual(page.preferences);
    // No rows: no groups, never filled in (the section says 우대현황 자료 없음).
    for (const id of ["7385", "9500"]) {
      expect((await licensePage(ctx(), id)).preferences).toEqual({ basisYear: 2022, source: SOURCE, lawCount: 0, groups: [] });
    }
  });

  it("makes licenses searchable by a duty their laws name: the site search (/search/search?stx=전기안전관리자) finds 전기기사 and 전기산업기사", async () => {
    // What the /search/search page loader asks (its route module imports app aliases this project does not resolve).
    const outcome = await ctx().services.search.search({ keyword: "전기안전관리자", scope: "all", page: 1, withCounts: true });
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(outcome.result.categories.find((c) => c.category === "license")?.items.map((i) => i.title)).toContain("전기기사");
    const tab = await ctx().services.search.search({ keyword: "전기안전관리자", scope: "license", page: 1 });
    const data = { result: tab.ok ? tab.result : null };
    const licenses = data.result?.categories.find((c) => c.category === "license");
    expect(licenses?.items.map((i) => i.title)).toEqual(expect.arrayContaining(["전기기사", "전기산업기사"]));
    expect(licenses?.items.find((i) => i.title === "전기기사")?.url).toBe("/jnLics/licenseInfo?ld_id=1150");
    // A bonus-only law does not make a license searchable (the 인사우대 law every license shares).
    const bonus = await ctx().services.search.search({
      keyword: "6급이하공무원채용시험가산대상자격증",
      scope: "license",
      page: 1,
    });
    expect(bonus.ok && bonus.result.categories.find((c) => c.category === "license")?.total).toBe(0);
  });
});
