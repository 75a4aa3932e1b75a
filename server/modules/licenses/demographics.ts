/**
 * The spec's display rules for gender and age-band pass statistics (section 9), as pure functions
 * over the rows of pass_statistic_demographics.
 */

export interface DemographicRow {
  year: number;
  label: string;
  count: number;
}

export interface DemographicYear {
  year: number;
  entries: Array<{ label: string; count: number }>;
}

export const TOTAL_LABEL = "합계";
export const AGE_BANDS = ["10대", "20대", "30대", "40대", "50대"] as const;
const MAX_YEARS = 4;

function byYear(rows: DemographicRow[]): DemographicYear[] {
  const years = new Map<number, DemographicYear>();
  for (const row of rows) {
    let year = years.get(row.year);
    if (!year) {
      year = { year: row.year, entries: [] };
      years.set(row.year, year);
    }
    year.entries.push({ label: row.label, count: row.count });
  }
  return [...years.values()].sort((a, b) => a.year - b.year);
}

/**
 * Gender: a year is kept only with exactly 2 entries; each kept year gets a 합계 total entry; at most
 * the last 4 years are kept.
 */
export function genderStatistics(rows: DemographicRow[]): DemographicYear[] {
  return byYear(rows)
    .filter((y) => y.entries.length === 2)
    .map((y) => ({
      year: y.year,
      entries: [...y.entries, { label: TOTAL_LABEL, count: y.entries.reduce((sum, e) => sum + e.count, 0) }],
    }))
    .slice(-MAX_YEARS);
}

/** Chart maximum: the largest 합계 rounded up to a multiple of 100, at least 100. */
export function genderChartMax(years: DemographicYear[]): number {
  const largest = Math.max(0, ...years.flatMap((y) => y.entries.filter((e) => e.label === TOTAL_LABEL).map((e) => e.count)));
  return Math.max(100, Math.ceil(largest / 100) * 100);
}

/** Age: a year is kept only when all five bands 10대–50대 are present (in band order); last 4 years. */
export function ageStatistics(rows: DemographicRow[]): DemographicYear[] {
  return byYear(rows)
    .filter((y) => AGE_BANDS.every((band) => y.entries.some((e) => e.label === band)))
    .map((y) => ({
      year: y.year,
      entries: AGE_BANDS.map((band) => ({ label: band, count: y.entries.find((e) => e.label === band)?.count ?? 0 })),
    }))
    .slice(-MAX_YEARS);
}
