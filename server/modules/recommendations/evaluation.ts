import { buildModel, emptyProfile, type ModelInput } from "./model";

/**
 * Offline evaluation: hide a deterministic share of the major → license links, rebuild the
 * model without them, and ask, for every major that lost a link, for 10 licenses it does not
 * already link to. recall@10 = hidden links found / hidden links; nDCG@10 with binary gains.
 *
 * Two disjoint splits: the weights (model.ts WEIGHTS) were tuned on TUNING_SPLIT; the figures
 * reported (docs/recommendation-evaluation.md, /jnData/licenseRecommend) come from TEST_SPLIT,
 * which no weight was chosen on. Tuning again must use TUNING_SPLIT only.
 */
export interface Split {
  name: "tuning" | "test";
  /** The links whose hash falls in [from, to) are hidden. */
  from: number;
  to: number;
}
export const TUNING_SPLIT: Split = { name: "tuning", from: 0, to: 0.2 };
export const TEST_SPLIT: Split = { name: "test", from: 0.2, to: 0.4 };
export const K = 10;

/** FNV-1a of the pair, in [0, 1): the same links are held out on every run and machine. */
function linkHash(majorId: number, licenseId: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${majorId}:${licenseId}`) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h / 0x1_0000_0000;
}

export function isHeldOut(majorId: number, licenseId: string, split: Split = TEST_SPLIT): boolean {
  const h = linkHash(majorId, licenseId);
  return h >= split.from && h < split.to;
}

export function recallAt(ranked: string[], relevant: Set<string>, k = K): number {
  if (relevant.size === 0) return 0;
  return ranked.slice(0, k).filter((id) => relevant.has(id)).length / relevant.size;
}

export function ndcgAt(ranked: string[], relevant: Set<string>, k = K): number {
  let dcg = 0;
  ranked.slice(0, k).forEach((id, i) => {
    if (relevant.has(id)) dcg += 1 / Math.log2(i + 2);
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(k, relevant.size); i++) ideal += 1 / Math.log2(i + 2);
  return ideal > 0 ? dcg / ideal : 0;
}

export interface MethodScores {
  recall: number;
  ndcg: number;
}

export interface EvaluationResult {
  split: Split["name"];
  holdOutShare: number;
  k: number;
  /** Majors with at least one hidden and one remaining link (the test cases). */
  majors: number;
  hiddenLinks: number;
  model: MethodScores;
  /** Licenses named by the most majors and jobs in the training links. */
  popularityByLinks: MethodScores;
  /** Licenses with the most applicants. */
  popularityByApplicants: MethodScores;
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

export function evaluate(input: ModelInput, split: Split = TEST_SPLIT): EvaluationResult {
  const train = input.majorLinks.filter((l) => !isHeldOut(l.majorId, l.licenseId, split));
  const hidden = new Map<number, Set<string>>();
  for (const l of input.majorLinks) {
    if (isHeldOut(l.majorId, l.licenseId, split)) hidden.set(l.majorId, (hidden.get(l.majorId) ?? new Set()).add(l.licenseId));
  }
  const model = buildModel({ ...input, majorLinks: train });
  const totals = { model: { recall: 0, ndcg: 0 }, links: { recall: 0, ndcg: 0 }, applicants: { recall: 0, ndcg: 0 } };
  let majors = 0;
  let hiddenLinks = 0;
  for (const [majorId, relevant] of hidden) {
    const known = new Set(model.licensesOfMajor(majorId));
    if (known.size === 0) continue;
    majors++;
    hiddenLinks += relevant.size;
    const ranked = {
      model: model.score({ ...emptyProfile(), majorIds: [majorId] }, known).map((s) => s.licenseId),
      links: model.popular(known, "links"),
      applicants: model.popular(known, "applicants"),
    };
    for (const method of ["model", "links", "applicants"] as const) {
      totals[method].recall += recallAt(ranked[method], relevant);
      totals[method].ndcg += ndcgAt(ranked[method], relevant);
    }
  }
  const mean = (t: MethodScores) => ({ recall: round4(t.recall / (majors || 1)), ndcg: round4(t.ndcg / (majors || 1)) });
  return {
    split: split.name,
    holdOutShare: round4(split.to - split.from),
    k: K,
    majors,
    hiddenLinks,
    model: mean(totals.model),
    popularityByLinks: mean(totals.links),
    popularityByApplicants: mean(totals.applicants),
  };
}
