import type { BigFiveCode } from "./instruments/types";

/**
 * Work-style words of CareerNet 직업백과's 적성 texts ("…정직, 독립성, 자기를 통제할 수 있는 성격을 가진
 * 사람들에게 유리하다") grouped by the Big Five factor they belong to. The grouping follows O*NET's Work
 * Styles taxonomy, whose groups CareerNet's words translate (Conscientiousness: dependability, attention
 * to detail; Adjustment: self-control, stress tolerance; Interpersonal orientation: cooperation, concern
 * for others; Social influence: leadership, social orientation; Practical intelligence: innovation,
 * analytical thinking). Matching a person's factors to a job through it is our inference, and the
 * result page says so. Words whose group is unclear (정직, 독립성, 적응성·융통성) are left out.
 */
export const PERSONALITY_STYLES: Record<BigFiveCode, { words: string[] }> = {
  C: { words: ["꼼꼼", "책임감", "신뢰성", "성실", "인내"] },
  N: { words: ["스트레스 감내", "자기통제", "자기를 통제"] },
  A: { words: ["협조", "타인에 대한 배려"] },
  E: { words: ["사회성", "리더십"] },
  O: { words: ["혁신", "분석적 사고"] },
};

/** The words of the high factors that a job's 적성 text contains, in factor order. */
export function jobStylesFor(aptitude: string, high: readonly BigFiveCode[]): string[] {
  return high.flatMap((code) => PERSONALITY_STYLES[code].words.filter((w) => aptitude.includes(w)));
}
