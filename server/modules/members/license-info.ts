import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { daysBetween } from "./dates";

/** Below this many other holders, dataLab falls back to the public job/major links. */
export const DATALAB_MIN_HOLDERS = 10;
const RELATIONS_PER_KIND = 5;
const SCHEDULE_LIMIT = 10;

export interface Relation {
  percent: number;
  name: string;
  id: string;
}

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
  registration: { start: string; end: string | null; dDay: number } | null;
  exam: { start: string; end: string | null; dDay: number } | null;
  result: { start: string; end: string | null } | null;
  isDDay: boolean;
}

const STAGE_NAMES: Record<string, string> = { written: "필기", practical: "실기", interview: "면접" };

const list = (values: string[]): SQL =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

type RelationRow = { base: string; id: string; name: string; n: number; total: number };

function topRelations(rows: RelationRow[], base: string): Relation[] {
  return rows
    .filter((r) => r.base === base)
    .map((r) => ({ id: String(r.id), name: r.name, percent: Math.round((Number(r.n) / Number(r.total)) * 100) }))
    .sort((a, b) => b.percent - a.percent || a.name.localeCompare(b.name, "ko"))
    .slice(0, RELATIONS_PER_KIND);
}

/**
 * dataLab for each held license: among the other active members who hold it, the share who also
 * hold license X, want job Y or chose subject Z. With fewer than DATALAB_MIN_HOLDERS such members,
 * the public links are used: licenses co-listed with it for the same jobs or majors (share of its
 * jobs+majors that list X), and its jobs and majors weighted by how specific each is (1 / number
 * of licenses the job or major lists, normalised to 100).
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

  if (byPublic.length) {
    const bases = list(byPublic);
    const [lic, job, major] = await Promise.all([
      db.execute<RelationRow>(sql`with ctx as (
          select license_id as base, 'j' || job_id as c from career_job_licenses where license_id in ${bases}
          union select license_id, 'm' || major_id from major_licenses where license_id in ${bases}),
        t as (select base, count(*)::int as total from ctx group by base),
        links as (select 'j' || job_id as c, license_id from career_job_licenses
          union all select 'm' || major_id, license_id from major_licenses)
        select ctx.base, l.id, l.name, count(*)::int as n, t.total from ctx
        join links on links.c = ctx.c and links.license_id <> ctx.base join licenses l on l.id = links.license_id
        join t on t.base = ctx.base group by ctx.base, l.id, l.name, t.total`),
      db.execute<{ base: string; id: string; name: string; k: number }>(sql`select a.license_id as base, j.id::text as id, j.name,
          (select count(*)::int from career_job_licenses z where z.job_id = j.id) as k
        from career_job_licenses a join career_jobs j on j.id = a.job_id where a.license_id in ${bases}`),
      db.execute<{
        base: string;
        id: string;
        name: string;
        k: number;
      }>(sql`select a.license_id as base, mj.id::text as id, mj.name,
          (select count(*)::int from major_licenses z where z.major_id = mj.id) as k
        from major_licenses a join majors mj on mj.id = a.major_id where a.license_id in ${bases}`),
    ]);
    for (const base of byPublic) {
      result.set(base, {
        basis: "public",
        licenses: topRelations(lic.rows, base),
        jobs: specificityShares(job.rows, base),
        majors: specificityShares(major.rows, base),
      });
    }
  }
  return result;
}

function specificityShares(rows: Array<{ base: string; id: string; name: string; k: number }>, base: string): Relation[] {
  const own = rows.filter((r) => r.base === base);
  const total = own.reduce((sum, r) => sum + 1 / Math.max(1, Number(r.k)), 0);
  return own
    .map((r) => ({ id: String(r.id), name: r.name, percent: Math.round((1 / Math.max(1, Number(r.k)) / total) * 100) }))
    .sort((a, b) => b.percent - a.percent || a.name.localeCompare(b.name, "ko"))
    .slice(0, RELATIONS_PER_KIND);
}

type PhaseRow = {
  license_id: string;
  license_name: string;
  round_id: number;
  round_name: string;
  description: string | null;
  stage: string;
  kind: string;
  starts_on: string;
  ends_on: string | null;
};

/**
 * Upcoming exam stages (one item per round and stage) of the member's held and wished licenses,
 * soonest first: stages whose last date is today or later.
 */
export async function upcomingExams(db: Db, memberId: number, today: string): Promise<UpcomingExam[]> {
  const year = Number(today.slice(0, 4));
  const phases = await db.execute<PhaseRow>(sql`select l.id as license_id, l.name as license_name, r.id as round_id,
      r.round_name, r.description, p.stage, p.kind, p.starts_on::text as starts_on, p.ends_on::text as ends_on
    from exam_rounds r join exam_phases p on p.round_id = r.id join licenses l on l.id = r.license_id
    where r.license_id in (select distinct license_id from member_licenses where member_id = ${memberId})
      and r.year between ${year - 1} and ${year + 1}`);
  const groups = new Map<string, PhaseRow[]>();
  for (const row of phases.rows) {
    const key = `${row.round_id}|${row.stage}`;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const items: Array<UpcomingExam & { next: string }> = [];
  for (const rows of groups.values()) {
    const first = rows[0] as PhaseRow;
    const last = rows
      .map((r) => r.ends_on ?? r.starts_on)
      .sort()
      .at(-1) as string;
    if (last < today) continue;
    const pick = (kind: string) => rows.filter((r) => r.kind === kind).sort((a, b) => a.starts_on.localeCompare(b.starts_on))[0];
    const reg = pick("registration");
    const exam = pick("exam");
    const result = pick("result");
    const dates = rows
      .flatMap((r) => [r.starts_on, r.ends_on ?? r.starts_on])
      .filter((d) => d >= today)
      .sort();
    items.push({
      licenseId: first.license_id,
      licenseName: first.license_name,
      roundName: `${first.round_name} ${STAGE_NAMES[first.stage] ?? first.stage}`.trim(),
      description: first.description,
      stage: first.stage,
      registration: reg ? { start: reg.starts_on, end: reg.ends_on, dDay: daysBetween(today, reg.starts_on) } : null,
      exam: exam ? { start: exam.starts_on, end: exam.ends_on, dDay: daysBetween(today, exam.starts_on) } : null,
      result: result ? { start: result.starts_on, end: result.ends_on } : null,
      isDDay: exam !== undefined && daysBetween(today, exam.starts_on) === 0,
      next: dates[0] ?? last,
    });
  }
  items.sort((a, b) => a.next.localeCompare(b.next) || a.licenseName.localeCompare(b.licenseName, "ko"));
  return items.slice(0, SCHEDULE_LIMIT).map(({ next: _next, ...item }) => item);
}

export interface DayExam {
  licenseId: string;
  licenseName: string;
  roundName: string;
  /** examReg | exam | pass (spec filter types) */
  type: "examReg" | "exam" | "pass";
  start: string;
  end: string | null;
}

const PHASE_TYPES: Record<string, DayExam["type"]> = {
  registration: "examReg",
  vacancy_registration: "examReg",
  document_submission: "examReg",
  exam: "exam",
  result: "pass",
};

/** Exam phases of the member's held and wished licenses that touch the days from..to. */
export async function examsBetween(db: Db, memberId: number, from: string, to: string): Promise<DayExam[]> {
  const rows = await db.execute<PhaseRow>(sql`select l.id as license_id, l.name as license_name, r.id as round_id,
      r.round_name, r.description, p.stage, p.kind, p.starts_on::text as starts_on, p.ends_on::text as ends_on
    from exam_rounds r join exam_phases p on p.round_id = r.id join licenses l on l.id = r.license_id
    where r.license_id in (select distinct license_id from member_licenses where member_id = ${memberId})
      and p.starts_on <= ${to} and coalesce(p.ends_on, p.starts_on) >= ${from}
    order by p.starts_on, l.name`);
  return rows.rows.map((r) => ({
    licenseId: r.license_id,
    licenseName: r.license_name,
    roundName: `${r.round_name} ${STAGE_NAMES[r.stage] ?? r.stage}`.trim(),
    type: PHASE_TYPES[r.kind] ?? "exam",
    start: r.starts_on,
    end: r.ends_on,
  }));
}
