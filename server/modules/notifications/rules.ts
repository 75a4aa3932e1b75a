import { createHash } from "node:crypto";
import { formatDate } from "../../../shared/dates";
import { stageName } from "../../../shared/exam-stages";

/** Reminder offsets in days before a date (0 = the day itself). */
export const DEFAULT_OFFSETS = [7, 3, 1, 0] as const;
/** A reminder delivered later than this after its due time is marked late. */
export const LATE_AFTER_MS = 30 * 60_000;
/** Reminders go out at 09:00 Asia/Seoul (00:00 UTC) on their day. */
const SEND_HOUR_UTC = 0;

export type PhaseMoment = "registration_open" | "registration_close" | "exam" | "result";

export const MOMENT_LABELS: Record<PhaseMoment, string> = {
  registration_open: "원서접수 시작",
  registration_close: "원서접수 마감",
  exam: "시험",
  result: "합격자 발표",
};

export type PhaseRow = {
  licenseId: string;
  licenseName: string;
  year: number;
  roundName: string;
  source: string;
  stage: string;
  kind: string;
  startsOn: string;
  endsOn: string | null;
  /** The license's kind: its stages are named 1차/2차 or 필기/실기 (shared/exam-stages.ts). */
  qualificationTypeName: string | null;
  gradeName: string | null;
};

export interface PhaseEvent {
  /** Stable across re-imports (built from the natural key, not from row ids). */
  key: string;
  moment: PhaseMoment;
  on: string;
  phase: PhaseRow;
}

/** Stable key of a phase: its round's natural key plus stage and kind. */
export function phaseKey(p: PhaseRow): string {
  return createHash("sha1")
    .update([p.licenseId, p.year, p.roundName, p.source, p.stage, p.kind].join("\u0000"))
    .digest("hex")
    .slice(0, 20);
}

/** The dated moments of a phase that deserve a reminder. */
export function phaseEvents(p: PhaseRow): PhaseEvent[] {
  const key = phaseKey(p);
  if (p.kind === "registration") {
    const events: PhaseEvent[] = [{ key: `${key}:open`, moment: "registration_open", on: p.startsOn, phase: p }];
    events.push({ key: `${key}:close`, moment: "registration_close", on: p.endsOn ?? p.startsOn, phase: p });
    return events;
  }
  if (p.kind === "exam") return [{ key: `${key}:exam`, moment: "exam", on: p.startsOn, phase: p }];
  if (p.kind === "result") return [{ key: `${key}:result`, moment: "result", on: p.startsOn, phase: p }];
  return [];
}

export function stageLabel(phase: Pick<PhaseRow, "stage" | "qualificationTypeName" | "gradeName">): string {
  return stageName(phase.stage, phase);
}

/** "D-3", or "D-day" for the day itself. */
export function offsetLabel(offset: number): string {
  return offset === 0 ? "D-day" : `D-${offset}`;
}

/** Due time of the reminder `offset` days before `on` (a YYYY-MM-DD date in Seoul). */
export function dueAt(on: string, offset: number): Date {
  const [y, m, d] = on.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - offset, SEND_HOUR_UTC));
}

export function isLate(due: Date, deliveredAt: Date): boolean {
  return deliveredAt.getTime() - due.getTime() > LATE_AFTER_MS;
}

/** Reminder text for a phase moment. */
export function phaseReminderText(event: PhaseEvent, offset: number): { title: string; body: string } {
  const { phase } = event;
  const what = `${phase.licenseName} ${stageLabel(phase)} ${MOMENT_LABELS[event.moment]}`;
  const when = offset === 0 ? "오늘" : `${offset}일 후`;
  return {
    title: `[${offsetLabel(offset)}] ${what}`,
    body: `${formatDate(event.on)} (${when}) ${phase.year}년 ${phase.roundName} ${what} 일정입니다.`,
  };
}

export function personalReminderText(content: string, on: string, offset: number): { title: string; body: string } {
  const when = offset === 0 ? "오늘" : `${offset}일 후`;
  return {
    title: `[${offsetLabel(offset)}] 내 일정: ${content}`,
    body: `${formatDate(on)} (${when}) 개인 일정 "${content}"이 있습니다.`,
  };
}
