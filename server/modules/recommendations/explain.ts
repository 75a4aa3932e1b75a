import { daysUntil, dDay, formatDate } from "../../../shared/dates";
import type { Eligibility } from "./eligibility";
import type { Scored } from "./model";

/** Public facts about one license that a recommendation cites. */
export interface LicenseFacts {
  /** `stageName`: the stage as the license names it (shared/exam-stages.ts), e.g. "필기", "1차". */
  passRate: { rate: number; year: number; stage: string; stageName: string } | null;
  applicants: { year: number; count: number; previous: number | null } | null;
  nextRegistration: { startsOn: string; endsOn: string | null; description: string } | null;
  relatedJobs: Array<{ id: number; name: string }>;
}

export interface Reason {
  kind: "eligibility" | "major" | "job" | "ladder" | "similar" | "field" | "passRate" | "trend" | "schedule";
  text: string;
}

export interface NextStep {
  label: string;
  href: string;
}

export interface Recommendation {
  rank: number;
  licenseId: string;
  name: string;
  typeName: string;
  gradeName: string | null;
  score: number;
  /**
   * "later": the person does not meet any 응시자격 path yet (국가기술자격 산업기사 and above), or
   * only from a later date; "unknown": the answer depends on what they did not say (학력, 학년);
   * "now": they do, or the license has no encoded rule.
   */
  availability: "now" | "later" | "unknown";
  reasons: Reason[];
  nextSteps: NextStep[];
  facts: LicenseFacts;
  eligibility: Eligibility | null;
}

export interface Names {
  license: (id: string) => string;
  major: (id: number) => string;
  job: (id: number) => string;
  jobField: (code: string) => string;
  /** 1-based rank of the license among the majors' licenses (together) by applicants, and their count. */
  rankInMajors: (majorIds: number[], licenseId: string) => { rank: number; of: number };
}

/** 와/과 by whether the last syllable has a final consonant. */
export function withGwa(word: string): string {
  const last = word.charCodeAt(word.length - 1);
  if (last < 0xac00 || last > 0xd7a3) return `${word}와(과)`;
  return (last - 0xac00) % 28 === 0 ? `${word}와` : `${word}과`;
}

/** Below this cosine a shared link is too weak to name as a reason. */
const SIMILAR_REASON_MIN = 0.15;

export function reasonsFor(scored: Scored, facts: LicenseFacts, names: Names, today: string): Reason[] {
  const p = scored.parts;
  const reasons: Reason[] = [];
  // One reason per name the person gave: a department typed in the form may stand for several majors.
  const majorsByName = new Map<string, number[]>();
  for (const majorId of p.majorLinks) {
    const name = names.major(majorId);
    majorsByName.set(name, [...(majorsByName.get(name) ?? []), majorId]);
  }
  for (const [name, majorIds] of majorsByName) {
    const { rank, of } = names.rankInMajors(majorIds, scored.licenseId);
    reasons.push({ kind: "major", text: `${withGwa(name)} 연결된 자격 ${of}개 중 응시자 수 ${rank}위` });
  }
  for (const jobId of p.jobLinks) reasons.push({ kind: "job", text: `희망 직업 '${names.job(jobId)}'의 관련 자격` });
  for (const held of p.ladderFrom) reasons.push({ kind: "ladder", text: `보유한 ${names.license(held)}의 다음 단계` });
  if (p.similarTo && p.similarTo.similarity >= SIMILAR_REASON_MIN && p.ladderFrom.length === 0) {
    reasons.push({
      kind: "similar",
      text: `${withGwa(names.license(p.similarTo.licenseId))} 같은 학과·직업에서 함께 요구되는 자격`,
    });
  }
  if (p.majorLinks.length === 0 && p.jobLinks.length === 0 && p.contextSimilarity > 0 && reasons.length === 0) {
    reasons.push({ kind: "similar", text: "입력한 학과·직업의 자격과 함께 요구되는 자격" });
  }
  if (p.jobField) reasons.push({ kind: "field", text: "관심 분야의 자격" });
  if (facts.passRate) {
    const { rate, year, stageName } = facts.passRate;
    reasons.push({ kind: "passRate", text: `합격률 ${rate}% (${year}년 ${stageName})` });
  }
  const a = facts.applicants;
  if (a?.previous) {
    const change = Math.round(((a.count - a.previous) / a.previous) * 100);
    if (Math.abs(change) >= 5) {
      reasons.push({
        kind: "trend",
        text: `응시자 ${change > 0 ? `${change}% 증가` : `${-change}% 감소`} (${a.year - 1}→${a.year}년)`,
      });
    }
  }
  const next = facts.nextRegistration;
  if (next) {
    const days = daysUntil(next.startsOn, today) ?? 0;
    reasons.push({
      kind: "schedule",
      text:
        days > 0
          ? `다음 원서접수 ${dDay(next.startsOn, today)} (${formatDate(next.startsOn)})`
          : `원서접수 중 (${next.endsOn ? `${formatDate(next.endsOn)} 마감` : formatDate(next.startsOn)})`,
    });
  }
  return reasons;
}

export function availabilityOf(result: Eligibility | null): Recommendation["availability"] {
  if (!result || result.status === "eligible") return "now";
  return result.status === "undecidable" ? "unknown" : "later";
}

/** The 응시자격 answer as the first reason: why the person can sit the exam now, from when, or what they need first. */
export function eligibilityReasons(result: Eligibility | null): Reason[] {
  if (!result) return [];
  if (result.status === "eligible") return [{ kind: "eligibility", text: `지금 응시 가능 (${result.rule})` }];
  if (result.status === "from" && result.from)
    return [{ kind: "eligibility", text: `${formatDate(result.from)}(최종 학년)부터 응시 가능 (${result.rule})` }];
  if (result.status === "undecidable") return [{ kind: "eligibility", text: `응시자격 확인 필요 (${result.note})` }];
  // "Another license of the same grade" is no way in for someone who holds none; name another path.
  const nearest = result.otherPaths.find((m) => !m.path.includes("다른 종목")) ?? result.otherPaths[0];
  if (!nearest) return [{ kind: "eligibility", text: "지금은 응시자격 없음" }];
  return [{ kind: "eligibility", text: `지금은 응시자격 없음 · 필요: ${nearest.needs.join(", ")} (${nearest.path})` }];
}

export function nextStepsFor(licenseId: string, name: string, facts: LicenseFacts): NextStep[] {
  const steps: NextStep[] = [
    { label: "자격증 정보·시험일정 보기", href: `/jnLics/licenseInfo?ld_id=${encodeURIComponent(licenseId)}` },
  ];
  if (facts.nextRegistration) {
    steps.push({
      label: `${facts.nextRegistration.description} 원서접수 일정`,
      href: `/jnLics/licenseSchedule?search=${encodeURIComponent(name)}`,
    });
  }
  for (const job of facts.relatedJobs.slice(0, 2))
    steps.push({ label: `관련 직업: ${job.name}`, href: `/jnJob/jobDicDt?jobdicSeq=${job.id}` });
  return steps;
}
