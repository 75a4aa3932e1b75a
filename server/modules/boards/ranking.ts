/**
 * Best and hot lists (docs/decisions/0017-board-points-and-ranking.md).
 * engagement = 3·likes + 2·comments + views/10
 * best: posts of the last 7 days with at least one like or comment, by engagement.
 * hot: posts of the last 48 hours, by engagement / (hours since posting + 2)^1.5, so fresh activity wins.
 */
export const RANKING = {
  best: { windowHours: 24 * 7 },
  hot: { windowHours: 48 },
} as const;

export type RankingSlug = keyof typeof RANKING;

export const isRankingSlug = (slug: string): slug is RankingSlug => slug in RANKING;

/** Engagement of one post from its counters (mirrors the SQL in queries.server.ts). */
export function engagement(p: { likeCount: number; commentCount: number; views: number }): number {
  return 3 * p.likeCount + 2 * p.commentCount + p.views / 10;
}

/** Score of one post for `slug` at `now` (mirrors the SQL in queries.server.ts). */
export function rankingScore(
  slug: RankingSlug,
  p: { likeCount: number; commentCount: number; views: number; createdAt: Date },
  now: Date,
): number {
  const e = engagement(p);
  if (slug === "best") return e;
  const hours = Math.max(0, (now.getTime() - p.createdAt.getTime()) / 3_600_000);
  return e / (hours + 2) ** 1.5;
}
