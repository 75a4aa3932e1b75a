/** Calendar arithmetic on "YYYY-MM-DD" and "YYYY-MM" strings for the 자격 로드맵 (no time zones involved). */

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/**
 * The same month and day `years` later (29 Feb → 28 Feb in a common year). The planner's hot path
 * (every estimated round, every dated rule): string slices, no Date.
 */
export function addYears(ymd: string, years: number): string {
  const year = Number(ymd.slice(0, 4)) + years;
  const rest = ymd.slice(4);
  return `${pad(year, 4)}${rest === "-02-29" && !isLeap(year) ? "-02-28" : rest}`;
}

/** "2027-02" → "2026-03" for 11 months before. */
export function monthsBefore(month: string, months: number): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const index = y * 12 + (m - 1) - months;
  return `${pad(Math.floor(index / 12), 4)}-${pad((index % 12) + 1)}`;
}

export const firstOfMonth = (month: string) => `${month}-01`;

export function endOfMonth(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return `${month}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}`;
}

export const laterOf = (a: string, b: string) => (a > b ? a : b);

export const monthOf = (ymd: string) => ymd.slice(0, 7);

/** "2027-06" or "2027-06-04" → "2027년 6월". */
export const monthLabel = (value: string) => `${value.slice(0, 4)}년 ${Number(value.slice(5, 7))}월`;
