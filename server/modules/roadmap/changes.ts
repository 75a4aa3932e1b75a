import type { PlannedPhase } from "./rounds";
import type { Plan } from "./types";

type SnapshotPhase = Pick<
  PlannedPhase,
  "stage" | "name" | "registrationStart" | "registrationEnd" | "examDate" | "resultDate" | "estimated"
>;

/** What a saved plan keeps of the plan it showed: the steps and their phase dates (a `Plan` is one). */
export interface PlanSnapshot {
  goalName: string;
  finishMonth: string | null;
  steps: Array<{ licenseId: string; name: string; finishOn: string | null; phases: SnapshotPhase[] }>;
}

/** The snapshot stored with a saved plan: only what `changedDates` compares and the list shows. */
export function snapshotOf(plan: Plan): PlanSnapshot {
  return {
    goalName: plan.goal.name,
    finishMonth: plan.finishMonth,
    steps: plan.steps.map((s) => ({
      licenseId: s.licenseId,
      name: s.name,
      finishOn: s.finishOn,
      phases: s.phases.map((p) => ({
        stage: p.stage,
        name: p.name,
        registrationStart: p.registrationStart,
        registrationEnd: p.registrationEnd,
        examDate: p.examDate,
        resultDate: p.resultDate,
        estimated: p.estimated,
      })),
    })),
  };
}

/** One date of a saved plan that differs in the plan made again today. */
export interface DateChange {
  licenseId: string;
  /** "전기기사 필기 원서접수 시작" */
  what: string;
  before: string | null;
  after: string | null;
  /** True when the saved date was an estimate and the new one is announced. */
  nowAnnounced: boolean;
}

const FIELDS = [
  ["registrationStart", "원서접수 시작"],
  ["registrationEnd", "원서접수 마감"],
  ["examDate", "시험일"],
  ["resultDate", "합격 발표"],
] as const;

/**
 * What moved between a saved plan and the same query planned again (after a sync or a new year's
 * import): every phase date that differs, per step and stage, and the steps that appeared or left.
 */
export function changedDates(saved: Pick<PlanSnapshot, "steps">, current: Pick<PlanSnapshot, "steps">): DateChange[] {
  const changes: DateChange[] = [];
  const now = new Map(current.steps.map((s) => [s.licenseId, s]));
  for (const before of saved.steps) {
    const after = now.get(before.licenseId);
    if (!after) {
      changes.push({
        licenseId: before.licenseId,
        what: `${before.name}: 이제 로드맵에 없음`,
        before: before.finishOn,
        after: null,
        nowAnnounced: false,
      });
      continue;
    }
    for (const phase of before.phases) {
      const next = after.phases.find((p) => p.stage === phase.stage);
      for (const [field, label] of FIELDS) {
        const a = phase[field];
        const b = next?.[field] ?? null;
        if (a === b) continue;
        changes.push({
          licenseId: before.licenseId,
          what: `${before.name} ${phase.name} ${label}`,
          before: a,
          after: b,
          nowAnnounced: phase.estimated && next?.estimated === false,
        });
      }
    }
  }
  const savedIds = new Set(saved.steps.map((s) => s.licenseId));
  for (const step of current.steps) {
    if (!savedIds.has(step.licenseId)) {
      changes.push({
        licenseId: step.licenseId,
        what: `${step.name}: 새로 로드맵에 추가됨`,
        before: null,
        after: step.finishOn,
        nowAnnounced: false,
      });
    }
  }
  return changes;
}
