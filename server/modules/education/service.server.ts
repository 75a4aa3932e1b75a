import { and, asc, count, eq, exists, type SQL, sql } from "drizzle-orm";
import { offsetOf, type Paged, type PageRequest } from "../../../shared/paging";
import type { Db } from "../../db/client.server";
import { educationInstituteLicenses, educationInstitutes, licenses } from "../../db/schema";

export interface InstituteSummary {
  id: number;
  name: string;
  region: string;
  address: string | null;
  licenses: Array<{ id: string; name: string }>;
}

export interface InstituteDetail extends InstituteSummary {
  phone: string | null;
  url: string | null;
}

export interface EducationFilters {
  regions: string[];
  licenses: Array<{ id: string; name: string }>;
}

export function createEducationService(db: Db) {
  async function licensesOf(ids: number[]) {
    if (ids.length === 0) return new Map<number, Array<{ id: string; name: string }>>();
    const rows = await db
      .select({ instituteId: educationInstituteLicenses.instituteId, id: licenses.id, name: licenses.name })
      .from(educationInstituteLicenses)
      .innerJoin(licenses, eq(licenses.id, educationInstituteLicenses.licenseId))
      .where(sql`${educationInstituteLicenses.instituteId} in ${ids}`)
      .orderBy(asc(licenses.name));
    const byInstitute = new Map<number, Array<{ id: string; name: string }>>();
    for (const r of rows) byInstitute.set(r.instituteId, [...(byInstitute.get(r.instituteId) ?? []), { id: r.id, name: r.name }]);
    return byInstitute;
  }

  return {
    /** Regions and licenses that institutes actually have, for the filter controls. */
    async filters(): Promise<EducationFilters> {
      const [regions, taught] = await Promise.all([
        db
          .selectDistinct({ region: educationInstitutes.region })
          .from(educationInstitutes)
          .orderBy(asc(educationInstitutes.region)),
        db
          .selectDistinct({ id: licenses.id, name: licenses.name })
          .from(educationInstituteLicenses)
          .innerJoin(licenses, eq(licenses.id, educationInstituteLicenses.licenseId))
          .orderBy(asc(licenses.name)),
      ]);
      return { regions: regions.map((r) => r.region), licenses: taught };
    },

    async listInstitutes(q: PageRequest & { region?: string; licenseId?: string }): Promise<Paged<InstituteSummary>> {
      const where: SQL[] = [];
      if (q.region) where.push(eq(educationInstitutes.region, q.region));
      if (q.licenseId) {
        const licenseId = q.licenseId;
        where.push(
          exists(
            db
              .select({ one: sql`1` })
              .from(educationInstituteLicenses)
              .where(
                and(
                  eq(educationInstituteLicenses.instituteId, educationInstitutes.id),
                  eq(educationInstituteLicenses.licenseId, licenseId),
                ),
              ),
          ),
        );
      }
      const condition = where.length > 0 ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: educationInstitutes.id,
            name: educationInstitutes.name,
            region: educationInstitutes.region,
            address: educationInstitutes.address,
          })
          .from(educationInstitutes)
          .where(condition)
          .orderBy(asc(educationInstitutes.region), asc(educationInstitutes.name), asc(educationInstitutes.id))
          .limit(q.pageSize)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(educationInstitutes).where(condition),
      ]);
      const taught = await licensesOf(rows.map((r) => r.id));
      return { items: rows.map((r) => ({ ...r, licenses: taught.get(r.id) ?? [] })), total: total?.n ?? 0 };
    },

    async institute(id: number): Promise<InstituteDetail | null> {
      const [row] = await db
        .select({
          id: educationInstitutes.id,
          name: educationInstitutes.name,
          region: educationInstitutes.region,
          address: educationInstitutes.address,
          phone: educationInstitutes.phone,
          url: educationInstitutes.url,
        })
        .from(educationInstitutes)
        .where(eq(educationInstitutes.id, id));
      if (!row) return null;
      const taught = await licensesOf([id]);
      return { ...row, licenses: taught.get(id) ?? [] };
    },
  };
}

export type EducationService = ReturnType<typeof createEducationService>;
