import { dDay, formatDate } from "../../../shared/dates";
import type { ExamBody } from "../../../shared/exam-bodies";
import type { StageContext } from "../../../shared/exam-stages";
import { type DateWindow, groupWindows, openWindow, windowsDates } from "../../../shared/phase-windows";
import { nextPhaseText, phaseName } from "./phases";

export interface RoundData {
  id: number;
  year: number;
  roundName: string;
  description: string;
  asOf: string | null;
  fromApi: boolean;
  phases: Array<{ stage: string; kind: string; startsOn: string; endsOn: string | null }>;
}

/** The phase named as "다음 일정": running now, or the next to start (counted from its start). */
export interface NextPhase {
  description: string;
  stage: string;
  kind: string;
  startsOn: string;
  endsOn: string | null;
  running: boolean;
  /** Every window of the phase in its round (a split 원서접수 has two), in date order. */
  windows: DateWindow[];
}

/** A phase's state on `today`, from the window running or next to open (종료 when all have ended). */
function status(windows: DateWindow[], today: string) {
  const window = openWindow(windows, today);
  if (!window) return <span className="text-slate-500">종료</span>;
  if (window.startsOn <= today) return <span className="font-semibold text-emerald-700">진행중</span>;
  return <span className="font-semibold whitespace-nowrap text-blue-700">{dDay(window.startsOn, today)}</span>;
}

/**
 * A license whose exam Q-Net does not run: the portal has no schedule for it (its data is Q-Net's),
 * so the page names the body that runs the exam and links its official site instead.
 */
function OtherBodySchedule({ body }: { body: ExamBody | null }) {
  return (
    <p className="rounded bg-slate-50 p-3 text-sm text-slate-700" data-testid="other-exam-body">
      {body ? (
        <>
          이 자격의 시험은 {body.name}에서 시행합니다. 시험일정은{" "}
          {body.url ? (
            <a href={body.url} target="_blank" rel="noopener noreferrer" className="text-blue-700 hover:underline">
              {body.name} 공식 누리집(새 창)
            </a>
          ) : (
            `${body.name}의 시행 공고`
          )}
          에서 확인하세요.
        </>
      ) : (
        "자격나침반에는 이 자격의 시험일정이 없습니다. 시행기관의 시행 공고를 확인하세요."
      )}
    </p>
  );
}

/** This license's rounds of the current and next year, every phase with dates and state. */
export function RoundSchedule({
  rounds,
  years,
  today,
  next,
  stages,
  examBody,
}: {
  rounds: RoundData[];
  years: number[];
  today: string;
  next: NextPhase | null;
  /** The license's kind, for the stage names (필기/실기 or 1차/2차). */
  stages: StageContext;
  /** Who runs the exam: Q-Net's schedule data covers only the exams Q-Net runs. */
  examBody: ExamBody | null;
}) {
  if (!examBody?.qnet && rounds.length === 0) return <OtherBodySchedule body={examBody} />;
  return (
    <div className="space-y-4">
      {next ? (
        <p className="flex flex-wrap items-center gap-2 rounded bg-blue-50 p-3 text-sm" data-testid="next-phase">
          <span className="shrink-0 rounded bg-blue-600 px-2 py-0.5 text-xs font-bold whitespace-nowrap text-white">
            {next.running ? "진행중" : dDay(next.startsOn, today)}
          </span>
          <span>다음 일정: {nextPhaseText(next, stages)}</span>
        </p>
      ) : (
        <p className="rounded bg-slate-50 p-3 text-sm text-slate-600">남아 있는 {years[0]}년 시험일정이 없습니다.</p>
      )}
      {years.map((year) => {
        const list = rounds.filter((r) => r.year === year);
        return (
          <div key={year}>
            <h3 className="mb-2 font-semibold">{year}년</h3>
            {list.length === 0 ? (
              <p className="text-sm text-slate-600">{year}년 시험일정은 아직 공고되지 않았습니다.</p>
            ) : (
              <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
                {list.map((round) => (
                  <table key={round.id} className="w-full border-collapse rounded border border-slate-200 text-sm">
                    <caption className="bg-slate-50 p-2 text-left font-medium">
                      {round.description}
                      {round.asOf ? (
                        <span className="block text-xs font-normal text-slate-500">
                          기준일 {formatDate(round.asOf)}
                          {round.fromApi ? " · Q-Net Open API" : " · 공개 데이터 스냅샷"}
                        </span>
                      ) : null}
                    </caption>
                    <tbody>
                      {groupWindows(round.phases).map((p) => (
                        <tr key={`${p.stage}-${p.kind}`} className="border-t border-slate-100">
                          <th scope="row" className="p-2 text-left font-normal text-slate-600">
                            {phaseName(p, stages)}
                          </th>
                          <td className="p-2">{windowsDates(p.windows)}</td>
                          <td className="p-2 text-right text-xs">{status(p.windows, today)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ))}
              </div>
            )}
          </div>
        );
      })}
      <p className="text-xs text-slate-500">출처: 한국산업인력공단 Q-Net 시험일정 (세부 일정은 시행 공고를 확인하세요)</p>
    </div>
  );
}
