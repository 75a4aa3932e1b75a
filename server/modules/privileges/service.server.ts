import { and, asc, count, ilike, or, type SQL, sql } from "drizzle-orm";
import { type BasicConsonant, consonantRange } from "../../../shared/consonants";
import { containsPattern } from "../../../shared/like";
import { offsetOf, type Paged, type PageRequest } from "../../../shared/paging";
import type { Db } from "../../db/client.server";
import { universityPrivileges } from "../../db/schema";

export interface UniversityPrivilege {
  id: number;
  university: string;
  department: string;
  licenseId: string | null;
  licenseName: string;
  privilege: string;
  source: string;
}

/** University admission privileges for license holders (/jnJob/univPrivilege). */
export function createPrivilegesService(db: Db) {
  return {
    /** Privileges by the initial consonant of the university (tag prefix ignored) and keyword. */
    async universityPrivileges(
      q: PageRequest & { consonant?: BasicConsonant; keyword: string },
    ): Promise<Paged<UniversityPrivilege>> {
      const where: SQL[] = [];
      if (q.consonant) {
        const { from, to } = consonantRange(q.consonant);
        const first = sql`ascii(regexp_replace(${universityPrivileges.university}, '^\\[[^]]*\\]\\s*', ''))`;
        where.push(sql`${first} >= ${from} and ${first} < ${to}`);
      }
      if (q.keyword) {
        const pattern = containsPattern(q.keyword);
        where.push(
          or(
            ilike(universityPrivileges.university, pattern),
            ilike(universityPrivileges.department, pattern),
            ilike(universityPrivileges.licenseName, pattern),
          ) as SQL,
        );
      }
      const condition = where.length > 0 ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: universityPrivileges.id,
            university: universityPrivileges.university,
            department: universityPrivileges.department,
            licenseId: universityPrivileges.licenseId,
            licenseName: universityPrivileges.licenseName,
            privilege: universityPrivileges.privilege,
            source: universityPrivileges.source,
          })
          .from(universityPrivileges)
          .where(condition)
          .orderBy(asc(universityPrivileges.university), asc(universityPrivileges.department), asc(universityPrivileges.id))
          .limit(q.pageSize)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(universityPrivileges).where(condition),
      ]);
      return { items: rows, total: total?.n ?? 0 };
    },
  };
}

export type PrivilegesService = ReturnType<typeof createPrivilegesService>;
