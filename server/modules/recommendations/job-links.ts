/**
 * Which CareerNet job → license links a recommendation names as 관련 직업.
 *
 * CareerNet 직업백과 (`jobs/certweb_data_jobs.csv`) lists, per job, licenses that help in its
 * hiring, including ones that only earn 가산점 in a 공무원 채용: 우편물집배원, 전화교환원 and
 * 통계학연구원 all list 정보처리기능사 beside the IT jobs that need it. Rule: a job is named for a
 * license when its occupation group — the KECO 중분류, the first two digits of the job's 고용분류
 * code in the same source (`jobs/certweb_job_info.csv`) — is shared by at least one other job
 * linked to that license. With fewer than three linked jobs there is no group to compare with,
 * and every job stays. The links still feed the model; only what is shown as 관련 직업 is filtered.
 */
export interface LinkedJob {
  id: number;
  name: string;
  kecoCode: string | null;
}

/** Below this many linked jobs there is no occupation group to compare with. */
const MIN_JOBS_TO_COMPARE = 3;

const groupOf = (job: LinkedJob) => (job.kecoCode && /^\d{2}/.test(job.kecoCode) ? job.kecoCode.slice(0, 2) : null);

/** The license's linked jobs a person can follow, the largest occupation group first. */
export function plausibleJobs(jobs: LinkedJob[]): LinkedJob[] {
  if (jobs.length < MIN_JOBS_TO_COMPARE) return jobs;
  const size = new Map<string, number>();
  for (const job of jobs) {
    const group = groupOf(job);
    if (group) size.set(group, (size.get(group) ?? 0) + 1);
  }
  const sizeOf = (job: LinkedJob) => size.get(groupOf(job) ?? "") ?? 0;
  return jobs.filter((job) => sizeOf(job) >= 2).sort((a, b) => sizeOf(b) - sizeOf(a) || a.name.localeCompare(b.name, "ko"));
}
