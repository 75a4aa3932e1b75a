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

  it("refuses the 계열 and school-type filters that no source supports, and accepts them empty", async () => {
    for (const query of ["mjClassId=100394", "mjScType=univ", "keyword=%EA%B3%B5%ED%95%99&mjClassId=1"]) {
      const res = await ctx().request(`/v2/license/major-info?${query}`);
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({ result: false, error: "400" });
      expect(body.message).toContain("계열");
    }
    const empty = (await (await ctx().request("/v2/license/major-info?mjClassId=&mjScType=")).json()).data;
    expect(empty.page.totalItems).toBe(421);
  });

  it("answers an unknown major with 404 and a bad id with 400", async () => {
    expect((await ctx().request("/v2/license/major-detail-info?id=999999")).status).toBe(404);
    expect((await ctx().request("/v2/license/major-detail-info?id=x")).status).toBe(400);
    expect((await ctx().request("/v2/license/major-detail-info")).status).toBe(400);
  });
});
