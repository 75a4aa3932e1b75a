import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { stageName } from "../../../shared/exam-stages";
import { escapeLike } from "../../../shared/like";
import type { Db } from "../../db/client.server";
import {
  careerJobLicenses,
  careerJobs,
  departmentMajors,
  departments,
  examPhases,
  examRounds,
  licenses,
  majorLicenses,
  majors,
  memberDesiredJobs,
  memberDesiredSubjects,
  memberLicenses,
  members,
  passStatistics,
} from "../../db/schema";
import { PASS_SOURCE_PREFERENCE } from "../licenses/sources";
import { roundDescription } from "../schedules/service.server";
import type { LicenseFacts } from "./explain";

/** Everything the model is built from: the license list and the public major/job links. */
export async function loadGraph(db: Db) {
  const [licenseRows, majorLinks, jobLinks, majorRows, jobRows] = await Promise.all([
    db
      .select({
        id: licenses.id,
        name: licenses.name,
        gradeName: licenses.gradeName,
        typeName: licenses.qualificationTypeName,
        issuer: licenses.issuer,
        jobFieldCode: licenses.jobFieldCode,
        jobFieldName: licenses.jobFieldName,
        applicants: licenses.applicants,
      })
      .from(licenses),
    db.select({ majorId: majorLicenses.majorId, licenseId: majorLicenses.licenseId }).from(majorLicenses),
    db.select({ jobId: careerJobLicenses.jobId, licenseId: careerJobLicenses.licenseId }).from(careerJobLicenses),
    db.select({ id: majors.id, name: majors.name }).from(majors),
    db.select({ id: careerJobs.id, name: careerJobs.name, kecoCode: careerJobs.kecoCode }).from(careerJobs),
  ]);
  return { licenses: licenseRows, majorLinks, jobLinks, majors: majorRows, jobs: jobRows };
}

export type Graph = Awaited<ReturnType<typeof loadGraph>>;

const sourceRank = (source: string) => {
  const i = PASS_SOURCE_PREFERENCE.indexOf(source);
  return i < 0 ? PASS_SOURCE_PREFERENCE.length : i;
};

/** Latest pass rate, latest two years of applicants and the next registration window per license. */
export async function licenseFacts(
  db: Db,
  ids: string[],
  today: string,
): Promise<Map<string, Omit<LicenseFacts, "relatedJobs">>> {
  const result = new Map<string, Omit<LicenseFacts, "relatedJobs">>();
  if (ids.length === 0) return result;
  const [stats, registrations, kinds] = await Promise.all([
    db
      .select({
        licenseId: passStatistics.licenseId,
        year: passStatistics.year,
        stage: passStatistics.stage,
        applicants: passStatistics.applicants,
        passRate: passStatistics.passRate,
        source: passStatistics.source,
      })
      .from(passStatistics)
      .where(inArray(passStatistics.licenseId, ids)),
    db
      .select({
        licenseId: examRounds.licenseId,
        year: examRounds.year,
        roundName: examRounds.roundName,
        description: examRounds.description,
        stage: examPhases.stage,
        startsOn: examPhases.startsOn,
        endsOn: examPhases.endsOn,
        qualificationTypeName: licenses.qualificationTypeName,
        gradeName: licenses.gradeName,
      })
      .from(examPhases)
      .innerJoin(examRounds, eq(examRounds.id, examPhases.roundId))
      .innerJoin(licenses, eq(licenses.id, examRounds.licenseId))
      .where(
        and(
          inArray(examRounds.licenseId, ids),
          eq(examPhases.kind, "registration"),
          sql`coalesce(${examPhases.endsOn}, ${examPhases.startsOn}) >= ${today}`,
        ),
      )
      .orderBy(asc(examPhases.startsOn)),
    db
      .select({ id: licenses.id, qualificationTypeName: licenses.qualificationTypeName, gradeName: licenses.gradeName })
      .from(licenses)
      .where(inArray(licenses.id, ids)),
  ]);
  const kindOf = new Map(kinds.map((k) => [k.id, k]));
  for (const id of ids) {
    const rows = stats
      .filter((s) => s.licenseId === id && (s.applicants ?? 0) > 0)
      .sort(
        (a, b) =>
          b.year - a.year ||
          Number(a.stage === "written") - Number(b.stage === "written") ||
          sourceRank(a.source) - sourceRank(b.source),
      );
    const latest = rows.find((r) => r.passRate !== null);
    // Applicants of a year: the written stage (or the first stage the license has) from the most trusted source.
    const applicantsOf = (year: number) => {
      const ofYear = rows.filter((r) => r.year === year).sort((a, b) => sourceRank(a.source) - sourceRank(b.source));
      const written = ofYear.find((r) => r.stage === "written") ?? ofYear[0];
      return written?.applicants ?? null;
    };
    const lastYear = rows[0]?.year;
    const reg = registrations.find((r) => r.licenseId === id);
    result.set(id, {
      passRate: latest
        ? {
            rate: Math.round((latest.passRate ?? 0) * 10) / 10,
            year: latest.year,
            stage: latest.stage,
            stageName: stageName(latest.stage, kindOf.get(id) ?? {}),
          }
        : null,
      applicants: lastYear ? { year: lastYear, count: applicantsOf(lastYear) ?? 0, previous: applicantsOf(lastYear - 1) } : null,
      nextRegistration: reg
        ? { startsOn: reg.startsOn, endsOn: reg.endsOn, description: roundDescription(reg, reg.stage, reg) }
        : null,
    });
  }
  return result;
}

/**
 * A member's spec as the recommender reads it, as one JSON value of the `members` row in scope.
 * Ordered, so that its md5 (`specHashSql`) names exactly the input a stored result was computed
 * from (decision 0076): any write to the spec, by whichever service, changes the hash.
 */
const specSql = sql`json_build_object(
  'educationLevel', "members"."education_level",
  'educationStatus', "members"."education_status",
  'owned', coalesce((select json_agg(json_build_object('licenseId', ml.license_id, 'kind', ml.kind)
    order by ml.created_at, ml.kind, ml.license_id) from ${memberLicenses} ml where ml.member_id = "members"."id"), '[]'::json),
  'jobIds', coalesce((select json_agg(x.job_id order by x.job_id) from ${memberDesiredJobs} x
    where x.member_id = "members"."id"), '[]'::json),
  'majorIds', coalesce((select json_agg(x.major_id order by x.major_id) from ${memberDesiredSubjects} x
    where x.member_id = "members"."id"), '[]'::json))`;

/** The md5 of the spec of the `members` row in scope. */
export const specHashSql = sql<string>`md5((${specSql})::text)`;

interface SpecRow {
  educationLevel: string | null;
  educationStatus: string | null;
  owned: Array<{ licenseId: string; kind: string }>;
  jobIds: number[];
  majorIds: number[];
}

/** A member's spec as the recommender reads it, with its hash; null when the member does not exist. */
export async function memberSpec(db: Db, memberId: number) {
  // One statement: the spec and its hash come from the same snapshot.
  const [member] = await db
    .select({ spec: sql<SpecRow>`${specSql}`, specHash: specHashSql })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) return null;
  const { spec } = member;
  return {
    held: spec.owned.filter((o) => o.kind === "held").map((o) => o.licenseId),
    wished: spec.owned.filter((o) => o.kind === "wished").map((o) => o.licenseId),
    jobIds: spec.jobIds,
    majorIds: spec.majorIds,
    educationLevel: spec.educationLevel,
    educationStatus: spec.educationStatus,
    specHash: member.specHash,
  };
}

const MAX_MATCHES = 5;

/** Majors of a department name ("컴퓨터공학부(소프트웨어전공)") or majors whose name contains it. */
export async function majorsForDepartment(db: Db, text: string) {
  const exact = await db
    .selectDistinct({ id: majors.id, name: majors.name })
    .from(departmentMajors)
    .innerJoin(departments, eq(departments.id, departmentMajors.departmentId))
    .innerJoin(majors, eq(majors.id, departmentMajors.majorId))
    .where(or(eq(departments.name, text), eq(departments.normalizedName, text.replace(/\s+/g, ""))))
    .orderBy(asc(majors.name))
    .limit(MAX_MATCHES);
  if (exact.length > 0) return exact;
  return db
    .select({ id: majors.id, name: majors.name })
    .from(majors)
    .where(ilike(majors.name, `%${escapeLike(text)}%`))
    .orderBy(sql`length(${majors.name})`, asc(majors.name))
    .limit(MAX_MATCHES);
}

export async function jobsByName(db: Db, text: string) {
  return db
    .select({ id: careerJobs.id, name: careerJobs.name })
    .from(careerJobs)
    .where(ilike(careerJobs.name, `%${escapeLike(text)}%`))
    .orderBy(sql`length(${careerJobs.name})`, asc(careerJobs.name))
    .limit(MAX_MATCHES);
}

/** The license named exactly, else the most-applied one whose name contains the text. */
export async function licenseByName(db: Db, text: string) {
  const [row] = await db
    .select({ id: licenses.id, name: licenses.name })
    .from(licenses)
    .where(ilike(licenses.name, `%${escapeLike(text)}%`))
    .orderBy(sql`(${licenses.name} = ${text}) desc`, sql`${licenses.applicants} desc`, asc(licenses.name))
    .limit(1);
  return row ?? null;
}
