import { desc, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { licenses } from "../../db/schema";
import { figureColumns, inRankingYear } from "../licenses/figures.server";

export type UpcomingPhase = {
  year: number;
  roundName: string;
  stage: string;
  kind: string;
  startsOn: string;
  endsOn: string | null;
  licenseCount: number;
  licenseId: string;
  licenseName: string;
  /** Of the named license: the stage names depend on it (shared/exam-stages.ts). */
  qualificationTypeName: string | null;
  gradeName: string | null;
};

/**
 * Upcoming (or still open) phases of the given kinds, starting on `until` at the latest when given.
 * Series rounds are expanded per license, so rows are grouped back into one entry per round phase,
 * named after its most popular license.
 */
export async function selectUpcomingPhases(db: Db, kinds: string[], today: string, limit: number, until?: string) {
  const result = await db.execute<UpcomingPhase>(sql`
    select r.year, r.round_name as "roundName", p.stage, p.kind,
           p.starts_on::text as "startsOn", p.ends_on::text as "endsOn",
           count(distinct r.license_id)::int as "licenseCount",
           (array_agg(l.id order by l.applicants desc, l.name))[1] as "licenseId",
           (array_agg(l.name order by l.applicants desc, l.name))[1] as "licenseName",
           (array_agg(l.qualification_type_name order by l.applicants desc, l.name))[1] as "qualificationTypeName",
           (array_agg(l.grade_name order by l.applicants desc, l.name))[1] as "gradeName"
    from exam_phases p
    join exam_rounds r on r.id = p.round_id
    join licenses l on l.id = r.license_id
    where p.kind in (${sql.join(
      kinds.map((k) => sql`${k}`),
      sql`, `,
    )})
      and coalesce(p.ends_on, p.starts_on) >= ${today}::date
      ${until ? sql`and p.starts_on <= ${until}::date` : sql``}
    group by r.year, r.round_name, p.stage, p.kind, p.starts_on, p.ends_on
    order by p.starts_on, "licenseCount" desc
    limit ${limit}`);
  return result.rows;
}

/** The most applied licenses of the ranking year (decision 0041), a family once under its name. */
export function selectPopularLicenses(db: Db, limit: number) {
  return db
    .select({
      id: licenses.id,
      name: licenses.name,
      typeName: licenses.qualificationTypeName,
      gradeName: licenses.gradeName,
      jobFieldName: licenses.jobFieldName,
      ...figureColumns,
    })
    .from(licenses)
    .where(inRankingYear)
    .orderBy(desc(licenses.applicants), licenses.name)
    .limit(limit);
}

export async function selectLicenseCount(db: Db): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from licenses`);
  return Number(result.rows[0]?.n ?? 0);
}
