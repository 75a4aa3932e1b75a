import type { EducationLevel, EducationStatus } from "../../../shared/education";
import type { LicenseOpenings, PreferenceOpening } from "../preferenceLaws/service.server";
import type { Grade } from "../recommendations/ladder";
import type { CatalogueRound, PlannedPhase } from "./rounds";

/** What the planner knows of a license (read once per import, `catalogue.server.ts`). */
export interface RoadmapLicense {
  id: string;
  name: string;
  grade: Grade | null;
  gradeName: string | null;
  qualificationTypeName: string | null;
  jobFieldCode: string | null;
  jobFieldName?: string | null;
  subJobFieldCode?: string | null;
  /** First-stage applicants (the 기능사 route offers the most taken one of a field first). */
  applicants?: number;
  /** Where its rounds come from when no item row reaches the latest announced year (decision 0064). */
  placement?: LicensePlacement;
  /** 검정방법 names no 필기 (조적기능사): series rounds lend it no 필기 phases. */
  practicalOnly?: boolean;
}

/**
 * How the planner may place a license with no item row in the latest announced year: on its 정기
 * series' rounds (Q-Net 국가기술), on the 상시 sittings (2023 per-item 상시 rounds), or nowhere
 * (a grade that no longer runs; `message` says why). Absent: the item's own rows or nothing.
 */
export type LicensePlacement =
  | { kind: "series"; series: string }
  | { kind: "continuous"; historyRounds: string[] }
  | { kind: "notRunning"; message: string };

/** A 상시 기능사 sitting (series level: the source names no items). */
export interface ContinuousRound {
  year: number;
  roundName: string;
  label: string;
  writtenRegStartsOn: string | null;
  writtenRegEndsOn: string | null;
  writtenExamOn: string | null;
  practicalRegStartsOn: string | null;
  practicalRegEndsOn: string | null;
  practicalExamStartsOn: string | null;
  practicalExamEndsOn: string | null;
  finalResultOn: string | null;
}

/** The latest pass rate of one stage, with its source and year. */
export interface StagePassRate {
  stage: string;
  /** 필기/실기 or 1차/2차 as the license names it. */
  name: string;
  rate: number;
  year: number;
  source: string;
}

/** A 상시 기능사 round's registration window (series level: the source names no items). */
export interface ContinuousWindow {
  label: string;
  stage: "written" | "practical";
  startsOn: string;
  endsOn: string | null;
}

export interface RoadmapCatalogue {
  licenses: ReadonlyMap<string, RoadmapLicense>;
  rounds: ReadonlyMap<string, CatalogueRound[]>;
  passRates: ReadonlyMap<string, StagePassRate[]>;
  continuous: ContinuousWindow[];
  /** The 상시 기능사 sittings in date order. */
  continuousRounds?: ContinuousRound[];
  /** 정기 series rounds per grade (기사 rounds carry the 기사 final result day), every imported year. */
  seriesRounds?: ReadonlyMap<string, CatalogueRound[]>;
  /** The latest year of the series files: item rows older than it place no item (decision 0064). */
  announcedYear?: number;
  /** 우대현황: each license's most binding articles and its number of laws (absent: no rows). */
  opens: ReadonlyMap<string, LicenseOpenings>;
}

export type PlanGoal =
  | { kind: "license"; licenseId: string }
  /** A job of 직업백과 or 직업사전: its related licenses become the targets, in the given order. */
  | { kind: "job"; name: string; source: "직업백과" | "직업사전"; licenseIds: string[] }
  /**
   * A duty ("전기안전관리자"): the licenses whose 우대현황 laws name it, most binding first, each with
   * the article that names it as its reason; `total` is how many licenses the source names.
   */
  | {
      kind: "duty";
      name: string;
      targets: Array<{ licenseId: string; reason: string }>;
      total: number;
      /** Licenses the source names only in a 직무대행자 article: left out of the choices. */
      standIns: number;
      /** The law of the first choice's article, to read the current text at law.go.kr. */
      law: { name: string; url: string } | null;
    };

export interface PlanInput {
  goal: PlanGoal;
  held: Array<{ licenseId: string; passedOn: string | null }>;
  education: { level: EducationLevel; status: EducationStatus; grade: number | null; month: string | null } | null;
  /** Job fields the person's major counts as 관련학과 for. */
  relatedFields: ReadonlySet<string>;
  experienceYears: number;
}

export interface PlanRetry {
  label: string;
  estimated: boolean;
  /** "실기" when only the practical is sat again on the kept 필기 pass. */
  only: string | null;
  finishOn: string;
}

/** What a step's rounds stand on, in words the page, the API and the iCal feed repeat. */
export interface ScheduleBasis {
  /** item: its own 2026 rows; series: the 정기 series' rounds; continuous: 상시 sittings; professional: 국가전문 rows. */
  kind: "item" | "series" | "continuous" | "professional" | "notRunning" | "none";
  /** "이 종목의 시행 회차는 공고 전 — 정기 기사 회차 기준 예상", or null where the item's own rows are used. */
  note: string | null;
}

/** Another way to become eligible for a step the person cannot date yet (실무 is never assumed). */
export interface PlanRoute {
  kind: "education" | "craftsman" | "experience";
  /** Korean sentence: what the route takes. */
  text: string;
  /** The license the route starts with (a 기능사 of the same 직무분야), planned in the same plan. */
  licenseId: string | null;
  licenseName: string | null;
  finishOn: string | null;
}

export interface PlanStep {
  licenseId: string;
  name: string;
  /** Why the step is on the path: the goal itself, the job relation, or the eligibility it unlocks. */
  reason: string;
  /** The first day the person may sit; null where the rules cannot decide. */
  eligibleFrom: string | null;
  eligibleNow: boolean;
  /** The rule that gave `eligibleFrom`, or why none could. */
  rule: string;
  ruleReference: string | null;
  /** The statute behind `ruleReference` (law.go.kr). */
  ruleUrl: string | null;
  round: { label: string; estimated: boolean; basis: string | null } | null;
  scheduleBasis: ScheduleBasis;
  /** Where `eligibleFrom` is null for a 국가기술자격: the routes that lead there (decision 0081). */
  routes: PlanRoute[];
  phases: Array<PlannedPhase & { closesInDays: number | null }>;
  finishOn: string | null;
  /** 국가기술자격: the 필기 pass is kept for 2 years from its result day. */
  writtenValidUntil: string | null;
  /** "한 번 떨어지면": the next round. */
  retry: PlanRetry | null;
  passRates: StagePassRate[];
  /** 상시 기능사 windows a 기능사 step may also use, with their caveat. */
  continuous: { caveat: string; windows: ContinuousWindow[] } | null;
  /**
   * What holding the license opens (우대현황, decision 0071): its own field's laws first, then 선임
   * articles, then the most binding, e.g.
   * "전기사업법시행규칙 제40조 전기안전관리자의선임등(별표12): 전기안전관리자및안전관리보조원의선임기준";
   * `lawCount` 0 and no items where the source has no rows (nothing is filled in).
   */
  opens: { basisYear: number; source: string; lawCount: number; items: PreferenceOpening[] };
}

export interface PlanConflict {
  /** Two one-day exams on the same day (only one can be sat), or a registration closing before the result it needs. */
  kind: "sameDay" | "registrationBeforeResult";
  /** Korean sentence naming both phases and the day(s). */
  message: string;
  date: string;
}

export interface Plan {
  goal: { kind: "license" | "job" | "duty"; name: string; licenseId: string | null; held: boolean };
  /** Why the plan has no step or cannot finish (a held goal, no schedule in the data). */
  notice: string | null;
  steps: PlanStep[];
  finishMonth: string | null;
  conflicts: PlanConflict[];
  /**
   * A duty goal's other qualifying licenses: any one of them is enough, so they are choices beside
   * the planned one (the fastest for this person), each with the month its own route would finish.
   */
  alternatives?: PlanAlternative[];
  /** A duty goal's law at law.go.kr (the source is 우대현황 of 2022; the law may have changed). */
  law?: { name: string; url: string } | null;
}

export interface PlanAlternative {
  licenseId: string;
  name: string;
  finishMonth: string | null;
  reason: string;
}
