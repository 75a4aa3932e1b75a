import { useEffect, useMemo, useState } from "react";
import { gridRange, MAX_YEAR, MIN_YEAR, type YearMonth, yearMonthOf } from "../../../shared/calendar";
import { type CalendarEvent, countByDay, EVENT_GROUPS } from "../../../shared/calendar-events";
import { formatNumber } from "../../../shared/number-format";
import { Calendar } from "../../components/calendar/Calendar";
import { DayEvents } from "../../components/calendar/DayEvents";
import { MonthsWithEvents } from "../../components/calendar/MonthsWithEvents";
import {
  fetchScheduleDays,
  fetchScheduleEvents,
  fetchScheduleMonths,
  type ScheduleFilter,
} from "../../components/calendar/scheduleApi";
import { hasNoRounds, noRoundsText, UnannouncedYear } from "../../components/calendar/UnannouncedYear";
import { useCalendarSelection } from "../../components/calendar/useCalendarSelection";
import { ContinuousWindows } from "../../components/licenses/ContinuousWindows";
import { useMemberOverlay } from "../../lib/member-overlay";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/licenseSchedule";

type Group = (typeof EVENT_GROUPS)[number]["id"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = url.searchParams.get("search")?.trim().slice(0, 50) ?? "";
  const { schedules, config } = context.services;
  const today = context.services.clock.today();
  const year = Number(today.slice(0, 4));
  // ?month=2027-03: the month a "일정이 있는 달" link points to (works without JavaScript).
  const month = monthParam(url.searchParams.get("month")) ?? yearMonthOf(today);
  const range = gridRange(month);
  // The same for every visitor: a member's stars and "관심 자격증" counts come with the overlay.
  const byKind = await schedules.events({ ...range, types: [], search, favoriteIds: [] });
  const all = Object.values(byKind).flat();
  // The grid gets per-day counts only; event details are sent for the initial selection (today).
  const events: CalendarEvent[] = all
    .filter((e) => e.date === today)
    .map((e) => ({ date: e.date, kind: e.kind, licenseId: e.licenseId, licenseName: e.licenseName, description: e.description }));
  const [continuous, months, scheduledYears] = await Promise.all([
    // 상시 기능사 windows have no items: they are listed beside the grid, for the month shown.
    schedules.continuousWindowsIn(`${year}-01-01`, `${year + 1}-12-31`),
    search ? schedules.monthsWithEvents(search, year) : Promise.resolve([]),
    schedules.yearsWithRounds(),
  ]);
  return {
    today,
    search,
    month,
    days: countByDay(all),
    events,
    continuous,
    months,
    scheduledYears,
    canonical: `${config.publicOrigin}/jnLics/licenseSchedule`,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    title: "자격증 시험일정 달력 - 원서접수·시험·합격발표 | 자격나침반",
    description: "국가기술자격과 국가전문자격의 원서접수, 시험, 합격자 발표 일정을 달력으로 확인하세요.",
    canonical: loaderData?.canonical,
  });
}

/** "2027-03" → { year: 2027, month: 3 } (null for anything else). */
function monthParam(value: string | null): YearMonth | null {
  const m = /^(\d{4})-(\d{2})$/.exec(value ?? "");
  if (!m) return null;
  const month = { year: Number(m[1]), month: Number(m[2]) };
  return month.month >= 1 && month.month <= 12 && month.year >= MIN_YEAR && month.year <= MAX_YEAR ? month : null;
}

export default function LicenseSchedulePage({ loaderData }: Route.ComponentProps) {
  const { search, month } = loaderData;
  return <Schedule key={`${search}|${month.year}-${month.month}`} {...loaderData} />;
}

const NONE: string[] = [];

function Schedule({
  today,
  search: initialSearch,
  month: initialMonth,
  days,
  events,
  continuous,
  months: initialMonths,
  scheduledYears,
}: Route.ComponentProps["loaderData"]) {
  const { month, setMonth, selection, select } = useCalendarSelection(today, undefined, initialMonth);
  const overlay = useMemberOverlay();
  const loggedIn = overlay.ready && overlay.loggedIn;
  const followed = overlay.ready ? overlay.followed : NONE;
  // Stars toggled on this page, over what the overlay said.
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  const favorites = useMemo(() => {
    const set = new Set(followed);
    for (const [id, on] of Object.entries(toggled)) on ? set.add(id) : set.delete(id);
    return set;
  }, [followed, toggled]);
  const onFavoriteChange = (id: string, favorite: boolean) => setToggled((t) => ({ ...t, [id]: favorite }));
  const [groups, setGroups] = useState<Record<Group, boolean>>({ examReg: true, exam: true, pass: true });
  const [favoriteOnly, setFavoriteOnly] = useState(false);
  const [searchText, setSearchText] = useState(initialSearch);
  const [search, setSearch] = useState(initialSearch);
  const types: ScheduleFilter[] = [
    ...EVENT_GROUPS.map((g) => g.id).filter((id) => groups[id]),
    ...(favoriteOnly ? (["favorite"] as const) : []),
  ];
  const typesKey = types.join(",");
  // The shared grid has no member's counts: once the overlay names a member, their grid is fetched.
  const queryKey = `${month.year}-${month.month}|${typesKey}|${search}|${loggedIn ? "member" : ""}`;
  const initialTypes = "examReg,exam,pass";
  const [grid, setGrid] = useState({
    key: `${initialMonth.year}-${initialMonth.month}|${initialTypes}|${initialSearch}|`,
    days,
  });
  const selected = selection.range;
  const selectedKey = selected ? `${selected.start}|${selected.end}|${typesKey}|${search}` : "";
  const [picked, setPicked] = useState({ key: `${today}|${today}|${initialTypes}|${initialSearch}`, events });
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const noKinds = !groups.examReg && !groups.exam && !groups.pass;

  useEffect(() => {
    if (queryKey === grid.key) return;
    if (noKinds) {
      setGrid({ key: queryKey, days: {} });
      return;
    }
    let cancelled = false;
    setLoading(true);
    fetchScheduleDays(gridRange(month), typesKey.split(",") as ScheduleFilter[], search)
      .then((next) => {
        if (cancelled) return;
        setGrid({ key: queryKey, days: next });
        setFailed(false);
      })
      .catch((error) => {
        console.error(error);
        if (!cancelled) setFailed(true);
      })
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [queryKey, grid.key, month, noKinds, typesKey, search]);

  useEffect(() => {
    if (!selected || selectedKey === picked.key) return;
    if (noKinds) {
      setPicked({ key: selectedKey, events: [] });
      return;
    }
    let cancelled = false;
    fetchScheduleEvents(selected, typesKey.split(",") as ScheduleFilter[], search)
      .then((list) => !cancelled && setPicked({ key: selectedKey, events: list }))
      .catch((error) => console.error(error));
    return () => {
      cancelled = true;
    };
  }, [selected, selectedKey, picked.key, noKinds, typesKey, search]);
  const dayEvents = picked.key === selectedKey ? picked.events : [];
  const total = Object.values(grid.days).reduce((n, d) => n + d.examReg + d.exam + d.pass, 0);
  const [eventMonths, setEventMonths] = useState({ search: initialSearch, months: initialMonths });
  useEffect(() => {
    if (!search || search === eventMonths.search) return;
    let cancelled = false;
    fetchScheduleMonths(search)
      .then((months) => !cancelled && setEventMonths({ search, months }))
      .catch((error) => console.error(error));
    return () => {
      cancelled = true;
    };
  }, [search, eventMonths.search]);
  const visible = gridRange(month);
  const monthContinuous = continuous.filter((w) => (w.endsOn ?? w.startsOn) >= visible.start && w.startsOn <= visible.end);
  const noMatch = !!search && !loading && !failed && !noKinds && grid.key === queryKey && total === 0;

  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <header>
        <h1 className="text-2xl font-bold">시험일정 달력</h1>
        <p className="mt-1 text-sm text-slate-600">
          원서접수, 시험, 합격자 발표 일정을 확인하세요. 날짜를 한 번 누르면 그날, 다른 날짜를 한 번 더 누르면 두 날짜 사이의
          기간을 조회하고, 세 번째로 누르면 선택이 해제됩니다.
        </p>
      </header>
      <div className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between">
        <fieldset className="flex flex-wrap gap-3 text-sm">
          <legend className="sr-only">일정 종류</legend>
          {EVENT_GROUPS.map((g) => (
            <label key={g.id} className="flex items-center gap-1">
              <input
                type="checkbox"
                name={g.id}
                checked={groups[g.id]}
                onChange={(e) => setGroups((s) => ({ ...s, [g.id]: e.target.checked }))}
              />
              {g.name}
            </label>
          ))}
          {loggedIn ? (
            <label className="flex items-center gap-1">
              <input type="checkbox" name="favorite" checked={favoriteOnly} onChange={(e) => setFavoriteOnly(e.target.checked)} />
              관심 자격증만
            </label>
          ) : null}
        </fieldset>
        <search className="block">
          <form
            method="get"
            className="flex gap-1"
            onSubmit={(e) => {
              e.preventDefault();
              setSearch(searchText.trim());
            }}
          >
            <label htmlFor="schedule-search" className="sr-only">
              자격증 이름으로 찾기
            </label>
            <input
              id="schedule-search"
              name="search"
              value={searchText}
              maxLength={50}
              onChange={(e) => setSearchText(e.target.value)}
              placeholder="자격증 이름 (예: 정보처리기사)"
              className="w-full rounded border border-slate-300 px-2 py-1 text-sm sm:w-56"
            />
            <button type="submit" className="shrink-0 rounded bg-blue-600 px-3 py-1 text-sm text-white">
              검색
            </button>
          </form>
        </search>
      </div>
      <p aria-live="polite" className="text-sm text-slate-600">
        {loading
          ? "일정을 불러오는 중입니다…"
          : failed
            ? "일정을 불러오지 못했습니다. 잠시 후 다시 시도해주세요."
            : noKinds
              ? "표시할 일정 종류를 하나 이상 선택하세요."
              : search
                ? `"${search}" 이번 화면 일정 ${formatNumber(total)}건`
                : null}
      </p>
      {noMatch && eventMonths.search === search ? (
        <MonthsWithEvents search={search} months={eventMonths.months} shown={month} />
      ) : null}
      <UnannouncedYear years={scheduledYears} year={month.year} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[3fr_2fr]">
        <Calendar
          month={month}
          onMonthChange={setMonth}
          days={grid.days}
          favorites={favorites}
          today={today}
          selection={selection}
          onSelect={select}
        />
        <DayEvents
          events={dayEvents}
          range={selection.range}
          today={today}
          favorites={favorites}
          loading={selected !== null && picked.key !== selectedKey}
          onFavoriteChange={onFavoriteChange}
          emptyText={
            selection.range && hasNoRounds(scheduledYears, Number(selection.range.start.slice(0, 4)))
              ? noRoundsText(scheduledYears, Number(selection.range.start.slice(0, 4)))
              : undefined
          }
        />
      </div>
      <ContinuousWindows windows={monthContinuous} today={today} />
      <p className="text-xs text-slate-500">출처: 한국산업인력공단 Q-Net 시험일정. 세부 일정은 종목별 시행 공고를 확인하세요.</p>
    </div>
  );
}
