/**
 * Points a member earns (docs/decisions/0017-board-points-and-ranking.md). Each award is a ledger
 * row; undoing the action (deleting the post or comment, withdrawing a like) writes the negative row.
 */
export const POINTS = {
  post: 10,
  comment: 2,
  like_received: 1,
} as const;

export type PointReason = keyof typeof POINTS;

/** Reports that hide a post or comment until an admin reviews it. */
export const REPORT_HIDE_THRESHOLD = 3;

/** Posting and commenting limits per member (sliding window). */
export const WRITE_LIMITS = {
  windowMs: 10 * 60_000,
  posts: 10,
  comments: 30,
} as const;
