import { z } from "zod";

/**
 * CareerNet's 계열 (lClass) as its 4-year-university major list writes them, in the list's order.
 * The snapshot gives one to 243 of the 421 majors, joined by majorSeq (decision 0050); the others
 * are not in that list and have no 계열 here.
 */
export const MAJOR_FIELDS = ["인문계열", "사회계열", "교육계열", "공학계열", "자연계열", "의약계열", "예체능계열"] as const;
export type MajorField = (typeof MAJOR_FIELDS)[number];

/** The filter value for majors the list does not classify. */
export const NO_FIELD = "none";
export const NO_FIELD_LABEL = "계열 정보 없음";
/** mjScType's only sourced value: the major is in CareerNet's 4-year-university list. */
export const UNIVERSITY = "univ";

export const fieldLabel = (field: string | null) => field ?? NO_FIELD_LABEL;

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** mjClassId: a 계열 name or "none"; anything else is refused with the values that work. */
export const majorFieldParam = z.preprocess(
  blankToUndefined,
  z
    .enum([...MAJOR_FIELDS, NO_FIELD], {
      error: `계열은 ${MAJOR_FIELDS.join(", ")} 또는 ${NO_FIELD}(${NO_FIELD_LABEL}) 중 하나여야 합니다.`,
    })
    .optional(),
);

/**
 * mjScType: "univ" = in CareerNet's 4-year-university list. No stored copy of its junior-college list
 * exists, so "전문대" cannot be answered and is refused rather than guessed from absence.
 */
export const schoolTypeParam = z.preprocess(
  blankToUndefined,
  z
    .literal(UNIVERSITY, {
      error: "학교 구분은 univ(4년제 대학 학과 목록)만 찾을 수 있습니다. 전문대학 학과 목록 자료는 없습니다.",
    })
    .optional(),
);

export interface MajorFilter {
  keyword: string;
  field?: MajorField | typeof NO_FIELD | undefined;
  schoolType?: typeof UNIVERSITY | undefined;
}
