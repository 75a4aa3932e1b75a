import { count, eq } from "drizzle-orm";
import { beforeAll, expect, it, vi } from "vitest";
import { loader } from "../../../app/routes/jnLics/licenseInfo";
import { CONTENT_TYPES, contentSchema } from "../../../shared/admin-content";
import { careerJobs, cataloguePages, dictionaryJobs, licenses, majors, members } from "../../db/schema";
import { describeWithDatabases, routeContext, type TestContext } from "../../test/databases";
import { SNAPSHOT_NOW } from "../../test/snapshot";
import { newMember } from "../members/test-helpers";

const lectures = CONTENT_TYPES.find((t) => t.type === "lectures");

async function licensePageData(ctx: TestContext, id: string) {
  const request = new Request(`http://localhost/jnLics/licenseInfo?ld_id=${id}`);
  return loader({ request, context: routeContext(ctx.services), params: {} } as Parameters<typeof loader>[0]);
}

describeWithDatabases("catalogue read model", (ctx) => {
  beforeAll(() => {
    ctx().clock.set(new Date(SNAPSHOT_NOW));
  });

  it("holds one page per license, job, dictionary job and major after the import", async () => {
    const { db } = ctx().database;
    const pages = await db.select({ kind: cataloguePages.kind, n: count() }).from(cataloguePages).groupBy(cataloguePages.kind);
    const pagesOf = (kind: string) => pages.find((p) => p.kind === kind)?.n;
    const [[l], [e], [d], [m]] = await Promise.all([
      db.select({ n: count() }).from(licenses),
      db.select({ n: count() }).from(careerJobs),
      db.select({ n: count() }).from(dictionaryJobs),
      db.select({ n: count() }).from(majors),
    ]);
    expect(pagesOf("license")).toBe(l?.n);
    expect(pagesOf("encyclopedia_job")).toBe(e?.n);
    expect(pagesOf("dictionary_job")).toBe(d?.n);
    expect(pagesOf("major")).toBe(m?.n);
    expect(l?.n).toBeGreaterThan(1000);

    const page = await ctx().services.catalogue.licensePage("1320");
    expect(page?.license).toMatchObject({ id: "1320", name: "정보처리기사" });
    expect(page?.stats.find((s) => s.year === 2022)?.written?.applicants).toBe(48470);
    expect(page?.rounds.some((r) => r.year === 2026)).toBe(true);
    expect(await ctx().services.catalogue.licensePage("0000")).toBeNull();
  });

  it("serves a license page from one read-model row, without the catalogue queries", async () => {
    const { services } = ctx();
    const read = vi.spyOn(services.catalogue, "licensePage");
    const catalogueReads = [
      vi.spyOn(services.licenses, "getLicense"),
      vi.spyOn(services.licenses, "passStatistics"),
      vi.spyOn(services.licenses, "demographics"),
      vi.spyOn(services.licenses, "relations"),
      vi.spyOn(services.licenses, "figureFamilies"),
      vi.spyOn(services.licenses.content, "lectures"),
      vi.spyOn(services.licenses.content, "goods"),
      vi.spyOn(services.licenses.content, "institutes"),
      vi.spyOn(services.schedules, "licenseRounds"),
    ];
    try {
      const data = await licensePageData(ctx(), "1320");
      expect(data.license.name).toBe("정보처리기사");
      expect(data.rounds.every((r) => r.year === 2026 || r.year === 2027)).toBe(true);
      expect(read).toHaveBeenCalledTimes(1);
      for (const spy of catalogueReads) expect(spy).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });

  it("rebuilds a license's page when an admin adds or removes its content, and the page shows it", async () => {
    if (!lectures) throw new Error("lectures content type missing");
    const m = newMember();
    expect((await ctx().request("/v2/member/register", { method: "POST", json: m })).status).toBe(201);
    const [row] = await ctx().database.db.select().from(members).where(eq(members.loginId, m.mbId));
    if (!row) throw new Error("member missing");
    const actor = { id: row.id, loginId: row.loginId };
    const before = await ctx().services.catalogue.licensePage("1320");
    const title = "정보처리기사 필기 완성 강의 (read model test)";

    const saved = await ctx().services.admin.content.create(
      actor,
      lectures,
      contentSchema(lectures).parse({ licenseId: "1320", title, price: "12000" }),
    );
    if (!saved.ok) throw new Error(JSON.stringify(saved.errors));
    const shown = await licensePageData(ctx(), "1320");
    expect(shown.lectures.list[0]).toMatchObject({ title, price: 12000 });
    expect(shown.lectures.page.totalItems).toBe((before?.lectures.totalItems ?? 0) + 1);
    // Only that license's page was rebuilt.
    const other = await ctx().services.catalogue.licensePage("M112");
    expect(other?.lectures.list.some((l) => l.title === title)).toBe(false);

    await ctx().services.admin.content.remove(actor, lectures, saved.id);
    const after = await licensePageData(ctx(), "1320");
    expect(after.lectures.list.some((l) => l.title === title)).toBe(false);
    expect(after.lectures.page.totalItems).toBe(before?.lectures.totalItems);
  });
});
