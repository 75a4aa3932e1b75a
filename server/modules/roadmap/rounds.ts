import { type StageContext, stageName } from "../../../shared/exam-stages";
import { addYears } from "../../../shared/roadmap-dates";

/** A round of one license as imported (exam_rounds + exam_phases, decision 0035). */
export interface CatalogueRound {
  year: number;
  roundName: string;
  description: string;
  phases: Array<{ stage: string; kind: string; startsOn: string; endsOn: string | null }>;
}

/** One stage of a planned round: 필기/실기, 1차/2차/3차. */
export interface PlannedPhase {
  stage: string;
  name: string;
  /** The first 원서접수 window: what the planner plans against. */
  registrationStart: string | null;
  registrationEnd: string | null;
  /** Every 원서접수 window of the stage: a window the source splits (추석, 기술사 면접 ①/②) is two. */
  registrationWindows: Array<{ startsOn: string; endsOn: string | null }>;
  examDate: string | null;
  examEnd: string | null;
  resultDate: string | null;
  /** True when the dates are the latest announced year's, moved to a year not announced yet. */
  estimated: boolean;
}

export interface PlannedRound {
  year: number;
  roundName: string;
  label: string;
  estimated: boolean;
  /** "예상: 2026년 제1회 기준, 2027년 일정 공고 전" for estimates, else null. */
  basis: string | null;
  phases: PlannedPhase[];
  /** Final result day (or the last exam day when the source has no result date). */
  finishOn: string;
}

const STAGE_ORDER = ["written", "practical", "interview"];
/** Years after the latest announced one that estimates cover (a 기술사 path can take ten years). */
const ESTIMATE_HORIZON = 12;

function phasesOf(round: CatalogueRound, context: StageContext, estimated: boolean): PlannedPhase[] {
  const stages = STAGE_ORDER.filter((s) =>
    round.phases.some((p) => p.stage === s && (p.kind === "exam" || p.kind === "registration")),
  );
  return stages.map((stage) => {
    const of = (kind: string) => round.phases.find((p) => p.stage === stage && p.kind === kind);
    const registrations = round.phases
      .filter((p) => p.stage === stage && p.kind === "registration")
      .sort((a, b) => a.startsOn.localeCompare(b.startsOn));
    const registration = registrations[0];
    const exam = of("exam");
    return {
      stage,
      name: stageName(stage, context),
      registrationStart: registration?.startsOn ?? null,
      registrationEnd: registration ? (registration.endsOn ?? registration.startsOn) : null,
      registrationWindows: registrations.map((p) => ({ startsOn: p.startsOn, endsOn: p.endsOn })),
      examDate: exam?.startsOn ?? null,
      examEnd: exam ? (exam.endsOn ?? exam.startsOn) : null,
      resultDate: of("result")?.startsOn ?? null,
      estimated,
    };
  });
}

function plannedRound(round: CatalogueRound, context: StageContext, basis: CatalogueRound | null): PlannedRound | null {
  const phases = phasesOf(round, context, basis !== null);
  const last = phases.at(-1);
  const finishOn = last?.resultDate ?? last?.examEnd ?? last?.examDate;
  if (!finishOn) return null;
  return {
    year: round.year,
    roundName: round.roundName,
    label: basis ? `${round.year}년 ${round.roundName} (예상)` : round.description,
    estimated: basis !== null,
    basis: basis ? `예상: ${basis.year}년 ${basis.roundName} 기준, ${round.year}년 일정 공고 전` : null,
    phases,
    finishOn,
  };
}

const shift = (round: CatalogueRound, years: number): CatalogueRound => ({
  ...round,
  year: round.year + years,
  phases: round.phases.map((p) => ({
    ...p,
    startsOn: addYears(p.startsOn, years),
    endsOn: p.endsOn ? addYears(p.endsOn, years) : null,
  })),
});

/**
 * Every round a plan may use, in time order: the imported ones, then, for each year after the
 * license's latest announced year, that year's rounds moved by whole years and labelled estimates.
 */
export function roundsOf(all: CatalogueRound[], context: StageContext): PlannedRound[] {
  // A round without the written stage of a license that has one is a 필기면제 round (e.g. 산업별 맞춤형 고교등
  // 필기면제검정), open to a few schools only: a plan never picks it.
  const hasWritten = (r: CatalogueRound) => r.phases.some((p) => p.stage === "written");
  const rounds = all.some(hasWritten) ? all.filter(hasWritten) : all;
  if (rounds.length === 0) return [];
  const latestYear = Math.max(...rounds.map((r) => r.year));
  const latest = rounds.filter((r) => r.year === latestYear);
  const planned: PlannedRound[] = [];
  for (const r of rounds) {
    const p = plannedRound(r, context, null);
    if (p) planned.push(p);
  }
  for (let years = 1; years <= ESTIMATE_HORIZON; years++) {
    for (const r of latest) {
      const p = plannedRound(shift(r, years), context, r);
      if (p) planned.push(p);
    }
  }
  return planned.sort((a, b) => startOf(a).localeCompare(startOf(b)));
}

/** The first day of a round: its first registration or, without one, its first exam. */
export function startOf(round: PlannedRound): string {
  const first = round.phases[0];
  return first?.registrationStart ?? first?.examDate ?? round.finishOn;
}

const firstExamOf = (round: PlannedRound) => round.phases[0]?.examDate ?? round.finishOn;
const registrationCloseOf = (round: PlannedRound) => round.phases[0]?.registrationEnd ?? firstExamOf(round);

/**
 * The earliest round the person can still register for (its first registration closes today or
 * later) whose first exam falls on or after the day they may sit (응시자격 is judged on the
 * 필기시험일).
 */
export function earliestRound(rounds: PlannedRound[], today: string, eligibleFrom: string): number {
  return rounds.findIndex((r) => registrationCloseOf(r) >= today && firstExamOf(r) >= eligibleFrom);
}
