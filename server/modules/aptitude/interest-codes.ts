import type { RiasecCode } from "./instruments/types";

const NAMES: Record<string, RiasecCode> = {
  현실형: "R",
  탐구형: "I",
  예술형: "A",
  사회형: "S",
  진취형: "E",
  기업형: "E",
  관습형: "C",
};

/**
 * The Holland codes a CareerNet 직업백과 entry names in its 적성 text ("예술형과 탐구형의 흥미를
 * 가진 사람에게 적합하며…"), in the order written (the first is the primary interest). Only the
 * sentence that mentions 흥미 is read, so personality words elsewhere cannot match.
 */
export function interestCodesFromAptitude(text: string | null): RiasecCode[] {
  if (!text) return [];
  const sentence = text.split(/[.\n]/).find((part) => part.includes("흥미"));
  if (!sentence) return [];
  const codes: RiasecCode[] = [];
  for (const match of sentence.matchAll(/(현실|탐구|예술|사회|진취|기업|관습)형/g)) {
    const code = NAMES[match[0]];
    if (code && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

/**
 * How well a job's interest codes fit a result's order: the job's primary code counts twice, its
 * others once, each times 3 / 2 / 1 for the result's first / second / third code. 0 = no overlap.
 */
export function interestFit(jobCodes: RiasecCode[], resultOrder: RiasecCode[]): number {
  return jobCodes.reduce((sum, code, i) => {
    const rank = resultOrder.indexOf(code);
    if (rank < 0 || rank > 2) return sum;
    return sum + (i === 0 ? 2 : 1) * (3 - rank);
  }, 0);
}
