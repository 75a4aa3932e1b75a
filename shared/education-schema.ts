/** The zod schemas of the education vocabulary (shared/education.ts has its names and values). */
import { z } from "zod";
import { EDUCATION_LEVELS, EDUCATION_STATUSES, HELD_GRADES, LEGACY_LEVELS, LEGACY_STATUSES, MAX_SCHOOL_YEAR } from "./education";

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

/** The self-check form on a license page (GET, so the answer can be shared). */
export const eligibilityQuery = z.object({
  ...educationFields,
  related: z.preprocess((v) => v === "1" || v === "on", z.boolean()),
  exp: experienceYears,
  heldGrade: z.enum(HELD_GRADES, { message: "보유 자격 등급 값이 올바르지 않습니다." }).default("none"),
});
export type EligibilityQuery = z.infer<typeof eligibilityQuery>;
