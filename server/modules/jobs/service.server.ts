import { and, asc, count, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import { kecoGroupName } from "../../../shared/job-classifications";
import type { DictionaryQuery, EncyclopediaQuery } from "../../../shared/job-schemas";
import { containsPattern } from "../../../shared/like";
import { offsetOf, type Paged } from "../../../shared/paging";
import type { Db } from "../../db/client.server";
import {
  careerJobLicenses,
  careerJobMajors,
  careerJobs,
  dictionaryJobLicenses,
  dictionaryJobs,
  licenses,
  majors,
} from "../../db/schema";
import { majorNameKey } from "../majors/names.server";
import { type Indicator, indicatorsOf, splitList } from "./indicators";

export interface EncyclopediaSummary {
  id: number;
  name: string;
  category: string | null;
  kecoName: string | null;
  outlookSummary: string | null;
  indicators: Indicator[];
}

export interface LicenseLink {
  id: string;
  name: string;
}

export interface EncyclopediaEntry extends EncyclopediaSummary {
  similarNames: string[];
  kecoCode: string | null;
  kecoGroup: string | null;
  kscoCode: string | null;
  kscoName: string | null;
  aptitude: string | null;
  employmentPath: string | null;
  employmentOutlook: string | null;
  wage: string | null;
  preparation: string | null;
  training: string | null;
  /** Related majors; `majorId` is set when the name matches a CareerNet major. */
  majors: Array<{ name: string; majorId: number | null }>;
  licenses: LicenseLink[];
}

export interface DictionarySummary {
  code: string;
  name: string;
  summary: string | null;
  kecoName: string | null;
  educationLevel: string | null;
  skillPeriod: string | null;
}

export interface DictionaryEntry extends DictionarySummary {
  codeSeq: string;
  duties: string | null;
  workIntensity: string | null;
  workPlace: string | null;
  physicalActivities: string[];
  workEnvironment: string | null;
  workFunctions: string[];
  similarNames: string | null;
  relatedJobs: string | null;
  licensesText: string | null;
  /** certLic names matched to portal licenses. */
  licenses: LicenseLink[];
  kecoCode: string | null;
  kscoCode: string | null;
  kscoName: string | null;
  ksicName: string | null;
  surveyYear: number | null;
}

const summaryKeys = [
  "id",
  "name",
  "jobCategory",
  "kecoName",
  "outlookSummary",
  "indicatorReward",
  "indicatorStability",
  "indicatorGrowth",
  "indicatorConditions",
  "indicatorProfessionalism",
  "indicatorEquality",
] as const;
type EncyclopediaRow = Pick<typeof careerJobs.$inferSelect, (typeof summaryKeys)[number]>;
const encyclopediaColumns = Object.fromEntries(summaryKeys.map((k) => [k, careerJobs[k]])) as {
  [K in (typeof summaryKeys)[number]]: (typeof careerJobs)[K];
};

const toSummary = (r: EncyclopediaRow): EncyclopediaSummary => ({
  id: r.id,
  name: r.name,
  category: r.jobCategory,
  kecoName: r.kecoName,
  outlookSummary: r.outlookSummary,
  indicators: indicatorsOf(r),
});

export function createJobsService(db: Db) {
  return {
    /** CareerNet 직업백과, by name keyword and KECO/KSCO code prefix, ordered by name. */
    async listEncyclopedia(q: EncyclopediaQuery): Promise<Paged<EncyclopediaSummary>> {
      const where: SQL[] = [];
      if (q.keyword) {
        const pattern = containsPattern(q.keyword);
        where.push(or(ilike(careerJobs.name, pattern), ilike(careerJobs.similarNames, pattern)) as SQL);
      }
      if (q.keco) where.push(sql`${careerJobs.kecoCode} like ${`${q.keco}%`}`);
      if (q.ksco) where.push(sql`${careerJobs.kscoCode} like ${`${q.ksco}%`}`);
      const condition = where.length > 0 ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(encyclopediaColumns)
          .from(careerJobs)
          .where(condition)
          .orderBy(asc(careerJobs.name), asc(careerJobs.id))
          .limit(q.pageSize)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(careerJobs).where(condition),
      ]);
      return { items: rows.map(toSummary), total: total?.n ?? 0 };
    },

    async encyclopediaEntry(id: number): Promise<EncyclopediaEntry | null> {
      const [row] = await db.select().from(careerJobs).where(eq(careerJobs.id, id));
      if (!row) return null;
      const [majorRows, licenseRows] = await Promise.all([
        db
          .select({ name: careerJobMajors.majorName, majorId: majors.id })
          .from(careerJobMajors)
          .leftJoin(majors, eq(majorNameKey(majors.name), majorNameKey(careerJobMajors.majorName)))
          .where(eq(careerJobMajors.jobId, id))
          .orderBy(asc(careerJobMajors.majorName)),
        db
          .select({ id: licenses.id, name: licenses.name })
          .from(careerJobLicenses)
          .innerJoin(licenses, eq(licenses.id, careerJobLicenses.licenseId))
          .where(eq(careerJobLicenses.jobId, id))
          .orderBy(asc(licenses.name)),
      ]);
      return {
        ...toSummary(row),
        similarNames: splitList(row.similarNames),
        kecoCode: row.kecoCode,
        kecoGroup: kecoGroupName(row.kecoCode),
        kscoCode: row.kscoCode,
        kscoName: row.kscoName,
        aptitude: row.aptitude,
        employmentPath: row.employmentPath,
        employmentOutlook: row.employmentOutlook,
        wage: row.wage,
        preparation: row.preparation,
        training: row.training,
        majors: majorRows.map((m) => ({ name: m.name.trim(), majorId: m.majorId })),
        licenses: licenseRows,
      };
    },

    /** 한국직업사전 jobs by name keyword, KECO code prefix, education level and skill period. */
    async listDictionary(q: DictionaryQuery): Promise<Paged<DictionarySummary>> {
      const where: SQL[] = [];
      if (q.keyword) {
        const pattern = containsPattern(q.keyword);
        where.push(or(ilike(dictionaryJobs.name, pattern), ilike(dictionaryJobs.similarNames, pattern)) as SQL);
      }
      if (q.keco) where.push(sql`${dictionaryJobs.kecoCode} like ${`${q.keco}%`}`);
      if (q.eduLevel) where.push(eq(dictionaryJobs.educationLevel, q.eduLevel));
      if (q.skillYear) where.push(eq(dictionaryJobs.skillPeriod, q.skillYear));
      const condition = where.length > 0 ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            code: dictionaryJobs.code,
            name: dictionaryJobs.name,
            summary: dictionaryJobs.summary,
            kecoName: dictionaryJobs.kecoName,
            educationLevel: dictionaryJobs.educationLevel,
            skillPeriod: dictionaryJobs.skillPeriod,
          })
          .from(dictionaryJobs)
          .where(condition)
          .orderBy(asc(dictionaryJobs.name), asc(dictionaryJobs.code))
          .limit(q.pageSize)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(dictionaryJobs).where(condition),
      ]);
      return { items: rows, total: total?.n ?? 0 };
    },

    async dictionaryEntry(code: string): Promise<DictionaryEntry | null> {
      const [row] = await db.select().from(dictionaryJobs).where(eq(dictionaryJobs.code, code));
      if (!row) return null;
      const linked = await db
        .select({ id: licenses.id, name: licenses.name })
        .from(dictionaryJobLicenses)
        .innerJoin(licenses, eq(licenses.id, dictionaryJobLicenses.licenseId))
        .where(eq(dictionaryJobLicenses.jobCode, code))
        .orderBy(asc(licenses.name));
      return {
        code: row.code,
        codeSeq: row.codeSeq,
        name: row.name,
        summary: row.summary,
        duties: row.duties,
        kecoCode: row.kecoCode,
        kecoName: row.kecoName,
        kscoCode: row.kscoCode,
        kscoName: row.kscoName,
        ksicName: row.ksicName,
        educationLevel: row.educationLevel,
        skillPeriod: row.skillPeriod,
        workIntensity: row.workIntensity,
        workPlace: row.workPlace,
        physicalActivities: splitList(row.physicalActivity, /\|/),
        workEnvironment: row.workEnvironment,
        workFunctions: [row.workFunction1, row.workFunction2, row.workFunction3].filter((f): f is string => !!f),
        similarNames: row.similarNames,
        relatedJobs: row.relatedJobs,
        licensesText: row.licensesText,
        licenses: linked,
        surveyYear: row.surveyYear,
      };
    },
  };
}

export type JobsService = ReturnType<typeof createJobsService>;
