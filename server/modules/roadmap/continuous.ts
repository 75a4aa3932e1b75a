import { type StageContext, stageName } from "../../../shared/exam-stages";
import type { PlannedPhase } from "./rounds";
import type { ContinuousRound, PlanRetry } from "./types";

/**
 * A 상시 item (지게차운전, 한식조리, 제과 … : decision 0064) sits the 상시 기능사 sittings, not the 정기
 * rounds: its 필기 on the first sitting still open, its 실기 on the first sitting whose 원서접수 opens
 * after the 필기 result (상시 필기 results are given on the exam day, SOURCES.md). When the year's
 * sittings run out, the step says the next year's are not announced; no sitting is invented.
 */
export interface ContinuousPlan {
  label: string | null;
  phases: PlannedPhase[];
  finishOn: string | null;
  retry: PlanRetry | null;
  note: string;
}

/** Sittings numbered as the 상시 series is (제1회 … 제24회); 제201회's meaning is not in the source. */
const REGULAR_SITTING = /^제\d{1,2}회$/;

const empty = (stage: string, context: StageContext): PlannedPhase => ({
  stage,
  name: stageName(stage, context),
  registrationStart: null,
  registrationEnd: null,
  registrationWindows: [],
  examDate: null,
  examEnd: null,
  resultDate: null,
  estimated: false,
});

export function planContinuous(
  all: ContinuousRound[],
  context: StageContext,
  today: string,
  practicalOnly: boolean,
): ContinuousPlan {
  const sittings = all.filter((r) => REGULAR_SITTING.test(r.roundName));
  const nextYear = (sittings.length > 0 ? Math.max(...sittings.map((r) => r.year)) : Number(today.slice(0, 4))) + 1;
  const written = practicalOnly
    ? null
    : sittings.find((r) => r.writtenRegStartsOn && r.writtenExamOn && (r.writtenRegEndsOn ?? r.writtenRegStartsOn) >= today);
  const writtenResult = written?.writtenExamOn ?? null;
  const practicalAfter = (day: string | null) =>
    sittings.find(
      (r) =>
        r.practicalRegStartsOn &&
        (r.practicalRegEndsOn ?? r.practicalRegStartsOn) >= today &&
        (day === null || r.practicalRegStartsOn > day),
    );
  const canPractise = practicalOnly || written !== undefined;
  const practical = canPractise ? practicalAfter(writtenResult) : undefined;
  const phases: PlannedPhase[] = [];
  if (!practicalOnly) {
    phases.push(
      written
        ? {
            ...empty("written", context),
            registrationStart: written.writtenRegStartsOn,
            registrationEnd: written.writtenRegEndsOn ?? written.writtenRegStartsOn,
            registrationWindows: written.writtenRegStartsOn
              ? [{ startsOn: written.writtenRegStartsOn, endsOn: written.writtenRegEndsOn }]
              : [],
            examDate: written.writtenExamOn,
            examEnd: written.writtenExamOn,
            resultDate: written.writtenExamOn,
          }
        : empty("written", context),
    );
  }
  phases.push(
    practical
      ? {
          ...empty("practical", context),
          registrationStart: practical.practicalRegStartsOn,
          registrationEnd: practical.practicalRegEndsOn ?? practical.practicalRegStartsOn,
          registrationWindows: practical.practicalRegStartsOn
            ? [{ startsOn: practical.practicalRegStartsOn, endsOn: practical.practicalRegEndsOn }]
            : [],
          examDate: practical.practicalExamStartsOn,
          examEnd: practical.practicalExamEndsOn ?? practical.practicalExamStartsOn,
          resultDate: practical.finalResultOn,
        }
      : empty("practical", context),
  );
  const finishOn = practical ? (practical.finalResultOn ?? practical.practicalExamEndsOn ?? null) : null;
  const source = "상시 검정 종목(2023년 종목별 시행일정에서 상시 회차로 시행): 상시 기능사 회차 일정으로 계획했습니다.";
  const missing = `${nextYear}년 상시 일정 공고 전: ${nextYear - 1}년 상시 기능사 회차 중 ${
    practical ? "" : written ? "실기 " : ""
  }접수할 수 있는 회차가 남아 있지 않습니다. ${nextYear}년 회차가 공고되면 날짜를 계산합니다.`;
  const label =
    written && practical
      ? `${written.year}년 상시 기능사 (필기 ${written.roundName} · 실기 ${practical.roundName})`
      : practical
        ? `${practical.year}년 상시 기능사 ${practical.roundName}`
        : written
          ? `${written.year}년 상시 기능사 (필기 ${written.roundName} · 실기 ${nextYear}년 상시 일정 공고 전)`
          : null;
  const retryOn = practical ? practicalAfter(practical.finalResultOn ?? practical.practicalExamEndsOn) : undefined;
  return {
    label,
    phases,
    finishOn,
    retry:
      retryOn && practical
        ? {
            label: `${retryOn.year}년 상시 기능사 ${retryOn.roundName}`,
            estimated: false,
            only: practicalOnly ? null : "실기",
            finishOn: retryOn.finalResultOn ?? retryOn.practicalExamEndsOn ?? "",
          }
        : null,
    note: finishOn ? source : `${source} ${missing}`,
  };
}
