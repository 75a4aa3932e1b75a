import { z } from "zod";

/**
 * One vocabulary for a person's education, shared by the 응시자격 self-check on license pages,
 * the recommendation form (/jnRcmd) and whatever else asks (a planner): the same GET parameter
 * names and values everywhere — `edu`, `eduStatus`, `grade` (docs/decisions/0023).
 */
export const EDUCATION_LEVELS = ["none", "highschool", "college2", "college3", "university", "graduate"] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const EDUCATION_LEVEL_NAMES: Record<EducationLevel, string> = {
  none: "해당 없음",
  highschool: "고등학교",
  college2: "2년제 전문대학",
  college3: "3년제 전문대학",
  university: "4년제 대학",
  graduate: "대학원",
};

/** expected = 졸업예정자, i.e. in the final year; enrolled = 재학 in the year given by `grade`; leave = 휴학. */
export const EDUCATION_STATUSES = ["graduated", "expected", "enrolled", "leave"] as const;
export type EducationStatus = (typeof EDUCATION_STATUSES)[number];

export const EDUCATION_STATUS_NAMES: Record<EducationStatus, string> = {
  graduated: "졸업",
  expected: "졸업예정(최종학년)",
  enrolled: "재학",
  leave: "휴학",
};

/** Years of a programme by level; the last one is the final year (최종 학년). */
export const PROGRAM_YEARS: Partial<Record<EducationLevel, number>> = { college2: 2, college3: 3, university: 4 };
/** The highest 학년 the forms offer (6: 6년제 programmes). */
export const MAX_SCHOOL_YEAR = 6;

/**
 * Member spec codes (spec section 3: level 01–06, status 01 재학 / 02 졸업 / 03 휴학), also read from
 * recommendation links shared before the vocabulary was unified. 04 전문대학 does not say 2년제 or
 * 3년제: it reads as the shorter one, whose paths are the narrower.
 */
const LEGACY_LEVELS: Record<string, EducationLevel> = {
  "01": "none",
  "02": "none",
  "03": "highschool",
  "04": "college2",
  "05": "university",
  "06": "graduate",
};
const LEGACY_STATUSES: Record<string, EducationStatus> = { "01": "enrolled", "02": "graduated", "03": "leave" };

export function educationFromMemberCodes(
  level: string | null,
  status: string | null,
): { edu?: EducationLevel; eduStatus?: EducationStatus } {
  return {
    edu: level ? LEGACY_LEVELS[level] : undefined,
    eduStatus: status ? LEGACY_STATUSES[status] : undefined,
  };
}

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/**
 * The education fields of every form that asks: all optional, so "not said" stays distinguishable
 * from 해당 없음. `grade` matters only with 재학/휴학.
 */
export const educationFields = {
  edu: z.preprocess(
    (v) => (typeof v === "string" && v in LEGACY_LEVELS ? LEGACY_LEVELS[v] : blankToUndefined(v)),
    z.enum(EDUCATION_LEVELS, { message: "최종학력 값이 올바르지 않습니다." }).optional(),
  ),
  eduStatus: z.preprocess(
    (v) => (typeof v === "string" && v in LEGACY_STATUSES ? LEGACY_STATUSES[v] : blankToUndefined(v)),
    z.enum(EDUCATION_STATUSES, { message: "학적 상태 값이 올바르지 않습니다." }).optional(),
  ),
  grade: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ message: "학년은 숫자로 입력해주세요." })
      .int({ message: "학년은 숫자로 입력해주세요." })
      .min(1, { message: `학년은 1~${MAX_SCHOOL_YEAR} 사이로 선택해주세요.` })
      .max(MAX_SCHOOL_YEAR, { message: `학년은 1~${MAX_SCHOOL_YEAR} 사이로 선택해주세요.` })
      .optional(),
  ),
};

export const experienceYears = z.preprocess(
  (v) => (v === "" || v === undefined || v === null ? 0 : v),
  z.coerce
    .number({ message: "실무경력은 숫자로 입력해주세요." })
    .int({ message: "실무경력은 0~50 사이의 정수로 입력해주세요." })
    .min(0, { message: "실무경력은 0~50 사이의 정수로 입력해주세요." })
    .max(50, { message: "실무경력은 0~50 사이의 정수로 입력해주세요." }),
);

export const HELD_GRADES = ["none", "기능사", "산업기사", "기사", "기능장", "기술사"] as const;

/** The self-check form on a license page (GET, so the answer can be shared). */
export const eligibilityQuery = z.object({
  ...educationFields,
  related: z.preprocess((v) => v === "1" || v === "on", z.boolean()),
  exp: experienceYears,
  heldGrade: z.enum(HELD_GRADES, { message: "보유 자격 등급 값이 올바르지 않습니다." }).default("none"),
});
export type EligibilityQuery = z.infer<typeof eligibilityQuery>;

/** "4년제 대학 재학(3학년)", "2년제 전문대학 졸업"; null when no level was given. */
export function educationLabel(q: { edu?: EducationLevel; eduStatus?: EducationStatus; grade?: number }): string | null {
  if (!q.edu) return null;
  const level = EDUCATION_LEVEL_NAMES[q.edu];
  if (q.edu === "none" || !q.eduStatus) return level;
  const status = EDUCATION_STATUS_NAMES[q.eduStatus];
  const year = (q.eduStatus === "enrolled" || q.eduStatus === "leave") && q.grade ? `(${q.grade}학년)` : "";
  return `${level} ${status}${year}`;
}
