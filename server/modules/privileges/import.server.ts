import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client.server";
import { licenses, universityPrivileges } from "../../db/schema";

/** Header of the admin import file (docs/university-privileges-import.md). */
export const PRIVILEGE_CSV_HEADER = ["university", "department", "license_id", "license_name", "privilege", "source"] as const;

const cell = z.string().trim();
const privilegeRow = z.object({
  university: cell.min(1, { message: "university is empty" }),
  department: cell.default(""),
  license_id: cell.default(""),
  license_name: cell.min(1, { message: "license_name is empty" }),
  privilege: cell.min(1, { message: "privilege is empty" }),
  source: cell.min(1, { message: "source is empty" }),
});

export interface PrivilegeInput {
  university: string;
  department: string;
  /** Portal license id (ld_id); when empty the license is matched by name. */
  licenseId: string | null;
  licenseName: string;
  privilege: string;
  source: string;
}

/** Parses the CSV; rows that fail validation are reported by line and left out. */
export function parsePrivilegesCsv(text: string): { rows: PrivilegeInput[]; errors: string[] } {
  const records: string[][] = parse(text.replace(/^\uFEFF/, ""), { relax_column_count: true, skip_empty_lines: true });
  const [header, ...body] = records;
  if (!header || header.map((h) => h.trim()).join(",") !== PRIVILEGE_CSV_HEADER.join(",")) {
    return { rows: [], errors: [`header must be: ${PRIVILEGE_CSV_HEADER.join(",")}`] };
  }
  const rows: PrivilegeInput[] = [];
  const errors: string[] = [];
  body.forEach((record, i) => {
    const parsed = privilegeRow.safeParse(Object.fromEntries(PRIVILEGE_CSV_HEADER.map((key, k) => [key, record[k] ?? ""])));
    if (!parsed.success) {
      errors.push(`line ${i + 2}: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`);
      return;
    }
    const r = parsed.data;
    rows.push({
      university: r.university,
      department: r.department,
      licenseId: r.license_id || null,
      licenseName: r.license_name,
      privilege: r.privilege,
      source: r.source,
    });
  });
  return { rows, errors };
}

const nameKey = (name: string) => name.replace(/\s+/g, "");

/**
 * Upserts privileges on (university, department, license_name). The license is linked by the given
 * id when it exists, else by whitespace-insensitive name. Returns how many rows were written and linked.
 */
export async function loadUniversityPrivileges(
  db: Db,
  rows: readonly PrivilegeInput[],
): Promise<{ written: number; linked: number }> {
  if (rows.length === 0) return { written: 0, linked: 0 };
  const known = await db.select({ id: licenses.id, name: licenses.name }).from(licenses);
  const ids = new Set(known.map((l) => l.id));
  const byName = new Map(known.map((l) => [nameKey(l.name), l.id]));
  const values = rows.map((r) => ({
    university: r.university,
    department: r.department,
    licenseId: r.licenseId && ids.has(r.licenseId) ? r.licenseId : (byName.get(nameKey(r.licenseName)) ?? null),
    licenseName: r.licenseName,
    privilege: r.privilege,
    source: r.source,
  }));
  await db
    .insert(universityPrivileges)
    .values(values)
    .onConflictDoUpdate({
      target: [universityPrivileges.university, universityPrivileges.department, universityPrivileges.licenseName],
      set: {
        licenseId: sql`excluded.license_id`,
        privilege: sql`excluded.privilege`,
        source: sql`excluded.source`,
      },
    });
  return { written: values.length, linked: values.filter((v) => v.licenseId !== null).length };
}
