import {
  ALL_MODE_ITEMS,
  AUTOCOMPLETE_ITEMS,
  ITEMS_PER_PAGE,
  MAX_PAGE,
  type SearchCategory,
  searchCategories,
} from "../../../shared/search-categories";
import type { Db } from "../../db/client.server";
import { reindex, reindexIfStale } from "./indexer.server";
import {
  countByCategory,
  type SearchHit,
  searchAllCategories,
  searchCategoryPage,
  searchNames,
  suggestNames,
} from "./queries.server";
import { hangulFromQwerty, keywordVariants } from "./synonyms";
import { checkKeyword, highlightRanges, type ParsedQuery, parseQuery, type Range } from "./text";

const SUGGESTIONS = 5;
const NAME_CATEGORIES: SearchCategory[] = ["license", "job"];

export interface SearchItem {
  title: string;
  summary: string | null;
  url: string;
  kind: string;
  /** Ranges of `title` that match the keyword (for <mark>). */
  highlights: Range[];
}

export interface CategoryResult {
  category: SearchCategory;
  total: number;
  items: SearchItem[];
}

export interface SearchResult {
  keyword: string;
  scope: SearchCategory | "all";
  page: number;
  /** Every category in tab order; in a single-category search only that one has items. */
  categories: CategoryResult[];
  /** Closest license/job names when nothing matched. */
  suggestions: SearchItem[];
  /**
   * The keyword as Hangul when it was typed on an English keyboard ("wjdqhcjfl" → "정보처리") and
   * that finds more than the keyword itself: offered as "이것을 찾으셨나요?".
   */
  didYouMean: string | null;
  /**
   * The keyword as typed when it found nothing and its Hangul reading did: the result is that
   * reading's ("wjdqhcjfl" → the results of 정보처리), and the page says so.
   */
  typedKeyword: string | null;
}

export type SearchOutcome = { ok: true; result: SearchResult } | { ok: false; reason: "tooShort" | "tooLong" };

export interface SearchInput {
  keyword: string;
  scope: SearchCategory | "all";
  page?: number;
  /** Single category only: also count the other categories (for tab labels). */
  withCounts?: boolean;
}

function toItem(hit: SearchHit, queries: ParsedQuery[]): SearchItem {
  const highlights = mergeRanges(queries.flatMap((q) => highlightRanges(hit.title, q)));
  return { title: hit.title, summary: hit.summary, url: hit.url, kind: hit.kind, highlights };
}

function mergeRanges(ranges: Range[]): Range[] {
  const merged: Range[] = [];
  for (const range of [...ranges].sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

/** The parsed variants of a keyword (abbreviations expanded, stage words dropped, as typed last). */
function parseVariants(keyword: string): ParsedQuery[] {
  return keywordVariants(keyword)
    .map(parseQuery)
    .filter((q): q is ParsedQuery => q !== null);
}

function emptyResult(keyword: string, scope: SearchCategory | "all", page: number): SearchResult {
  return {
    keyword,
    scope,
    page,
    categories: searchCategories.map((c) => ({ category: c.id, total: 0, items: [] })),
    suggestions: [],
    didYouMean: null,
    typedKeyword: null,
  };
}

export function createSearchService(db: Db) {
  /** The Hangul reading of a keyword typed in English mode, when it finds more than the keyword did. */
  async function keyboardCorrection(keyword: string, found: number): Promise<string | null> {
    const hangul = hangulFromQwerty(keyword);
    const query = hangul ? parseVariants(hangul) : [];
    if (!hangul || query.length === 0) return null;
    const counts = await countByCategory(db, query);
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    return total > found ? hangul : null;
  }

  /**
   * Site search: "all" returns the first 3 hits and the total of every category, a single
   * category one page of 10. An empty keyword gives empty lists; 1 or > 50 characters are refused.
   */
  async function search(input: SearchInput): Promise<SearchOutcome> {
    const page = Math.min(Math.max(1, Math.trunc(input.page ?? 1)), MAX_PAGE);
    const check = checkKeyword(input.keyword);
    if (!check.ok && check.reason !== "empty") return { ok: false, reason: check.reason };
    const keyword = check.ok ? check.keyword : "";
    const result = emptyResult(keyword, input.scope, page);
    const query = check.ok ? parseVariants(keyword) : [];
    if (query.length === 0) return { ok: true, result };

    if (input.scope === "all") {
      const { totals, hits } = await searchAllCategories(db, query, ALL_MODE_ITEMS);
      for (const entry of result.categories) {
        entry.total = totals.get(entry.category) ?? 0;
        entry.items = hits.filter((h) => h.category === entry.category).map((h) => toItem(h, query));
      }
    } else {
      const { total, hits } = await searchCategoryPage(db, query, input.scope, ITEMS_PER_PAGE, (page - 1) * ITEMS_PER_PAGE);
      const counts = input.withCounts ? await countByCategory(db, query) : new Map<SearchCategory, number>();
      for (const entry of result.categories) {
        if (entry.category !== input.scope) {
          entry.total = counts.get(entry.category) ?? 0;
          continue;
        }
        entry.total = total;
        entry.items = hits.map((h) => toItem(h, query));
      }
    }
    const found = result.categories.reduce((sum, c) => sum + c.total, 0);
    const correction = await keyboardCorrection(keyword, found);
    if (correction && found === 0) {
      // Nothing for the Latin letters: answer with the word they spell, as the autocomplete does.
      const converted = await search({ ...input, keyword: correction });
      if (converted.ok) return { ok: true, result: { ...converted.result, typedKeyword: keyword } };
    }
    result.didYouMean = correction;
    if (found === 0 && !result.didYouMean) {
      const [first] = query;
      if (first) result.suggestions = (await suggestNames(db, first, NAME_CATEGORIES, SUGGESTIONS)).map((h) => toItem(h, query));
    }
    return { ok: true, result };
  }

  return {
    search,

    /** Up to 8 license and job names for the search box (초성 queries included); [] for short input. */
    async autocomplete(text: string): Promise<SearchItem[]> {
      const check = checkKeyword(text);
      let query = check.ok ? parseVariants(check.keyword) : [];
      if (query.length === 0) return [];
      let hits = await searchNames(db, query, NAME_CATEGORIES, AUTOCOMPLETE_ITEMS * 2);
      const hangul = hits.length === 0 && check.ok ? hangulFromQwerty(check.keyword) : null;
      if (hangul) {
        query = parseVariants(hangul);
        hits = query.length > 0 ? await searchNames(db, query, NAME_CATEGORIES, AUTOCOMPLETE_ITEMS * 2) : [];
      }
      const seen = new Set<string>();
      const items: SearchItem[] = [];
      for (const hit of hits) {
        if (seen.has(hit.title) || items.length >= AUTOCOMPLETE_ITEMS) continue;
        seen.add(hit.title);
        items.push(toItem(hit, query));
      }
      return items;
    },

    /** Full rebuild of the index from the domain tables (one transaction). */
    reindex: () => reindex(db),
    /** Rebuild only when the domain tables changed since the last build. */
    reindexIfStale: (log: { log: (line: string) => void }) => reindexIfStale(db, log),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
