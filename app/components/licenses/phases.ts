import { formatDateRange } from "../../../shared/dates";
import { phaseKindName, type StageContext, stageName } from "../../../shared/exam-stages";
import { type DateWindow, windowsDates } from "../../../shared/phase-windows";

export interface PhaseLike {
  stage: string;
  kind: string;
  startsOn: string;
  endsOn: string | null;
}

/** "필기 원서접수", "1차 응시자격 서류제출" */
export function phaseName(phase: Pick<PhaseLike, "stage" | "kind">, context: StageContext = {}): string {
  return `${stageName(phase.stage, context)} ${phaseKindName(phase.kind)}`;
}

/**
 * "2026년 기술사 제140회 면접 원서접수 (2026.08.31 ~ 09.03, 2026.10.12 ~ 10.15)": the phase named as
 * 다음 일정 (license and compare pages), every window of a split one with its own dates.
 */
export function nextPhaseText(
  next: Pick<PhaseLike, "stage" | "kind"> & { description: string; windows: DateWindow[] },
  context: StageContext = {},
): string {
  return `${next.description} ${phaseName(next, context)} (${windowsDates(next.windows)})`;
}

/** "2026.03.07 ~ 03.15": dots, the year dropped from the end date. */
export function phaseDates(phase: Pick<PhaseLike, "startsOn" | "endsOn">): string {
  return formatDateRange(phase.startsOn, phase.endsOn);
}

/** Which phase of a round is running or comes next on `today` (null when the round is over). */
export function currentPhase<T extends PhaseLike>(phases: T[], today: string): T | null {
  return phases.filter((p) => (p.endsOn ?? p.startsOn) >= today).sort((a, b) => a.startsOn.localeCompare(b.startsOn))[0] ?? null;
}
