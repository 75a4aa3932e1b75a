import { useEffect, useMemo, useState } from "react";
import { z } from "zod";
import { gridRange, yearMonthOf } from "../../../shared/calendar";
import type { CalendarEvent } from "../../../shared/calendar-events";
import { isoDate } from "../../../shared/member-schemas";
import { Calendar } from "../../components/calendar/Calendar";
import { fetchScheduleEvents } from "../../components/calendar/scheduleApi";
import { useCalendarSelection } from "../../components/calendar/useCalendarSelection";
import { parseQuery } from "../../components/careers/routeQuery";
import { PersonalSchedule } from "../../components/member/PersonalSchedule";
import { requireMember } from "../../lib/member.server";
import { changeSchedule } from "../../lib/schedule-form.server";
import type { Route } from "./+types/mySchedule";

export function meta() {
  return [{ title: "마이페이지 - 내 일정 | 자격나침반" }];
}

/**
 * The calendar shows the exam events of the member's wished licenses (marked as favorites); the
 * schedule panel opens on `?date=` (today without it) with that day's entries, so it works
 * without JavaScript too.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, context);
  const { notifications, schedules, members } = context.services;
  const today = context.services.clock.today();
  const date = parseQuery(z.object({ date: isoDate.optional() }), request).date ?? today;
  const range = gridRange(yearMonthOf(date));
  const followedEvents = async () => {
    const favoriteIds = await notifications.followedIds(member.id);
    return { favoriteIds, byKind: await schedules.events({ ...range, types: ["favorite"], search: "", favoriteIds }) };
  };
  const [{ favoriteIds, byKind }, day] = await Promise.all([
    followedEvents(),
    members.profile.daySchedule(member.id, date, date),
  ]);
  const events: CalendarEvent[] = Object.values(byKind)
    .flat()
    .map((e) => ({ date: e.date, kind: e.kind, licenseId: e.licenseId, licenseName: e.licenseName, description: e.description }));
  return { today, date, day, favoriteIds, events };
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireMember(request, context);
  return changeSchedule(await request.formData(), member.id, context.services);
}

export default function MySchedule({ loaderData }: Route.ComponentProps) {
  const { today, date, day, favoriteIds } = loaderData;
  const { month, setMonth, selection, select } = useCalendarSelection(date);
  const favorites = useMemo(() => new Set(favoriteIds), [favoriteIds]);
  const initialKey = `${yearMonthOf(date).year}-${yearMonthOf(date).month}`;
  const [grid, setGrid] = useState({ key: initialKey, events: loaderData.events });
  const monthKey = `${month.year}-${month.month}`;

  useEffect(() => {
    if (monthKey === grid.key) return;
    let cancelled = false;
    if (favoriteIds.length === 0) {
      setGrid({ key: monthKey, events: [] });
      return;
    }
    fetchScheduleEvents(gridRange(month), ["favorite"])
      .then((events) => !cancelled && setGrid({ key: monthKey, events }))
      .catch((error: unknown) => console.error(error));
    return () => {
      cancelled = true;
    };
  }, [monthKey, grid.key, month, favoriteIds.length]);

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-xl font-bold">내 일정</h1>
        <p className="mt-1 text-sm text-slate-600">
          관심 자격증의 시험 일정을 달력에서 확인하고, 날짜별 개인 일정을 관리하세요. 날짜를 한 번 누르면 그날, 한 번 더 누르면
          기간, 세 번째로 누르면 선택이 해제됩니다.
        </p>
        {favoriteIds.length === 0 && (
          <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
            스펙 관리에서 관심 자격증을 추가하면 시험 일정이 달력에 표시됩니다.
          </p>
        )}
      </header>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Calendar
          month={month}
          onMonthChange={setMonth}
          events={grid.events}
          favorites={favorites}
          today={today}
          selection={selection}
          onSelect={select}
          label="내 시험일정 달력"
        />
        <PersonalSchedule range={selection.range} loaded={{ date, day }} />
      </div>
    </div>
  );
}
