import { BIG_FIVE, type BigFiveCode, type LikertItem, RIASEC, type RiasecCode } from "./instruments/types";

/** Saved answers of an attempt: item id → answer (1–5 for Likert items, option index otherwise). */
export type Answers = Record<string, number>;

export interface ScaleScore<S extends string> {
  code: S;
  /** Sum of the scored item answers. */
  raw: number;
  min: number;
  max: number;
  /** Position of raw within min…max, 0–100, rounded. Not a percentile: there are no norms. */
  percent: number;
}

export interface RiasecProfile {
  scores: ScaleScore<RiasecCode>[];
  /** All six codes from highest to lowest score; equal scores keep the hexagon order R-I-A-S-E-C. */
  order: RiasecCode[];
  /** The two highest codes, e.g. "SE" (spec: typeCd). */
  typeCd: string;
  /** Codes among the top three that share their score with another code. */
  tiedCodes: RiasecCode[];
  /** Highest and lowest scores lie close together: no clear interest direction. */
  undifferentiated: boolean;
}

export type BigFiveLevel = "high" | "mid" | "low";
export interface BigFiveProfile {
  scores: Array<ScaleScore<BigFiveCode> & { level: BigFiveLevel }>;
}

/** Ids of the items not answered yet with a valid value, in test order. */
export function missingItems(items: ReadonlyArray<{ id: string }>, answers: Answers, valid: (value: number) => boolean) {
  return items.filter((item) => {
    const value = answers[item.id];
    return value === undefined || !valid(value);
  });
}

export const isLikertAnswer = (value: number) => Number.isInteger(value) && value >= 1 && value <= 5;

/** Per-scale sums of a Likert inventory; reverse-keyed items count 6 − answer. */
export function scoreLikert<S extends string>(items: ReadonlyArray<LikertItem<S>>, scales: readonly S[], answers: Answers) {
  return scales.map((code): ScaleScore<S> => {
    const scaleItems = items.filter((item) => item.scale === code);
    const raw = scaleItems.reduce((sum, item) => {
      const answer = answers[item.id];
      if (answer === undefined || !isLikertAnswer(answer)) throw new Error(`item ${item.id} not answered`);
      return sum + (item.reverse ? 6 - answer : answer);
    }, 0);
    const min = scaleItems.length;
    const max = scaleItems.length * 5;
    return { code, raw, min, max, percent: percentOf(raw, min, max) };
  });
}

function percentOf(raw: number, min: number, max: number) {
  return max === min ? 0 : Math.round(((raw - min) / (max - min)) * 100);
}

/**
 * Orders RIASEC scale scores and derives the type code. A spread (max − min) below a quarter of
 * the possible range marks the profile undifferentiated.
 */
export function riasecProfile(scores: ScaleScore<RiasecCode>[]): RiasecProfile {
  const byCode = new Map(scores.map((s) => [s.code, s]));
  const rawOf = (code: RiasecCode) => byCode.get(code)?.raw ?? 0;
  const order = [...RIASEC].sort((a, b) => rawOf(b) - rawOf(a) || RIASEC.indexOf(a) - RIASEC.indexOf(b));
  const top3 = order.slice(0, 3);
  const tiedCodes = top3.filter((code) => order.some((other) => other !== code && rawOf(other) === rawOf(code)));
  const raws = scores.map((s) => s.raw);
  const range = (scores[0]?.max ?? 0) - (scores[0]?.min ?? 0);
  const undifferentiated = Math.max(...raws) - Math.min(...raws) < range / 4;
  return { scores, order, typeCd: top3.slice(0, 2).join(""), tiedCodes, undifferentiated };
}

/** Mean answer ≥ 3.5 is high, ≤ 2.5 low, otherwise mid (raw 35/25 on a 10-item scale). */
export function bigFiveLevel(score: ScaleScore<string>): BigFiveLevel {
  const items = score.min;
  if (score.raw >= items * 3.5) return "high";
  if (score.raw <= items * 2.5) return "low";
  return "mid";
}

export function bigFiveProfile(items: ReadonlyArray<LikertItem<BigFiveCode>>, answers: Answers): BigFiveProfile {
  return { scores: scoreLikert(items, BIG_FIVE, answers).map((s) => ({ ...s, level: bigFiveLevel(s) })) };
}

/** Choice-based RIASEC scoring (metaverse scenarios): each chosen option adds one to its code. */
export function scoreChoices(
  questions: ReadonlyArray<{ id: string; options: ReadonlyArray<{ code: RiasecCode }> }>,
  answers: Answers,
): ScaleScore<RiasecCode>[] {
  const counts = new Map<RiasecCode, number>();
  const offered = new Map<RiasecCode, number>();
  for (const q of questions) {
    const chosen = q.options[answers[q.id] ?? -1];
    if (!chosen) throw new Error(`question ${q.id} not answered`);
    counts.set(chosen.code, (counts.get(chosen.code) ?? 0) + 1);
    for (const o of q.options) offered.set(o.code, (offered.get(o.code) ?? 0) + 1);
  }
  return RIASEC.map((code) => {
    const raw = counts.get(code) ?? 0;
    const max = offered.get(code) ?? 0;
    return { code, raw, min: 0, max, percent: percentOf(raw, 0, max) };
  });
}
