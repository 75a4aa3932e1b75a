import { addDays } from "../../../shared/calendar";
import { type StageContext, stageName } from "../../../shared/exam-stages";

/** A round of one license as imported (exam_rounds + exam_phases, decision 0035), or a series round. */
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
  /**
   * The 원서접수 window the plan uses: the first one, or for a later stage the first that opens on or
   * after the earlier stage's result (기술사 면접 ① is for earlier rounds' 필기 passers).
   */
  registrationStart: string | null;
  registrationEnd: string | null;
  /** Every 원서접수 window of the stage: a window the source splits (추석, 기술사 면접 ①/②) is two. */
  registrationWindows: Array<{ startsOn: string; endsOn: string | null }>;
  examDate: string | null;
  examEnd: string | null;
  resultDate: string | null;
  /** True when the dates are not this item's announced dates (moved from another year, or the series'). */
  estimated: boolean;
}

export interface PlannedRound {
  year: number;
  roundName: string;
  label: string;
  estimated: boolean;
  /** What an estimate stands on ("예상: 2026년 제1회 기준, 2027년 일정 공고 전"), else null. */
  basis: string | null;
  phases: PlannedPhase[];
  /** Final result day (or the last exam day when the source has no result date). */
  finishOn: string;
}

/**
 * Where a license's rounds come from: its own item rows, or — where no source places the item in
 * a round — its series' rounds (`label` "정기 기사"), every one of them an estimate.
 */
export interface RoundSource {
  series: { label: string } | null;
}

const STAGE_ORDER = ["written", "practical", "interview"];
/** Years after the latest announced one that estimates cover (a 기술사 path can take ten years). */
const ESTIMATE_HORIZON = 12;
/** Mean days of a Gregorian year: an estimate moves by the whole weeks nearest to n years. */
const YEAR_DAYS = 365.2425;

/** Days an estimate n years on moves its dates: whole weeks, so a Saturday exam stays a Saturday. */
export const shiftDays = (years: number) => Math.round((years * YEAR_DAYS) / 7) * 7;

function phasesOf(round: CatalogueRound, context: StageContext, estimated: boolean): PlannedPhase[] {
  const stages = STAGE_ORDER.filter((s) =>
    round.phases.some((p) => p.stage === s && (p.kind === "exam" || p.kind === "registration")),
  );
  let previousResult: string | null = null;
  return stages.map((stage) => {
    const of = (kind: string) => round.phases.find((p) => p.stage === stage && p.kind === kind);
    const windows = round.phases
      .filter((p) => p.stage === stage && p.kind === "registration")
      .sort((a, b) => a.startsOn.localeCompare(b.startsOn));
    const after = previousResult;
    const registration = (after ? windows.find((w) => w.startsOn >= after) : undefined) ?? windows[0];
    const exam = of("exam");
    const resultDate = of("result")?.startsOn ?? null;
    previousResult = resultDate ?? exam?.endsOn ?? exam?.startsOn ?? previousResult;
    return {
      stage,
      name: stageName(stage, context),
      registrationStart: registration?.startsOn ?? null,
      registrationEnd: registration ? (registration.endsOn ?? registration.startsOn) : null,
      // An estimate keeps only the window it plans against: a second window is one year's arrangement
      // (2026's 추석 split, the ① window for earlier rounds' passers), not a pattern to copy.
      registrationWindows: (estimated ? (registration ? [registration] : []) : windows).map((p) => ({
        startsOn: p.startsOn,
        endsOn: p.endsOn,
      })),
      examDate: exam?.startsOn ?? null,
      examEnd: exam ? (exam.endsOn ?? exam.startsOn) : null,
      resultDate,
      estimated,
    };
  });
}

/** "2026년 제35회", "2026년 정기 기사 제1회", "2026년도 일정" (a round named by its year). */
function roundTitle(round: CatalogueRound, source: RoundSource): string {
  if (/^\d{4}년/.test(round.roundName)) return `${round.roundName} 일정`;
  return `${round.year}년 ${source.series ? `${source.series.label} ` : ""}${round.roundName}`;
}

function plannedRound(
  round: CatalogueRound,
  context: StageContext,
  source: RoundSource,
  base: CatalogueRound | null,
): PlannedRound | null {
  const estimated = base !== null || source.series !== null;
  const phases = phasesOf(round, context, estimated);
  const last = phases.at(-1);
  const finishOn = last?.resultDate ?? last?.examEnd ?? last?.examDate;
  if (!finishOn) return null;
  const from = base ?? round;
  // An estimate names the round it stands on, never a number of its own: 2027's numbers are not known.
  const label = estimated ? `${round.year}년 (예상 · ${roundTitle(from, source)} 기준)` : round.description;
  const basis = source.series
    ? `예상: 이 종목의 시행 회차는 공고 전 — ${roundTitle(from, source)}(계열 공통 일정) 기준${base ? `, ${round.year}년 일정 공고 전` : ""}`
    : base
      ? `예상: ${roundTitle(base, source)} 기준, ${round.year}년 일정 공고 전`
      : null;
  return { year: round.year, roundName: round.roundName, label, estimated, basis, phases, finishOn };
}

const shift = (round: CatalogueRound, years: number): CatalogueRound => {
  const days = shiftDays(years);
  return {
    ...round,
    year: round.year + years,
    phases: round.phases.map((p) => ({
      ...p,
      startsOn: addDays(p.startsOn, days),
      endsOn: p.endsOn ? addDays(p.endsOn, days) : null,
    })),
  };
};

/**
 * Every round a plan may use, in time order: the imported ones, then, for each year after the
 * latest with rows, that year's rounds moved by whole weeks and labelled estimates. The planner
 * passes an item's rows only where they reach the latest announced year (decision 0064: older
 * per-item history places no item in a later round).
 */
export function roundsOf(all: CatalogueRound[], context: StageContext, source: RoundSource = { series: null }): PlannedRound[] {
  // A round without the written stage of a license that has one is a 필기면제 round (e.g. 산업별 맞춤형 고교등
  // 필기면제검정), open to a few schools only: a plan never picks it.
  const hasWritten = (r: CatalogueRound) => r.phases.some((p) => p.stage === "written");
  const usable = all.some(hasWritten) ? all.filter(hasWritten) : all;
  if (usable.length === 0) return [];
  const latestYear = Math.max(...usable.map((r) => r.year));
  const latest = usable.filter((r) => r.year === latestYear);
  const planned: PlannedRound[] = [];
  for (const r of usable) {
    const p = plannedRound(r, context, source, null);
    if (p) planned.push(p);
  }
  for (let years = 1; years <= ESTIMATE_HORIZON; years++) {
    for (const r of latest) {
      const p = plannedRound(shift(r, years), context, source, r);
      if (p) planned.push(p);
    }
  }
  return planned.sort((a, b) => startOf(a).localeCompare(startOf(b)));
}

/** The first day of a round: its first registration or, without one, its first exam. */
export function startOf(round: { phases: PlannedPhase[]; finishOn: string | null }): string {
  const first = round.phases[0];
  return first?.registrationStart ?? first?.examDate ?? round.finishOn ?? "9999-12-31";
}

/**
 * The day 응시자격 is judged on (decision 0081): the last day of the first stage's exam — the
 * 필기 CBT period's last day for 기사·산업기사 ("응시자격 기준일"), the exam day of a one-day 필기;
 * for a round without 필기, the last day of the first 원서접수 (별표 11의2 비고).
 */
export function eligibilityDayOf(round: { phases: PlannedPhase[]; finishOn: string | null }): string {
  const first = round.phases[0];
  if (first && first.stage !== "written" && first.registrationEnd) return first.registrationEnd;
  return first?.examEnd ?? first?.examDate ?? round.finishOn ?? "9999-12-31";
}

const registrationCloseOf = (round: PlannedRound) =>
  round.phases[0]?.registrationEnd ?? round.phases[0]?.examDate ?? round.finishOn;

/**
 * The earliest round the person can still register for (its first registration closes today or
 * later, its first exam has not begun) on whose 응시자격 기준일 they are eligible.
 */
export function earliestRound(rounds: PlannedRound[], today: string, eligibleFrom: string): number {
  return rounds.findIndex(
    (r) =>
      registrationCloseOf(r) >= today && (r.phases[0]?.examDate ?? r.finishOn) >= today && eligibilityDayOf(r) >= eligibleFrom,
  );
}
