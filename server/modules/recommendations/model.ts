import { type Grade, gradeOf, nextSteps, stemOf } from "./ladder";

/**
 * The recommender: an item-based model over the public link graph. Majors and jobs are
 * "contexts"; a license is described by the set of contexts that name it (major → license and
 * job → license links). Two licenses are similar by the cosine of those sets (co-occurrence
 * through shared majors/jobs), plus a bonus for sharing a grade-ladder stem. A person's profile
 * scores each license by direct links (their majors, desired jobs), ladder steps above held
 * licenses, similarity to their held/wished licenses and to the licenses of their majors/jobs,
 * and a small popularity prior. See docs/decisions/0022-recommender.md.
 */

export interface ModelLicense {
  id: string;
  name: string;
  gradeName: string | null;
  jobFieldCode: string | null;
  applicants: number;
}

export interface ModelInput {
  licenses: ModelLicense[];
  majorLinks: Array<{ majorId: number; licenseId: string }>;
  jobLinks: Array<{ jobId: number; licenseId: string }>;
}

export interface Profile {
  held: string[];
  wished: string[];
  majorIds: number[];
  jobIds: number[];
  /** 대직무분야 codes chosen in the questionnaire (or derived from aptitude results). */
  jobFieldCodes: string[];
}

export const emptyProfile = (): Profile => ({ held: [], wished: [], majorIds: [], jobIds: [], jobFieldCodes: [] });

/** Weights of the score components; fixed by the offline evaluation (docs/decisions/0022). */
export const WEIGHTS = {
  majorLink: 1,
  jobLink: 1,
  ladder: 2,
  jobField: 0.3,
  /** Similarity to held/wished licenses. */
  seedSimilarity: 1,
  /** Mean similarity to the licenses of the person's majors and jobs. */
  contextSimilarity: 2,
  stemBonus: 0.5,
  popularity: 0.15,
} as const;

export interface ScoreParts {
  majorLinks: number[];
  jobLinks: number[];
  ladderFrom: string[];
  jobField: boolean;
  /** Held/wished license most similar to this one, with its similarity. */
  similarTo: { licenseId: string; similarity: number } | null;
  contextSimilarity: number;
  popularity: number;
}

export interface Scored {
  licenseId: string;
  score: number;
  parts: ScoreParts;
}

const contextKey = (kind: "m" | "j", id: number) => `${kind}${id}`;

export function buildModel(input: ModelInput) {
  const byId = new Map(input.licenses.map((l) => [l.id, l]));
  const grades = new Map<string, Grade | null>(input.licenses.map((l) => [l.id, gradeOf(l.name, l.gradeName)]));
  const stems = new Map(input.licenses.map((l) => [l.id, stemOf(l.name)]));
  const stemGroups = new Map<string, string[]>();
  for (const [id, stem] of stems) if (stem) stemGroups.set(stem, [...(stemGroups.get(stem) ?? []), id]);
  const contextsOf = new Map<string, Set<string>>();
  const licensesOf = new Map<string, string[]>();
  const link = (key: string, licenseId: string) => {
    if (!byId.has(licenseId)) return;
    const contexts = contextsOf.get(licenseId) ?? new Set<string>();
    if (contexts.has(key)) return;
    contexts.add(key);
    contextsOf.set(licenseId, contexts);
    const list = licensesOf.get(key) ?? [];
    list.push(licenseId);
    licensesOf.set(key, list);
  };
  for (const l of input.majorLinks) link(contextKey("m", l.majorId), l.licenseId);
  for (const l of input.jobLinks) link(contextKey("j", l.jobId), l.licenseId);

  const maxPopularity = Math.log1p(Math.max(1, ...input.licenses.map((l) => l.applicants)));
  const ladderLicenses = input.licenses.map((l) => ({ id: l.id, name: l.name, grade: grades.get(l.id) ?? null }));

  /** Cosine similarity of `seed` to every license sharing a context with it, plus stem bonus. */
  function similarities(seed: string): Map<string, number> {
    const result = new Map<string, number>();
    const seedContexts = contextsOf.get(seed);
    if (seedContexts) {
      const co = new Map<string, number>();
      for (const key of seedContexts) {
        for (const other of licensesOf.get(key) ?? []) if (other !== seed) co.set(other, (co.get(other) ?? 0) + 1);
      }
      for (const [other, n] of co) {
        result.set(other, n / Math.sqrt(seedContexts.size * (contextsOf.get(other)?.size ?? 1)));
      }
    }
    const stem = stems.get(seed);
    for (const other of stem ? (stemGroups.get(stem) ?? []) : []) {
      if (other !== seed) result.set(other, (result.get(other) ?? 0) + WEIGHTS.stemBonus);
    }
    return result;
  }

  function popularity(licenseId: string) {
    return Math.log1p(byId.get(licenseId)?.applicants ?? 0) / maxPopularity;
  }

  /** Every license with a positive score, best first; `exclude` are never returned. */
  function score(profile: Profile, exclude: Set<string> = new Set()): Scored[] {
    const parts = new Map<string, ScoreParts>();
    const partOf = (id: string) => {
      let p = parts.get(id);
      if (!p) {
        p = {
          majorLinks: [],
          jobLinks: [],
          ladderFrom: [],
          jobField: false,
          similarTo: null,
          contextSimilarity: 0,
          popularity: 0,
        };
        parts.set(id, p);
      }
      return p;
    };
    const contexts = [
      ...profile.majorIds.map((id) => ({ key: contextKey("m", id), id, kind: "m" as const })),
      ...profile.jobIds.map((id) => ({ key: contextKey("j", id), id, kind: "j" as const })),
    ];
    for (const c of contexts) {
      const linked = licensesOf.get(c.key) ?? [];
      for (const id of linked) (c.kind === "m" ? partOf(id).majorLinks : partOf(id).jobLinks).push(c.id);
      // Mean similarity to the context's licenses: what co-occurs with them is likely relevant too.
      const sum = new Map<string, number>();
      for (const seed of linked) for (const [other, s] of similarities(seed)) sum.set(other, (sum.get(other) ?? 0) + s);
      for (const [other, s] of sum) partOf(other).contextSimilarity += s / linked.length;
    }
    for (const seed of [...profile.held, ...profile.wished]) {
      for (const [other, s] of similarities(seed)) {
        const p = partOf(other);
        if (!p.similarTo || s > p.similarTo.similarity) p.similarTo = { licenseId: seed, similarity: s };
      }
    }
    for (const held of profile.held) {
      const from = ladderLicenses.find((l) => l.id === held);
      if (from) for (const step of nextSteps(from, ladderLicenses)) partOf(step.id).ladderFrom.push(held);
    }
    if (profile.jobFieldCodes.length > 0) {
      const fields = new Set(profile.jobFieldCodes);
      for (const l of input.licenses) if (l.jobFieldCode && fields.has(l.jobFieldCode)) partOf(l.id).jobField = true;
    }
    const known = new Set([...exclude, ...profile.held, ...profile.wished]);
    const result: Scored[] = [];
    for (const [id, p] of parts) {
      if (known.has(id)) continue;
      p.popularity = popularity(id);
      const s =
        WEIGHTS.majorLink * p.majorLinks.length +
        WEIGHTS.jobLink * p.jobLinks.length +
        WEIGHTS.ladder * p.ladderFrom.length +
        (p.jobField ? WEIGHTS.jobField : 0) +
        WEIGHTS.seedSimilarity * (p.similarTo?.similarity ?? 0) +
        WEIGHTS.contextSimilarity * p.contextSimilarity +
        WEIGHTS.popularity * p.popularity;
      result.push({ licenseId: id, score: s, parts: p });
    }
    return result.sort((a, b) => b.score - a.score || a.licenseId.localeCompare(b.licenseId));
  }

  /** Licenses ordered by the number of majors/jobs that name them, then applicants (the baseline). */
  function popular(exclude: Set<string>, metric: "links" | "applicants"): string[] {
    return input.licenses
      .filter((l) => !exclude.has(l.id))
      .map((l) => ({ id: l.id, links: contextsOf.get(l.id)?.size ?? 0, applicants: l.applicants }))
      .sort((a, b) =>
        metric === "links"
          ? b.links - a.links || b.applicants - a.applicants || a.id.localeCompare(b.id)
          : b.applicants - a.applicants || a.id.localeCompare(b.id),
      )
      .map((l) => l.id);
  }

  return {
    score,
    popular,
    licensesOfMajor: (majorId: number) => licensesOf.get(contextKey("m", majorId)) ?? [],
    licensesOfJob: (jobId: number) => licensesOf.get(contextKey("j", jobId)) ?? [],
    license: (id: string) => byId.get(id),
    grade: (id: string) => grades.get(id) ?? null,
  };
}

export type Model = ReturnType<typeof buildModel>;
