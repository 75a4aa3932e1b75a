import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { PASS_SOURCE_PREFERENCE, sourceLabel } from "../licenses/sources";

/** The grades of 국가기술자격, in ladder order. */
export const GRADE_ORDER = ["기능사", "산업기사", "기사", "기능장", "기술사"];

/** One figure per license, year and stage, from the most trusted source (sources.ts). */
const best = sql.raw(`(
  select distinct on (ps.license_id, ps.year, ps.stage) ps.license_id, ps.year, ps.stage, ps.applicants, ps.passers, ps.source
  from pass_statistics ps
  where ps.applicants > 0
  order by ps.license_id, ps.year, ps.stage,
    array_position(array[${PASS_SOURCE_PREFERENCE.map((s) => `'${s}'`).join(",")}]::text[], ps.source)
)`);

export interface GradeTrend {
  grade: string;
  years: Array<{ year: number; applicants: number; passers: number; passRate: number }>;
}

export interface LicenseFigure {
  id: string;
  name: string;
  applicants: number;
  previous: number | null;
}

/** Aggregates of the imported pass statistics for /jnData/licenseData. */
export function createStatisticsService(db: Db) {
  return {
    /** Practical-stage (최종) pass rate per 국가기술자격 grade and year: passers / applicants summed. */
    async gradeTrends(): Promise<{ grades: GradeTrend[]; sources: string }> {
      const rows = await db.execute<{ grade: string; year: number; applicants: number; passers: number; sources: string }>(sql`
        select l.grade_name as grade, b.year, sum(b.applicants)::int as applicants, sum(b.passers)::int as passers,
          string_agg(distinct b.source, '+') as sources
        from ${best} b join licenses l on l.id = b.license_id
        where l.qualification_type = 'T' and b.stage in ('practical', 'interview') and b.passers is not null
          and l.grade_name in ('기능사', '산업기사', '기사', '기능장', '기술사')
        group by l.grade_name, b.year order by b.year`);
      const grades = GRADE_ORDER.map((grade) => ({
        grade,
        years: rows.rows
          .filter((r) => r.grade === grade)
          .map((r) => ({
            year: Number(r.year),
            applicants: Number(r.applicants),
            passers: Number(r.passers),
            passRate: Math.round((Number(r.passers) / Number(r.applicants)) * 1000) / 10,
          })),
      })).filter((g) => g.years.length > 0);
      return { grades, sources: sourceLabel([...new Set(rows.rows.flatMap((r) => r.sources.split("+")))].join("+")) };
    },

    /**
     * The latest year with written-stage figures for at least half as many licenses as the best-covered year, its most-applied
     * licenses (written stage), and the largest year-over-year increases (≥ 1,000 applicants before).
     */
    async applicants(limit = 10) {
      const years = await db.execute<{ year: number }>(sql`
        with per_year as (select year, count(*) as n from ${best} b where b.stage = 'written' group by year)
        select year from per_year where n * 2 >= (select max(n) from per_year) order by year desc limit 1`);
      const year = Number(years.rows[0]?.year ?? 0);
      if (!year) return { year: null, top: [] as LicenseFigure[], rising: [] as LicenseFigure[], sources: "" };
      const rows = await db.execute<{
        id: string;
        name: string;
        applicants: number;
        previous: number | null;
        source: string;
      }>(sql`
        select l.id, l.name, cur.applicants::int as applicants, prev.applicants::int as previous, cur.source
        from ${best} cur
        join licenses l on l.id = cur.license_id
        left join ${best} prev on prev.license_id = cur.license_id and prev.stage = 'written' and prev.year = ${year - 1}
        where cur.stage = 'written' and cur.year = ${year}`);
      const all = rows.rows.map((r) => ({
        id: r.id,
        name: r.name,
        applicants: Number(r.applicants),
        previous: r.previous === null ? null : Number(r.previous),
      }));
      const top = [...all].sort((a, b) => b.applicants - a.applicants || a.name.localeCompare(b.name)).slice(0, limit);
      const rising = all
        .filter((r) => r.previous !== null && r.previous >= 1000)
        .sort((a, b) => b.applicants / (b.previous ?? 1) - a.applicants / (a.previous ?? 1))
        .slice(0, limit);
      const sources = [...new Set(rows.rows.map((r) => r.source))].map(sourceLabel).join(", ");
      return { year, top, rising, sources };
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
