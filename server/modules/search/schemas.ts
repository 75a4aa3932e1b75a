import { z } from "zod";
import { MAX_PAGE, searchCategoryKeys } from "../../../shared/search-categories";
import { MAX_RAW_KEYWORD_LENGTH } from "./text";

const TOO_LONG = "검색어는 50자 이하로 입력해주세요.";

/** POST /v1/search/search.php (JSON or form). The raw length cap runs before any other work. */
export const searchInput = z.object({
  keyword: z.string({ error: "검색어를 입력해주세요." }).max(MAX_RAW_KEYWORD_LENGTH, TOO_LONG).default(""),
  searchType: z.enum(["all", ...searchCategoryKeys], { error: "검색 구분이 올바르지 않습니다." }).default("all"),
  page: z.coerce
    .number({ error: "페이지 번호가 올바르지 않습니다." })
    .int("페이지 번호가 올바르지 않습니다.")
    .min(1, "페이지 번호가 올바르지 않습니다.")
    .max(MAX_PAGE, "페이지 번호가 올바르지 않습니다.")
    .default(1),
});

/** GET /v1/search/autocomplete.php?q= */
export const autocompleteInput = z.object({
  q: z.string().max(MAX_RAW_KEYWORD_LENGTH, TOO_LONG).default(""),
});
