/**
 * Result categories of the site search, in tab order. `key` is the spec's category name (the API's
 * response keys and the result page's `tab` values); `label` the Korean tab title.
 */
export const searchCategories = [
  { id: "license", key: "licenseInfo", label: "자격증정보" },
  { id: "talk", key: "jnTalk", label: "자격증톡" },
  { id: "education", key: "productInfo", label: "교육과정" },
  { id: "community", key: "community", label: "커뮤니티" },
  { id: "exam", key: "languageOfficialInfo", label: "어학·공공시험" },
  { id: "job", key: "jobInfo", label: "직업정보" },
] as const;

export type SearchCategory = (typeof searchCategories)[number]["id"];
export type SearchCategoryKey = (typeof searchCategories)[number]["key"];

export const searchCategoryKeys = searchCategories.map((c) => c.key) as [SearchCategoryKey, ...SearchCategoryKey[]];

/**
 * Categories of named things (not posts) that also match by trigram similarity, for typos. Must
 * equal the predicate of the partial index `search_documents_name_trgm_idx`.
 */
export const TYPO_CATEGORIES: SearchCategory[] = ["license", "job", "exam", "education"];

export function categoryByKey(key: string) {
  return searchCategories.find((c) => c.key === key);
}

/** Items per category in "all" mode and per page in a single category (spec section 9). */
export const ALL_MODE_ITEMS = 3;
export const ITEMS_PER_PAGE = 10;
export const VISIBLE_PAGES = 10;
export const AUTOCOMPLETE_ITEMS = 8;
/** Deepest page a single-category search serves (offset 9,990). */
export const MAX_PAGE = 1000;
