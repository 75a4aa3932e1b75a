import { useMemo } from "react";
import {
  buildMonthGrid,
  isInRange,
  MIN_YEAR,
  type SelectionState,
  shiftMonth,
  WEEKDAYS,
  type YearMonth,
} from "../../../shared/calendar";
import { type CalendarEvent, countByDay, type DayCounts, EVENT_GROUPS } from "../../../shared/calendar-events";

export interface CalendarProps {
  /** The month shown (controlled). */
  month: YearMonth;
  onMonthChange: (month: YearMonth) => void;
  /** Events to mark on the grid (at least those of the visible 42 days) … */
  events?: CalendarEvent[];
  /** … or their per-day counts when the events themselves are not loaded (large months). */
  days?: DayCounts;
  /** License ids to highlight with a star (the member's wished licenses). */
  favorites?: ReadonlySet<string>;
  /** "YYYY-MM-DD" in Korea. */
  today: string;
  selection: SelectionState;
  /** Called with a day's ymd; the owner applies `selectDay` (see useCalendarSelection). */
  onSelect: (ymd: string) => void;
  /** Accessible name of the grid, e.g. "시험일정 달력". */
  label?: string;
}

const GROUP_STYLES: Record<string, string> = {
  examReg: "bg-sky-100 text-sky-800",
  exam: "bg-amber-100 text-amber-900",
  pass: "bg-emerald-100 text-emerald-800",
};

/** 6×7 month grid from Sunday, with month navigation and per-day event counts (reused by /mypage/mySchedule). */
export function Calendar({
  month,
  onMonthChange,
  events,
  days,
  favorites,
  today,
  selection,
  onSelect,
  label = "시험일정 달력",
}: CalendarProps) {
  const grid = useMemo(() => buildMonthGrid(month), [month]);
  const counts = useMemo(() => days ?? countByDay(events ?? [], favorites), [days, events, favorites]);
  const prev = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const weeks = Array.from({ length: 6 }, (_, w) => grid.slice(w * 7, w * 7 + 7));

  return (
    <section aria-label={label} className="rounded-lg border border-slate-200 bg-white p-3 sm:p-4">
      <div className="mb-3 flex items-center justify-between">
        <button
          type="button"
          className="rounded px-3 py-1 text-lg hover:bg-slate-100 disabled:opacity-30"
          onClick={() => prev && onMonthChange(prev)}
          disabled={!prev}
          aria-label="이전 달"
        >
          ‹
        </button>
        <h2 className="text-lg font-bold" aria-live="polite">
          {month.year}년 {month.month}월
        </h2>
        <button
          type="button"
          className="rounded px-3 py-1 text-lg hover:bg-slate-100 disabled:opacity-30"
          onClick={() => next && onMonthChange(next)}
          disabled={!next}
          aria-label="다음 달"
        >
          ›
        </button>
      </div>
      <table className="w-full table-fixed border-collapse text-center text-sm">
        <caption className="sr-only">
          {month.year}년 {month.month}월 ({MIN_YEAR}년부터 조회할 수 있습니다)
        </caption>
        <thead>
          <tr>
            {WEEKDAYS.map((name, i) => (
              <th
                key={name}
                scope="col"
                className={`py-1 font-medium ${i === 0 ? "text-rose-600" : i === 6 ? "text-blue-600" : "text-slate-600"}`}
              >
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.ymd}>
              {week.map((day) => {
                const info = counts[day.ymd];
                const selected = isInRange(day.ymd, selection.range);
                const total = info ? info.examReg + info.exam + info.pass : 0;
                return (
                  <td key={day.ymd} className="h-16 border border-slate-100 p-0 align-top sm:h-20">
                    <button
                      type="button"
                      data-ymd={day.ymd}
                      onClick={() => onSelect(day.ymd)}
                      aria-pressed={selected}
                      aria-label={`${day.year}년 ${day.month}월 ${day.day}일${day.ymd === today ? " (오늘)" : ""}, 일정 ${total}건`}
                      className={`flex h-full w-full flex-col items-center gap-0.5 p-1 ${selected ? "bg-blue-50 ring-2 ring-inset ring-blue-500" : day.inMonth ? "hover:bg-slate-50" : "bg-slate-50 text-slate-600"}`}
                    >
                      <span
                        className={`inline-flex h-6 w-6 items-center justify-center rounded-full text-xs ${day.ymd === today ? "bg-blue-600 font-bold text-white" : !day.inMonth ? "" : day.weekday === 0 ? "text-rose-700" : day.weekday === 6 ? "text-blue-700" : ""}`}
                      >
                        {day.day}
                      </span>
                      {info?.favorite ? (
                        <span className="text-[10px] text-amber-500" aria-hidden="true">
                          ★
                        </span>
                      ) : null}
                      <span className="flex flex-wrap justify-center gap-0.5" aria-hidden="true">
                        {EVENT_GROUPS.filter((g) => info?.[g.id]).map((g) => (
                          <span key={g.id} className={`rounded px-1 text-[10px] leading-4 ${GROUP_STYLES[g.id]}`}>
                            {/* Kinds differ by text, not by colour alone (WCAG 1.4.1): the initial on narrow cells. */}
                            <span className="sm:hidden">{g.short.slice(0, 1)}</span>
                            <span className="hidden sm:inline">{g.short} </span>
                            {info?.[g.id]}
                          </span>
                        ))}
                      </span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="mt-2 flex flex-wrap gap-3 text-xs text-slate-600">
        {EVENT_GROUPS.map((g) => (
          <li key={g.id} className="flex items-center gap-1">
            <span className={`rounded px-1 text-[10px] leading-4 ${GROUP_STYLES[g.id]}`} aria-hidden="true">
              {g.short.slice(0, 1)}
            </span>
            {g.name}
          </li>
        ))}
        {favorites && favorites.size > 0 ? <li>★ 관심 자격증</li> : null}
      </ul>
    </section>
  );
}
