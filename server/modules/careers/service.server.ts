import { sql } from "drizzle-orm";
import { offsetOf, type Paged, type PageRequest } from "../../../shared/paging";
import type { Db } from "../../db/client.server";

export interface CareerCard {
  kind: "major" | "job";
  id: number;
  title: string;
  /** What makes the card worth a look: employment rate (majors) or growth indicator (jobs). */
  metricLabel: string;
  metric: number;
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
  };
}

export type CareersService = ReturnType<typeof createCareersService>;
