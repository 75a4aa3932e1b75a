import { Link } from "react-router";
import type { YearMonth } from "../../../shared/calendar";

const monthName = (ym: string) => `${Number(ym.slice(0, 4))}년 ${Number(ym.slice(5, 7))}월`;

/** A name filter with nothing in the month shown: links to the months that have its events. */
export function MonthsWithEvents({ search, months, shown }: { search: string; months: string[]; shown: YearMonth }) {
  return (
    <div className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm" data-testid="months-with-events">
      <p>
        {shown.year}년 {shown.month}월에는 "{search}" 일정이 없습니다.
        {months.length > 0 ? " 일정이 있는 달:" : " 올해와 내년에 수록된 일정도 없습니다."}
      </p>
      {months.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-2">
          {months.map((m) => (
            <li key={m}>
              <Link
                to={`/jnLics/licenseSchedule?search=${encodeURIComponent(search)}&month=${m}`}
                className="text-blue-700 underline hover:text-blue-900"
              >
                {monthName(m)}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
