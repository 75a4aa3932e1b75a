import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { boardPosts, languageTests, licenses, universityPrivileges } from "../../db/schema";
import { type BasicConsonant, consonantRange } from "./consonants";
import { containsPattern, offsetOf, type Paged, type PageRequest } from "./paging";

export interface CareerCard {
  kind: "major" | "job";
  id: number;
  title: string;
  /** What makes the card worth a look: employment rate (majors) or growth indicator (jobs). */
  metricLabel: string;
  metric: number;
}

export interface BoardPost {
  id: number;
  title: string;
  category: string | null;
  author: string | null;
  views: number;
  createdAt: string;
}

export interface UniversityPrivilege {
  id: number;
  university: string;
  department: string;
  licenseId: string | null;
  licenseName: string;
  privilege: string;
  source: string;
}

export interface LanguageTest {
  id: number;
  name: string;
  organiser: string | null;
  scoreScale: string | null;
  validity: string | null;
}

export interface PublicExam {
  id: string;
  name: string;
  issuer: string | null;
  applicants: number;
}

export function createCareersService(db: Db) {
  return {
    /**
     * Career main cards: majors by employment rate and jobs by growth indicator, interleaved
     * (major, job, major, job …) so both kinds stay on every page.
     */
    async careerCards(q: PageRequest): Promise<Paged<CareerCard>> {
      const result = await db.execute<{ kind: "major" | "job"; id: number; title: string; metric: number; total: number }>(sql`
        with cards as (
          select 'major' as kind, id, name as title, round(employment_rate::numeric, 1)::float8 as metric,
                 row_number() over (order by employment_rate desc, name, id) as rank
            from majors where employment_rate is not null
          union all
          select 'job' as kind, id, name as title, round(indicator_growth::numeric, 1)::float8 as metric,
                 row_number() over (order by indicator_growth desc, name, id) as rank
            from career_jobs where indicator_growth is not null
        )
        select kind, id, title, metric, (count(*) over ())::int as total
          from cards order by rank, kind desc
          limit ${q.pageSize} offset ${offsetOf(q)}`);
      let total = result.rows[0]?.total;
      if (total === undefined) {
        const counted = await db.execute<{ n: number }>(sql`
          select ((select count(*) from majors where employment_rate is not null)
                + (select count(*) from career_jobs where indicator_growth is not null))::int as n`);
        total = counted.rows[0]?.n ?? 0;
      }
      return {
        items: result.rows.map((r) => ({
          kind: r.kind,
          id: Number(r.id),
          title: r.title,
          metricLabel: r.kind === "major" ? "취업률" : "발전가능성",
          metric: Number(r.metric),
        })),
        total: Number(total),
      };
    },

    /** Latest posts of a board (optionally one category), newest first. */
    async boardList(board: string, category: string | undefined, limit: number): Promise<BoardPost[]> {
      const rows = await db
        .select({
          id: boardPosts.id,
          title: boardPosts.title,
          category: boardPosts.category,
          author: boardPosts.author,
          views: boardPosts.views,
          createdAt: boardPosts.createdAt,
        })
        .from(boardPosts)
        .where(and(eq(boardPosts.board, board), category ? eq(boardPosts.category, category) : undefined))
        .orderBy(desc(boardPosts.createdAt), desc(boardPosts.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },

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

    /** Language tests; those with curated facts first, then by name. */
    async languageTests(): Promise<LanguageTest[]> {
      return db
        .select({
          id: languageTests.id,
          name: languageTests.name,
          organiser: languageTests.organiser,
          scoreScale: languageTests.scoreScale,
          validity: languageTests.validity,
        })
        .from(languageTests)
        .where(eq(languageTests.kind, "language"))
        .orderBy(sql`${languageTests.scoreScale} is null`, asc(languageTests.name));
    },

    /** 국가전문자격 (qualification type S): the public-institution exams, most applicants first. */
    async publicExams(q: PageRequest & { keyword: string }): Promise<Paged<PublicExam>> {
      const condition = and(
        eq(licenses.qualificationType, "S"),
        q.keyword ? ilike(licenses.name, containsPattern(q.keyword)) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ id: licenses.id, name: licenses.name, issuer: licenses.issuer, applicants: licenses.applicants })
          .from(licenses)
          .where(condition)
          .orderBy(desc(licenses.applicants), asc(licenses.name), asc(licenses.id))
          .limit(q.pageSize)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(licenses).where(condition),
      ]);
      return { items: rows, total: total?.n ?? 0 };
    },
  };
}

export type CareersService = ReturnType<typeof createCareersService>;
