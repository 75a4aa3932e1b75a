/**
 * Which rounds an item sits, and with which stages (decision 0064). One rule, used by the importer
 * (what is stored per item), the sync and the pages (what is said where no source places an item):
 * - an item is in a round only where an item-level source places it there (getJMList rows, the
 *   2023 per-item schedule for 2023, the Open API's getJMList); a series row (정기 기능사 제4회) is the
 *   series' dates, never an item's;
 * - an item's stages follow its 검정방법: no 필기 phases for an item whose method names no 필기;
 * - a registration window the series source splits (기술사 면접 ①/②, 기사 3회 실기 around 추석) is
 *   shown as its windows where the item's one span runs exactly from the first to the last.
 */
import type { SeriesPhase } from "../../db/schema/schedules";

export type PlacedPhase = SeriesPhase;

/** 정기 rounds a year of each series has had: a 2023 per-item round beyond them is a 상시 round. */
const REGULAR_ROUNDS_2023: Record<string, number> = { 기능사: 4 };
/** The 정기 series of each Q-Net 국가기술 grade. */
const GRADE_SERIES: Record<string, string> = {
  기술사: "기술사",
  기능장: "기능장",
  기사: "기사·산업기사",
  산업기사: "기사·산업기사",
  기능사: "기능사",
};

/** True where the 검정방법 is known and names no 필기 (조적기능사: "작업형(5시간 정도, 100점)"). */
export function practicalOnly(examMethod: string | null | undefined): boolean {
  const method = examMethod?.trim();
  return !!method && !method.includes("필기");
}

/**
 * The item's own phases, then the series round's phases it lacks (dates the item source did not
 * keep, e.g. 필기 시험일). `laterFinal` replaces the series' final result (기사 items announce later).
 * A span of the item that covers exactly the series' split windows becomes those windows.
 */
export function itemRoundPhases(
  own: PlacedPhase[],
  series: PlacedPhase[] | null,
  options: { practicalOnly: boolean; laterFinal?: string | null },
): PlacedPhase[] {
  const phases = own.flatMap((phase) => splitWindows(phase, series ?? []));
  const has = new Set(phases.map((p) => `${p.stage}|${p.kind}`));
  for (const p of series ?? []) {
    if (has.has(`${p.stage}|${p.kind}`)) continue;
    const final = p.kind === "result" && p.stage !== "written" && options.laterFinal;
    phases.push({ ...p, startsOn: final ? (options.laterFinal as string) : p.startsOn });
  }
  return options.practicalOnly ? phases.filter((p) => p.stage !== "written") : phases;
}

/** The series' windows of the same stage and kind, where the item's span is exactly their hull. */
export function splitWindows(phase: PlacedPhase, series: PlacedPhase[]): PlacedPhase[] {
  const windows = series
    .filter((p) => p.stage === phase.stage && p.kind === phase.kind)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  const first = windows[0];
  const last = windows.at(-1);
  if (windows.length < 2 || !first || !last || !phase.endsOn) return [phase];
  const lastEnd = last.endsOn ?? last.startsOn;
  return first.startsOn === phase.startsOn && lastEnd === phase.endsOn ? windows.map((w) => ({ ...w })) : [phase];
}

/** A round of the 2023 per-item schedule numbered beyond the series' 정기 rounds (지게차 "제24회"). */
export function continuousRoundsOf(grade: string | null, rounds: Array<{ year: number; roundName: string }>): string[] {
  const regular = grade ? REGULAR_ROUNDS_2023[grade] : undefined;
  if (!regular) return [];
  return rounds
    .filter((r) => r.year === 2023 && Number(/^제(\d+)회$/.exec(r.roundName)?.[1] ?? 0) > regular)
    .map((r) => r.roundName);
}

/** The 정기 series a Q-Net 국가기술 grade sits in (null: the license has no series rounds). */
export function seriesOfGrade(qualificationType: string, gradeName: string | null): string | null {
  if (qualificationType !== "T" || !gradeName) return null;
  return GRADE_SERIES[gradeName] ?? null;
}

/** What a license page can say about an item's rounds in `year` (decision 0064). */
export type ItemSchedule =
  | { status: "placed" }
  /** No fee is published and nobody sat it in any year of the statistics. */
  | { status: "notRunning"; fromYear: number; toYear: number }
  /** The 2023 per-item schedule lists it in 상시 rounds only. */
  | { status: "continuous"; historyRounds: string[] }
  /** No source places it in a round of `year`: the series' dates are context, not its dates. */
  | { status: "unplaced"; series: string; historyRounds: string[] };

interface ItemFacts {
  qualificationType: string;
  gradeName: string | null;
  feeWritten: number | null;
  feePractical: number | null;
  feeText: string | null;
}
interface StatYear {
  year: number;
  written: { applicants: number | null } | null;
  practical: { applicants: number | null } | null;
}

export function itemSchedule(
  license: ItemFacts,
  rounds: Array<{ year: number; roundName: string }>,
  stats: StatYear[],
  year: number,
): ItemSchedule {
  const series = seriesOfGrade(license.qualificationType, license.gradeName);
  if (!series || rounds.some((r) => r.year === year)) return { status: "placed" };
  const noFee = license.feeWritten === null && license.feePractical === null && !license.feeText;
  // Known counts only: a year without a figure is no evidence either way.
  const counts = stats.flatMap((s) => [s.written?.applicants, s.practical?.applicants]).filter((n) => typeof n === "number");
  const nobody = counts.length > 0 && counts.every((n) => n === 0);
  const first = stats[0];
  const last = stats.at(-1);
  if (noFee && nobody && first && last) return { status: "notRunning", fromYear: first.year, toYear: last.year };
  const continuous = continuousRoundsOf(license.gradeName, rounds);
  if (continuous.length > 0) return { status: "continuous", historyRounds: continuous };
  const history = rounds.filter((r) => r.year === 2023).map((r) => r.roundName);
  return { status: "unplaced", series, historyRounds: history };
}

/** "제1회·제2회" */
const roundList = (names: string[]) => [...new Set(names)].join("·");

/** What the page and the API say where no source places the item in a round of `year`. */
export function itemScheduleMessage(schedule: Exclude<ItemSchedule, { status: "placed" }>, year: number): string {
  switch (schedule.status) {
    case "notRunning":
      return `현재 시행되지 않는 종목으로 보입니다: ${schedule.fromYear}–${schedule.toYear}년 응시자가 없고(합격 통계), 응시 수수료도 공고되어 있지 않습니다(Q-Net 수수료 목록). 자격나침반에는 이 종목의 시험일정이 없습니다.`;
    case "continuous":
      return `상시 검정 종목입니다: 2023년 종목별 시행일정에서 이 종목은 상시 회차(${roundList(schedule.historyRounds)})로 시행되었고, ${year}년 정기 기능사 회차의 종목별 일정에는 없습니다. 상시 회차의 원서접수는 상시 기능사 원서접수 일정을 보세요.`;
    case "unplaced":
      return `정기 ${schedule.series} 회차 중 이 종목의 시행 회차는 공고에서 확인하세요. Q-Net 종목별 시행일정에 이 종목의 ${year}년 회차가 없어, 어느 회차에 시행되는지 알 수 없습니다.${
        schedule.historyRounds.length > 0
          ? ` 참고로 2023년 종목별 시행일정에서는 ${roundList(schedule.historyRounds)}에 시행되었습니다.`
          : ""
      }`;
  }
}
