import { index, integer, pgTable, primaryKey, real, text } from "drizzle-orm/pg-core";
import { licenses } from "./licenses";

/** CareerNet 직업백과 entry, keyed by CareerNet jobdicSeq. */
export const careerJobs = pgTable("career_jobs", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  similarNames: text("similar_names"),
  employmentPath: text("employment_path"),
  employmentOutlook: text("employment_outlook"),
  wage: text("wage"),
  preparation: text("preparation"),
  training: text("training"),
  kecoCode: text("keco_code"),
  kecoName: text("keco_name"),
  kscoCode: text("ksco_code"),
  kscoName: text("ksco_name"),
  jobCategory: text("job_category"),
  aptitude: text("aptitude"),
  outlookSummary: text("outlook_summary"),
  indicatorReward: real("indicator_reward"),
  indicatorStability: real("indicator_stability"),
  indicatorGrowth: real("indicator_growth"),
  indicatorConditions: real("indicator_conditions"),
  indicatorProfessionalism: real("indicator_professionalism"),
  indicatorEquality: real("indicator_equality"),
  source: text("source").notNull(),
});

/** 고용24 한국직업사전 detailed job. */
export const dictionaryJobs = pgTable(
  "dictionary_jobs",
  {
    code: text("code").primaryKey(), // dJobCd
    codeSeq: text("code_seq").notNull(),
    name: text("name").notNull(),
    summary: text("summary"),
    duties: text("duties"),
    educationLevel: text("education_level"),
    skillPeriod: text("skill_period"),
    workIntensity: text("work_intensity"),
    workPlace: text("work_place"),
    physicalActivity: text("physical_activity"),
    workEnvironment: text("work_environment"),
    workFunction1: text("work_function1"),
    workFunction2: text("work_function2"),
    workFunction3: text("work_function3"),
    similarNames: text("similar_names"),
    relatedJobs: text("related_jobs"),
    licensesText: text("licenses_text"),
    kecoCode: text("keco_code"),
    kecoName: text("keco_name"),
    kscoCode: text("ksco_code"),
    kscoName: text("ksco_name"),
    ksicCode: text("ksic_code"),
    ksicName: text("ksic_name"),
    surveyYear: integer("survey_year"),
    etc: text("etc"),
    source: text("source").notNull(),
  },
  (t) => [index("dictionary_jobs_keco_idx").on(t.kecoCode)],
);

/** Licenses named in a 직업사전 entry's certLic, matched to portal licenses by name. */
export const dictionaryJobLicenses = pgTable(
  "dictionary_job_licenses",
  {
    jobCode: text("job_code")
      .notNull()
      .references(() => dictionaryJobs.code, { onDelete: "cascade" }),
    licenseId: text("license_id")
      .notNull()
      .references(() => licenses.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.jobCode, t.licenseId] })],
);

export const careerJobLicenses = pgTable(
  "career_job_licenses",
  {
    jobId: integer("job_id")
      .notNull()
      .references(() => careerJobs.id, { onDelete: "cascade" }),
    licenseId: text("license_id")
      .notNull()
      .references(() => licenses.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.licenseId] }), index("career_job_licenses_license_idx").on(t.licenseId)],
);

/** Related major names of a CareerNet job (names as the source gives them). */
export const careerJobMajors = pgTable(
  "career_job_majors",
  {
    jobId: integer("job_id")
      .notNull()
      .references(() => careerJobs.id, { onDelete: "cascade" }),
    majorName: text("major_name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.majorName] })],
);
