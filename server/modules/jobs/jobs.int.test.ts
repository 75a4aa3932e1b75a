import { expect, it } from "vitest";
import { describeWithDatabases } from "../../test/databases";

describeWithDatabases("jobs API", (ctx) => {
  it("serves the 직업사전 entry K000001224 영상기자 with its 직업사전 fields", async () => {
    const res = await ctx().request("/v2/career/job-info-detail?dJobCd=K000001224");
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({
      dJobCd: "K000001224",
      dJobNm: "영상기자",
      eduLevel: "14년 초과 ~ 16년 이하(대졸 정도)",
      skillYear: "2년 초과 ~ 4년 이하",
      workPlace: "실내·외",
      similarNm: "촬영기자, 카메라기자",
      dJobECd: "4120",
    });
    expect(data.physicalAct.split("|")).toEqual(["언어력", "시각"]);
  });

  it("links certLic names that match portal licenses", async () => {
    const list = await ctx().request(`/v2/career/job-info?keyword=${encodeURIComponent("IoT보안")}&pageSize=100`);
    const { data } = await list.json();
    const codes: string[] = data.list.map((j: { dJobCd: string }) => j.dJobCd);
    expect(codes).toContain("K000001225");
    const res = await ctx().request("/v2/career/job-info-detail?dJobCd=K000001225");
    const detail = (await res.json()).data;
    expect(detail.certLic).toBe("정보보안기사");
    expect(detail.certLicLinks.map((l: { jmfldnm: string }) => l.jmfldnm)).toContain("정보보안기사");
  });

  it("filters the 직업사전 by KECO group, education level and skill period with consistent totals", async () => {
    const all = (await (await ctx().request("/v2/career/job-info?pageSize=1")).json()).data.page;
    expect(all.totalItems).toBe(6313);
    const edu = encodeURIComponent("16년 초과(대학원 이상)");
    const filtered = (await (await ctx().request(`/v2/career/job-info?eduLevel=${edu}&keco=1&pageSize=100`)).json()).data;
    expect(filtered.page.totalItems).toBeGreaterThan(0);
    expect(filtered.page.totalItems).toBeLessThan(523);
    for (const job of filtered.list) expect(job.eduLevel).toBe("16년 초과(대학원 이상)");
    const page2 = (await (await ctx().request("/v2/career/job-info?page=2&pageSize=10")).json()).data;
    expect(page2.page).toMatchObject({ page: 2, itemsPerPage: 10, totalItems: 6313, visiblePages: 10 });
    expect(page2.list).toHaveLength(10);
  });

  it("serves the 직업백과 list and an entry with chart data, majors and licenses", async () => {
    const list = (await (await ctx().request("/v2/career/job-dic?pageSize=5")).json()).data;
    expect(list.page.totalItems).toBe(454);
    const res = await ctx().request("/v2/career/job-dic-detail?jobdicSeq=5");
    expect(res.status).toBe(200);
    const job = (await res.json()).data;
    expect(job.jobNm).toBe("일기예보관");
    expect(job.chartData.map((d: { name: string }) => d.name)).toEqual([
      "보상",
      "고용안정",
      "발전가능성",
      "근무여건",
      "직업전문성",
      "고용평등",
    ]);
    expect(job.relationLicense.map((l: { jmfldnm: string }) => l.jmfldnm)).toContain("기상기사");
    expect(job.relationMajor.map((m: { majorNm: string }) => m.majorNm)).toContain("대기과학과");
  });

  it("answers unknown ids with 404 and malformed ones with 400", async () => {
    expect((await ctx().request("/v2/career/job-info-detail?dJobCd=K999999999")).status).toBe(404);
    expect((await ctx().request("/v2/career/job-dic-detail?jobdicSeq=99999999")).status).toBe(404);
    expect((await ctx().request("/v2/career/job-dic-detail?jobdicSeq=abc")).status).toBe(400);
    expect((await ctx().request("/v2/career/job-info-detail?dJobCd=%3Cx%3E")).status).toBe(400);
    expect((await ctx().request("/v2/career/job-info?eduLevel=nope")).status).toBe(400);
  });

  it.each(["page=0", "page=-2", "page=x", "pageSize=0", "pageSize=101"])("rejects %s on every list with 400", async (query) => {
    for (const path of [
      "/v2/career/job-dic",
      "/v2/career/job-info",
      "/v2/license/major-info",
      "/v2/contents/career-main-bottom",
      "/v2/career/university-privileges",
      "/v2/career/public-list",
      "/v2/education/institute-list",
    ]) {
      const res = await ctx().request(`${path}?${query}`);
      expect(res.status, path).toBe(400);
      expect(await res.json()).toMatchObject({ result: false, error: "400" });
    }
  });
});
