import { evaluate } from "./evaluation";
import type { Names } from "./explain";
import { type LinkedJob, plausibleJobs } from "./job-links";
import { stemOf } from "./ladder";
import { buildModel } from "./model";
import type { Graph } from "./queries.server";

/** Model, names and lookups built once per loaded graph. */
export function prepare(graph: Graph) {
  const model = buildModel(graph);
  const licenseById = new Map(graph.licenses.map((l) => [l.id, l]));
  const majorNames = new Map(graph.majors.map((m) => [m.id, m.name]));
  const jobNames = new Map(graph.jobs.map((j) => [j.id, j.name]));
  const jobById = new Map(graph.jobs.map((j) => [j.id, j]));
  const fieldNames = new Map<string, string>();
  for (const l of graph.licenses) if (l.jobFieldCode && l.jobFieldName) fieldNames.set(l.jobFieldCode, l.jobFieldName);
  const linkedJobs = new Map<string, LinkedJob[]>();
  for (const link of graph.jobLinks) {
    const job = jobById.get(link.jobId);
    if (job) linkedJobs.set(link.licenseId, [...(linkedJobs.get(link.licenseId) ?? []), job]);
  }
  const jobsByLicense = new Map([...linkedJobs].map(([id, jobs]) => [id, plausibleJobs(jobs)]));
  const applicants = (id: string) => licenseById.get(id)?.applicants ?? 0;
  const names: Names = {
    license: (id) => licenseById.get(id)?.name ?? id,
    major: (id) => majorNames.get(id) ?? String(id),
    job: (id) => jobNames.get(id) ?? String(id),
    jobField: (code) => fieldNames.get(code) ?? code,
    rankInMajors: (majorIds, licenseId) => {
      const ordered = [...new Set(majorIds.flatMap((m) => model.licensesOfMajor(m)))].sort(
        (a, b) => applicants(b) - applicants(a) || a.localeCompare(b),
      );
      return { rank: ordered.indexOf(licenseId) + 1, of: ordered.length };
    },
  };
  // Licenses outside the Q-Net list (e.g. 정보처리기능사 from CertWeb) take the field of their ladder.
  const fieldOfStem = new Map<string, string>();
  for (const l of graph.licenses) {
    const stem = stemOf(l.name);
    if (stem && l.jobFieldCode && !fieldOfStem.has(stem)) fieldOfStem.set(stem, l.jobFieldCode);
  }
  const fieldOf = (id: string) => {
    const l = licenseById.get(id);
    if (!l) return null;
    const stem = stemOf(l.name);
    return l.jobFieldCode ?? (stem ? (fieldOfStem.get(stem) ?? null) : null);
  };
  let evaluation: ReturnType<typeof evaluate> | undefined;
  return {
    model,
    licenseById,
    fieldNames,
    names,
    fieldOf,
    jobsOfLicense: (id: string) => (jobsByLicense.get(id) ?? []).slice(0, 5).map(({ id, name }) => ({ id, name })),
    evaluation: () => {
      evaluation ??= evaluate(graph);
      return evaluation;
    },
  };
}

export type Prepared = ReturnType<typeof prepare>;
