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

/**
 * Reports (decision 0038). A target is hidden until an admin reviews it once the weights of its
 * counted reports add up to `hideAt` (three established members). A reporter whose account is
 * younger than `newAccountDays` counts a quarter, one without a single post or comment a half
 * (the smaller applies), so a handful of fresh accounts cannot hide anything.
 */
export const REPORTS = {
  hideAt: 300,
  fullWeight: 100,
  newAccountWeight: 25,
  noHistoryWeight: 50,
  newAccountDays: 7,
  /** Per member and per client address, each per hour. */
  perMemberPerHour: 10,
  perClientPerHour: 20,
} as const;

/** Posting, commenting and like-toggling limits per member (sliding window). */
export const WRITE_LIMITS = {
  windowMs: 10 * 60_000,
  posts: 10,
  comments: 30,
  /** Likes and unlikes together: a reader likes a handful of posts, not hundreds (issue 34). */
  likes: 30,
} as const;
