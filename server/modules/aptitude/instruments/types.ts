/** The six Holland interest types, in hexagon order (also the fixed tie-break order). */
export const RIASEC = ["R", "I", "A", "S", "E", "C"] as const;
export type RiasecCode = (typeof RIASEC)[number];

/** The five IPIP Big-Five factors, in the order of the IPIP-50 key. */
export const BIG_FIVE = ["E", "A", "C", "N", "O"] as const;
export type BigFiveCode = (typeof BIG_FIVE)[number];

/** A Likert item: answered 1–5; `reverse` items are scored 6 − answer. */
export interface LikertItem<S extends string> {
  id: string;
  scale: S;
  text: string;
  reverse?: boolean;
}

export type Instrument = "riasec" | "bigfive" | "metaverse" | "edutech";

/** Answer labels of the 5-point scales, 1 → 5. */
export const INTEREST_CHOICES = ["전혀 하고 싶지 않다", "하고 싶지 않다", "보통이다", "하고 싶다", "매우 하고 싶다"] as const;
export const AGREEMENT_CHOICES = ["전혀 아니다", "아니다", "보통이다", "그렇다", "매우 그렇다"] as const;
