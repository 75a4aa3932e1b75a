import { type SQL, sql } from "drizzle-orm";
import { licenses } from "../../db/schema";

/**
 * The ranking year: the year most licenses' figures are of. The import gives every license the
 * figure of one year where it has one (decision 0041), so this is that year; rankings compare only
 * its figures.
 */
export const rankingYear = sql<number>`(
  select r.applicants_year from ${licenses} r where r.applicants > 0 and r.applicants_year is not null
  group by r.applicants_year order by count(*) desc, r.applicants_year desc limit 1)`;

/** Licenses whose figure is of the ranking year: the only ones a ranking by applicants may list. */
export const inRankingYear: SQL = sql`${licenses.applicants} > 0 and ${licenses.applicantsYear} = ${rankingYear}`;

/** Orders a list by applicants: the ranking year's figures first, then the other years' figures, each by size. */
export const byApplicants: SQL[] = [
  sql`(${licenses.applicantsYear} = ${rankingYear}) desc nulls last`,
  sql`${licenses.applicants} desc`,
];

/** What a list row needs to show a figure: its year and, for a family's figure, the family's name. */
export const figureColumns = {
  applicants: licenses.applicants,
  applicantsYear: licenses.applicantsYear,
  figureFamily: licenses.figureFamily,
};
