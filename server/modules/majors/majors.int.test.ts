import { expect, it } from "vitest";
import { describeWithDatabases } from "../../test/databases";

describeWithDatabases("majors API", (ctx) => {
  it("finds 컴퓨터공학과 (569) by keyword, 10 per page", async () => {
    const res = await ctx().request(`/v2/license/major-info?keyword=${encodeURIComponent("컴퓨터공학")}`);
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.page).toMatchObject({ page: 1, itemsPerPage: 10 });
    expect(data.list.map((m: { id: number }) => m.id)).toContain(569);
    const all = (await (await ctx().request("/v2/license/major-info")).json()).data;
    expect(all.page.totalItems).toBe(421);
    expect(all.list).toHaveLength(10);
  });

  it("details 569 컴퓨터공학과 with 정보처리기사, employment rates, subjects with the source last, and departments", async () => {
    const res = await ctx().request("/v2/license/major-detail-info?id=569");
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data.majorNm).toBe("컴퓨터공학과");
    expect(data.relationLicense).toContainEqual(expect.objectContaining({ ld_id: "1320", jmfldnm: "정보처리기사" }));
    expect(data.employmentRate.total).toBeGreaterThan(0);
    expect(data.realtionSubject.at(-1)).toEqual({ subjectName: "출처", subjectDescription: "출처: 커리어넷" });
    expect(data.realtionSubject.length).toBeGreaterThan(1);
    // No source has salaries per major (decision 0050): the field is not sent.
    expect(data).not.toHaveProperty("avgSalary");
    expect(data.department.length).toBeGreaterThan(0);
    expect(data.department).toContain("컴퓨터공학과");
  });

  it("filters by CareerNet 계열 and the 4-year list, joined by majorSeq, and says 계열 정보 없음 for the rest", async () => {
    const list = async (query: string) => {
      const res = await ctx().request(`/v2/license/major-info?pageSize=50&${query}`);
      expect(res.status).toBe(200);
      return (await res.json()).data as { list: Array<{ id: number; mjClassNm: string | null }>; page: { totalItems: number } };
    };
    const engineering = await list(`mjClassId=${encodeURIComponent("공학계열")}`);
    // 60 of the 243 majors the 4-year list classifies; fewer than the 421 without the filter.
    expect(engineering.page.totalItems).toBe(60);
    expect(engineering.list.map((m) => m.id)).toContain(569);
    expect(engineering.list.every((m) => m.mjClassNm === "공학계열")).toBe(true);
    // 21022 컴퓨터과 shares a name stem with 569 but is not in the 4-year list: no 계열, never guessed.
    const unclassified = await list("mjClassId=none&keyword=%EC%BB%B4%ED%93%A8%ED%84%B0");
    expect(unclassified.list).toContainEqual(expect.objectContaining({ id: 21022, mjClassNm: null }));
    expect(unclassified.list.map((m) => m.id)).not.toContain(569);
    // SOURCES.md: 243 of the 421 majors are in the 4-year list, 178 are not.
    expect((await list("mjScType=univ")).page.totalItems).toBe(243);
    expect((await list("mjClassId=none")).page.totalItems).toBe(178);
    expect((await list("mjClassId=&mjScType=")).page.totalItems).toBe(421);
    const detail = (await (await ctx().request("/v2/license/major-detail-info?id=569")).json()).data;
    expect(detail.mjClassNm).toBe("공학계열");
  });

  it("refuses a 계열 it does not know and the junior-college type no source lists", async () => {
    for (const query of ["mjClassId=100394", "mjScType=college", "mjClassId=%EA%B3%B5%ED%95%99"]) {
      const res = await ctx().request(`/v2/license/major-info?${query}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ result: false, error: "400" });
    }
    const body = await (await ctx().request("/v2/license/major-info?mjScType=college")).json();
    expect(body.message).toContain("전문대학 학과 목록 자료는 없습니다");
  });

  it("answers an unknown major with 404 and a bad id with 400", async () => {
    expect((await ctx().request("/v2/license/major-detail-info?id=999999")).status).toBe(404);
    expect((await ctx().request("/v2/license/major-detail-info?id=x")).status).toBe(400);
    expect((await ctx().request("/v2/license/major-detail-info")).status).toBe(400);
  });
});
