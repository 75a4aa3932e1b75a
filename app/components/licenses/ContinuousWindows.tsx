import type { ContinuousWindow } from "../../../server/modules/schedules/continuous.server";
import { daysUntil, dDay, formatDate, formatDateRange } from "../../../shared/dates";

/**
 * Registration windows of the 상시 기능사 rounds. Q-Net announces them for the series, not per
 * item, so they are listed as series windows with a pointer to where the items are listed.
 */
export function ContinuousWindows({ windows, today }: { windows: ContinuousWindow[]; today: string }) {
  if (windows.length === 0) return null;
  const asOf = windows[0]?.asOf;
  return (
    <div className="mt-4 rounded-xl border border-amber-200 bg-amber-50/60 p-4" data-testid="continuous-windows">
      <h3 className="text-sm font-bold text-slate-900">상시 기능사 원서접수</h3>
      <ul className="mt-2 space-y-1.5">
        {windows.map((w) => {
          // The calendar lists a month's windows, so some may have closed already.
          const closed = (w.endsOn ?? w.startsOn) < today;
          const open = !closed && (daysUntil(w.startsOn, today) ?? 0) <= 0;
          return (
            <li key={`${w.year}-${w.roundName}-${w.stage}`} className="flex flex-wrap items-center gap-2 text-sm">
              <span
                className={`inline-flex min-w-14 shrink-0 justify-center rounded-full whitespace-nowrap px-2 text-xs font-extrabold ${
                  open ? "bg-rose-600 text-white" : closed ? "bg-slate-100 text-slate-600" : "bg-white text-amber-800"
                }`}
              >
                {open ? "접수중" : closed ? "마감" : dDay(w.startsOn, today)}
              </span>
              <span className="font-medium text-slate-800">
                {w.year}년 상시 기능사 {w.roundName} · {w.stage === "written" ? "필기" : "실기"} 원서접수
              </span>
              <time dateTime={w.startsOn} className="text-slate-600 tabular-nums">
                {formatDateRange(w.startsOn, w.endsOn)}
              </time>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 text-xs text-slate-600">
        상시 기능사(조리·미용·건설기계운전 등 상시 검정 종목)의 회차로, Q-Net은 회차를 종목 구분 없이 공고합니다. 내 종목이 상시
        종목인지는{" "}
        <a href="https://www.q-net.or.kr" target="_blank" rel="noreferrer" className="underline hover:text-brand-700">
          Q-Net(새 창)
        </a>
        에서 확인하세요. 출처: 한국산업인력공단 Q-Net{asOf ? ` (기준일 ${formatDate(asOf)})` : ""}
      </p>
    </div>
  );
}
