/**
 * One vocabulary for a person's education, shared by the 응시자격 self-check on license pages,
 * the recommendation form (/jnRcmd) and whatever else asks (a planner): the same GET parameter
 * names and values everywhere — `edu`, `eduStatus`, `grade` (docs/decisions/0023). The forms' zod
 * schemas are in education-schema.ts: pages that only show these names (the license page's
 * self-check) do not load zod (decisions 0061, 0079).
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
export const LEGACY_LEVELS: Record<string, EducationLevel> = {
  "01": "none",
  "02": "none",
  "03": "highschool",
  "04": "college2",
  "05": "university",
  "06": "graduate",
};
export const LEGACY_STATUSES: Record<string, EducationStatus> = { "01": "enrolled", "02": "graduated", "03": "leave" };

export function educationFromMemberCodes(
  level: string | null,
  status: string | null,
): { edu?: EducationLevel; eduStatus?: EducationStatus } {
  return {
    edu: level ? LEGACY_LEVELS[level] : undefined,
    eduStatus: status ? LEGACY_STATUSES[status] : undefined,
  };
}

export const HELD_GRADES = ["none", "기능사", "산업기사", "기사", "기능장", "기술사"] as const;

/** "4년제 대학 재학(3학년)", "2년제 전문대학 졸업"; null when no level was given. */
export function educationLabel(q: { edu?: EducationLevel; eduStatus?: EducationStatus; grade?: number }): string | null {
  if (!q.edu) return null;
  const level = EDUCATION_LEVEL_NAMES[q.edu];
  if (q.edu === "none" || !q.eduStatus) return level;
  const status = EDUCATION_STATUS_NAMES[q.eduStatus];
  const year = (q.eduStatus === "enrolled" || q.eduStatus === "leave") && q.grade ? `(${q.grade}학년)` : "";
  return `${level} ${status}${year}`;
}
