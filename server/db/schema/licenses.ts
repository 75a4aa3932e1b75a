import { sql } from "drizzle-orm";
import { date, index, integer, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per license the portal knows. `id` is the portal's stable id (`ld_id` on the wire):
 * the Q-Net `jmcd` for HRDK-administered licenses (정보처리기사 = "1320"), otherwise the
 * CertWeb id of the 1,086-row list ("M244" for a 공인민간자격).
 */
export const licenses = pgTable(
  "licenses",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    /** T 국가기술자격, S 국가전문자격, M 공인민간자격 */
    qualificationType: text("qualification_type").notNull(),
    qualificationTypeName: text("qualification_type_name").notNull(),
    gradeCode: text("grade_code"),
    gradeName: text("grade_name"),
    seriesGroupCode: text("series_group_code"),
    jobFieldCode: text("job_field_code"),
    jobFieldName: text("job_field_name"),
    subJobFieldCode: text("sub_job_field_code"),
    subJobFieldName: text("sub_job_field_name"),
    issuer: text("issuer"),
    examMethod: text("exam_method"),
    passCriteria: text("pass_criteria"),
    feeWritten: integer("fee_written"),
    feePractical: integer("fee_practical"),
    feeText: text("fee_text"),
    /** 기준일 of the fees (snapshot date or API fetch date). */
    feesAsOf: date("fees_as_of", { mode: "string" }),
    /** When the official API last returned this license's list row or fees (null: snapshot only). */
    fetchedAt: timestamp("fetched_at", { withTimezone: true }),
    certwebId: text("certweb_id"),
    /**
     * First-stage applicants of the ranking year (or, without a figure for it, of the latest year),
     * denormalised for "popular" ordering (decision 0041); 0 for a family member whose figure the
     * family's first license carries.
     */
    applicants: integer("applicants").notNull().default(0),
    /** The year of `applicants`; rankings compare only the ranking year's figures. */
    applicantsYear: integer("applicants_year"),
    /** "정보기술자격(ITQ) 전체(A·B·C급 합계)" when the source gives one figure for a family of licenses. */
    figureFamily: text("figure_family"),
    source: text("source").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("licenses_type_grade_idx").on(t.qualificationType, t.gradeName),
    index("licenses_job_field_idx").on(t.jobFieldCode, t.subJobFieldCode),
    index("licenses_applicants_idx").on(sql`${t.applicants} desc`),
    index("licenses_certweb_idx").on(t.certwebId),
  ],
);

/** NCS 대/중/소 classes (소분류 granularity). */
export const ncsClasses = pgTable("ncs_classes", {
  code: text("code").primaryKey(), // "01-01-01"
  largeCode: text("large_code").notNull(),
  largeName: text("large_name").notNull(),
  middleCode: text("middle_code").notNull(),
  middleName: text("middle_name").notNull(),
  smallCode: text("small_code").notNull(),
  smallName: text("small_name").notNull(),
});

export const licenseNcsClasses = pgTable(
  "license_ncs_classes",
  {
    licenseId: text("license_id")
      .notNull()
      .references(() => licenses.id, { onDelete: "cascade" }),
    ncsCode: text("ncs_code")
      .notNull()
      .references(() => ncsClasses.code, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.licenseId, t.ncsCode] })],
);

/** Yearly pass statistics per license and exam stage. */
export const passStatistics = pgTable(
  "pass_statistics",
  {
    licenseId: text("license_id")
      .notNull()
      .references(() => licenses.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    /** written | practical | interview */
    stage: text("stage").notNull(),
    registered: integer("registered"),
    applicants: integer("applicants"),
    passers: integer("passers"),
    passRate: real("pass_rate"),
    source: text("source").notNull(),
  },
  (t) => [primaryKey({ columns: [t.licenseId, t.year, t.stage, t.source] })],
);

/** Gender / age-band breakdowns (no public per-license source yet; filled when one exists). */
export const passStatisticDemographics = pgTable(
  "pass_statistic_demographics",
  {
    licenseId: text("license_id")
      .notNull()
      .references(() => licenses.id, { onDelete: "cascade" }),
    year: integer("year").notNull(),
    /** gender | age */
    dimension: text("dimension").notNull(),
    label: text("label").notNull(),
    count: integer("count").notNull(),
    source: text("source").notNull(),
  },
  (t) => [primaryKey({ columns: [t.licenseId, t.year, t.dimension, t.label, t.source] })],
);
