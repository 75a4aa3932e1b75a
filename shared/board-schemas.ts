import { z } from "zod";
import { COMMENT_MAX, POST_BODY_MAX, POST_SORTS, POST_TITLE_MAX, REPORT_REASON_MAX } from "./board-rules";
import { BAD_CHARACTERS_MESSAGE, hasBadCharacters } from "./text";

/** A trimmed text field of 1..max characters without NUL or broken UTF-16. */
export function textField(label: string, max: number) {
  return z
    .string({ message: `${label}을(를) 입력해주세요.` })
    .refine((v) => !hasBadCharacters(v), { message: `${label}에 ${BAD_CHARACTERS_MESSAGE}` })
    .transform((v) => v.trim())
    .pipe(
      z
        .string()
        .min(1, { message: `${label}을(를) 입력해주세요.` })
        .max(max, { message: `${label}은(는) ${max}자 이하로 입력해주세요.` }),
    );
}

/** Optional short text ("" means absent). */
export function optionalText(label: string, max: number) {
  return z.preprocess((v) => (v === "" || v === null ? undefined : v), textField(label, max).optional());
}

export const ldIdField = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z
    .string()
    .regex(/^[A-Za-z0-9]{1,20}$/, { message: "자격증 번호(ld_id)가 올바르지 않습니다." })
    .optional(),
);

/** A page's `board` query value; the free board when absent. */
export const boardParam = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  z
    .string()
    .regex(/^[A-Za-z0-9_]{1,30}$/, { message: "board 값이 올바르지 않습니다." })
    .default("free"),
);

export const postInputSchema = z.object({
  title: textField("제목", POST_TITLE_MAX),
  body: textField("내용", POST_BODY_MAX),
  category: optionalText("말머리", 30),
  ld_id: ldIdField,
});
export type PostInputFields = z.infer<typeof postInputSchema>;

export const commentInputSchema = z.object({
  body: textField("댓글", COMMENT_MAX),
  parentId: z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z.coerce.number({ message: "parentId가 올바르지 않습니다." }).int().positive().max(2_147_483_647).optional(),
  ),
});

export const reportInputSchema = z.object({ reason: textField("신고 사유", REPORT_REASON_MAX) });

export const postSortParam = z.preprocess(
  (v) => (v === "" || v === undefined ? undefined : v),
  z.enum(POST_SORTS, { message: "sort는 latest, comment, like 중 하나입니다." }).default("latest"),
);
