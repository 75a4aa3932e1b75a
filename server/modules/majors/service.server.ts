import { and, asc, count, eq, ilike, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { containsPattern } from "../../../shared/like";
import { buildRelationSubjects, type RelationSubjectItem, subjectList } from "../../../shared/major-detail";
import { type MajorFilter, NO_FIELD } from "../../../shared/major-fields";
import { offsetOf, type Paged, type PageRequest } from "../../../shared/paging";
import type { Db } from "../../db/client.server";
import { careerJobMajors, careerJobs, departmentMajors, departments, licenses, majorLicenses, majors } from "../../db/schema";
import { majorNameKey } from "./names.server";

export interface MajorSummary {
  id: number;
  name: string;
  employmentRate: number | null;
  mainSubjects: string[];
  /** CareerNet 계열; null = not in its 4-year-university list (no 계열 in the snapshot). */
  field: string | null;
}

export interface MajorDetail {
  id: number;
  name: string;
  field: string | null;
  mainSubjects: string[];
  relatedSchoolSubjects: string[];
  employmentRate: { total: number | null; male: number | null; female: number | null };
  /** Subject groups followed by a final source item (spec: realtionSubject). */
  relationSubjects: RelationSubjectItem[];
  licenses: Array<{ id: string; name: string; qualificationTypeName: string; gradeName: string | null }>;
  jobs: Array<{ id: number; name: string }>;
  departments: string[];
}

export function createMajorsService(db: Db) {
  return {
    /** Majors by name keyword, 계열 and school type, ordered by name; 10 per page by default. */
    async listMajors(q: PageRequest & MajorFilter): Promise<Paged<MajorSummary>> {
      const conditions: SQL[] = [];
      if (q.keyword) conditions.push(ilike(majors.name, containsPattern(q.keyword)));
      if (q.field === NO_FIELD) conditions.push(isNull(majors.field));
      else if (q.field) conditions.push(eq(majors.field, q.field));
      // Every major of the 4-year list carries its 계열, so "in the list" is "has a 계열".
      if (q.schoolType) conditions.push(isNotNull(majors.field));
      const condition = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: majors.id,
            name: majors.name,
            employmentRate: majors.employmentRate,
            mainSubjects: majors.mainSubjects,
            field: majors.field,
          })
          .from(majors)
          .where(condition)
          .orderBy(asc(majors.name), asc(majors.id))
          .limit(q.pageSize)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(majors).where(condition),
      ]);
      return {
        items: rows.map((r) => ({ ...r, mainSubjects: subjectList(r.mainSubjects) })),
        total: total?.n ?? 0,
      };
    },

    async majorDetail(id: number): Promise<MajorDetail | null> {
      const [row] = await db.select().from(majors).where(eq(majors.id, id));
      if (!row) return null;
      const [licenseRows, jobRows, departmentRows] = await Promise.all([
        db
          .select({
            id: licenses.id,
            name: licenses.name,
            qualificationTypeName: licenses.qualificationTypeName,
            gradeName: licenses.gradeName,
          })
          .from(majorLicenses)
          .innerJoin(licenses, eq(licenses.id, majorLicenses.licenseId))
          .where(eq(majorLicenses.majorId, id))
          .orderBy(sql`${licenses.applicants} desc`, asc(licenses.name)),
        db
          .selectDistinct({ id: careerJobs.id, name: careerJobs.name })
          .from(careerJobMajors)
          .innerJoin(careerJobs, eq(careerJobs.id, careerJobMajors.jobId))
          .where(eq(majorNameKey(careerJobMajors.majorName), majorNameKey(sql`${row.name}`)))
          .orderBy(asc(careerJobs.name), asc(careerJobs.id)),
        db
          .select({ name: departments.name })
          .from(departmentMajors)
          .innerJoin(departments, eq(departments.id, departmentMajors.departmentId))
          .where(eq(departmentMajors.majorId, id))
          .orderBy(asc(departments.name)),
      ]);
      return {
        id: row.id,
        name: row.name,
        field: row.field,
        mainSubjects: subjectList(row.mainSubjects),
        relatedSchoolSubjects: subjectList(row.relatedSchoolSubjects),
        employmentRate: { total: row.employmentRate, male: row.employmentRateMale, female: row.employmentRateFemale },
        relationSubjects: buildRelationSubjects([
          { name: "주요 전공 과목", subjects: row.mainSubjects },
          { name: "고교 관련 교과목", subjects: row.relatedSchoolSubjects },
        ]),
        licenses: licenseRows,
        jobs: jobRows,
        departments: [...new Set(departmentRows.map((d) => d.name))],
      };
    },
  };
}

export type MajorsService = ReturnType<typeof createMajorsService>;
