import { beforeAll, expect, it } from "vitest";
import { insertContentFixtures } from "../../import/test-helpers";
import { describeWithDatabases } from "../../test/databases";
import { loadUniversityPrivileges, parsePrivilegesCsv } from "../privileges/import.server";

const desktopUa =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const mobileUa = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148";

describeWithDatabases("careers API", (ctx) => {
  beforeAll(() => insertContentFixtures(ctx().database.db));

  it("pages career cards: 12 with 10 page links on desktop, 6 with 5 on phones", async () => {
    const desktop = (await (await ctx().request("/v2/contents/career-main-bottom?page=1")).json()).data;
    expect(desktop.list).toHaveLength(12);
    expect(desktop.page).toMatchObject({ page: 1, itemsPerPage: 12, visiblePages: 10 });
    expect(desktop.list[0]).toMatchObject({ kind: "major", url: expect.stringMatching(/^\/jnCareer\/majorInfoDt\?id=\d+$/) });
    for (const card of desktop.list) expect(String(card.metric)).toMatch(/^\d+(\.\d)?$/);
    expect(desktop.list[1]).toMatchObject({ kind: "job", url: expect.stringMatching(/^\/jnJob\/jobDicDt\?jobdicSeq=\d+$/) });
    const mobile = (
      await (await ctx().request("/v2/contents/career-main-bottom?page=2", { headers: { "user-agent": mobileUa } })).json()
    ).data;
    expect(mobile.list).toHaveLength(6);
    expect(mobile.page).toMatchObject({ page: 2, itemsPerPage: 6, visiblePages: 5, totalItems: desktop.page.totalItems });
    expect(mobile.list[0].title).toBe(desktop.list[6].title);
    // Chrome on a phone says so in the Sec-CH-UA-Mobile client hint, even with a desktop User-Agent.
    const hinted = (
      await (
        await ctx().request("/v2/contents/career-main-bottom?page=3", {
          headers: { "user-agent": desktopUa, "sec-ch-ua-mobile": "?1" },
        })
      ).json()
    ).data;
    expect(hinted.list).toHaveLength(6);
    expect(hinted.page).toMatchObject({ page: 3, itemsPerPage: 6, visiblePages: 5 });
    const last = Math.ceil(desktop.page.totalItems / 12);
    const end = (await (await ctx().request(`/v2/contents/career-main-bottom?page=${last + 1}`)).json()).data;
    expect(end.list).toEqual([]);
    expect(end.page.totalItems).toBe(desktop.page.totalItems);
  });

  it("filters university privileges by initial consonant and keyword; rejects other consonants", async () => {
    const all = (await (await ctx().request("/v2/career/university-privileges")).json()).data;
    expect(all.page.itemsPerPage).toBe(10);
    for (const p of all.list) expect(p.university).toMatch(/^\[데모\]/);
    const gaon = (await (await ctx().request(`/v2/career/university-privileges?consonant=${encodeURIComponent("ㄱ")}`)).json())
      .data;
    expect(gaon.list.map((p: { university: string }) => p.university)).toEqual(["[데모] 가온대학교"]);
    expect(gaon.list[0].ld_id).toBe("1320");
    const none = (await (await ctx().request(`/v2/career/university-privileges?consonant=${encodeURIComponent("ㅋ")}`)).json())
      .data;
    expect(none).toMatchObject({ list: [], page: { totalItems: 0 } });
    const kw = (await (await ctx().request(`/v2/career/university-privileges?keyword=${encodeURIComponent("전기")}`)).json())
      .data;
    expect(kw.list.map((p: { licenseName: string }) => p.licenseName)).toEqual(["전기기사"]);
    for (const bad of ["ㄲ", "a", "가", "ㄱㄴ"]) {
      const res = await ctx().request(`/v2/career/university-privileges?consonant=${encodeURIComponent(bad)}`);
      expect(res.status, bad).toBe(400);
    }
  });

  it("imports privileges from the documented CSV idempotently, linking licenses by name", async () => {
    const csv = [
      "university,department,license_id,license_name,privilege,source",
      '[데모] 테스트대학교,정보보호학과,,정보보안기사,"[데모] 가산점, 면접 면제",test',
      ",빈대학,,정보처리기사,x,test",
    ].join("\n");
    const { rows, errors } = parsePrivilegesCsv(csv);
    expect(rows).toHaveLength(1);
    expect(errors).toEqual([expect.stringContaining("line 3")]);
    const db = ctx().database.db;
    expect(await loadUniversityPrivileges(db, rows)).toEqual({ written: 1, linked: 1 });
    expect(await loadUniversityPrivileges(db, rows)).toEqual({ written: 1, linked: 1 });
    const found = (
      await (await ctx().request(`/v2/career/university-privileges?keyword=${encodeURIComponent("테스트대학")}`)).json()
    ).data;
    expect(found.page.totalItems).toBe(1);
    expect(found.list[0].privilege).toBe("[데모] 가산점, 면접 면제");
    expect(parsePrivilegesCsv("a,b\n1,2").errors[0]).toContain("header must be");
  });

  it("lists language tests from the catalogue, demo rows or not, and the 국가전문자격 list", async () => {
    const tests = (await (await ctx().request("/v2/career/language-tests")).json()).data.list;
    expect(tests.filter((t: { name: string }) => t.name === "TOEIC")).toHaveLength(1);
    const publicList = (await (await ctx().request("/v2/career/public-list?pageSize=100")).json()).data;
    expect(publicList.page.totalItems).toBeGreaterThan(50);
    expect(publicList.list.map((e: { jmfldnm: string }) => e.jmfldnm)).toContain("공인중개사");
  });
});
