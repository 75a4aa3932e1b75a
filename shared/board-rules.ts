/**
 * Board limits and sort orders without zod, so pages that only show them (lists, comment
 * counters) do not load the schema library (the schemas are in `./board-schemas.ts`).
 */
export const POST_TITLE_MAX = 100;
export const POST_BODY_MAX = 20_000;
export const COMMENT_MAX = 1_000;
export const REPORT_REASON_MAX = 200;

export const POST_SORTS = ["latest", "comment", "like"] as const;
export type PostSort = (typeof POST_SORTS)[number];
export const SORT_LABELS: Record<PostSort, string> = { latest: "최신순", comment: "댓글순", like: "공감순" };
