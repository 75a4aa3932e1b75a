/**
 * Korean date display helpers. Dates travel as ISO "YYYY-MM-DD" strings (the database's `date`
 * columns), and "today" is the calendar day in Korea, whatever the server's time zone.
 */
export type DateInput = string | Date;

function parts(input: DateInput): [number, number, number] | null {
  // An instant's calendar day in Korea, whatever the machine's time zone (as todayInSeoul).
  if (input instanceof Date) {
    if (Number.isNaN(input.getTime())) return null;
    const kst = new Date(input.getTime() + 9 * 3_600_000);
    return [kst.getUTCFullYear(), kst.getUTCMonth() + 1, kst.getUTCDate()];
  }
  const match = /^(\d{4})[-./]?(\d{2})[-./]?(\d{2})/.exec(input.trim());
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "2026-03-14" → "2026.03.14"; unparseable input → "". */
export function formatDate(input: DateInput): string {
  const p = parts(input);
  return p ? `${p[0]}.${pad(p[1])}.${pad(p[2])}` : "";
}

/** Exam-date dots: "2026.03.14 ~ 03.20", the end's year dropped (kept when the years differ). */
export function formatDateRange(start: DateInput, end?: DateInput | null): string {
  const from = formatDate(start);
  const s = parts(start);
  const e = end ? parts(end) : null;
  if (!s || !e || (e[0] === s[0] && e[1] === s[1] && e[2] === s[2])) return from;
  const to = e[0] === s[0] ? `${pad(e[1])}.${pad(e[2])}` : formatDate(end as DateInput);
  return `${from} ~ ${to}`;
}

function dayNumber(input: DateInput): number | null {
  const p = parts(input);
  return p ? Math.round(Date.UTC(p[0], p[1] - 1, p[2]) / 86_400_000) : null;
}

/** Whole days from `today` to `target` (negative when past). */
export function daysUntil(target: DateInput, today: DateInput): number | null {
  const a = dayNumber(target);
  const b = dayNumber(today);
  return a === null || b === null ? null : a - b;
}

/** "D-7", "D-Day", "D+3" ("" for unparseable input). */
export function dDay(target: DateInput, today: DateInput): string {
  const days = daysUntil(target, today);
  if (days === null) return "";
  if (days === 0) return "D-Day";
  return days > 0 ? `D-${days}` : `D+${-days}`;
}

/** Today's calendar date in Korea as "YYYY-MM-DD". */
export function todayInSeoul(now: Date): string {
  const kst = new Date(now.getTime() + 9 * 3_600_000);
  return `${kst.getUTCFullYear()}-${pad(kst.getUTCMonth() + 1)}-${pad(kst.getUTCDate())}`;
}

/** A timestamp's calendar day in Korea, "2026.03.14" (server and browser agree whatever their zone). */
export function formatInstantDate(instant: Date | string): string {
  return formatDate(todayInSeoul(new Date(instant)));
}

/** 2031-03-07T00:05:00Z → "2031.03.07 09:05" (Asia/Seoul). */
export function formatKoreanDateTime(value: string | Date): string {
  const seoul = new Date(new Date(value).getTime() + 9 * 3_600_000).toISOString();
  return `${seoul.slice(0, 10).replaceAll("-", ".")} ${seoul.slice(11, 16)}`;
}
