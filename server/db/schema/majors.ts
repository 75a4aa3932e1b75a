import { index, integer, pgTable, primaryKey, real, text } from "drizzle-orm/pg-core";
import { licenses } from "./licenses";

/** CareerNet 학과, keyed by CareerNet majorSeq (569 = 컴퓨터공학과). */
export const majors = pgTable("majors", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  mainSubjects: text("main_subjects"),
  relatedSchoolSubjects: text("related_school_subjects"),
  employmentRate: real("employment_rate"),
  employmentRateMale: real("employment_rate_male"),
  employmentRateFemale: real("employment_rate_female"),
  /** CareerNet 계열 (lClass) from its 4-year-university major list; null = not in that list (decision 0050). */
  field: text("field"),
  source: text("source").notNull(),
});

export const majorLicenses = pgTable(
  "major_licenses",
  {
    majorId: integer("major_id")
      .notNull()
      .references(() => majors.id, { onDelete: "cascade" }),
    licenseId: text("license_id")
      .notNull()
      .references(() => licenses.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.majorId, t.licenseId] }), index("major_licenses_license_idx").on(t.licenseId)],
);

/** University department names (세부 학과명) and the CareerNet majors they map to. */
export const departments = pgTable("departments", {
  id: integer("id").primaryKey(),
  name: text("name").notNull(),
  normalizedName: text("normalized_name").notNull(),
});

export const departmentMajors = pgTable(
  "department_majors",
  {
    departmentId: integer("department_id")
      .notNull()
      .references(() => departments.id, { onDelete: "cascade" }),
    majorId: integer("major_id")
      .notNull()
      .references(() => majors.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.majorId] }), index("department_majors_major_idx").on(t.majorId)],
);
