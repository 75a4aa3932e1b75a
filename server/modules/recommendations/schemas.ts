import { z } from "zod";
import { educationFields, experienceYears } from "../../../shared/education-schema";

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
  ...educationFields,
  exp: experienceYears,
});
export type VisitorProfileQuery = z.infer<typeof visitorProfileQuery>;

/** Up to five names from a comma-separated field. */
export const namesOf = (value: string) =>
  value
    .split(/[,，\n]/)
    .map((s) => s.trim())
    .filter(Boolean)
    .slice(0, 5);
