import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { licenses, memberLicenses, members } from "../../db/schema";
import { fillLicenseFigures } from "../../import/passStatistics";
import { insertContentFixtures } from "../../import/test-helpers";
import { describeWithDatabases } from "../../test/databases";
import { SNAPSHOT_NOW } from "../../test/snapshot";
import { linkRelations } from "./relations.server";

type Json = { data: Record<string, unknown> & { list?: unknown[]; page?: Record<string, number> } };

describeWithDatabases("license APIs", (ctx) => {
  beforeAll(async () => {
    // The license pages show this year's and next year's rounds; the snapshot's are of 2026.
    ctx().clock.set(new Date(SNAPSHOT_NOW));
    await insertContentFixtures(ctx().database.db);
  });

  const post = (path: string, json: unknown) => ctx().request(path, { method: "POST", json });

  it("licenseInfo.php returns the header facts of 정보처리기사", async () => {
    const res = await post("/v1/jnLics/licenseInfo.php", { ld_id: "1320" });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Json;
    expect(data).toMatchObject({
      ld_id: "1320",
      jmfldnm: "정보처리기사",
      qualgbnm: "국가기술자격",
      seriesnm: "기사",
      obligfldnm: "정보통신",
      source: "출처: 한국산업인력공단 Q-Net",
    });
    expect(data.fee).toMatchObject({ written: 19400, practical: 22600 });
    expect(["members", "links"]).toContain(data.relationBasis);
    const schedule = data.schedule as Array<Record<string, string>>;
    expect(schedule.some((s) => s.description?.includes("2026") && s.examRegStartDt === "2026-01-12")).toBe(true);
  });

  it("accepts form bodies as well as JSON", async () => {
    const res = await ctx().request("/v1/jnLics/licenseInfo.php", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "ld_id=1320",
    });
    expect(res.status).toBe(200);
  });

  it("licenseInfoDetail.php has the yearly pass statistics and no demographics", async () => {
    const res = await post("/v1/jnLics/licenseInfoDetail.php", { ld_id: "1320" });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Json;
    const stats = data.passStatistics as Array<{
      year: number;
      written: { applicants: number; passRate: number };
      practical: { applicants: number };
    }>;
    const y2022 = stats.find((s) => s.year === 2022);
    expect(y2022?.written.applicants).toBe(48470);
    expect(y2022?.written.passRate).toBeCloseTo(56.1, 1);
    expect(y2022?.practical.applicants).toBe(53307);
    expect(data.genderStatistics).toEqual([]);
    expect(data.ageStatistics).toEqual([]);
    expect(data.genderMax).toBe(100);
    const rounds = data.rounds as Array<{ year: number; phases: unknown[] }>;
    expect(rounds.filter((r) => r.year === 2026).length).toBeGreaterThanOrEqual(3);
  });

  it("returns 404 for unknown and malformed ld_id, never 500", async () => {
    for (const ld_id of ["9999", "../etc", "1320' or 1=1", "", "x".repeat(200)]) {
      for (const path of [
        "licenseInfo.php",
        "licenseInfoDetail.php",
        "licenseNews.php",
        "onlineLecture.php",
        "certificateLicense.php",
      ]) {
        const res = await post(`/v1/jnLics/${path}`, { ld_id });
        expect(res.status, `${path} ${ld_id}`).toBe(404);
        expect(await res.json()).toMatchObject({ result: false, error: "404" });
      }
    }
    expect((await post("/v1/jnLics/licenseInfo.php", {})).status).toBe(400);
    expect((await post("/v1/jnLics/licenseInfo.php", { ld_id: { a: 1 } })).status).toBe(400);
  });

  it("onlineLecture.php lists with paging", async () => {
    const lectures = (await (
      await post("/v1/jnLics/onlineLecture.php", { ld_id: "1320", page: 1, pageSize: 10 })
    ).json()) as Json;
    expect(lectures.data.page).toMatchObject({ page: 1, itemsPerPage: 10 });
    const total = lectures.data.page?.totalItems ?? 0;
    expect(lectures.data.list).toHaveLength(Math.min(total, 10));

    const beyond = (await (await post("/v1/jnLics/onlineLecture.php", { ld_id: "1320", page: 50 })).json()) as Json;
    expect(beyond.data.list).toEqual([]);
    expect(beyond.data.page?.totalItems).toBe(total);
  });

  it("rejects zero or negative pages and page sizes over 100 the same way everywhere", async () => {
    const bad = [
      post("/v1/jnLics/onlineLecture.php", { ld_id: "1320", page: 0 }),
      post("/v1/jnLics/onlineLecture.php", { ld_id: "1320", page: -1 }),
      post("/v1/jnLics/onlineLecture.php", { ld_id: "1320", pageSize: 101 }),
      post("/v1/jnTown/addressProcessList.php", { ld_id: "1320", itemsPerPage: 500 }),
      ctx().request("/v2/license/license-job-list?page=0"),
      ctx().request("/v2/license/license-job-list?pageSize=101"),
      ctx().request("/v2/license/license-job-list?page=abc"),
      ctx().request("/v2/board/goods-board-list?ld_id=1320&kind=textbook&page=-2"),
    ];
    for (const res of await Promise.all(bad)) {
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ result: false, error: "400" });
    }
  });

  it("certificateLicense.php lists related licenses", async () => {
    const { data } = (await (await post("/v1/jnLics/certificateLicense.php", { ld_id: "1320" })).json()) as Json;
    const sameField = data.sameJobField as Array<{ jmfldnm: string }>;
    expect(sameField.length).toBeGreaterThan(0);
    expect(sameField.some((l) => l.jmfldnm === "정보처리기사")).toBe(false);
    for (const r of data.relationLicense as Array<{ processNm: string; percent: number }>) {
      expect(r.percent).toBeGreaterThan(0);
      expect(r.percent).toBeLessThanOrEqual(100);
    }
  });

  it("ranks 정보처리기사's related jobs and majors by a real measure from the CareerNet links", async () => {
    type Wire = { processNm: string; percent: number | null };
    const { data } = (await (await post("/v1/jnLics/licenseInfo.php", { ld_id: "1320" })).json()) as Json;
    expect(data.relationBasis).toBe("links");
    const jobs = data.relationJob as Wire[];
    // 고객관리시스템(CRM)전문가: all 3 of its related majors list 정보처리기사; 정보보호전문가: 4 of 6.
    expect(jobs.slice(0, 2)).toEqual([
      { processNo: expect.any(String), processNm: "고객관리시스템(CRM)전문가", percent: 100 },
      { processNo: expect.any(String), processNm: "정보보호전문가", percent: 66.7 },
    ]);
    expect(jobs.map((j) => j.processNm)).not.toContain("우편물집배원");
    // Beyond the page's 10: 우편물집배원 and 전화교환원 have a single link (no major of theirs lists
    // 정보처리기사, they have none), the source's noise; the other 12 jobs have 2 links or more.
    const all = (await linkRelations(ctx().database.db, "1320", 100)).relationJob.map((j) => j.name);
    expect(all).toHaveLength(12);
    expect(all).not.toContain("우편물집배원");
    expect(all).not.toContain("전화교환원");
    expect(all).toContain("아이티(IT)교육강사");
    const percents = jobs.map((j) => j.percent ?? -1);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    const majors = data.relationMajor as Wire[];
    expect(majors.length).toBeGreaterThan(0);
    expect(new Set(majors.map((m) => m.percent)).size).toBeGreaterThan(1);
    // A major none of whose jobs lists the license has no measured share: no percentage, never "0%".
    expect(majors.map((m) => m.percent)).toContain(null);
    expect(majors.map((m) => m.percent)).not.toContain(0);
    // 17 of the 36 jobs and majors linked to 정보처리기사 also list 전자계산기기사.
    expect((data.relationLicense as Wire[])[0]).toMatchObject({ processNm: "전자계산기기사", percent: 47.2 });
  });

  it("lists no job named 전공 (a truncated 전기공 entry of the source) and no license sharing one link", async () => {
    type Wire = { processNm: string; percent: number | null };
    // 전기기사: 2 of the 3 majors of the source's "전공" list it, so only the name filter drops it.
    const { data } = (await (await post("/v1/jnLics/licenseInfo.php", { ld_id: "1150" })).json()) as Json;
    expect((data.relationJob as Wire[]).length).toBeGreaterThan(0);
    expect((data.relationJob as Wire[]).map((j) => j.processNm)).not.toContain("전공");
    // 지게차운전원 has no majors; the Work24 job dictionary's 지게차 jobs list 지게차운전기능사: kept.
    const { data: forklift } = (await (await post("/v1/jnLics/licenseInfo.php", { ld_id: "7875" })).json()) as Json;
    expect((forklift.relationJob as Wire[]).map((j) => j.processNm)).toContain("지게차운전원");
    // 워드프로세서: 6 jobs and majors link it; 15 licenses share one of them with it, 4 share two or more.
    const { data: word } = (await (await post("/v1/jnLics/licenseInfo.php", { ld_id: "T535" })).json()) as Json;
    const related = word.relationLicense as Wire[];
    expect(related).toHaveLength(4);
    for (const r of related) expect(r.percent).toBeGreaterThanOrEqual(33.3);
  });

  it("selectLicenseInfo.php caps notices and talks at 5", async () => {
    const res = await post("/v1/jnTalk/selectLicenseInfo.php", { selectLicense: "1320", sort: "comment" });
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Json;
    expect(data.licenseName).toBe("정보처리기사");
    expect((data.selectLicenseNotice as unknown[]).length).toBeLessThanOrEqual(5);
    expect((data.selectLicenseInfo as unknown[]).length).toBeLessThanOrEqual(5);
    expect((await post("/v1/jnTalk/selectLicenseInfo.php", { selectLicense: "1320", sort: "bogus" })).status).toBe(400);
  });

  it("addressProcessList.php treats 전체 as no region filter", async () => {
    const all = (await (
      await post("/v1/jnTown/addressProcessList.php", { ld_id: "1320", search: "전체", page: 1, itemsPerPage: 4 })
    ).json()) as Json;
    const none = (await (
      await post("/v1/jnTown/addressProcessList.php", { ld_id: "1320", page: 1, itemsPerPage: 4 })
    ).json()) as Json;
    expect(all.data.page?.totalItems).toBe(none.data.page?.totalItems);
    expect(all.data.regions).toContain("전체");
    const seoul = (await (await post("/v1/jnTown/addressProcessList.php", { ld_id: "1320", search: "서울" })).json()) as Json;
    expect((seoul.data.list as Array<{ region: string }>).every((i) => i.region === "서울")).toBe(true);
  });

  it("goods-board-list filters by kind and validates it", async () => {
    const res = await ctx().request("/v2/board/goods-board-list?ld_id=1320&kind=textbook&page=1");
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as Json;
    expect(data.page).toMatchObject({ page: 1, visiblePages: 5 });
    expect((await ctx().request("/v2/board/goods-board-list?ld_id=1320&kind=car")).status).toBe(400);
    expect((await ctx().request("/v2/board/goods-board-list?ld_id=ZZZ9&kind=textbook")).status).toBe(404);
  });

  it("license-job-code gives the 대직무 tree with 정보통신", async () => {
    const { data } = (await (await ctx().request("/v2/license/license-job-code")).json()) as {
      data: Array<{ codeNm: string; count: number; children: unknown[] }>;
    };
    const it = data.find((f) => f.codeNm === "정보통신");
    expect(it?.count).toBeGreaterThan(0);
    expect(it?.children.length).toBeGreaterThan(0);
  });

  it("license-job-list filters by job name, orders and pages", async () => {
    const res = await ctx().request(
      "/v2/license/license-job-list?jobName=%EC%A0%95%EB%B3%B4%ED%86%B5%EC%8B%A0&orderBy=applicants",
    );
    const { data } = (await res.json()) as Json;
    const list = data.list as Array<{ jmfldnm: string; applicants: number; obligfldnm: string }>;
    expect(list).toHaveLength(Math.min(10, data.page?.totalItems ?? 0));
    expect(list.every((l) => l.obligfldnm === "정보통신")).toBe(true);
    expect(list.map((l) => l.applicants)).toEqual([...list.map((l) => l.applicants)].sort((a, b) => b - a));
    expect(list.some((l) => l.jmfldnm === "정보처리기사")).toBe(true);
    expect(data.page).toMatchObject({ page: 1, itemsPerPage: 10, visiblePages: 10 });

    const keyword = (await (
      await ctx().request("/v2/license/license-job-list?keyword=%EC%A0%95%EB%B3%B4%EC%B2%98%EB%A6%AC&orderBy=passRate")
    ).json()) as Json;
    expect((keyword.data.list as Array<{ jmfldnm: string }>).map((l) => l.jmfldnm)).toContain("정보처리기사");
    const far = (await (await ctx().request("/v2/license/license-job-list?page=9999")).json()) as Json;
    expect(far.data.list).toEqual([]);
    expect(far.data.page?.totalItems).toBeGreaterThan(1000);
    expect((await ctx().request("/v2/license/license-job-list?orderBy=random")).status).toBe(400);
  });

  it("banner/track records an event", async () => {
    const body = {
      ld_id: "1320",
      pageUrl: "/jnLics/licenseInfo?ld_id=1320",
      targetUrl: "https://example.org",
      location: "top",
      device: "pc",
    };
    expect((await post("/v1/banner/track", body)).status).toBe(200);
    expect((await post("/v1/banner/track", { ...body, device: "tv" })).status).toBe(400);
    expect((await post("/v1/banner/track", { ...body, ld_id: "nope" })).status).toBe(404);
  });

  it("bases relations on member data once 10 members hold the license", async () => {
    const { db } = ctx().database;
    const inserted = await db
      .insert(members)
      .values(Array.from({ length: 10 }, (_, i) => ({ loginId: `relation-test-${i}` })))
      .returning({ id: members.id });
    await db
      .insert(memberLicenses)
      .values([
        ...inserted.map((m) => ({ memberId: m.id, licenseId: "1320", kind: "held" })),
        ...inserted.slice(0, 4).map((m) => ({ memberId: m.id, licenseId: "2290", kind: "held" })),
        ...inserted.slice(0, 9).map((m) => ({ memberId: m.id, licenseId: "1150", kind: "wished" })),
      ]);
    const { data } = (await (await post("/v1/jnLics/certificateLicense.php", { ld_id: "1320" })).json()) as Json;
    expect(data.relationBasis).toBe("members");
    expect(data.relationLicense).toEqual([{ processNo: "2290", processNm: expect.any(String), percent: 40 }]);
  });
});

describeWithDatabases("license figures", (ctx) => {
  const figureOf = async (id: string) =>
    (
      await ctx()
        .database.db.select({
          applicants: licenses.applicants,
          applicantsYear: licenses.applicantsYear,
          figureFamily: licenses.figureFamily,
        })
        .from(licenses)
        .where(eq(licenses.id, id))
    )[0];
  const ITQ = "정보기술자격(ITQ) 전체(A·B·C급 합계)";

  it("counts a family's shared CertWeb figure once, under the family's name", async () => {
    // CertWeb gives ITQ A/B/C급 one combined 2024 figure (245,068): it is the family's, carried by A급.
    expect(await figureOf("M112")).toEqual({ applicants: 245068, applicantsYear: 2024, figureFamily: ITQ });
    expect(await figureOf("M113")).toEqual({ applicants: 0, applicantsYear: null, figureFamily: ITQ });
    expect(await figureOf("M114")).toEqual({ applicants: 0, applicantsYear: null, figureFamily: ITQ });
    expect((await figureOf("M056"))?.figureFamily).toBe("디지털정보활용능력(DIAT) 전체(초·중·고급 합계)");
    expect((await ctx().services.catalogue.licensePage("M113"))?.family).toEqual([
      "정보기술자격(ITQ) A급",
      "정보기술자격(ITQ) B급",
      "정보기술자격(ITQ) C급",
    ]);
    expect((await ctx().services.catalogue.licensePage("1320"))?.family).toEqual([]);

    const popular = await ctx().services.licenses.popular(10);
    const itq = popular.filter((l) => l.id.startsWith("M11"));
    expect(itq).toEqual([expect.objectContaining({ id: "M112", applicants: 245068, figureFamily: ITQ })]);
    const { data } = (await (await ctx().request("/v2/license/license-job-list?keyword=ITQ&orderBy=applicants")).json()) as Json;
    expect(data.list?.[0]).toMatchObject({ ld_id: "M112", applicants: 245068, applicantsYear: 2024, applicantsFamily: ITQ });
    const top = (await ctx().services.statistics.applicants(10)).top;
    expect(top.filter((l) => l.name.includes("ITQ"))).toEqual([expect.objectContaining({ id: "M112", name: ITQ })]);
  });

  it("ranks by one year's first-stage applicants and keeps 요양보호사's 2022 figure out of it", async () => {
    // 2024 has figures for 862 licenses, 2025 only for the 504 Q-Net items: 2024 is the ranking year.
    // 2024 정보처리기사: 66,169 필기 applicants (Q-Net statistics), not 66,169 + 68,745.
    expect(await figureOf("1320")).toEqual({ applicants: 66169, applicantsYear: 2024, figureFamily: null });
    // 요양보호사's only figure is of 2022 (88,916): large enough for the top 10, but of another year.
    expect(await figureOf("S183")).toEqual({ applicants: 88916, applicantsYear: 2022, figureFamily: null });
    const popular = await ctx().services.licenses.popular(10);
    expect(popular).toHaveLength(10);
    expect(new Set(popular.map((l) => l.applicantsYear))).toEqual(new Set([2024]));
    expect(popular.map((l) => l.id)).not.toContain("S183");
    const figures = await ctx().services.statistics.applicants(10);
    expect(figures.year).toBe(2024);
    expect(figures.top.map((l) => l.id)).not.toContain("S183");
    // In a list ordered by applicants it comes after every 2024 figure, even smaller ones, with its year.
    const { list } = await ctx().services.licenses.list({ type: "S", orderBy: "applicants", page: 1, pageSize: 300 });
    const at = list.findIndex((l) => l.id === "S183");
    expect(list[at]).toMatchObject({ applicants: 88916, applicantsYear: 2022 });
    const smaller2024 = list.findIndex((l) => l.applicantsYear === 2024 && l.applicants < 88916);
    expect(smaller2024).toBeGreaterThanOrEqual(0);
    expect(at).toBeGreaterThan(list.findLastIndex((l) => l.applicantsYear === 2024));
  });

  it("fills the figures' years and families of a database imported before they existed", async () => {
    const { db } = ctx().database;
    await db.update(licenses).set({ applicantsYear: null, figureFamily: null });
    await fillLicenseFigures(db, { log: () => undefined });
    expect(await figureOf("M112")).toEqual({ applicants: 245068, applicantsYear: 2024, figureFamily: ITQ });
    expect(await figureOf("S183")).toEqual({ applicants: 88916, applicantsYear: 2022, figureFamily: null });
  });
});
