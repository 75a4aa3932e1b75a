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
