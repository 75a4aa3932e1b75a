/**
 * The relation measure used for related licenses, jobs and majors (license pages, my-page 데이터랩):
 * a share "part of whole" — e.g. of the jobs and majors linked to a license, how many also link the
 * other license. Items without a measured share (whole 0, or part 0) get no percentage and come last.
 */
export interface RelationEvidence {
  id: string;
  name: string;
  /** How many of the `whole` cases also show the relation. */
  part: number;
  /** The cases looked at; 0 when the data has nothing to measure. */
  whole: number;
}

export interface RankedRelation {
  id: string;
  name: string;
  /** part ÷ whole in percent with one decimal; null when nothing was measured (no case, or none showing it). */
  percent: number | null;
}

/** "0%" would read as a measured absence; the data only lacks a case that shows the relation. */
export function sharePercent(part: number, whole: number): number | null {
  if (!(whole > 0) || !(part > 0)) return null;
  return Math.round((Math.min(part, whole) / whole) * 1000) / 10;
}

/**
 * A relation from the public links counts only when at least this many links connect the two sides
 * (a job and a license: its CareerNet link, its majors listing the license, the Work24 job dictionary
 * listing it; two licenses: the jobs and majors listing both). One link alone is often the source's
 * noise (우편물집배원 → 정보처리기사). Decision 0041 has the numbers.
 */
export const MIN_SHARED_LINKS = 2;

/**
 * Names the job data lists that are not jobs: "전공" is a truncated 전기공 entry of the source
 * (similar name 전기공), and would read as "major".
 */
const NOT_JOB_NAMES = new Set(["전공"]);

export function isJobName(name: string): boolean {
  return !NOT_JOB_NAMES.has(name.trim());
}

/**
 * What a job page says under a name the source truncated: the name stays as the source has it (never
 * repaired by guess), flagged, with the source's own similar names.
 */
export function truncatedJobNameNote(name: string, similarNames: readonly string[]): string | null {
  if (isJobName(name)) return null;
  const similar = similarNames.length > 0 ? ` 출처의 유사 직업명: ${similarNames.join(", ")}.` : "";
  return `출처(커리어넷 직업백과)에 직업명이 '${name.trim()}'(으)로 잘려 있어 그대로 표시합니다.${similar}`;
}

/** Highest share first; on equal shares the one with more evidence, then by name. */
export function rankRelations(items: readonly RelationEvidence[], limit: number): RankedRelation[] {
  return items
    .map((item) => ({ ...item, percent: sharePercent(item.part, item.whole) }))
    .sort(
      (a, b) =>
        (b.percent ?? -1) - (a.percent ?? -1) ||
        b.part - a.part ||
        a.name.localeCompare(b.name, "ko") ||
        a.id.localeCompare(b.id),
    )
    .slice(0, limit)
    .map(({ id, name, percent }) => ({ id, name, percent }));
}

/** What each percentage means, per basis and list (shown beside the lists and as their tooltip). */
export const relationMeasures = {
  members: {
    license: "이 자격증 보유 회원 중 해당 자격증도 보유한 회원의 비율",
    job: "이 자격증 보유 회원 중 해당 직업을 희망하는 회원의 비율",
    major: "이 자격증 보유 회원 중 해당 학과를 선택한 회원의 비율",
  },
  links: {
    license: "이 자격증과 연결된 직업·학과 중 해당 자격증도 연결된 직업·학과의 비율 (출처: 커리어넷)",
    job: "해당 직업의 관련 학과 중 이 자격증을 관련 자격증으로 둔 학과의 비율 (출처: 커리어넷)",
    major: "해당 학과와 관련된 직업 중 이 자격증을 관련 자격증으로 둔 직업의 비율 (출처: 커리어넷)",
  },
} as const;
