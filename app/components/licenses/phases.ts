import { formatDateRange } from "../../lib/dates";

/** Labels of exam phases as the license page shows them. */

export const STAGE_NAMES: Record<string, string> = { written: "필기", practical: "실기", interview: "면접" };
export const PHASE_NAMES: Record<string, string> = {
  registration: "원서접수",
  vacancy_registration: "빈자리 추가접수",
  document_submission: "응시자격 서류제출",
  exam: "시험",
  result: "합격자 발표",
};

export interface PhaseLike {
  stage: string;
  kind: string;
  startsOn: string;
  endsOn: string | null;
}

/** "필기 원서접수" */
export function phaseName(phase: Pick<PhaseLike, "stage" | "kind">): string {
  return `${STAGE_NAMES[phase.stage] ?? phase.stage} ${PHASE_NAMES[phase.kind] ?? phase.kind}`;
}

/** "2026.03.07 ~ 03.15": dots, the year dropped from the end date. */
export function phaseDates(phase: Pick<PhaseLike, "startsOn" | "endsOn">): string {
  return formatDateRange(phase.startsOn, phase.endsOn);
}

/** Which phase of a round is running or comes next on `today` (null when the round is over). */
export function currentPhase<T extends PhaseLike>(phases: T[], today: string): T | null {
  return phases.filter((p) => (p.endsOn ?? p.startsOn) >= today).sort((a, b) => a.startsOn.localeCompare(b.startsOn))[0] ?? null;
}
