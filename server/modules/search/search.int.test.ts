import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { SearchCategory } from "../../../shared/search-categories";
import { posts } from "../../db/schema";
import { describeWithDatabases } from "../../test/databases";
import { indexState, reindexIfStale } from "./indexer.server";
import { categoryPageSql } from "./queries.server";
import type { SearchResult } from "./service.server";
import { parseQuery } from "./text";

type WireCategory = {
  title: string;
  value: string;
  list: Array<{ title: string; urlLink: string; highlights: Array<[number, number]> }>;
  page: { page: number; totalItems: number; itemsPerPage: number; visiblePages: number };
};
type WireSearch = { data: Record<string, WireCategory>; suggestions: Array<{ title: string }> };

describeWithDatabases("site search", (ctx) => {
  const search = async (keyword: string, scope: SearchCategory | "all" = "all", page = 1): Promise<SearchResult> => {
    const outcome = await ctx().services.search.search({ keyword, scope, page });
    if (!outcome.ok) throw new Error(`search refused: ${outcome.reason}`);
    return outcome.result;
  };
  const titles = (result: SearchResult, category: SearchCategory) =>
    result.categories.find((c) => c.category === category)?.items.map((i) => i.title) ?? [];
  const post = (json: unknown) => ctx().request("/v1/search/search.php", { method: "POST", json });
  /**
   * The plan of a license-tab query. The test index is small, so the planner would rightly prefer a
   * sequential scan; switching sequential scans off (for this transaction only) shows which
   * indexes the query can use.
   */
  const explain = (keyword: string) => {
    const query = parseQuery(keyword);
    if (!query) throw new Error(`unparseable: ${keyword}`);
    return ctx().database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute<{ "QUERY PLAN": string }>(sql`explain ${categoryPageSql([query], "license", 10, 0)}`);
      return result.rows.map((r) => r["QUERY PLAN"]).join("\n");
    });
  };

  it("ranks 정보처리기사 and 정보처리기능사 first for 정보처리 (most 필기 applicants of the ranking year)", async () => {
    const first = titles(await search("정보처리", "license"), "license").slice(0, 2);
    // 2024 (decision 0041): 정보처리기사 66,169, 정보처리기능사 12,057, 정보처리산업기사 8,579.
    expect(first.sort()).toEqual(["정보처리기능사", "정보처리기사"]);
  });

  it("answers a two-syllable query through the bigram GIN index, without typo matches", async () => {
    expect(titles(await search("처리", "license"), "license")).toContain("정보처리기사");
    const plan = await explain("처리");
    expect(plan).toContain("search_documents_bigrams_idx");
    expect(plan).not.toContain("search_documents_name_trgm_idx");
  });

  it("finds 정보처리기사 by its 초성", async () => {
    const result = await search("ㅈㅂㅊㄹ", "license");
    expect(titles(result, "license")[0]).toBe("정보처리기사");
    expect(result.categories.find((c) => c.category === "license")?.items[0]?.highlights).toEqual([[0, 4]]);
  });

  it("tolerates a typo through trigram similarity on names", async () => {
    expect(titles(await search("정보처리기삭", "license"), "license")).toContain("정보처리기사");
    expect(await explain("정보처리기삭")).toContain("search_documents_name_trgm_idx");
  });

  it("returns at most 3 items per category in all mode, with each category's total", async () => {
    const all = await search("기사");
    for (const entry of all.categories) {
      expect(entry.items.length).toBeLessThanOrEqual(3);
      const single = await search("기사", entry.category);
      expect(entry.total).toBe(single.categories.find((c) => c.category === entry.category)?.total);
      expect(entry.items.map((i) => i.title)).toEqual(titles(single, entry.category).slice(0, 3));
    }
    expect(all.categories.find((c) => c.category === "license")?.total).toBeGreaterThan(10);
  });

  it("pages a single category 10 at a time", async () => {
    const page1 = await search("기사", "license", 1);
    const total = page1.categories.find((c) => c.category === "license")?.total ?? 0;
    const lastPage = Math.ceil(total / 10);
    expect(lastPage).toBeGreaterThan(1);
    const page2 = await search("기사", "license", 2);
    expect(titles(page1, "license")).toHaveLength(10);
    expect(titles(page2, "license").some((t) => titles(page1, "license").includes(t))).toBe(false);
    const last = await search("기사", "license", lastPage);
    expect(titles(last, "license")).toHaveLength(total - (lastPage - 1) * 10);
    const beyond = await search("기사", "license", lastPage + 1);
    expect(titles(beyond, "license")).toEqual([]);
    expect(beyond.categories.find((c) => c.category === "license")?.total).toBe(total);
  });

  it("serves the wire shape of POST /v1/search/search.php (JSON and form)", async () => {
    const res = await post({ keyword: "정보처리", searchType: "all" });
    expect(res.status).toBe(200);
    const body = (await res.json()) as WireSearch;
    expect(Object.keys(body.data)).toEqual([
      "licenseInfo",
      "jnTalk",
      "productInfo",
      "community",
      "languageOfficialInfo",
      "jobInfo",
    ]);
    expect(body.data.licenseInfo).toMatchObject({
      title: "자격증정보",
      value: "licenseInfo",
      page: { page: 1, itemsPerPage: 3 },
    });
    expect(body.data.licenseInfo?.list[0]?.urlLink).toMatch(/^\/jnLics\/licenseInfo\?ld_id=/);

    const form = await ctx().request("/v1/search/search.php", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: `keyword=${encodeURIComponent("기사")}&searchType=licenseInfo&page=2`,
    });
    expect(form.status).toBe(200);
    const paged = (await form.json()) as WireSearch;
    expect(Object.keys(paged.data)).toEqual(["licenseInfo"]);
    expect(paged.data.licenseInfo?.page).toMatchObject({ page: 2, itemsPerPage: 10, visiblePages: 10 });
    expect(paged.data.licenseInfo?.list).toHaveLength(10);
  });

  it("gives empty lists for an empty keyword and refuses 1 or more than 50 characters", async () => {
    const empty = await post({ keyword: "", searchType: "all" });
    expect(empty.status).toBe(200);
    const body = (await empty.json()) as WireSearch;
    expect(Object.values(body.data).every((c) => c.list.length === 0 && c.page.totalItems === 0)).toBe(true);

    for (const keyword of ["정", " 정 ", "정\u200b", "a"]) {
      const res = await post({ keyword });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ result: false, error: "400", message: "검색어 2자 이상 입력 해주세요" });
    }
    expect((await post({ keyword: "가".repeat(51) })).status).toBe(400);
  });

  it("handles hostile input without errors or slow queries", async () => {
    for (const keyword of [
      "%%",
      "__",
      "정보%",
      "처리_",
      "\\\\",
      "'\"",
      "'; drop table licenses; --",
      "😀😀",
      "정보😀",
      "정\u200b보",
      "\u202e처리",
    ]) {
      const res = await post({ keyword });
      expect(res.status, keyword).toBe(200);
    }
    const huge = await post({ keyword: "가%".repeat(5000) });
    expect(huge.status).toBe(400);
    expect((await post({ keyword: 12 })).status).toBe(400);
    expect((await post({ keyword: "정보", searchType: "nope" })).status).toBe(400);
    expect((await post({ keyword: "정보", page: "abc" })).status).toBe(400);
    expect((await post({ keyword: "정보", page: 0 })).status).toBe(400);
    const badJson = await ctx().request("/v1/search/search.php", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(badJson.status).toBe(400);
  });

  it("suggests close names when nothing matches", async () => {
    const res = await post({ keyword: "정보처리 자격증 시험 일정표" });
    const body = (await res.json()) as WireSearch;
    expect(body.data.licenseInfo?.page.totalItems).toBe(0);
    expect(body.suggestions.map((s) => s.title)).toContain("정보처리기사");
  });

  it("autocompletes license and job names, 초성 included, and survives invalid UTF-8", async () => {
    const res = await ctx().request(`/v1/search/autocomplete.php?q=${encodeURIComponent("ㅈㅂㅊㄹ")}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: Array<{ title: string }> };
    expect(data.length).toBeLessThanOrEqual(8);
    expect(data[0]?.title).toBe("정보처리기사");
    const statuses = await Promise.all(
      ["%FF%FE", "%E0%A4%A", "%00", "%25%5F"].map(async (q) => [
        q,
        (await ctx().request(`/v1/search/autocomplete.php?q=${q}`)).status,
      ]),
    );
    expect(Object.fromEntries(statuses)).toEqual({ "%FF%FE": 400, "%E0%A4%A": 400, "%00": 400, "%25%5F": 200 });
    const bad = await ctx().request("/v1/search/search.php", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "keyword=%FF%FE%FD",
    });
    expect(bad.status).toBe(200);
  });

  it("rebuilds the index only when the source tables change", async () => {
    const { db } = ctx().database;
    const before = await indexState(db);
    expect(before.stored).toBe(before.current);
    const log: string[] = [];
    await reindexIfStale(db, { log: (line) => log.push(line) });
    expect(log).toEqual([]);

    await db.insert(posts).values({ boardSlug: "free", title: "테스트용 검색색인 확인 게시글", body: "", authorName: "테스트" });
    expect((await indexState(db)).stored).not.toBe((await indexState(db)).current);
    await reindexIfStale(db, { log: (line) => log.push(line) });
    expect(log).toHaveLength(1);
    expect(titles(await search("검색색인", "community"), "community")).toEqual(["테스트용 검색색인 확인 게시글"]);
  });
});
