import { sql } from "drizzle-orm";
import {
  isJobName,
  MIN_SHARED_LINKS,
  type RankedRelation,
  type RelationEvidence,
  rankRelations,
} from "../../../shared/relations";
import type { Db } from "../../db/client.server";

/** A related license, job or major with its share in percent (spec: processNm, percent, processNo). */
export interface Relation {
  no: string;
  name: string;
  /** See shared/relations.ts `relationMeasures`; null when the data has nothing to measure. */
  percent: number | null;
}

export interface LicenseRelations {
  /** members: from licenses held by members; links: from the public job and major links. */
  basis: "members" | "links";
  /** Members holding the license, or linked jobs + majors. */
  population: number;
  relationLicense: Relation[];
  relationJob: Relation[];
  relationMajor: Relation[];
}

/** Member data is used once at least this many members hold the license. */
export const MIN_HOLDERS = 10;
const LIMIT = 10;

type Row = { id: string; name: string; part: number; whole: number };
type JobRow = Row & { dictionary: number };

const evidence = (rows: Row[]): RelationEvidence[] =>
  rows.map((r) => ({ id: String(r.id), name: r.name, part: Number(r.part), whole: Number(r.whole) }));
const toRelations = (ranked: RankedRelation[]): Relation[] => ranked.map((r) => ({ no: r.id, name: r.name, percent: r.percent }));
const ranked = (rows: Row[], limit = LIMIT) => toRelations(rankRelations(evidence(rows), limit));

export async function licenseRelations(db: Db, licenseId: string): Promise<LicenseRelations> {
  const holders = await db.execute<{ n: number }>(sql`
    select count(distinct ml.member_id)::int as n from member_licenses ml
    join members m on m.id = ml.member_id and m.status = 'active'
    where ml.license_id = ${licenseId} and ml.kind = 'held'`);
  const holderCount = Number(holders.rows[0]?.n ?? 0);
  return holderCount >= MIN_HOLDERS ? fromMembers(db, licenseId, holderCount) : linkRelations(db, licenseId);
}

async function fromMembers(db: Db, licenseId: string, holderCount: number): Promise<LicenseRelations> {
  const holders = sql`(select ml.member_id from member_licenses ml join members m on m.id = ml.member_id and m.status = 'active'
    where ml.license_id = ${licenseId} and ml.kind = 'held')`;
  const [licensesRows, jobRows, majorRows] = await Promise.all([
    db.execute<Row>(sql`
      select l.id, l.name, count(distinct ml.member_id)::int as part, ${holderCount}::int as whole from member_licenses ml
      join licenses l on l.id = ml.license_id
      where ml.kind = 'held' and ml.license_id <> ${licenseId} and ml.member_id in ${holders}
      group by l.id, l.name`),
    db.execute<Row>(sql`
      select j.id::text as id, j.name, count(distinct d.member_id)::int as part, ${holderCount}::int as whole
      from member_desired_jobs d join career_jobs j on j.id = d.job_id
      where d.member_id in ${holders} group by j.id, j.name`),
    db.execute<Row>(sql`
      select mj.id::text as id, mj.name, count(distinct d.member_id)::int as part, ${holderCount}::int as whole
      from member_desired_subjects d join majors mj on mj.id = d.major_id
      where d.member_id in ${holders} group by mj.id, mj.name`),
  ]);
  return {
    basis: "members",
    population: holderCount,
    relationLicense: ranked(licensesRows.rows),
    relationJob: ranked(jobRows.rows.filter((r) => isJobName(r.name))),
    relationMajor: ranked(majorRows.rows),
  };
}

/**
 * From the public CareerNet links (job→license, major→license, job→major by name), ranked by the
 * measures in shared/relations.ts: a related license by the share of this license's jobs and majors
 * that also list it; a job by the share of its related majors that list this license; a major by the
 * share of its related jobs that list it.
 */
export async function linkRelations(db: Db, licenseId: string, limit = LIMIT): Promise<LicenseRelations> {
  const [jobRows, majorRows, licenseRows] = await Promise.all([
    db.execute<JobRow>(sql`
      select j.id::text as id, j.name, count(distinct m.id)::int as whole,
        count(distinct m.id) filter (where exists (
          select 1 from major_licenses x where x.major_id = m.id and x.license_id = ${licenseId}))::int as part,
        exists (select 1 from dictionary_jobs d join dictionary_job_licenses dl on dl.job_code = d.code
          where d.keco_code = j.keco_code and dl.license_id = ${licenseId})::int as dictionary
      from career_job_licenses cjl join career_jobs j on j.id = cjl.job_id
      left join career_job_majors cm on cm.job_id = j.id left join majors m on m.name = cm.major_name
      where cjl.license_id = ${licenseId} group by j.id, j.name, j.keco_code`),
    db.execute<Row>(sql`
      select m.id::text as id, m.name, count(distinct cm.job_id)::int as whole,
        count(distinct cm.job_id) filter (where exists (
          select 1 from career_job_licenses x where x.job_id = cm.job_id and x.license_id = ${licenseId}))::int as part
      from major_licenses ml join majors m on m.id = ml.major_id
      left join career_job_majors cm on cm.major_name = m.name
      where ml.license_id = ${licenseId} group by m.id, m.name`),
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
      select l.id, l.name, count(*)::int as part, (select count(*) from linked)::int as whole
      from co join licenses l on l.id = co.license_id
      where co.license_id <> ${licenseId} group by l.id, l.name`),
  ]);
  // Links between a job and the license: the job's own CareerNet link, each of its majors listing the
  // license, and the Work24 job dictionary's jobs of its KECO class listing it. A license counts with
  // MIN_SHARED_LINKS jobs or majors in common. A major's own listing stays (its share may be unmeasured:
  // no percentage).
  const jobs = jobRows.rows.filter((r) => isJobName(r.name) && 1 + Number(r.part) + Number(r.dictionary) >= MIN_SHARED_LINKS);
  return {
    basis: "links",
    population: jobRows.rows.length + majorRows.rows.length,
    relationLicense: ranked(
      licenseRows.rows.filter((r) => Number(r.part) >= MIN_SHARED_LINKS),
      limit,
    ),
    relationJob: ranked(jobs, limit),
    relationMajor: ranked(majorRows.rows, limit),
  };
}
