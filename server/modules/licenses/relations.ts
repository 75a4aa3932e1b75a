import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";

/** A related license, job or major with its share in percent (spec: processNm, percent, processNo). */
export interface Relation {
  no: string;
  name: string;
  percent: number;
}

export interface LicenseRelations {
  /** members: from licenses held by members; links: from the public job and major links. */
  basis: "members" | "links";
  /** Members holding the license, or linked jobs + majors: the denominator of every percent. */
  population: number;
  relationLicense: Relation[];
  relationJob: Relation[];
  relationMajor: Relation[];
}

/** Member data is used once at least this many members hold the license. */
export const MIN_HOLDERS = 10;
const LIMIT = 10;

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

type Row = { no: string; name: string; n: number };

function toRelations(rows: Row[], whole: number): Relation[] {
  return rows.map((r) => ({ no: String(r.no), name: r.name, percent: percentOf(Number(r.n), whole) }));
}

export async function licenseRelations(db: Db, licenseId: string): Promise<LicenseRelations> {
  const holders = await db.execute<{ n: number }>(sql`
    select count(distinct ml.member_id)::int as n from member_licenses ml
    join members m on m.id = ml.member_id and m.status = 'active'
    where ml.license_id = ${licenseId} and ml.kind = 'held'`);
  const holderCount = Number(holders.rows[0]?.n ?? 0);
  return holderCount >= MIN_HOLDERS ? fromMembers(db, licenseId, holderCount) : fromLinks(db, licenseId);
}

async function fromMembers(db: Db, licenseId: string, holderCount: number): Promise<LicenseRelations> {
  const holders = sql`(select ml.member_id from member_licenses ml join members m on m.id = ml.member_id and m.status = 'active'
    where ml.license_id = ${licenseId} and ml.kind = 'held')`;
  const [licensesRows, jobRows, majorRows] = await Promise.all([
    db.execute<Row>(sql`
      select l.id as no, l.name, count(distinct ml.member_id)::int as n from member_licenses ml
      join licenses l on l.id = ml.license_id
      where ml.kind = 'held' and ml.license_id <> ${licenseId} and ml.member_id in ${holders}
      group by l.id, l.name order by n desc, l.name limit ${LIMIT}`),
    db.execute<Row>(sql`
      select j.id::text as no, j.name, count(distinct d.member_id)::int as n from member_desired_jobs d
      join career_jobs j on j.id = d.job_id
      where d.member_id in ${holders}
      group by j.id, j.name order by n desc, j.name limit ${LIMIT}`),
    db.execute<Row>(sql`
      select mj.id::text as no, mj.name, count(distinct d.member_id)::int as n from member_desired_subjects d
      join majors mj on mj.id = d.major_id
      where d.member_id in ${holders}
      group by mj.id, mj.name order by n desc, mj.name limit ${LIMIT}`),
  ]);
  return {
    basis: "members",
    population: holderCount,
    relationLicense: toRelations(licensesRows.rows, holderCount),
    relationJob: toRelations(jobRows.rows, holderCount),
    relationMajor: toRelations(majorRows.rows, holderCount),
  };
}

/**
 * Without enough members: the jobs (career_job_licenses) and majors (major_licenses) linked to the
 * license, and the other licenses of those jobs and majors. A percent is the share of the linked
 * jobs + majors that name the related license; each linked job or major has an equal share of its kind.
 */
async function fromLinks(db: Db, licenseId: string): Promise<LicenseRelations> {
  const [jobRows, majorRows, licenseRows] = await Promise.all([
    db.execute<Row>(sql`
      select j.id::text as no, j.name, 1 as n from career_job_licenses cjl join career_jobs j on j.id = cjl.job_id
      where cjl.license_id = ${licenseId} order by j.name`),
    db.execute<Row>(sql`
      select m.id::text as no, m.name, 1 as n from major_licenses ml join majors m on m.id = ml.major_id
      where ml.license_id = ${licenseId} order by m.name`),
    db.execute<Row>(sql`
      with linked as (
        select 'job' as kind, cjl.job_id as ref from career_job_licenses cjl where cjl.license_id = ${licenseId}
        union all
        select 'major', ml.major_id from major_licenses ml where ml.license_id = ${licenseId}
      ), co as (
        select cjl.license_id from linked join career_job_licenses cjl on linked.kind = 'job' and cjl.job_id = linked.ref
        union all
        select ml.license_id from linked join major_licenses ml on linked.kind = 'major' and ml.major_id = linked.ref
      )
      select l.id as no, l.name, count(*)::int as n from co join licenses l on l.id = co.license_id
      where co.license_id <> ${licenseId}
      group by l.id, l.name order by n desc, l.applicants desc, l.name limit ${LIMIT}`),
  ]);
  const jobs = jobRows.rows.length;
  const majors = majorRows.rows.length;
  return {
    basis: "links",
    population: jobs + majors,
    relationLicense: toRelations(licenseRows.rows, jobs + majors),
    relationJob: toRelations(jobRows.rows.slice(0, LIMIT), jobs),
    relationMajor: toRelations(majorRows.rows.slice(0, LIMIT), majors),
  };
}
