import { daysBetween } from "../../../shared/calendar";
import { PREFERENCE_LAWS_BASIS_YEAR, PREFERENCE_LAWS_SOURCE } from "../../../shared/preference-laws";
import { addYears, laterOf, monthOf } from "../../../shared/roadmap-dates";
import { ELIGIBILITY_REFERENCE_URL } from "../recommendations/eligibility";
import { GRADE_RANK, stemOf } from "../recommendations/ladder";
import { type DatedProfile, eligibleFrom } from "./dated-eligibility";
import { type CatalogueRound, earliestRound, type PlannedRound, roundsOf } from "./rounds";
import type { Plan, PlanConflict, PlanInput, PlanStep, RoadmapCatalogue, RoadmapLicense } from "./types";

/**
 * The 자격 로드맵: from where a person stands today, which licenses to take in which order and on
 * which rounds. A pure function of (inputs, catalogue, schedules, today); decision 0067 says what
 * it assumes and leaves out.
 */

export const UNDECIDED_RULE =
  "이 자격의 응시자격은 자가진단 규칙(국가기술자격법 시행령 별표 11의2)에 없어 판단하지 않았습니다. 시행기관 공고를 확인하세요.";
export const CONTINUOUS_CAVEAT =
  "상시 기능사: 어느 종목이 상시 시험을 치르는지는 자료에 없습니다. 이 종목이 상시 종목이면 아래 회차에도 응시할 수 있습니다(Q-Net에서 확인).";
/** Lower licenses a chain may go through before the target (기능사 → 산업기사 → 기사). */
const MAX_DEPTH = 2;
const CLOSING_SOON_DAYS = 7;
const CONTINUOUS_SHOWN = 3;
/** Related licenses of a job goal planned at most. */
export const JOB_TARGETS = 6;

interface Chain {
  steps: PlanStep[];
  finishOn: string | null;
}

export function plan(input: PlanInput, catalogue: RoadmapCatalogue, today: string): Plan {
  const heldIds = new Set(input.held.map((h) => h.licenseId));
  const person: DatedProfile = {
    education: input.education ? { ...input.education, relatedFields: input.relatedFields } : null,
    experienceYears: input.experienceYears,
    held: input.held.flatMap((h) => {
      const l = catalogue.licenses.get(h.licenseId);
      return l ? [{ grade: l.grade, jobFieldCode: l.jobFieldCode, passedOn: h.passedOn }] : [];
    }),
  };
  const planner = createPlanner(catalogue, today, heldIds);

  if (input.goal.kind === "license") {
    const target = catalogue.licenses.get(input.goal.licenseId);
    if (!target) throw new Error(`unknown license ${input.goal.licenseId}`);
    const goal = { kind: "license" as const, name: target.name, licenseId: target.id, held: heldIds.has(target.id) };
    if (goal.held)
      return { goal, notice: `${target.name}은(는) 이미 보유한 자격입니다.`, steps: [], finishMonth: null, conflicts: [] };
    const chain = planner.chainFor(target, person, "목표 자격", 0);
    return finish(goal, chain.steps, today);
  }

  if (input.goal.kind === "duty") {
    const { name, targets, total } = input.goal;
    const goal = { kind: "duty" as const, name, licenseId: null, held: false };
    const held = targets.find((t) => heldIds.has(t.licenseId));
    const heldName = held && catalogue.licenses.get(held.licenseId)?.name;
    if (held && heldName) {
      const notice = `보유한 ${heldName}은(는) 이미 '${name}' 자격 요건을 정한 조문에 있습니다: ${held.reason}. 규모·경력 등 세부 요건은 해당 법령을 확인하세요.`;
      return { goal: { ...goal, held: true }, notice, steps: [], finishMonth: null, conflicts: [] };
    }
    const steps = planTargets(
      planner,
      person,
      targets.flatMap((t) => {
        const license = catalogue.licenses.get(t.licenseId);
        return license ? [{ license, reason: t.reason }] : [];
      }),
    );
    const about = `우대현황(${PREFERENCE_LAWS_BASIS_YEAR}년 기준)에서 '${name}'을(를) 조문이나 활용내용에 담은 자격 ${total}개 중 앞선 ${targets.length}개입니다(구속력이 큰 분류, 해당 조문 수, 응시자 수 순). 조문마다 규모·경력 등 요건이 달라 어느 자격으로 충분한지는 해당 법령을 확인하세요.`;
    return finish(goal, steps, today, about);
  }

  const { name, source, licenseIds } = input.goal;
  const goal = { kind: "job" as const, name, licenseId: null, held: false };
  const targets = licenseIds.flatMap((id) => catalogue.licenses.get(id) ?? []);
  const open = targets.filter((t) => !heldIds.has(t.id)).slice(0, JOB_TARGETS);
  if (targets.length > 0 && open.length === 0) {
    return {
      goal: { ...goal, held: true },
      notice: `${name}의 관련 자격을 모두 보유하고 있습니다.`,
      steps: [],
      finishMonth: null,
      conflicts: [],
    };
  }
  const reason = `${source} '${name}' 관련 자격`;
  return finish(
    goal,
    planTargets(
      planner,
      person,
      open.map((license) => ({ license, reason })),
    ),
    today,
  );
}

/** Several targets in one plan: a license on the way to two of them is one step, the earlier one. */
function planTargets(
  planner: ReturnType<typeof createPlanner>,
  person: DatedProfile,
  targets: Array<{ license: RoadmapLicense; reason: string }>,
): PlanStep[] {
  const steps = new Map<string, PlanStep>();
  for (const { license, reason } of targets) {
    for (const step of planner.chainFor(license, person, reason, 0).steps) {
      const known = steps.get(step.licenseId);
      if (!known || (step.finishOn ?? "9") < (known.finishOn ?? "9")) steps.set(step.licenseId, step);
    }
  }
  return [...steps.values()];
}

function finish(goal: Plan["goal"], steps: PlanStep[], today: string, about: string | null = null): Plan {
  const ordered = [...steps].sort((a, b) => firstDay(a).localeCompare(firstDay(b)) || a.name.localeCompare(b.name, "ko"));
  const unscheduled = ordered.filter((s) => s.finishOn === null);
  const finishes = ordered.flatMap((s) => s.finishOn ?? []).sort();
  const last = finishes.at(-1);
  const missing =
    unscheduled.length > 0
      ? `${unscheduled.map((s) => s.name).join(", ")}: 자료에 시험일정이 없어 회차를 정할 수 없습니다. 시행기관 공고를 확인하세요.`
      : null;
  return {
    goal,
    notice: [about, missing].filter(Boolean).join(" ") || null,
    steps: ordered.map((s) => withDeadlines(s, today)),
    finishMonth: unscheduled.length === 0 && last ? monthOf(last) : null,
    conflicts: conflictsOf(ordered),
  };
}

const firstDay = (s: PlanStep) => s.phases[0]?.registrationStart ?? s.phases[0]?.examDate ?? "9999";

function withDeadlines(step: PlanStep, today: string): PlanStep {
  const phases = step.phases.map((p) => {
    const end = p.registrationEnd;
    const days = !p.estimated && end && end >= today ? daysBetween(today, end) : null;
    return { ...p, closesInDays: days !== null && days <= CLOSING_SOON_DAYS ? days : null };
  });
  return { ...step, phases };
}

const NO_ROUNDS: CatalogueRound[] = [];
const NO_OPENINGS = { lawCount: 0, items: [] };
/** A license's rounds with their estimates depend on its imported rounds only: kept per catalogue. */
const plannedRounds = new WeakMap<CatalogueRound[], PlannedRound[]>();
const ladders = new WeakMap<RoadmapCatalogue, Map<string, RoadmapLicense[]>>();

/** Licenses of 국가기술자격 by name stem (the grade ladder), built once per catalogue. */
function laddersOf(catalogue: RoadmapCatalogue): Map<string, RoadmapLicense[]> {
  let ladder = ladders.get(catalogue);
  if (!ladder) {
    ladder = new Map();
    for (const l of catalogue.licenses.values()) {
      const stem = l.grade && l.qualificationTypeName === "국가기술자격" ? stemOf(l.name) : null;
      if (stem) ladder.set(stem, [...(ladder.get(stem) ?? []), l]);
    }
    ladders.set(catalogue, ladder);
  }
  return ladder;
}

function createPlanner(catalogue: RoadmapCatalogue, today: string, heldIds: ReadonlySet<string>) {
  const roundsFor = (l: RoadmapLicense) => {
    const imported = catalogue.rounds.get(l.id) ?? NO_ROUNDS;
    let rounds = plannedRounds.get(imported);
    if (!rounds) {
      rounds = roundsOf(imported, l);
      plannedRounds.set(imported, rounds);
    }
    return rounds;
  };
  const ladder = laddersOf(catalogue);
  /** Lower grades of the target's ladder (same name stem), not held: 기능장 is no step towards 기사. */
  const lowerOf = (target: RoadmapLicense) => {
    const stem = stemOf(target.name);
    if (!stem || !target.grade) return [];
    const rank = GRADE_RANK[target.grade];
    return (ladder.get(stem) ?? []).filter(
      (l) => l.grade && l.grade !== "기능장" && GRADE_RANK[l.grade] < rank && !heldIds.has(l.id),
    );
  };

  function stepFor(license: RoadmapLicense, person: DatedProfile, reason: string): PlanStep {
    const technical = license.qualificationTypeName === "국가기술자격" && license.grade !== null;
    const eligibility = technical && license.grade ? eligibleFrom(license.grade, license.jobFieldCode, person, today) : null;
    const rounds = roundsFor(license);
    const index = earliestRound(rounds, today, eligibility?.from ?? today);
    const round = index >= 0 ? rounds[index] : undefined;
    const written = round?.phases.find((p) => p.stage === "written");
    const writtenValidUntil =
      technical && written?.resultDate && round && round.phases.length > 1 ? addYears(written.resultDate, 2) : null;
    return {
      licenseId: license.id,
      name: license.name,
      reason,
      eligibleFrom: eligibility?.from ?? null,
      eligibleNow: eligibility ? eligibility.from <= today : false,
      rule: eligibility?.rule ?? UNDECIDED_RULE,
      ruleReference: eligibility?.reference ?? null,
      ruleUrl: eligibility ? ELIGIBILITY_REFERENCE_URL : null,
      round: round ? { label: round.label, estimated: round.estimated, basis: round.basis } : null,
      phases: (round?.phases ?? []).map((p) => ({ ...p, closesInDays: null })),
      finishOn: round?.finishOn ?? null,
      writtenValidUntil,
      retry: index >= 0 ? retryOf(rounds, index, writtenValidUntil) : null,
      passRates: catalogue.passRates.get(license.id) ?? [],
      opens: {
        basisYear: PREFERENCE_LAWS_BASIS_YEAR,
        source: PREFERENCE_LAWS_SOURCE,
        ...(catalogue.opens.get(license.id) ?? NO_OPENINGS),
      },
      continuous:
        license.grade === "기능사" && license.qualificationTypeName === "국가기술자격"
          ? {
              caveat: CONTINUOUS_CAVEAT,
              windows: catalogue.continuous.filter((w) => (w.endsOn ?? w.startsOn) >= today).slice(0, CONTINUOUS_SHOWN),
            }
          : null,
    };
  }

  /** The fastest way to `target`: sit it directly, or pass a lower license of its ladder first. */
  function chainFor(target: RoadmapLicense, person: DatedProfile, reason: string, depth: number): Chain {
    const direct = stepFor(target, person, reason);
    let best: Chain = { steps: [direct], finishOn: direct.finishOn };
    if (depth >= MAX_DEPTH || direct.eligibleNow || direct.eligibleFrom === null) return best;
    for (const lower of lowerOf(target)) {
      const first = chainFor(lower, person, "", depth + 1);
      const passedOn = first.finishOn;
      if (!passedOn) continue;
      const withLower: DatedProfile = {
        ...person,
        held: [...person.held, { grade: lower.grade, jobFieldCode: lower.jobFieldCode, passedOn }],
      };
      const then = stepFor(target, withLower, reason);
      if (!then.finishOn || !best.finishOn || then.finishOn >= best.finishOn) continue;
      const unlock = `${target.name} 응시자격: ${then.rule}`;
      const steps = first.steps.map((s) => (s.reason === "" ? { ...s, reason: unlock } : s));
      best = { steps: [...steps, then], finishOn: then.finishOn };
    }
    return best;
  }

  return { chainFor };
}

/** The round after the chosen one; a failed 실기 is sat again on the kept 필기 pass while it is valid. */
function retryOf(rounds: PlannedRound[], index: number, writtenValidUntil: string | null): PlanStep["retry"] {
  const next = rounds[index + 1];
  if (!next) return null;
  const practical = next.phases.find((p) => p.stage !== "written");
  const keepsWritten = writtenValidUntil !== null && practical?.examDate != null && practical.examDate <= writtenValidUntil;
  return {
    label: next.label,
    estimated: next.estimated,
    only: keepsWritten && practical ? practical.name : null,
    finishOn: next.finishOn,
  };
}

function conflictsOf(steps: PlanStep[]): PlanConflict[] {
  const conflicts: PlanConflict[] = [];
  const phases = steps.flatMap((s) => s.phases.map((p) => ({ step: s, p, what: `${s.name} ${p.name}` })));
  for (let i = 0; i < phases.length; i++) {
    for (let j = i + 1; j < phases.length; j++) {
      const a = phases[i];
      const b = phases[j];
      if (!a || !b || a.step.licenseId === b.step.licenseId) continue;
      if (a.p.examDate && b.p.examDate && a.p.examDate === b.p.examDate) {
        conflicts.push({
          kind: "sameDay",
          date: a.p.examDate,
          message: `${a.what} 시험과 ${b.what} 시험이 같은 날(${a.p.examDate})입니다.`,
        });
      }
      const [as, ae, bs, be] = [a.p.registrationStart, a.p.registrationEnd, b.p.registrationStart, b.p.registrationEnd];
      if (as && ae && bs && be && as <= be && bs <= ae) {
        const from = laterOf(as, bs);
        conflicts.push({
          kind: "overlap",
          date: from,
          message: `${a.what} 원서접수와 ${b.what} 원서접수 기간이 겹칩니다(${from}부터).`,
        });
      }
    }
  }
  return conflicts.sort((x, y) => x.date.localeCompare(y.date));
}
