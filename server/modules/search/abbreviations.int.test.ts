import { expect, it } from "vitest";
import { describeWithDatabases } from "../../test/databases";
import { abbreviationEntries } from "./synonyms";

type WireItem = { title: string; urlLink: string; highlights: Array<[number, number]> };
type WireSearch = {
  data: Record<string, { list: WireItem[]; urlLink: string; page: { totalItems: number } }>;
  didYouMean: { keyword: string; urlLink: string } | null;
  typedKeyword: string | null;
};

/** Names with a stage word, as people type them; each must find the license first. */
const STAGE_QUERIES: Array<[string, string]> = [
  ["전기기사 실기", "전기기사"],
  ["전기기사실기", "전기기사"],
  ["정처기 실기", "정보처리기사"],
  ["컴활 2급 필기", "컴퓨터활용능력 2급"],
  ["산안기 필기 기출", "산업안전기사"],
  ["한능검 시험일정", "한국사능력검정시험"],
];

describeWithDatabases("search: abbreviations, stage words and keyboard layout", (ctx) => {
  const post = async (json: unknown): Promise<WireSearch> => {
    const res = await ctx().request("/v1/search/search.php", { method: "POST", json });
    expect(res.status).toBe(200);
    return (await res.json()) as WireSearch;
  };
  const firstLicense = async (keyword: string) => (await post({ keyword, searchType: "licenseInfo" })).data.licenseInfo?.list[0];

  it("finds the intended license first for every abbreviation of the dictionary (50+)", async () => {
    const entries = abbreviationEntries();
    expect(entries.length).toBeGreaterThanOrEqual(50);
    const wrong: string[] = [];
    for (const [abbr, [intended]] of entries) {
      const first = await firstLicense(abbr);
      if (first?.title !== intended) wrong.push(`${abbr} → ${first?.title ?? "nothing"} (expected ${intended})`);
    }
    expect(wrong).toEqual([]);
  });

  it("leads 산기 with 산업기사 licenses, as 정처기 and 컴활 lead with theirs", async () => {
    const list = (await post({ keyword: "산기", searchType: "licenseInfo" })).data.licenseInfo?.list ?? [];
    expect(list).toHaveLength(10);
    expect(list.map((l) => l.title).filter((t) => !t.includes("산업기사"))).toEqual([]);
    expect((await firstLicense("가스산기"))?.title).toBe("가스산업기사");
  });

  it("finds a license named with a stage word after it", async () => {
    for (const [keyword, intended] of STAGE_QUERIES) expect((await firstLicense(keyword))?.title, keyword).toBe(intended);
  });

  it("still finds posts that quote the abbreviation, and highlights the expanded name", async () => {
    const body = await post({ keyword: "정처기", searchType: "all" });
    const license = body.data.licenseInfo?.list[0];
    expect(license?.title).toBe("정보처리기사");
    expect(license?.highlights).toEqual([[0, 6]]);
  });

  it("puts abbreviations first in the autocomplete and the spec form's license box", async () => {
    const auto = await ctx().request(`/v1/search/autocomplete.php?q=${encodeURIComponent("정처기")}`);
    expect(((await auto.json()) as { data: WireItem[] }).data[0]?.title).toBe("정보처리기사");
    const spec = await ctx().request(`/v2/license/license-select?licenseName=${encodeURIComponent("컴활")}`);
    const names = ((await spec.json()) as { data: Array<{ jmfldnm: string }> }).data.map((d) => d.jmfldnm);
    expect(names.slice(0, 2)).toEqual(["컴퓨터활용능력 1급", "컴퓨터활용능력 2급"]);
  });

  it("answers a keyword typed in English mode that finds nothing with the results of the Hangul it spells", async () => {
    const body = await post({ keyword: "wjdqhcjfl", searchType: "all" });
    expect(body.typedKeyword).toBe("wjdqhcjfl");
    expect(body.didYouMean).toBeNull();
    expect(body.data.licenseInfo?.list[0]?.title).toMatch(/정보처리/);
    expect(body.data.licenseInfo?.urlLink).toBe(`/search/search?stx=${encodeURIComponent("정보처리")}&tab=licenseInfo`);
    const page = await post({ keyword: "wjdqhcjfl", searchType: "licenseInfo" });
    expect(page.data.licenseInfo?.page.totalItems).toBe(
      (await post({ keyword: "정보처리", searchType: "licenseInfo" })).data.licenseInfo?.page.totalItems,
    );
    expect((await post({ keyword: "정보처리", searchType: "all" })).typedKeyword).toBeNull();
    expect((await post({ keyword: "sqld", searchType: "all" })).didYouMean).toBeNull();

    const auto = await ctx().request("/v1/search/autocomplete.php?q=wjdqhcjfl");
    expect(((await auto.json()) as { data: WireItem[] }).data[0]?.title).toBe("정보처리기사");
  });
});
