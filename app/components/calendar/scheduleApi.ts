import type { DateRange } from "../../../shared/calendar";
import type { CalendarEvent, DayCounts, ScheduleKind } from "../../../shared/calendar-events";
import { api } from "../../lib/api-client";

export type ScheduleFilter = "examReg" | "exam" | "pass" | "favorite";

interface ScheduleItem {
  start: string;
  ld_id: string;
  jmfldnm: string;
  description: string;
}

/** POST /v1/jnLics/licenseSchedule.php, flattened to calendar events (the member's token goes along). */
export async function fetchScheduleEvents(range: DateRange, types: ScheduleFilter[], search?: string): Promise<CalendarEvent[]> {
  const res = await api.post<{ data: Record<ScheduleKind, ScheduleItem[]> }>("/v1/jnLics/licenseSchedule.php", {
    start: range.start,
    end: range.end,
    type: types,
    search: search || undefined,
  });
  return (Object.entries(res.data) as Array<[ScheduleKind, ScheduleItem[]]>).flatMap(([kind, items]) =>
    items.map((i) => ({ date: i.start, kind, licenseId: i.ld_id, licenseName: i.jmfldnm, description: i.description })),
  );
}

/** GET /v2/license/license-schedule-days: per-day counts for a whole grid without the event details. */
export async function fetchScheduleDays(range: DateRange, types: ScheduleFilter[], search?: string): Promise<DayCounts> {
  const res = await api.get<{ data: DayCounts }>("/v2/license/license-schedule-days", {
    start: range.start,
    end: range.end,
    type: types.join(","),
    search: search || undefined,
  });
  return res.data;
}

/** GET /v2/license/license-schedule-months: the months ("2027-03") with an event of a matching license. */
export async function fetchScheduleMonths(search: string): Promise<string[]> {
  const res = await api.get<{ data: { months: string[] } }>("/v2/license/license-schedule-months", { search });
  return res.data.months;
}
