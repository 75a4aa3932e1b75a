import { type StageContext, stageName } from "../../../shared/exam-stages";
import type { ExamRound } from "./service.server";

/** One stage of one round in the flat shape of the spec's license-info schedule entries. */
export interface ScheduleEntry {
  description: string;
  year: number;
  roundName: string;
  stage: string;
  examRegStartDt: string | null;
  examRegEndDt: string | null;
  /** Every registration window of the stage: a window split in the source (추석) is two periods. */
  examRegPeriods: Array<{ start: string; end: string }>;
  examStartDt: string | null;
  examEndDt: string | null;
  passStartDt: string | null;
}

/** Flattens rounds to one entry per stage (registration, exam and result dates of that stage). */
export function licenseScheduleEntries(rounds: ExamRound[], license: StageContext): ScheduleEntry[] {
  const entries: ScheduleEntry[] = [];
  for (const round of rounds) {
    const stages = [...new Set(round.phases.map((p) => p.stage))];
    for (const stage of stages) {
      const phase = (kind: string) => round.phases.find((p) => p.stage === stage && p.kind === kind);
      const regs = round.phases.filter((p) => p.stage === stage && p.kind === "registration");
      const reg = regs[0];
      const exam = phase("exam");
      const result = phase("result");
      entries.push({
        description: `${round.description} ${stageName(stage, license)}`,
        year: round.year,
        roundName: round.roundName,
        stage,
        examRegStartDt: reg?.startsOn ?? null,
        examRegEndDt: reg?.endsOn ?? reg?.startsOn ?? null,
        examRegPeriods: regs.map((p) => ({ start: p.startsOn, end: p.endsOn ?? p.startsOn })),
        examStartDt: exam?.startsOn ?? null,
        examEndDt: exam?.endsOn ?? exam?.startsOn ?? null,
        passStartDt: result?.startsOn ?? null,
      });
    }
  }
  return entries;
}
