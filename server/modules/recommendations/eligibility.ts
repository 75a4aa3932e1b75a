import { type EducationLevel, type EducationStatus, PROGRAM_YEARS } from "../../../shared/education";
import type { Grade } from "./ladder";

/**
 * 응시자격 자가진단 for 국가기술자격, encoded from 국가기술자격법 시행령 [별표 11의2]
 * "검정의 응시자격" (제14조 관련). Each path is one row of the table: a license already held,
 * an education and/or years of 실무경력 in the same or a similar job field. Paths through
 * 기술훈련과정 (직업능력개발훈련) and foreign licenses are not asked by the self-check and are
 * therefore not encoded; the result says so.
 */
export const ELIGIBILITY_REFERENCE = "국가기술자격법 시행령 [별표 11의2] 검정의 응시자격(제14조 관련)";
export const ELIGIBILITY_REFERENCE_URL = "https://www.law.go.kr/법령/국가기술자격법시행령";

export interface EligibilityProfile {
  education: {
    level: EducationLevel;
    /** The department belongs to the license's job field (관련학과). */
    related: boolean;
    /** graduated, or expected = in the final year (졸업예정자). */
    status: "graduated" | "expected";
  } | null;
  /** Years of work in the same or a similar job field (동일·유사 직무분야 실무경력). */
  experienceYears: number;
  held: Array<{ grade: Grade | null; jobFieldCode: string | null }>;
}

interface Path {
  label: string;
  /** A license of at least this grade in the same job field. */
  held?: Grade;
  /** A related-department education of one of these levels. */
  education?: { levels: EducationLevel[]; allowExpected: boolean };
  experience?: number;
}

const UNIVERSITY: EducationLevel[] = ["university", "graduate"];
const COLLEGE3: EducationLevel[] = ["college3", ...UNIVERSITY];
const COLLEGE2: EducationLevel[] = ["college2", ...COLLEGE3];

/** The rows of 별표 11의2 per grade, in the table's order. */
export const ELIGIBILITY_RULES: Record<Grade, Path[]> = {
  기능사: [{ label: "응시자격 제한 없음" }],
  산업기사: [
    { label: "기능사 취득 + 동일·유사 직무분야 실무 1년", held: "기능사", experience: 1 },
    { label: "동일·유사 직무분야 다른 종목 산업기사 이상 취득", held: "산업기사" },
    { label: "관련학과 전문대학 이상 졸업(예정)", education: { levels: COLLEGE2, allowExpected: true } },
    { label: "동일·유사 직무분야 실무 2년", experience: 2 },
  ],
  기사: [
    { label: "산업기사 취득 + 동일·유사 직무분야 실무 1년", held: "산업기사", experience: 1 },
    { label: "기능사 취득 + 동일·유사 직무분야 실무 3년", held: "기능사", experience: 3 },
    { label: "동일·유사 직무분야 다른 종목 기사 이상 취득", held: "기사" },
    { label: "관련학과 4년제 대학 졸업(예정)", education: { levels: UNIVERSITY, allowExpected: true } },
    { label: "관련학과 3년제 전문대학 졸업 + 실무 1년", education: { levels: COLLEGE3, allowExpected: false }, experience: 1 },
    { label: "관련학과 2년제 전문대학 졸업 + 실무 2년", education: { levels: COLLEGE2, allowExpected: false }, experience: 2 },
    { label: "동일·유사 직무분야 실무 4년", experience: 4 },
  ],
  기능장: [
    { label: "산업기사 이상 취득 + 동일·유사 직무분야 실무 5년", held: "산업기사", experience: 5 },
    { label: "기능사 취득 + 동일·유사 직무분야 실무 7년", held: "기능사", experience: 7 },
    { label: "동일·유사 직무분야 다른 종목 기능장 취득", held: "기능장" },
    { label: "동일·유사 직무분야 실무 9년", experience: 9 },
  ],
  기술사: [
    { label: "기사 취득 + 동일·유사 직무분야 실무 4년", held: "기사", experience: 4 },
    { label: "산업기사 취득 + 동일·유사 직무분야 실무 5년", held: "산업기사", experience: 5 },
    { label: "기능사 취득 + 동일·유사 직무분야 실무 7년", held: "기능사", experience: 7 },
    { label: "동일·유사 직무분야 다른 종목 기술사 취득", held: "기술사" },
    { label: "관련학과 4년제 대학 졸업 + 실무 6년", education: { levels: UNIVERSITY, allowExpected: false }, experience: 6 },
    { label: "관련학과 3년제 전문대학 졸업 + 실무 7년", education: { levels: COLLEGE3, allowExpected: false }, experience: 7 },
    { label: "관련학과 2년제 전문대학 졸업 + 실무 8년", education: { levels: COLLEGE2, allowExpected: false }, experience: 8 },
    { label: "동일·유사 직무분야 실무 9년", experience: 9 },
  ],
};

/**
 * What a held grade counts as: 기능장 satisfies 산업기사-level rows (it is above 산업기사 in the
 * 기능 ladder) but not 기사 rows, which name 기사 or 기술사 only.
 */
const SATISFIES: Record<Grade, Grade[]> = {
  기능사: ["기능사"],
  산업기사: ["기능사", "산업기사"],
  기사: ["기능사", "산업기사", "기사"],
  기능장: ["기능사", "산업기사", "기능장"],
  기술사: ["기능사", "산업기사", "기사", "기술사"],
};

export interface EligibilityResult {
  grade: Grade;
  eligible: boolean;
  /** The first path the person meets. */
  metBy: string | null;
  /** When not eligible: the closest paths and what each still needs. */
  missing: Array<{ path: string; needs: string[] }>;
  reference: string;
}

function needsOf(path: Path, person: EligibilityProfile, jobFieldCode: string | null): string[] {
  const needs: string[] = [];
  if (path.held) {
    const required = path.held;
    const has = person.held.some(
      (h) => h.grade && SATISFIES[h.grade].includes(required) && (!jobFieldCode || h.jobFieldCode === jobFieldCode),
    );
    if (!has) needs.push(`동일 직무분야 ${required} 취득`);
  }
  if (path.education) {
    const e = person.education;
    const ok =
      e?.related === true &&
      path.education.levels.includes(e.level) &&
      (e.status === "graduated" || path.education.allowExpected);
    if (!ok) needs.push(path.education.allowExpected ? "관련학과 졸업(예정)" : "관련학과 졸업");
  }
  if (path.experience && person.experienceYears < path.experience) {
    needs.push(`실무경력 ${path.experience - person.experienceYears}년 더`);
  }
  return needs;
}

/** May the person apply for a license of `grade` in job field `jobFieldCode` now? */
export function checkEligibility(grade: Grade, jobFieldCode: string | null, person: EligibilityProfile): EligibilityResult {
  const paths = ELIGIBILITY_RULES[grade];
  const evaluated = paths.map((p) => {
    const needs = needsOf(p, person, jobFieldCode);
    const conditions = [p.held, p.education, p.experience].filter((c) => c !== undefined).length;
    return { path: p.label, needs, met: conditions - needs.length };
  });
  const met = evaluated.find((e) => e.needs.length === 0);
  const fewest = Math.min(...evaluated.map((e) => e.needs.length));
  // Nearest first: fewest missing conditions, then the paths that already use what the person has.
  const nearest = evaluated
    .filter((e) => e.needs.length === fewest)
    .sort((a, b) => b.met - a.met)
    .slice(0, 3)
    .map(({ path, needs }) => ({ path, needs }));
  return {
    grade,
    eligible: met !== undefined,
    metBy: met?.path ?? null,
    missing: met ? [] : nearest,
    reference: ELIGIBILITY_REFERENCE,
  };
}

/** A person as the forms describe them (shared/education.ts). */
export interface Person {
  /** undefined: not said; null: no education that any path names (해당 없음). */
  education?: { level: EducationLevel; status: EducationStatus; grade?: number; related: boolean } | null;
  experienceYears: number;
  held: Array<{ grade: Grade | null; jobFieldCode: string | null }>;
}

/**
 * The answer for one license and one person on a given day:
 * - eligible: a path is met now (`rule`);
 * - from: a path opens on `from` without anything else to do (a student entering the final year);
 * - other: no path is met nor opens by itself; `otherPaths` are the nearest and what each needs;
 * - undecidable: the answer depends on something not said (학력, 학년, 복학); `note` says what.
 */
export interface Eligibility {
  grade: Grade;
  status: "eligible" | "from" | "other" | "undecidable";
  /** The path met (eligible), that opens (from) or that would apply once known (undecidable). */
  rule: string | null;
  /** ISO date: the first day of the final school year (status "from"). */
  from: string | null;
  note: string | null;
  otherPaths: Array<{ path: string; needs: string[] }>;
  reference: string;
}

/** The first month of the school year (고등교육법 시행령: 학년도는 3월 1일부터 다음 해 2월 말일까지). */
const SCHOOL_YEAR_START = "03-01";

function schoolYearOf(today: string): number {
  const year = Number(today.slice(0, 4));
  return today.slice(5) >= SCHOOL_YEAR_START ? year : year - 1;
}

/**
 * 별표 11의2 비고: a 졸업예정자 is in the final year of the programme on the 필기시험일 (for an
 * exam without 필기, on the last day of 실기 원서접수). A 재학생 below the final year becomes one
 * on the 1 March that starts it; a 휴학생 is not 재학 and becomes one only after returning to it.
 * 대학원 students (재학·휴학) already hold the degree below: they count as university graduates.
 */
export function eligibility(target: { grade: Grade; jobFieldCode: string | null }, person: Person, today: string): Eligibility {
  const check = (education: EligibilityProfile["education"]) =>
    checkEligibility(target.grade, target.jobFieldCode, {
      education,
      experienceYears: person.experienceYears,
      held: person.held,
    });
  const answer = (status: Eligibility["status"], rest: Partial<Eligibility>): Eligibility => ({
    grade: target.grade,
    status,
    rule: null,
    from: null,
    note: null,
    otherPaths: [],
    reference: ELIGIBILITY_REFERENCE,
    ...rest,
  });
  const e = person.education;
  const studying = e && (e.status === "enrolled" || e.status === "leave");
  const finalYear = e ? PROGRAM_YEARS[e.level] : undefined;
  let now: EligibilityProfile["education"] = null;
  if (e && e.level !== "none") {
    if (e.status === "graduated" || e.status === "expected") now = { level: e.level, related: e.related, status: e.status };
    else if (e.level === "graduate") now = { level: "university", related: e.related, status: "graduated" };
    else if (e.status === "enrolled" && finalYear && e.grade && e.grade >= finalYear)
      now = { level: e.level, related: e.related, status: "expected" };
  }
  const current = check(now);
  if (current.eligible) return answer("eligible", { rule: current.metBy });
  if (e === undefined)
    return answer("undecidable", { note: "학력을 입력하면 응시 가능 여부를 알려드립니다", otherPaths: current.missing });
  // What the final year would open: only a student below it can still get there.
  const asFinalYear =
    studying && finalYear && e.level !== "graduate" && !(e.status === "enrolled" && e.grade && e.grade >= finalYear)
      ? check({ level: e.level, related: e.related, status: "expected" })
      : null;
  if (!asFinalYear?.eligible || !e || !finalYear) return answer("other", { otherPaths: current.missing });
  // The path the final year opens is named as the rule, not again among the others.
  const otherPaths = current.missing.filter((p) => p.path !== asFinalYear.metBy);
  if (e.status === "leave")
    return answer("undecidable", {
      rule: asFinalYear.metBy,
      note: "복학해 최종 학년에 재학하면 응시할 수 있습니다 (휴학 중에는 졸업예정자가 아닙니다)",
      otherPaths,
    });
  if (!e.grade)
    return answer("undecidable", {
      rule: asFinalYear.metBy,
      note: "학년을 알려주면 응시할 수 있는 시기를 알려드립니다",
      otherPaths,
    });
  const from = `${schoolYearOf(today) + (finalYear - e.grade)}-${SCHOOL_YEAR_START}`;
  return answer("from", {
    rule: asFinalYear.metBy,
    from,
    note: "최종 학년 진학 후 필기시험일(필기가 없으면 실기 원서접수 마감일)이 오는 회차부터",
    otherPaths,
  });
}
