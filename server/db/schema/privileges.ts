import { index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { licenses } from "./licenses";

/**
 * Admission privileges universities grant to license holders. No public dataset exists: rows come
 * from the admin CSV import (docs/university-privileges-import.md); only "[데모]" rows are seeded.
 */
export const universityPrivileges = pgTable(
  "university_privileges",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    university: text("university").notNull(),
    /** Empty when the privilege applies to the whole university. */
    department: text("department").notNull().default(""),
    licenseId: text("license_id").references(() => licenses.id, { onDelete: "set null" }),
    licenseName: text("license_name").notNull(),
    privilege: text("privilege").notNull(),
    source: text("source").notNull(),
  },
  (t) => [
    unique("university_privileges_natural_key").on(t.university, t.department, t.licenseName),
    index("university_privileges_license_idx").on(t.licenseId),
  ],
);
