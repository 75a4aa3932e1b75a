import path from "node:path";
import { z } from "zod";
import { optDate, optText, readRows, text } from "./csv";
import type { ImportReport } from "./report";

export type Stage = "written" | "practical" | "interview";
export type Kind = "registration" | "vacancy_registration" | "document_submission" | "exam" | "result";
export interface Phase {
  stage: Stage;
  kind: Kind;
  startsOn: string;
  endsOn: string | null;
}
export type Series = "기술사" | "기능장" | "기사·산업기사" | "기능사";

/** A round of one exam series; expanded later to every license of the series' grades. */
export interface SeriesRound {
  year: number;
  series: Series;
  roundName: string;
  description: string;
  source: string;
  phases: Phase[];
  /** Second final-result date; 기사 items announce on it (산업기사 on the first). */
  finalPass2: string | null;
}

export const SERIES_FILES = [
  "schedules/qnet_technical_series_schedule_2024.csv",
  "schedules/qnet_technical_series_schedule_2025_partial.csv",
  "schedules/qnet_technical_series_schedule_2026.csv",
];
export const CALENDAR_FILES = [
  "schedules/qnet_exam_calendar_2025_partial.csv",
  "schedules/qnet_exam_calendar_2025_aug_oct_supplement.csv",
];
const CALENDAR_YEAR = 2025;

export const sourceOf = (file: string) => path.basename(file, ".csv");
/** 기술사 take a 면접 as their second stage, the other series a 실기. */
export const secondStage = (series: Series): Stage => (series === "기술사" ? "interview" : "practical");

export const seriesSchema = z.object({
  year: z.coerce.number().int(),
  series: z.enum(["기술사", "기능장", "기사·산업기사", "기능사"]),
  round: text,
  api_description: optText,
  doc_reg_start: optDate,
  doc_reg_end: optDate,
  doc_vacancy_reg_start: optDate,
  doc_vacancy_reg_end: optDate,
  doc_exam_start: optDate,
  doc_exam_end: optDate,
  doc_pass: optDate,
  doc_submit_start: optDate,
  doc_submit_end: optDate,
  prac_reg_start: optDate,
  prac_reg_end: optDate,
  prac_reg2_start: optDate,
  prac_reg2_end: optDate,
  prac_vacancy_reg_start: optDate,
  prac_vacancy_reg_end: optDate,
  prac_exam_start: optDate,
  prac_exam_end: optDate,
  final_pass: optDate,
  final_pass_2: optDate,
});

export function pushPhase(phases: Phase[], stage: Stage, kind: Kind, startsOn: string | null, endsOn: string | null = null) {
  if (startsOn) phases.push({ stage, kind, startsOn, endsOn: endsOn ?? null });
}

export function readSeriesRounds(report: ImportReport, dir: string): SeriesRound[] {
  const rounds: SeriesRound[] = [];
  for (const file of SERIES_FILES) {
    for (const { line, value: r } of readRows(report, dir, file, seriesSchema)) {
      if (isClosedSeriesRound(r)) {
        report.skip("schedules", "기능사 필기면제검정 round (not open to the general public)", `${file}:${line}`);
        continue;
      }
      rounds.push(seriesRoundOf(r, sourceOf(file)));
    }
  }
  return rounds;
}

/** 산업별 맞춤형 고교 필기면제검정 is closed to the public; listing it for every 기능사 would mislead. */
export const isClosedSeriesRound = (r: z.output<typeof seriesSchema>) =>
  !r.doc_reg_start && r.series === "기능사" && r.round.includes("필기면제");

/** A row of a series schedule file (`qnet_technical_series_schedule_<year>.csv`) as a round. */
export function seriesRoundOf(r: z.output<typeof seriesSchema>, source: string): SeriesRound {
  const second = secondStage(r.series);
  const phases: Phase[] = [];
  pushPhase(phases, "written", "registration", r.doc_reg_start, r.doc_reg_end);
  pushPhase(phases, "written", "vacancy_registration", r.doc_vacancy_reg_start, r.doc_vacancy_reg_end);
  pushPhase(phases, "written", "exam", r.doc_exam_start, r.doc_exam_end);
  pushPhase(phases, "written", "result", r.doc_pass);
  pushPhase(phases, "written", "document_submission", r.doc_submit_start, r.doc_submit_end);
  pushPhase(phases, second, "registration", r.prac_reg_start, r.prac_reg_end);
  pushPhase(phases, second, "registration", r.prac_reg2_start, r.prac_reg2_end);
  pushPhase(phases, second, "vacancy_registration", r.prac_vacancy_reg_start, r.prac_vacancy_reg_end);
  pushPhase(phases, second, "exam", r.prac_exam_start, r.prac_exam_end);
  pushPhase(phases, second, "result", r.final_pass);
  return {
    year: r.year,
    series: r.series,
    roundName: r.round,
    description: r.api_description ?? `${r.year}년 ${r.series} ${r.round}`,
    source,
    phases,
    finalPass2: r.final_pass_2,
  };
}

const calendarSchema = z.object({
  start_date: optDate.pipe(z.string({ error: "start_date required" })),
  end_date: optDate,
  event: text,
});

const EVENT = /^(기술사|기능장|기사|기능사) 제(\d+)회 (?:(필기|실기|면접)시험 ?)?(.*?)(?: \(시작일\))?$/;
const SUFFIX_KIND: Record<string, Kind> = {
  "": "exam",
  원서접수: "registration",
  "빈자리 원서접수": "vacancy_registration",
  "합격예정자 발표": "result",
  "1차 합격자 발표": "result",
  "최종합격자 발표": "result",
  "응시자격 서류제출": "document_submission",
};

/**
 * Maps the free-text 2025 calendar events onto 2025 series rounds: a phase is added only where
 * the series file lacks it (or lacks its end date); rounds absent from the series file are created.
 */
export function mergeCalendar(report: ImportReport, dir: string, rounds: SeriesRound[]): void {
  const events = new Map<string, { series: Series; roundName: string; source: string; phase: Phase }>();
  for (const file of CALENDAR_FILES) {
    for (const { line, value: e } of readRows(report, dir, file, calendarSchema)) {
      const where = `${file}:${line} ${e.event}`;
      const m = EVENT.exec(e.event);
      const kind = m ? SUFFIX_KIND[m[4] ?? ""] : undefined;
      if (!m || !kind) {
        report.skip("schedules", "calendar event is not a mappable technical-series phase", where);
        continue;
      }
      if (m[2] === "0") {
        report.skip("schedules", "calendar round 제0회 (unnamed special round)", where);
        continue;
      }
      const series: Series = m[1] === "기사" ? "기사·산업기사" : (m[1] as Series);
      const stage: Stage = kind === "document_submission" || m[3] === "필기" ? "written" : secondStage(series);
      if (!m[3] && kind !== "document_submission" && m[4] !== "최종합격자 발표") {
        report.skip("schedules", "calendar event without a 필기/실기/면접 stage", where);
        continue;
      }
      const roundName = `제${m[2]}회`;
      const key = `${series}|${roundName}|${stage}|${kind}`;
      const prev = events.get(key);
      if (!prev) {
        events.set(key, {
          series,
          roundName,
          source: sourceOf(file),
          phase: { stage, kind, startsOn: e.start_date, endsOn: e.end_date },
        });
      } else if (kind !== "result") {
        // A phase split over several calendar entries (e.g. CBT weeks) becomes one span.
        const ends = [prev.phase.endsOn, e.end_date, e.start_date].filter((d): d is string => d !== null).sort();
        prev.phase.startsOn = [prev.phase.startsOn, e.start_date].sort()[0] as string;
        prev.phase.endsOn = ends.at(-1) ?? null;
      } else if (e.start_date < prev.phase.startsOn) {
        prev.phase.startsOn = e.start_date; // the first announcement date is the result date
      }
    }
  }
  for (const ev of events.values()) {
    let round = rounds.find((r) => r.year === CALENDAR_YEAR && r.series === ev.series && r.roundName === ev.roundName);
    if (!round) {
      round = {
        year: CALENDAR_YEAR,
        series: ev.series,
        roundName: ev.roundName,
        description: `${CALENDAR_YEAR}년 ${ev.series} ${ev.roundName}`,
        source: ev.source,
        phases: [],
        finalPass2: null,
      };
      rounds.push(round);
    }
    const existing = round.phases.find((p) => p.stage === ev.phase.stage && p.kind === ev.phase.kind);
    if (!existing) round.phases.push(ev.phase);
    else if (!existing.endsOn && existing.startsOn === ev.phase.startsOn && ev.phase.endsOn) existing.endsOn = ev.phase.endsOn;
  }
}
