import { and, asc, count, eq, ilike } from "drizzle-orm";
import { containsPattern } from "../../../shared/like";
import { offsetOf, type Paged, type PageRequest } from "../../../shared/paging";
import type { Db } from "../../db/client.server";
import { licenses } from "../../db/schema";
import { byApplicants } from "../licenses/figures.server";

export interface PublicExam {
  id: string;
  name: string;
  issuer: string | null;
  applicants: number;
  applicantsYear: number | null;
}

/** The 국가전문자격 among the licenses (/jnLics/professionalList; the public-sector hiring tests are in the test catalogue). */
export function createPublicExamsService(db: Db) {
  return {
    /** 국가전문자격 (qualification type S), most applicants of the ranking year first. */
    async publicExams(q: PageRequest & { keyword: string }): Promise<Paged<PublicExam>> {
      const condition = and(
        eq(licenses.qualificationType, "S"),
        q.keyword ? ilike(licenses.name, containsPattern(q.keyword)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: licenses.id,
            name: licenses.name,
            issuer: licenses.issuer,
            applicants: licenses.applicants,
            applicantsYear: licenses.applicantsYear,
          })
          .from(licenses)
          .where(condition)
          .orderBy(...byApplicants, asc(licenses.name), asc(licenses.id))
          .limit(q.pageSize)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(licenses).where(condition),
      ]);
      return { items: rows, total: total?.n ?? 0 };
    },
  };
}

export type PublicExamsService = ReturnType<typeof createPublicExamsService>;
