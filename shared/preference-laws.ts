/**
 * 우대현황 (the laws that favour a license's holders): the source's classes, its attribution, and
 * the splitting of a row's article and use lists into pairs. Used by the importer's service, the
 * license page and the roadmap planner.
 */

/** The source's classes, most binding first: a law that requires or empowers holders before a bonus. */
export const PREFERENCE_CLASSES = ["의무고용", "직무권한부여", "인사우대", "시험면제", "기타"] as const;
export type PreferenceClass = (typeof PREFERENCE_CLASSES)[number];

export function isPreferenceClass(value: string): value is PreferenceClass {
  return (PREFERENCE_CLASSES as readonly string[]).includes(value);
}

/** The legal status the source records (laws change: the page shows this year). */
export const PREFERENCE_LAWS_BASIS_YEAR = 2022;
export const PREFERENCE_LAWS_SOURCE = "한국직업능력연구원(2022) 국가기술자격 우대법령 정리";

/** One article of a law and what it gives holders, as the source writes them. */
export interface PreferenceArticle {
  /** "제40조전기안전관리자의선임등(별표12)" */
  article: string;
  /** "전기안전관리자및안전관리보조원의선임기준"; null when the source lists fewer uses than articles. */
  use: string | null;
}

/**
 * Splits the source's article list at ", " outside parentheses: "제31조…(별표12), 제27조…(별표7,별표8)"
 * is two articles (the annex list inside the parentheses stays whole).
 */
export function splitArticles(articles: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < articles.length; i++) {
    const c = articles[i];
    if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (c === "," && depth === 0 && articles[i + 1] === " ") {
      parts.push(articles.slice(start, i));
      start = i + 2;
    }
  }
  parts.push(articles.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/**
 * Pairs the n-th article with the n-th use. The uses are split at ", " only: a use may hold a comma
 * without a space ("교양과정인정시험,전공기초과정인정시험…" is one use). In the 2022 file every row has as
 * many uses as articles; a row that did not would keep its extra uses on the last article. A pair
 * the source repeats within one row (56 rows do) is listed once.
 */
export function pairArticles(articles: string, uses: string): PreferenceArticle[] {
  const list = splitArticles(articles);
  const useList = uses
    .split(", ")
    .map((u) => u.trim())
    .filter(Boolean);
  const pairs = new Map<string, PreferenceArticle>();
  list.forEach((article, i) => {
    const use = (i === list.length - 1 ? useList.slice(i).join(", ") : useList[i]) || null;
    pairs.set(`${article}\u0000${use ?? ""}`, { article, use });
  });
  return [...pairs.values()];
}

/**
 * "제40조전기안전관리자의선임등(별표12)" → "제40조 전기안전관리자의선임등(별표12)": a space after the article
 * number, so the number reads apart from its title. No character of the source is changed or dropped.
 */
export function formatArticle(article: string): string {
  const number = /^제\d+조(?:의\d+)?/.exec(article)?.[0];
  const next = number ? article.charAt(number.length) : "";
  return number && next && !/[\s(의]/.test(next) ? `${number} ${article.slice(number.length)}` : article;
}

/** Whitespace-insensitive key the duty lookup compares (the source removed most spaces). */
export function dutyKey(text: string): string {
  return text.normalize("NFKC").replace(/\s+/g, "");
}
