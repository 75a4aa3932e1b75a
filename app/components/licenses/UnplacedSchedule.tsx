import type { ItemSchedule } from "../../../server/modules/schedules/placement";
import type { StageContext } from "../../../shared/exam-stages";
import { groupWindows, windowsDates } from "../../../shared/phase-windows";
import { phaseName } from "./phases";
import type { RoundData } from "./RoundSchedule";

/**
 * A Q-Net 국가기술 item that no source places in a round of this year (decision 0064): the page says
 * what is known instead of giving it the series' dates. The series' rounds are shown as context,
 * labelled as the series' dates.
 */
export function UnplacedSchedule({
  placement,
  seriesRounds,
  year,
  stages,
  message,
}: {
  placement: Exclude<ItemSchedule, { status: "placed" }>;
  seriesRounds: RoundData[];
  year: number;
  stages: StageContext;
  /** itemScheduleMessage(): the same sentence the API answers. */
  message: string;
}) {
  const tone = placement.status === "continuous" ? "bg-amber-50 text-amber-900" : "bg-slate-50 text-slate-700";
  return (
    <div className="space-y-3" data-testid={`item-${placement.status}`}>
      <p className={`rounded p-3 text-sm ${tone}`}>{message}</p>
      {placement.status === "unplaced" && seriesRounds.length > 0 ? (
        <details className="rounded border border-slate-200 p-3 text-sm">
          <summary className="cursor-pointer font-medium">
            {year}년 정기 {placement.series} 회차 일정 (계열 공통 일정이며, 이 종목의 일정이 아닙니다)
          </summary>
          <div className="mt-2 grid grid-cols-1 gap-3 md:grid-cols-2">
            {seriesRounds.map((round) => (
              <table key={round.id} className="w-full border-collapse rounded border border-slate-200">
                <caption className="bg-slate-50 p-2 text-left font-medium">{round.description}</caption>
                <tbody>
                  {groupWindows(round.phases).map((p) => (
                    <tr key={`${p.stage}-${p.kind}`} className="border-t border-slate-100">
                      <th scope="row" className="p-2 text-left font-normal text-slate-600">
                        {phaseName(p, stages)}
                      </th>
                      <td className="p-2">{windowsDates(p.windows)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
          </div>
        </details>
      ) : null}
      <p className="text-xs text-slate-500">출처: 한국산업인력공단 Q-Net 시험일정 (계열 회차 일정, 종목별 시행일정)</p>
    </div>
  );
}
