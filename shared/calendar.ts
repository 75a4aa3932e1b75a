/**
 * Pure date logic of the exam-schedule calendar: the 6×7 month grid (weeks start on Sunday),
 * month navigation from the reference year 1904, the day / two-day range selection state machine
 * and the range clamp. Dates are ISO strings ("2026-03-07") handled in UTC so the server and the
 * browser agree whatever their time zones.
 */

export const WEEKDAYS = ["일", "월", "화", "수", "목", "금", "토"] as const;
export const GRID_ROWS = 6;
export const GRID_DAYS = GRID_ROWS * 7;
/** The spec's calendar year reference start: no month before January 1904. */
export const MIN_YEAR = 1904;
export const MAX_YEAR = 9999;
/** A calendar range selection spans at most two days (spec section 4). */
export const MAX_RANGE_DAYS = 2;

export interface YearMonth {
  year: number;
  /** 1–12 */
  month: number;
}

export interface GridDay {
  ymd: string;
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  inMonth: boolean;
}

export interface DateRange {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

function toUtc(ymd: string): number {
  const m = ISO_DATE.exec(ymd);
  if (!m) throw new RangeError(`not an ISO date: ${ymd}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(ymd: string, days: number): string {
  return fromUtc(toUtc(ymd) + days * DAY_MS);
}

/** Whole days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

export function yearMonthOf(ymd: string): YearMonth {
  return { year: Number(ymd.slice(0, 4)), month: Number(ymd.slice(5, 7)) };
}

/** The 42 days shown for a month: from the Sunday on or before the 1st, six full weeks. */
export function buildMonthGrid({ year, month }: YearMonth): GridDay[] {
  const first = Date.UTC(year, month - 1, 1);
  const start = first - new Date(first).getUTCDay() * DAY_MS;
  return Array.from({ length: GRID_DAYS }, (_, i) => {
    const d = new Date(start + i * DAY_MS);
    return {
      ymd: fromUtc(d.getTime()),
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      weekday: d.getUTCDay(),
      inMonth: d.getUTCMonth() === month - 1,
    };
  });
}

/** First and last day of the grid, e.g. to fetch every event the grid can show. */
export function gridRange(ym: YearMonth): DateRange {
  const grid = buildMonthGrid(ym);
  return { start: grid[0]?.ymd ?? "", end: grid[GRID_DAYS - 1]?.ymd ?? "" };
}

/** Month `delta` months away, or null when it falls outside 1904-01 … 9999-12. */
export function shiftMonth({ year, month }: YearMonth, delta: number): YearMonth | null {
  const index = year * 12 + (month - 1) + delta;
  const next = { year: Math.floor(index / 12), month: (index % 12) + 1 };
  return next.year < MIN_YEAR || next.year > MAX_YEAR ? null : next;
}

/**
 * Selection state machine (spec section 4): initially today; a click selects a day, a second click
 * makes a range of the two clicked days (at most MAX_RANGE_DAYS; a second click further away
 * selects that day instead), a third click clears the selection.
 */
export type SelectionState =
  | { phase: "initial"; range: DateRange }
  | { phase: "day"; range: DateRange }
  | { phase: "range"; range: DateRange }
  | { phase: "cleared"; range: null };

export function initialSelection(today: string): SelectionState {
  return { phase: "initial", range: { start: today, end: today } };
}

export function selectDay(state: SelectionState, clicked: string, maxDays = MAX_RANGE_DAYS): SelectionState {
  switch (state.phase) {
    case "initial":
    case "cleared":
      return { phase: "day", range: { start: clicked, end: clicked } };
    case "day": {
      if (Math.abs(daysBetween(state.range.start, clicked)) >= maxDays)
        return { phase: "day", range: { start: clicked, end: clicked } };
      const [start, end] = [state.range.start, clicked].sort() as [string, string];
      return { phase: "range", range: { start, end } };
    }
    case "range":
      return { phase: "cleared", range: null };
  }
}

export function isInRange(ymd: string, range: DateRange | null): boolean {
  return range !== null && ymd >= range.start && ymd <= range.end;
}
