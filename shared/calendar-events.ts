import type { DateRange } from "./calendar";

/** Schedule kinds of the spec (section 3), as the calendar receives them. */
export type ScheduleKind = "examRegStart" | "examRegEnd" | "examStart" | "examEnd" | "passStart";

export interface CalendarEvent {
  /** The day the event falls on. */
  date: string;
  kind: ScheduleKind;
  licenseId: string;
  licenseName: string;
  /** "2026년 정기 기사 1회 필기" */
  description: string;
}

/** The three filter groups shown on the grid. */
export const EVENT_GROUPS = [
  { id: "examReg", name: "원서접수", short: "접수" },
  { id: "exam", name: "시험", short: "시험" },
  { id: "pass", name: "합격발표", short: "발표" },
] as const;

export const KIND_NAMES: Record<ScheduleKind, string> = {
  examRegStart: "원서접수 시작",
  examRegEnd: "원서접수 마감",
  examStart: "시험 시작",
  examEnd: "시험 종료",
  passStart: "합격자 발표",
};

export function groupOfKind(kind: ScheduleKind): (typeof EVENT_GROUPS)[number]["id"] {
  return kind.startsWith("examReg") ? "examReg" : kind.startsWith("exam") ? "exam" : "pass";
}

export interface LicenseEvents<E extends CalendarEvent = CalendarEvent> {
  licenseId: string;
  licenseName: string;
  favorite: boolean;
  events: E[];
}

/**
 * Events inside the selected range grouped by license: favorites first, then by the earliest event
 * and the license name; each group's events in date order.
 */
export function eventsByLicense<E extends CalendarEvent>(
  events: E[],
  range: DateRange | null,
  favorites: ReadonlySet<string> = new Set(),
): LicenseEvents<E>[] {
  if (!range) return [];
  const groups = new Map<string, LicenseEvents<E>>();
  for (const event of events) {
    if (event.date < range.start || event.date > range.end) continue;
    let group = groups.get(event.licenseId);
    if (!group) {
      group = {
        licenseId: event.licenseId,
        licenseName: event.licenseName,
        favorite: favorites.has(event.licenseId),
        events: [],
      };
      groups.set(event.licenseId, group);
    }
    group.events.push(event);
  }
  const list = [...groups.values()];
  for (const g of list) g.events.sort((a, b) => a.date.localeCompare(b.date));
  return list.sort(
    (a, b) =>
      Number(b.favorite) - Number(a.favorite) ||
      (a.events[0]?.date ?? "").localeCompare(b.events[0]?.date ?? "") ||
      a.licenseName.localeCompare(b.licenseName, "ko"),
  );
}

/** Per-day event counts of the three groups, and whether a favorite license has an event that day. */
export interface DayCount {
  examReg: number;
  exam: number;
  pass: number;
  favorite: boolean;
}

export type DayCounts = Record<string, DayCount>;

export function countByDay(
  events: Array<Pick<CalendarEvent, "date" | "kind" | "licenseId">>,
  favorites: ReadonlySet<string> = new Set(),
): DayCounts {
  const days: DayCounts = {};
  for (const event of events) {
    days[event.date] ??= { examReg: 0, exam: 0, pass: 0, favorite: false };
    const day = days[event.date] as DayCount;
    day[groupOfKind(event.kind)] += 1;
    if (favorites.has(event.licenseId)) day.favorite = true;
  }
  return days;
}
