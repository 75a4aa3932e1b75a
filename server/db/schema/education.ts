import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { licenses } from "./licenses";

/** Education institutes (academies, training centres); generic, also used by the /education pages. */
export const educationInstitutes = pgTable(
  "education_institutes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    /** 시·도 name as used by the region filter ("서울", "경기", …). */
    region: text("region").notNull(),
    address: text("address"),
    phone: text("phone"),
    url: text("url"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("education_institutes_region_idx").on(t.region)],
);

export const educationInstituteLicenses = pgTable(
  "education_institute_licenses",
  {
    instituteId: integer("institute_id")
      .notNull()
      .references(() => educationInstitutes.id, { onDelete: "cascade" }),
    licenseId: text("license_id")
      .notNull()
      .references(() => licenses.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.instituteId, t.licenseId] }),
    index("education_institute_licenses_license_idx").on(t.licenseId),
  ],
);
