import { daysBetween } from "../../../shared/calendar";
import { formatDate } from "../../../shared/dates";
import { PREFERENCE_LAWS_BASIS_YEAR, PREFERENCE_LAWS_SOURCE } from "../../../shared/preference-laws";
import { addYears, monthOf } from "../../../shared/roadmap-dates";
import {
  checkEligibility,
  ELIGIBILITY_REFERENCE,
  ELIGIBILITY_REFERENCE_URL,
  ELIGIBILITY_RULES,
} from "../recommendations/eligibility";
import { stemOf } from "../recommendations/ladder";
import { planContinuous } from "./continuous";
import { type DatedProfile, eligibleFrom } from "./dated-eligibility";
import { chooseDutyRoute } from "./duty-plan";
import { type CatalogueRound, earliestRound, type PlannedRound, roundsOf } from "./rounds";
import type { Plan, PlanConflict, PlanInput, PlanStep, RoadmapCatalogue, RoadmapLicense, ScheduleBasis } from "./types";

/**
 * The 자격 로드맵: from where a person stands today, which licenses to take in which order and on
 * which rounds. A pure function of (inputs, catalogue, schedules, today); decision 0067 says what
 * it assumes and leaves out.
 */

export const UNDECIDED_RULE =
  "이 자격의 응시자격은 자가진단 규칙(국가기술자격법 시행령 별표 11의2)에 없어 판단하지 않았습니다. 시행기관 공고를 확인하세요.";
export const CONTINUOUS_CAVEAT =
  "상시 기능사: 어느 종목이 상시 시험을 치르는지는 자료에 없습니다. 이 종목이 상시 종목이면 아래 회차에도 응시할 수 있습니다(Q-Net에서 확인).";
const CLOSING_SOON_DAYS = 7;
const CONTINUOUS_SHOWN = 3;
/** Related licenses of a job goal planned at most. */
export const JOB_TARGETS = 6;

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
    return finish(goal, planner.chainFor(target, person, "목표 자격"), today);
  }

  if (input.goal.kind === "duty") {
    const { name, targets, total, standIns, law } = input.goal;
    const goal = { kind: "duty" as const, name, licenseId: null, held: false };
    const held = targets.find((t) => heldIds.has(t.licenseId));
    const heldName = held && catalogue.licenses.get(held.licenseId)?.name;
    if (held && heldName) {
      const notice = `보유한 ${heldName}은(는) 이미 '${name}' 자격 요건을 정한 조문에 있습니다: ${held.reason}. 규모·경력 등 세부 요건은 해당 법령을 확인하세요.`;
      return { goal: { ...goal, held: true }, notice, steps: [], finishMonth: null, conflicts: [], law };
    }
    const { chosen, alternatives } = chooseDutyRoute(
      targets.flatMap((t) => {
        const license = catalogue.licenses.get(t.licenseId);
        return license
          ? [{ licenseId: license.id, name: license.name, reason: t.reason, steps: planner.chainFor(license, person, t.reason) }]
          : [];
      }),
    );
    const left = standIns > 0 ? ` 직무대행자 조문에만 있는 자격 ${standIns}개는 뺐습니다.` : "";
    const about = `우대현황(${PREFERENCE_LAWS_BASIS_YEAR}년 기준)에서 '${name}'을(를) 조문이나 활용내용에 담은 자격 ${total}개 가운데 하나만 있으면 되는 선택지입니다. 입력한 조건으로 가장 먼저 끝나는 ${chosen?.name ?? "자격"}을(를) 계획했고, 나머지 ${alternatives.length}개는 아래 '다른 자격으로도 됩니다'에 각자의 완료 시점과 함께 있습니다.${left} 자료는 ${PREFERENCE_LAWS_BASIS_YEAR}년 기준이고 법령은 그 뒤 바뀌었을 수 있습니다(예: 전기안전관리법, 2021년 시행). 규모·경력 등 세부 요건은 현행 법령에서 확인하세요.`;
    return { ...finish(goal, chosen?.steps ?? [], today, about), alternatives, law };
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
    for (const step of planner.chainFor(license, person, reason)) {
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
  const undatable = unscheduled.filter((s) => s.routes.length > 0 || (s.eligibleFrom === null && s.ruleReference !== null));
  const noSchedule = unscheduled.filter((s) => !undatable.includes(s));
  const missing =
    [
      undatable.length > 0
        ? `${undatable.map((s) => s.name).join(", ")}: 입력한 정보로는 응시자격을 채우는 날을 정할 수 없습니다(실무경력은 가정하지 않습니다). 단계마다 적힌 경로를 보세요.`
        : null,
      noSchedule.length > 0
        ? `${noSchedule.map((s) => s.name).join(", ")}: ${noSchedule.length === 1 && noSchedule[0]?.scheduleBasis.kind === "continuous" ? noSchedule[0].scheduleBasis.note : "자료에 시험일정이 없어 회차를 정할 수 없습니다. 시행기관 공고를 확인하세요."}`
        : null,
    ]
      .filter(Boolean)
      .join(" ") || null;
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
const seriesPlanned = new WeakMap<CatalogueRound[], Map<string, PlannedRound[]>>();

const SERIES_LABEL: Record<string, string> = {
  기술사: "정기 기술사",
  기능장: "정기 기능장",
  기사: "정기 기사",
  산업기사: "정기 산업기사",
  기능사: "정기 기능사",
};

function createPlanner(catalogue: RoadmapCatalogue, today: string, heldIds: ReadonlySet<string>) {
  const announcedYear = catalogue.announcedYear ?? 0;
  /** The rounds a license is planned on, and what they stand on. */
  const roundsFor = (l: RoadmapLicense): { rounds: PlannedRound[]; basis: ScheduleBasis } => {
    const imported = catalogue.rounds.get(l.id) ?? NO_ROUNDS;
    const professional = l.qualificationTypeName === "국가전문자격";
    const own = imported.some((r) => r.year >= announcedYear) || (imported.length > 0 && !l.placement);
    if (own) {
      let rounds = plannedRounds.get(imported);
      if (!rounds) {
        rounds = roundsOf(imported, l);
        plannedRounds.set(imported, rounds);
      }
      return { rounds, basis: { kind: professional ? "professional" : "item", note: null } };
    }
    const placement = l.placement;
    if (placement?.kind === "series" && l.grade) {
      const series = catalogue.seriesRounds?.get(l.grade) ?? NO_ROUNDS;
      const label = SERIES_LABEL[l.grade] ?? `정기 ${placement.series}`;
      const key = `${l.grade}|${l.practicalOnly ? "p" : ""}`;
      let byKey = seriesPlanned.get(series);
      if (!byKey) {
        byKey = new Map();
        seriesPlanned.set(series, byKey);
      }
      let rounds = byKey.get(key);
      if (!rounds) {
        const source = l.practicalOnly
          ? series.map((r) => ({ ...r, phases: r.phases.filter((p) => p.stage !== "written") }))
          : series;
        rounds = roundsOf(source, l, { series: { label } });
        byKey.set(key, rounds);
      }
      const note = `이 종목의 시행 회차는 공고 전 — ${label} 회차 기준 예상. Q-Net 종목별 시행일정에 이 종목의 ${announcedYear}년 회차가 없어, ${label} 회차의 계열 공통 일정으로 계획했습니다. 이 종목이 시행되는 회차는 공고에서 확인하세요.`;
      return { rounds, basis: { kind: "series", note } };
    }
    if (placement?.kind === "notRunning") return { rounds: [], basis: { kind: "notRunning", note: placement.message } };
    return {
      rounds: [],
      basis: { kind: "none", note: "자료에 이 종목의 시험일정이 없습니다. 시행기관 공고를 확인하세요." },
    };
  };

  function stepFor(license: RoadmapLicense, person: DatedProfile, reason: string): PlanStep {
    const technical = license.qualificationTypeName === "국가기술자격" && license.grade !== null;
    const eligibility = technical && license.grade ? eligibleFrom(license.grade, license.jobFieldCode, person, today) : null;
    const base = {
      licenseId: license.id,
      name: license.name,
      reason,
      eligibleFrom: eligibility?.from ?? null,
      eligibleNow: eligibility ? eligibility.from <= today : false,
      rule: eligibility?.rule ?? (technical ? notEligibleRule(license, person) : UNDECIDED_RULE),
      ruleReference: technical ? ELIGIBILITY_REFERENCE : null,
      ruleUrl: technical ? ELIGIBILITY_REFERENCE_URL : null,
      routes: [] as PlanStep["routes"],
      passRates: catalogue.passRates.get(license.id) ?? [],
      opens: {
        basisYear: PREFERENCE_LAWS_BASIS_YEAR,
        source: PREFERENCE_LAWS_SOURCE,
        ...(catalogue.opens.get(license.id) ?? NO_OPENINGS),
      },
    };
    const noRound = { round: null, phases: [], finishOn: null, writtenValidUntil: null, retry: null, continuous: null };
    // A 국가기술자격 nobody can date on what the person stated: no round is picked for it.
    if (technical && !eligibility) {
      const { basis } = roundsFor(license);
      return { ...base, ...noRound, scheduleBasis: basis };
    }
    if (
      license.placement?.kind === "continuous" &&
      !(catalogue.rounds.get(license.id) ?? NO_ROUNDS).some((r) => r.year >= announcedYear)
    ) {
      const planned = planContinuous(catalogue.continuousRounds ?? [], license, today, license.practicalOnly === true);
      return {
        ...base,
        round: planned.label ? { label: planned.label, estimated: false, basis: null } : null,
        phases: planned.phases.map((p) => ({ ...p, closesInDays: null })),
        finishOn: planned.finishOn,
        writtenValidUntil: null,
        retry: planned.retry,
        continuous: null,
        scheduleBasis: { kind: "continuous", note: planned.note },
      };
    }
    const { rounds, basis } = roundsFor(license);
    const index = earliestRound(rounds, today, eligibility?.from ?? today);
    const round = index >= 0 ? rounds[index] : undefined;
    const written = round?.phases.find((p) => p.stage === "written");
    const writtenValidUntil =
      technical && written?.resultDate && round && round.phases.length > 1 ? addYears(written.resultDate, 2) : null;
    return {
      ...base,
      round: round ? { label: round.label, estimated: round.estimated, basis: round.basis } : null,
      phases: (round?.phases ?? []).map((p) => ({ ...p, closesInDays: null })),
      finishOn: round?.finishOn ?? null,
      writtenValidUntil,
      retry: index >= 0 ? retryOf(rounds, index, writtenValidUntil) : null,
      scheduleBasis: basis,
      // Which items sit the 상시 sittings is known only from the 2023 history: an item no source places
      // may be one of them.
      continuous:
        license.grade === "기능사" && basis.kind === "series"
          ? {
              caveat: CONTINUOUS_CAVEAT,
              windows: catalogue.continuous.filter((w) => (w.endsOn ?? w.startsOn) >= today).slice(0, CONTINUOUS_SHOWN),
            }
          : null,
    };
  }

  /** 기능사 of the target's 직무분야 (same 중직무 first, then the most taken), for the 기능사 route. */
  const craftsmenOf = (target: RoadmapLicense) => {
    const field = target.jobFieldCode;
    if (!field) return [];
    return craftsmenByField(catalogue)
      .get(field)
      ?.filter((l) => l.id !== target.id && !heldIds.has(l.id))
      .sort(
        (a, b) =>
          Number(b.subJobFieldCode === target.subJobFieldCode) - Number(a.subJobFieldCode === target.subJobFieldCode) ||
          Number(stemOf(b.name) === stemOf(target.name)) - Number(stemOf(a.name) === stemOf(target.name)) ||
          (b.applicants ?? 0) - (a.applicants ?? 0),
      );
  };

  /**
   * The way to `target`: sit it directly where a path of the table opens on what the person stated;
   * else, since 실무 is never assumed, the routes that lead there — a 관련학과 education, or a 기능사 of
   * the same 직무분야 (planned as the step to take now) followed by the 실무 years the statute asks.
   */
  function chainFor(target: RoadmapLicense, person: DatedProfile, reason: string): PlanStep[] {
    const direct = stepFor(target, person, reason);
    const grade = target.grade;
    if (direct.eligibleFrom !== null || !grade || target.qualificationTypeName !== "국가기술자격") return [direct];
    const field = target.jobFieldName ? `${target.jobFieldName} 직무분야` : "같은 직무분야";
    const routes: PlanStep["routes"] = [];
    const steps: PlanStep[] = [];
    for (const path of ELIGIBILITY_RULES[grade]) {
      if (path.education && !path.held) {
        const more = path.experience ? `, 졸업 후 실무 ${path.experience}년` : "";
        routes.push({
          kind: "education",
          text: `${path.label}: ${field}의 관련학과를 ${path.education.allowExpected ? "졸업(예정)하면" : `졸업하고${more}을 채우면`} 응시할 수 있습니다.`,
          licenseId: null,
          licenseName: null,
          finishOn: null,
        });
      }
    }
    const craftsmanPath = ELIGIBILITY_RULES[grade].find((p) => p.held === "기능사" && p.experience);
    const craftsman = craftsmanPath && grade !== "기능사" ? craftsmenOf(target)?.[0] : undefined;
    if (craftsmanPath && craftsman) {
      const first = stepFor(
        craftsman,
        person,
        `${target.name}(으)로 가는 기능사 경로: ${field}의 기능사 (취득 후 실무 ${craftsmanPath.experience}년이면 ${target.name} 응시자격)`,
      );
      const until = first.finishOn ? addYears(first.finishOn, craftsmanPath.experience ?? 0) : null;
      routes.push({
        kind: "craftsman",
        text: `${craftsmanPath.label}: ${craftsman.name}(${field})을(를) ${
          first.finishOn ? `${formatDate(first.finishOn)} 최종 합격 발표로 ` : ""
        }취득한 뒤 실무 ${craftsmanPath.experience}년을 채우면 응시할 수 있습니다${until ? `(빨라야 ${formatDate(until)}부터)` : ""}. 실무 기간은 가정하지 않으므로 이 단계의 날짜는 정하지 않았습니다.`,
        licenseId: craftsman.id,
        licenseName: craftsman.name,
        finishOn: first.finishOn,
      });
      steps.push(first);
    }
    const experiencePath = ELIGIBILITY_RULES[grade].find((p) => !p.held && !p.education && p.experience);
    if (experiencePath) {
      routes.push({
        kind: "experience",
        text: `${experiencePath.label}: 경력을 입력하면 응시 가능일을 계산합니다.`,
        licenseId: null,
        licenseName: null,
        finishOn: null,
      });
    }
    return [...steps, { ...direct, routes }];
  }

  return { chainFor };
}

const craftsmen = new WeakMap<RoadmapCatalogue, Map<string, RoadmapLicense[]>>();
/** Q-Net 기능사 by 대직무분야, built once per catalogue. */
function craftsmenByField(catalogue: RoadmapCatalogue): Map<string, RoadmapLicense[]> {
  let byField = craftsmen.get(catalogue);
  if (!byField) {
    byField = new Map();
    for (const l of catalogue.licenses.values()) {
      if (l.grade !== "기능사" || l.qualificationTypeName !== "국가기술자격" || !l.jobFieldCode) continue;
      if (l.placement?.kind === "notRunning") continue;
      if (!catalogue.rounds.has(l.id) && !l.placement) continue;
      byField.set(l.jobFieldCode, [...(byField.get(l.jobFieldCode) ?? []), l]);
    }
    craftsmen.set(catalogue, byField);
  }
  return byField;
}

/** Why no path opens: the nearest rows of the table and what each still needs. */
function notEligibleRule(license: RoadmapLicense, person: DatedProfile): string {
  if (!license.grade) return UNDECIDED_RULE;
  const result = checkEligibility(license.grade, license.jobFieldCode, {
    education: person.education
      ? {
          level: person.education.level,
          related: license.jobFieldCode ? person.education.relatedFields.has(license.jobFieldCode) : false,
          status: person.education.status === "graduated" ? "graduated" : "expected",
        }
      : null,
    experienceYears: person.experienceYears,
    held: person.held,
  });
  const nearest = result.missing.map((m) => `${m.path}(${m.needs.join(", ")})`).join(", ");
  return `입력한 학력·자격·실무경력으로는 아직 응시자격이 없습니다. 실무경력은 입력한 만큼만 셉니다(지금부터 일한다고 가정하지 않음). 가까운 경로: ${nearest}`;
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

/** A one-day exam: a CBT period (기사 필기, 상시) lets the person pick a day, so it clashes with nothing. */
const oneDay = (p: PlanStep["phases"][number]) => p.examDate !== null && (p.examEnd ?? p.examDate) === p.examDate;

/**
 * Only what the person cannot do both of: two one-day exams of different licenses on the same day
 * (sessions are not in the sources, so the message says to check them). Registration windows that
 * overlap are no conflict (one can register for both), nor are two exams of one CBT period.
 */
function conflictsOf(steps: PlanStep[]): PlanConflict[] {
  const conflicts: PlanConflict[] = [];
  const phases = steps.flatMap((s) => s.phases.filter(oneDay).map((p) => ({ step: s, p, what: `${s.name} ${p.name}` })));
  for (let i = 0; i < phases.length; i++) {
    for (let j = i + 1; j < phases.length; j++) {
      const a = phases[i];
      const b = phases[j];
      if (!a || !b || a.step.licenseId === b.step.licenseId || a.p.examDate !== b.p.examDate || !a.p.examDate) continue;
      conflicts.push({
        kind: "sameDay",
        date: a.p.examDate,
        message: `${a.what} 시험과 ${b.what} 시험이 같은 날(${formatDate(a.p.examDate)})입니다. 시험 시간이 겹치면 하나만 응시할 수 있으니 공고의 시험 시간을 확인하세요.`,
      });
    }
  }
  return conflicts.sort((x, y) => x.date.localeCompare(y.date));
}
