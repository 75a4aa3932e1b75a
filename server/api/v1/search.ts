import { Hono } from "hono";
import {
  ALL_MODE_ITEMS,
  categoryByKey,
  ITEMS_PER_PAGE,
  searchCategories,
  VISIBLE_PAGES,
} from "../../../shared/search-categories";
import { readBody } from "../../http/body";
import { badRequest, parseInput } from "../../http/errors";
import { autocompleteInput, searchInput } from "../../modules/search/schemas";
import type { SearchItem } from "../../modules/search/service.server";
import type { ApiEnv } from "../index";

const MESSAGES = {
  tooShort: "검색어 2자 이상 입력 해주세요",
  tooLong: "검색어는 50자 이하로 입력해주세요.",
} as const;

function wireItem(item: SearchItem) {
  return { title: item.title, summary: item.summary, urlLink: item.url, kind: item.kind, highlights: item.highlights };
}

/**
 * POST /v1/search/search.php — keyword, searchType (all | licenseInfo | jnTalk | productInfo |
 * community | languageOfficialInfo | jobInfo), page. GET /v1/search/autocomplete.php?q=.
 */
export function searchRouter() {
  const router = new Hono<ApiEnv>();

  router.post("/search/search.php", async (c) => {
    const input = parseInput(searchInput, await readBody(c));
    const scope = input.searchType === "all" ? "all" : (categoryByKey(input.searchType)?.id ?? "all");
    const outcome = await c.get("services").search.search({ keyword: input.keyword, scope, page: input.page });
    if (!outcome.ok) throw badRequest(MESSAGES[outcome.reason], { keyword: MESSAGES[outcome.reason] });
    const { result } = outcome;
    const data: Record<string, unknown> = {};
    for (const entry of result.categories) {
      const meta = searchCategories.find((c) => c.id === entry.category);
      if (!meta || (result.scope !== "all" && result.scope !== entry.category)) continue;
      data[meta.key] = {
        title: meta.label,
        value: meta.key,
        urlLink: `/search/search?stx=${encodeURIComponent(result.keyword)}&tab=${meta.key}`,
        list: entry.items.map(wireItem),
        page: {
          page: result.scope === "all" ? 1 : result.page,
          totalItems: entry.total,
          itemsPerPage: result.scope === "all" ? ALL_MODE_ITEMS : ITEMS_PER_PAGE,
          visiblePages: VISIBLE_PAGES,
        },
      };
    }
    const didYouMean = result.didYouMean
      ? { keyword: result.didYouMean, urlLink: `/search/search?stx=${encodeURIComponent(result.didYouMean)}` }
      : null;
    // typedKeyword: the Latin letters found nothing, so `data` holds the results of the Hangul they spell.
    return c.json({ data, suggestions: result.suggestions.map(wireItem), didYouMean, typedKeyword: result.typedKeyword });
  });

  router.get("/search/autocomplete.php", async (c) => {
    const { q } = parseInput(autocompleteInput, { q: c.req.query("q") });
    const items = await c.get("services").search.autocomplete(q);
    return c.json({ data: items.map(wireItem) });
  });

  return router;
}
