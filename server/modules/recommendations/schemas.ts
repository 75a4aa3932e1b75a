import { z } from "zod";

/** NUL bytes and lone UTF-16 surrogates are rejected (400), never passed to the database. */
const UNSAFE = /\0|\p{Cs}/u;

const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : v),
    z
      .string()
      .max(max, { message: `${max}자 이하로 입력해주세요.` })
      .refine((s) => !UNSAFE.test(s), { message: "입력 값에 사용할 수 없는 문자가 있습니다." })
      .default(""),
  );

const optionalCode = (values: readonly string[], message: string) =>
  z.preprocess((v) => (v === "" ? undefined : v), z.enum(values as [string, ...string[]], { message }).optional());

/** Job-field codes (대직무분야 01–26) chosen in the questionnaire, comma separated on the wire. */
const fieldCodes = z.preprocess(
  (v) => (typeof v === "string" ? v.split(",").filter(Boolean) : v),
  z
    .array(z.string().regex(/^\d{2}$/, { message: "관심 분야 값이 올바르지 않습니다." }))
    .max(30)
    .default([]),
);

/** The visitor form of /jnRcmd (GET parameters, so a result can be bookmarked and shared). */
export const visitorProfileQuery = z.object({
  dept: text(50),
  job: text(50),
  held: text(200),
  wished: text(200),
  field: fieldCodes,
  edu: optionalCode(["01", "02", "03", "04", "05", "06"], "최종학력 값이 올바르지 않습니다."),
  eduStatus: optionalCode(["01", "02", "03"], "학적 상태 값이 올바르지 않습니다."),
  exp: z.preprocess(
    (v) => (v === "" || v === undefined ? 0 : v),
    z.coerce.number({ message: "실무경력은 숫자로 입력해주세요." }).int().min(0).max(50),
  ),
});
export type VisitorProfileQuery = z.infer<typeof visitorProfileQuery>;

/** Up to five names from a comma-separated field. */
export const namesOf = (value: string) =>
  value
    .split(/[,，\n]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 5);

const EDUCATION_LEVELS = ["none", "highschool", "college2", "college3", "university", "graduate"] as const;
const HELD_GRADES = ["none", "기능사", "산업기사", "기사", "기능장", "기술사"] as const;

/** The self-check form on a license page (GET, so the answer can be shared). */
export const eligibilityQuery = z.object({
  edu: z.enum(EDUCATION_LEVELS, { message: "학력 값이 올바르지 않습니다." }).default("none"),
  eduStatus: z.enum(["graduated", "expected"], { message: "졸업 여부 값이 올바르지 않습니다." }).default("graduated"),
  related: z.preprocess((v) => v === "1" || v === "on", z.boolean()),
  exp: z.preprocess(
    (v) => (v === "" || v === undefined ? 0 : v),
    z.coerce.number({ message: "실무경력은 숫자로 입력해주세요." }).int().min(0).max(50),
  ),
  heldGrade: z.enum(HELD_GRADES, { message: "보유 자격 등급 값이 올바르지 않습니다." }).default("none"),
});
export type EligibilityQuery = z.infer<typeof eligibilityQuery>;
