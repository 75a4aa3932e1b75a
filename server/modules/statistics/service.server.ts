import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { licenses } from "../../db/schema";
import { inRankingYear } from "../licenses/figures.server";
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
     * The ranking year's most-applied licenses (first stage; a family once, under its name) and the
     * largest year-over-year increases (≥ 1,000 applicants before). Licenses whose latest figure is
     * older than the ranking year are left out (decision 0041).
     */
    async applicants(limit = 10) {
      const rows = await db.execute<{
        id: string;
        name: string;
        year: number;
        applicants: number;
        previous: number | null;
        source: string | null;
      }>(sql`
        select licenses.id, coalesce(licenses.figure_family, licenses.name) as name, licenses.applicants_year as year,
          licenses.applicants, prev.applicants::int as previous, cur.source
        from ${licenses}
        left join ${best} cur on cur.license_id = licenses.id and cur.stage = 'written' and cur.year = licenses.applicants_year
        left join ${best} prev on prev.license_id = licenses.id and prev.stage = 'written' and prev.year = licenses.applicants_year - 1
        where ${inRankingYear}`);
      const year = rows.rows.length > 0 ? Number(rows.rows[0]?.year) : null;
      if (!year) return { year: null, top: [] as LicenseFigure[], rising: [] as LicenseFigure[], sources: "" };
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
      const sources = [...new Set(rows.rows.flatMap((r) => (r.source ? [r.source] : [])))].map(sourceLabel).join(", ");
      return { year, top, rising, sources };
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
