import { type SQL, sql } from "drizzle-orm";
import { daysBetween } from "../../../shared/calendar";
import { phaseKindName, stageName } from "../../../shared/exam-stages";
import { type RankedRelation, rankRelations } from "../../../shared/relations";
import type { Db } from "../../db/client.server";
import { linkRelations } from "../licenses/relations.server";

/** Below this many other holders, dataLab falls back to the public job/major links. */
export const DATALAB_MIN_HOLDERS = 10;
const RELATIONS_PER_KIND = 5;
const SCHEDULE_LIMIT = 10;

export type Relation = RankedRelation;

export interface DataLab {
  licenses: Relation[];
  jobs: Relation[];
  majors: Relation[];
  /** "members" when computed from other members' specs, "public" from the job/major catalogues. */
  basis: "members" | "public";
}

export interface UpcomingExam {
  licenseId: string;
  licenseName: string;
  roundName: string;
  description: string | null;
  stage: string;
  /**
   * The registration window running or next to open (the first when all have ended), and every
   * window of the stage: a split 원서접수 (기술사 면접 ①/②) is two, shown apart.
   */
  registration: { start: string; end: string | null; dDay: number; windows: Array<{ start: string; end: string | null }> } | null;
  exam: { start: string; end: string | null; dDay: number } | null;
  result: { start: string; end: string | null } | null;
  /** The stage's next phase still ahead (or running): 원서접수, 시험 or 합격자 발표. */
  next: { phase: string; start: string; dDay: number };
  isDDay: boolean;
}

/**
 * Licenses the member follows: held and wished ones of the spec, and starred ones (즐겨찾기).
 * To a member a star and a 관심 자격증 are one idea; reminders cover both already.
 */
const followedLicenses = (memberId: number): SQL => sql`(select license_id from member_licenses where member_id = ${memberId}
  union select license_id from license_favorites where member_id = ${memberId})`;

const list = (values: string[]): SQL =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

type RelationRow = { base: string; id: string; name: string; n: number; total: number };

const topRelations = (rows: RelationRow[], base: string): Relation[] =>
  rankRelations(
    rows
      .filter((r) => r.base === base)
      .map((r) => ({ id: String(r.id), name: r.name, part: Number(r.n), whole: Number(r.total) })),
    RELATIONS_PER_KIND,
  );

/**
 * dataLab for each held license: among the other active members who hold it, the share who also
 * hold license X, want job Y or chose subject Z. With fewer than DATALAB_MIN_HOLDERS such members,
 * the measures of the public links (licenses module `linkRelations`, shared/relations.ts).
 */
export async function dataLabFor(db: Db, memberId: number, licenseIds: string[]): Promise<Map<string, DataLab>> {
  const result = new Map<string, DataLab>();
  if (licenseIds.length === 0) return result;
  const ids = list(licenseIds);
  const holders = sql`select ml.license_id, ml.member_id from member_licenses ml join members m on m.id = ml.member_id
    where ml.kind = 'held' and ml.license_id in ${ids} and ml.member_id <> ${memberId} and m.status = 'active'`;
  const counts = await db.execute<{ base: string; n: number }>(
    sql`select license_id as base, count(*)::int as n from (${holders}) h group by license_id`,
  );
  const holderCount = new Map(counts.rows.map((r) => [r.base, Number(r.n)]));
  const byMembers = licenseIds.filter((id) => (holderCount.get(id) ?? 0) >= DATALAB_MIN_HOLDERS);
  const byPublic = licenseIds.filter((id) => !byMembers.includes(id));

  if (byMembers.length) {
    const bases = list(byMembers);
    const scoped = sql`with h as (${holders}), c as (select license_id, count(*)::int as total from h group by license_id)`;
    const [lic, job, major] = await Promise.all([
      db.execute<RelationRow>(sql`${scoped} select h.license_id as base, l.id, l.name, count(*)::int as n, c.total
        from h join member_licenses x on x.member_id = h.member_id and x.kind = 'held' and x.license_id <> h.license_id
        join licenses l on l.id = x.license_id join c on c.license_id = h.license_id
        where h.license_id in ${bases} group by h.license_id, l.id, l.name, c.total`),
      db.execute<RelationRow>(sql`${scoped} select h.license_id as base, j.id::text as id, j.name, count(*)::int as n, c.total
        from h join member_desired_jobs x on x.member_id = h.member_id join career_jobs j on j.id = x.job_id
        join c on c.license_id = h.license_id where h.license_id in ${bases} group by h.license_id, j.id, j.name, c.total`),
      db.execute<RelationRow>(sql`${scoped} select h.license_id as base, mj.id::text as id, mj.name, count(*)::int as n, c.total
        from h join member_desired_subjects x on x.member_id = h.member_id join majors mj on mj.id = x.major_id
        join c on c.license_id = h.license_id where h.license_id in ${bases} group by h.license_id, mj.id, mj.name, c.total`),
    ]);
    for (const base of byMembers) {
      result.set(base, {
        basis: "members",
        licenses: topRelations(lic.rows, base),
        jobs: topRelations(job.rows, base),
        majors: topRelations(major.rows, base),
      });
    }
  }

  // One license after the other would be a waterfall of statements: all at once.
  const publicLinks = await Promise.all(
    byPublic.map(async (base) => ({ base, links: await linkRelations(db, base, RELATIONS_PER_KIND) })),
  );
  for (const { base, links } of publicLinks) {
    const plain = (list: typeof links.relationJob): Relation[] =>
      list.map((r) => ({ id: r.no, name: r.name, percent: r.percent }));
    result.set(base, {
      basis: "public",
      licenses: plain(links.relationLicense),
      jobs: plain(links.relationJob),
      majors: plain(links.relationMajor),
    });
  }
  return result;
}

type PhaseRow = {
  license_id: string;
  license_name: string;
  qualification_type_name: string | null;
  grade_name: string | null;
  round_id: number;
  round_name: string;
  description: string | null;
  stage: string;
  kind: string;
  starts_on: string;
  ends_on: string | null;
};

const stagesOf = (row: PhaseRow) => ({ qualificationTypeName: row.qualification_type_name, gradeName: row.grade_name });

/**
 * Upcoming exam stages (one item per round and stage) of the member's held, wished and starred
 * licenses, soonest first: stages with any phase — 합격자 발표 included — ending today or later.
 */
export async function upcomingExams(db: Db, memberId: number, today: string): Promise<UpcomingExam[]> {
  const year = Number(today.slice(0, 4));
  const phases =
    await db.execute<PhaseRow>(sql`select l.id as license_id, l.name as license_name, l.qualification_type_name, l.grade_name, r.id as round_id,
      r.round_name, r.description, p.stage, p.kind, p.starts_on::text as starts_on, p.ends_on::text as ends_on
    from exam_rounds r join exam_phases p on p.round_id = r.id join licenses l on l.id = r.license_id
    where r.license_id in ${followedLicenses(memberId)}
      and r.year between ${year - 1} and ${year + 1}`);
  const groups = new Map<string, PhaseRow[]>();
  for (const row of phases.rows) {
    const key = `${row.round_id}|${row.stage}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const items: UpcomingExam[] = [];
  for (const rows of groups.values()) {
    const first = rows[0] as PhaseRow;
    // The phase running or soonest ahead; a stage whose every phase (발표 included) is over is not upcoming.
    const ahead = rows
      .filter((r) => (r.ends_on ?? r.starts_on) >= today)
      .sort((a, b) => a.starts_on.localeCompare(b.starts_on) || a.kind.localeCompare(b.kind))[0];
    if (!ahead) continue;
    const pick = (kind: string) => rows.filter((r) => r.kind === kind).sort((a, b) => a.starts_on.localeCompare(b.starts_on))[0];
    const regs = rows.filter((r) => r.kind === "registration").sort((a, b) => a.starts_on.localeCompare(b.starts_on));
    const reg = regs.find((r) => (r.ends_on ?? r.starts_on) >= today) ?? regs[0];
    const exam = pick("exam");
    const result = pick("result");
    items.push({
      licenseId: first.license_id,
      licenseName: first.license_name,
      roundName: `${first.round_name} ${stageName(first.stage, stagesOf(first))}`.trim(),
      description: first.description,
      stage: first.stage,
      registration: reg
        ? {
            start: reg.starts_on,
            end: reg.ends_on,
            dDay: daysBetween(today, reg.starts_on),
            windows: regs.map((r) => ({ start: r.starts_on, end: r.ends_on })),
          }
        : null,
      exam: exam ? { start: exam.starts_on, end: exam.ends_on, dDay: daysBetween(today, exam.starts_on) } : null,
      result: result ? { start: result.starts_on, end: result.ends_on } : null,
      next: { phase: phaseKindName(ahead.kind), start: ahead.starts_on, dDay: daysBetween(today, ahead.starts_on) },
      isDDay: exam !== undefined && daysBetween(today, exam.starts_on) === 0,
    });
  }
  // A running phase sorts by today: it is as near as it gets.
  const nearest = (u: UpcomingExam) => (u.next.start < today ? today : u.next.start);
  items.sort((a, b) => nearest(a).localeCompare(nearest(b)) || a.licenseName.localeCompare(b.licenseName, "ko"));
  return items.slice(0, SCHEDULE_LIMIT);
}

export interface DayExam {
  licenseId: string;
  licenseName: string;
  roundName: string;
  /** examReg | exam | pass (spec filter types); docSubmit: the 응시자격 서류제출 window, not a 원서접수. */
  type: "examReg" | "docSubmit" | "exam" | "pass";
  /** The phase by its own kind ("빈자리 추가접수", "응시자격 서류제출"). */
  phase: string;
  start: string;
  end: string | null;
}

const PHASE_TYPES: Record<string, DayExam["type"]> = {
  registration: "examReg",
  vacancy_registration: "examReg",
  document_submission: "docSubmit",
  exam: "exam",
  result: "pass",
};

/** Exam phases of the member's held, wished and starred licenses that touch the days from..to. */
export async function examsBetween(db: Db, memberId: number, from: string, to: string): Promise<DayExam[]> {
  const rows =
    await db.execute<PhaseRow>(sql`select l.id as license_id, l.name as license_name, l.qualification_type_name, l.grade_name, r.id as round_id,
      r.round_name, r.description, p.stage, p.kind, p.starts_on::text as starts_on, p.ends_on::text as ends_on
    from exam_rounds r join exam_phases p on p.round_id = r.id join licenses l on l.id = r.license_id
    where r.license_id in ${followedLicenses(memberId)}
      and p.starts_on <= ${to} and coalesce(p.ends_on, p.starts_on) >= ${from}
    order by p.starts_on, l.name`);
  return rows.rows.map((r) => ({
    licenseId: r.license_id,
    licenseName: r.license_name,
    roundName: `${r.round_name} ${stageName(r.stage, stagesOf(r))}`.trim(),
    type: PHASE_TYPES[r.kind] ?? "exam",
    phase: phaseKindName(r.kind),
    start: r.starts_on,
    end: r.ends_on,
  }));
}
