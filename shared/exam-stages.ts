import { formatNumber } from "./number-format";

/**
 * Names of exam stages and phases as the sources use them: Q-Net's 국가기술자격 have 필기/실기
 * (기술사: 필기/면접); 국가전문자격 (공인중개사, 변리사, …) have 1차/2차/3차 시험.
 */
export interface StageContext {
  qualificationTypeName?: string | null;
  gradeName?: string | null;
}

const TECHNICAL: Record<string, string> = { written: "필기", practical: "실기", interview: "면접" };
const PROFESSIONAL: Record<string, string> = { written: "1차", practical: "2차", interview: "3차" };

export function stageName(stage: string, context: StageContext = {}): string {
  if (context.qualificationTypeName === "국가전문자격") return PROFESSIONAL[stage] ?? stage;
  if (stage === "practical" && context.gradeName === "기술사") return "면접";
  return TECHNICAL[stage] ?? stage;
}

/** Each phase by its kind: the 응시자격 서류제출 window is not a 원서접수. */
export const PHASE_NAMES: Record<string, string> = {
  registration: "원서접수",
  vacancy_registration: "빈자리 추가접수",
  document_submission: "응시자격 서류제출",
  exam: "시험",
  result: "합격자 발표",
};

export const phaseKindName = (kind: string) => PHASE_NAMES[kind] ?? kind;

const won = (n: number) => `${formatNumber(n)}원`;
/** getFeeList's text ("1차 : 40000, 2차 : 55000, 3차 : 55000"): one fee per stage, 3차 included. */
const FEE_STAGE = /([1-3])차\s*:\s*(\d+)/g;
const FEE_STAGES = ["written", "practical", "interview"];

export interface FeeSource extends StageContext {
  feeWritten: number | null;
  feePractical: number | null;
  feeText: string | null;
}

/** The fees of every stage, each by the item's own stage name ("1차 40,000원 / 2차 55,000원 / 3차 55,000원"). */
export function feeLine(l: FeeSource): string | null {
  const stated = [...(l.feeText ?? "").matchAll(FEE_STAGE)].map(
    ([, n, amount]) => `${stageName(FEE_STAGES[Number(n) - 1] ?? "", l)} ${won(Number(amount))}`,
  );
  if (stated.length > 0) return stated.join(" / ");
  const parts = [
    l.feeWritten !== null ? `${stageName("written", l)} ${won(l.feeWritten)}` : null,
    l.feePractical !== null ? `${stageName("practical", l)} ${won(l.feePractical)}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" / ") : l.feeText;
}
