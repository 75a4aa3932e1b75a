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

export type EducationLevel = "none" | "highschool" | "college2" | "college3" | "university" | "graduate";

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

/** Member education codes (spec: 01–06, status 01 재학 / 02 졸업 / 03 휴학) → the check's education. */
export function educationFromCodes(
  level: string | null,
  status: string | null,
  related: boolean,
): EligibilityProfile["education"] {
  const levels: Record<string, EducationLevel> = { "03": "highschool", "04": "college2", "05": "university", "06": "graduate" };
  const mapped = level ? levels[level] : undefined;
  if (!mapped) return null;
  if (status === "02") return { level: mapped, related, status: "graduated" };
  // 재학 counts as 졸업예정 (final year assumed); 휴학 counts as the level below, already completed.
  if (status === "01") return { level: mapped, related, status: "expected" };
  return mapped === "highschool" ? null : { level: "highschool", related: false, status: "graduated" };
}
