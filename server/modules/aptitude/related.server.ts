import { desc, eq, inArray, like, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { careerJobLicenses, careerJobMajors, careerJobs, licenses, majors } from "../../db/schema";
import { majorNameKey } from "../majors/names.server";
import { eduTechFields } from "./instruments/edutech";
import type { BigFiveCode, RiasecCode } from "./instruments/types";
import { interestCodesFromAptitude, interestFit } from "./interest-codes";
import { type LearningStage, learningStage } from "./learning-path";
import { jobStylesFor, PERSONALITY_STYLES } from "./personality-styles";

export interface RelatedJob {
  id: number;
  name: string;
  codes: RiasecCode[];
  licenseCount: number;
  /** Personality results only: the work-style words of the job's 적성 text that matched. */
  styles?: string[];
}

export interface RelatedMajor {
  id: number;
  name: string;
  /** How many of the related jobs list this major. */
  jobCount: number;
}

/** What the related jobs were chosen by: the interest types, or the personality factors (an inference). */
export type RelatedBasis = "interest" | "personality";
/** A license of the eduTech learning path. */
export type PathLicense = Omit<RelatedLicense, "jobCount">;

export interface RelatedLicense {
  id: string;
  name: string;
  gradeName: string | null;
  /** How many of the related jobs list this license. */
  jobCount: number;
}

const JOB_LIMIT = 8;
const LICENSE_LIMIT = 10;
const MAJOR_LIMIT = 10;

/**
 * Related jobs, licenses and majors of a RIASEC (or, by work styles, a Big Five) result
 * (docs/aptitude-instruments.md, "Related jobs"):
 * CareerNet 직업백과 jobs whose 적성 text names Holland types, ranked by `interestFit`, then by
 * how many licenses the job links, then by name; licenses through the imported job → license links.
 */
export function createRelatedService(db: Db) {
  async function interestJobs() {
    const rows = await db
      .select({
        id: careerJobs.id,
        name: careerJobs.name,
        aptitude: careerJobs.aptitude,
        licenseCount: sql<number>`(select count(*)::int from ${careerJobLicenses} where ${careerJobLicenses.jobId} = ${careerJobs.id})`,
      })
      .from(careerJobs)
      .where(like(careerJobs.aptitude, "%흥미%"));
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      licenseCount: r.licenseCount,
      codes: interestCodesFromAptitude(r.aptitude),
    }));
  }

  async function relatedJobs(order: RiasecCode[], limit = JOB_LIMIT): Promise<RelatedJob[]> {
    const jobs = await interestJobs();
    return jobs
      .map((job) => ({ job, fit: interestFit(job.codes, order) }))
      .filter((j) => j.fit > 0)
      .sort((a, b) => b.fit - a.fit || b.job.licenseCount - a.job.licenseCount || a.job.name.localeCompare(b.job.name, "ko"))
      .slice(0, limit)
      .map((j) => j.job);
  }

  async function licensesOfJobs(jobIds: number[], limit: number): Promise<RelatedLicense[]> {
    if (jobIds.length === 0) return [];
    const jobCount = sql<number>`count(distinct ${careerJobLicenses.jobId})::int`;
    return db
      .select({ id: licenses.id, name: licenses.name, gradeName: licenses.gradeName, jobCount })
      .from(careerJobLicenses)
      .innerJoin(licenses, eq(licenses.id, careerJobLicenses.licenseId))
      .where(inArray(careerJobLicenses.jobId, jobIds))
      .groupBy(licenses.id, licenses.name, licenses.gradeName, licenses.applicants)
      .orderBy(desc(jobCount), desc(licenses.applicants), licenses.name)
      .limit(limit);
  }

  /** Majors the jobs list (CareerNet's job → 학과 links) that have a 학과정보 page, most-listed first. */
  async function majorsOfJobs(jobIds: number[], limit: number): Promise<RelatedMajor[]> {
    if (jobIds.length === 0) return [];
    const jobCount = sql<number>`count(distinct ${careerJobMajors.jobId})::int`;
    return db
      .select({ id: majors.id, name: majors.name, jobCount })
      .from(careerJobMajors)
      .innerJoin(majors, eq(majorNameKey(majors.name), majorNameKey(careerJobMajors.majorName)))
      .where(inArray(careerJobMajors.jobId, jobIds))
      .groupBy(majors.id, majors.name)
      .orderBy(desc(jobCount), majors.name)
      .limit(limit);
  }

  /**
   * Jobs whose CareerNet 적성 text asks for a work style of the person's high factors (성실성 →
   * 꼼꼼함, 책임감 …; `personality-styles.ts`), most matched styles first. An inference, labelled as such.
   */
  async function personalityJobs(high: BigFiveCode[], limit = JOB_LIMIT): Promise<RelatedJob[]> {
    if (high.length === 0) return [];
    const words = high.flatMap((code) => PERSONALITY_STYLES[code].words);
    const rows = await db
      .select({
        id: careerJobs.id,
        name: careerJobs.name,
        aptitude: careerJobs.aptitude,
        licenseCount: sql<number>`(select count(*)::int from ${careerJobLicenses} where ${careerJobLicenses.jobId} = ${careerJobs.id})`,
      })
      .from(careerJobs)
      .where(or(...words.map((w) => like(careerJobs.aptitude, `%${w}%`))));
    return rows
      .map((r) => ({
        id: r.id,
        name: r.name,
        licenseCount: r.licenseCount,
        codes: interestCodesFromAptitude(r.aptitude),
        styles: jobStylesFor(r.aptitude ?? "", high),
      }))
      .filter((j) => j.styles.length > 0)
      .sort((a, b) => b.styles.length - a.styles.length || b.licenseCount - a.licenseCount || a.name.localeCompare(b.name, "ko"))
      .slice(0, limit);
  }

  async function withLicensesAndMajors(basis: RelatedBasis, jobs: RelatedJob[]) {
    const ids = jobs.map((j) => j.id);
    const [related, majorList] = await Promise.all([licensesOfJobs(ids, LICENSE_LIMIT), majorsOfJobs(ids, MAJOR_LIMIT)]);
    return { basis, jobs, licenses: related, majors: majorList };
  }

  return {
    relatedForInterests: async (order: RiasecCode[]) => withLicensesAndMajors("interest", await relatedJobs(order)),

    /** Jobs, licenses and majors for a Big Five result's high factors (none when no factor is high). */
    relatedForPersonality: async (high: BigFiveCode[]) => withLicensesAndMajors("personality", await personalityJobs(high)),

    /**
     * eduTech learning path: licenses of the chosen fields' job fields (and the fields' named
     * licenses), most applicants first, grouped into stages by grade (기능사 → 산업기사 → 기사 →
     * 기능장·기술사); `fromStage` drops stages below the level. Jobs still come from the Holland types.
     */
    async learningPath(codes: RiasecCode[], fromStage: number) {
      const jobs = await relatedJobs(codes, 6);
      const fields = eduTechFields.filter((f) => codes.includes(f.code));
      const jobFields = fields.flatMap((f) => f.jobFields);
      const names = fields.flatMap((f) => f.licenseNames);
      const conditions = [
        ...(jobFields.length > 0 ? [inArray(licenses.jobFieldCode, jobFields)] : []),
        ...(names.length > 0 ? [inArray(licenses.name, names)] : []),
      ];
      const candidates =
        conditions.length === 0
          ? []
          : await db
              .select({ id: licenses.id, name: licenses.name, gradeName: licenses.gradeName })
              .from(licenses)
              .where(or(...conditions))
              .orderBy(desc(licenses.applicants), licenses.name);
      const stages = new Map<number, PathLicense[]>();
      for (const license of candidates) {
        const stage = learningStage(license.gradeName);
        if (stage === null || stage < fromStage) continue;
        const list = stages.get(stage) ?? [];
        if (list.length < 4) list.push(license);
        stages.set(stage, list);
      }
      return {
        jobs,
        stages: [...stages.entries()]
          .sort(([a], [b]) => a - b)
          .map(([stage, items]) => ({ stage: stage as LearningStage, licenses: items })),
      };
    },
  };
}
