import { type RefObject, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { DateRange } from "../../../shared/calendar";
import { type CalendarEvent, eventsByLicense, KIND_NAMES } from "../../../shared/calendar-events";
import { dDay, formatDate } from "../../../shared/dates";
import { licensePath } from "../../../shared/page-seo";
import { FavoriteStar } from "../notifications/FavoriteStar";

const PAGE = 20;

export interface DayEventsProps {
  events: CalendarEvent[];
  range: DateRange | null;
  today: string;
  favorites?: ReadonlySet<string>;
  /** The range's events are still being loaded. */
  loading?: boolean;
  /** With this, each license gets a star toggle (the public calendar). */
  onFavoriteChange?: (licenseId: string, favorite: boolean) => void;
  /** What an empty range says instead of the default (a year not announced yet). */
  emptyText?: string;
}

/** The selected day's (or range's) events grouped by license, with D-days; pairs with <Calendar>. */
export function DayEvents({ events, range, today, favorites, loading = false, onFavoriteChange, emptyText }: DayEventsProps) {
  const [shown, setShown] = useState(PAGE);
  const section = useRef<HTMLElement>(null);
  useScrollIntoViewOnChange(section, range ? `${range.start}~${range.end}` : "");
  const groups = eventsByLicense(events, range, favorites);
  const title = range
    ? range.start === range.end
      ? formatDate(range.start)
      : `${formatDate(range.start)} ~ ${formatDate(range.end)}`
    : null;
  return (
    <section
      ref={section}
      aria-labelledby="day-events-title"
      data-testid="day-events"
      className="scroll-mt-16 scroll-mb-20 rounded-lg border border-slate-200 bg-white p-4 lg:scroll-mt-24 lg:scroll-mb-4"
    >
      <h2 id="day-events-title" className="mb-3 font-bold">
        {title ? `${title} 일정` : "선택한 날짜 없음"}
        {groups.length > 0 ? <span className="ml-2 text-sm font-normal text-slate-500">자격증 {groups.length}종</span> : null}
      </h2>
      {!range ? (
        <p className="text-sm text-slate-600">
          달력에서 날짜를 누르면 그날의 일정을 볼 수 있습니다. 두 날짜를 차례로 누르면 기간으로 조회합니다.
        </p>
      ) : loading ? (
        <p className="text-sm text-slate-600" role="status">
          일정을 불러오는 중입니다…
        </p>
      ) : groups.length === 0 ? (
        <p className="text-sm text-slate-600">{emptyText ?? "선택한 기간에 해당하는 시험일정이 없습니다."}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {groups.slice(0, shown).map((g) => (
              <li key={g.licenseId} className="py-2">
                <p className="flex items-center gap-1 font-medium">
                  {onFavoriteChange ? (
                    <FavoriteStar
                      compact
                      licenseId={g.licenseId}
                      licenseName={g.licenseName}
                      initial={g.favorite}
                      onChange={(favorite) => onFavoriteChange(g.licenseId, favorite)}
                    />
                  ) : g.favorite ? (
                    <span className="text-amber-500" title="관심 자격증">
                      ★
                    </span>
                  ) : null}
                  <Link to={licensePath(g.licenseId)} className="hover:underline">
                    {g.licenseName}
                  </Link>
                </p>
                <ul className="mt-1 space-y-1.5 text-sm">
                  {g.events.map((e) => (
                    <li key={`${e.kind}-${e.date}-${e.description}`} data-testid="day-event">
                      {/* The kind and the D-day sit on separate lines: "시험 종료 D-Day" read as one phrase. */}
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="rounded bg-slate-100 px-1.5 text-xs">{KIND_NAMES[e.kind]}</span>
                        <span className="text-slate-600">{e.description}</span>
                      </p>
                      <p className="text-xs text-slate-600">
                        {formatDate(e.date)} ·{" "}
                        <span className="font-semibold whitespace-nowrap text-blue-700">{dDay(e.date, today)}</span>
                      </p>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {groups.length > shown ? (
            <button
              type="button"
              onClick={() => setShown((n) => n + PAGE)}
              className="mt-2 w-full rounded border border-slate-200 py-2 text-sm hover:bg-slate-50"
            >
              더 보기 ({groups.length - shown}종 남음)
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}

/**
 * After a tap on a day (not on the first render), brings the day's list into view when its heading
 * is off screen: on a phone the list sits below the calendar, under the fixed tab bar. The scroll
 * margins keep it clear of the sticky header and the tab bar.
 */
function useScrollIntoViewOnChange(ref: RefObject<HTMLElement | null>, key: string) {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new selection (its key) is the trigger
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = ref.current;
    if (!element) return;
    const top = element.getBoundingClientRect().top;
    const tabBar = window.innerHeight - 80;
    if (top < 64 || top > tabBar) {
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      element.scrollIntoView({ block: "start", behavior: smooth ? "smooth" : "auto" });
    }
  }, [key, ref]);
}
