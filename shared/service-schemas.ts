import { z } from "zod";
import { pageParam, pageSizeParam } from "./paging";
import { FAQ_CATEGORIES, INFRINGE_REASON_CODES, SERVICE_PAGE_SIZE } from "./service";

export const noticeListQuery = z.object({ page: pageParam, pageSize: pageSizeParam(SERVICE_PAGE_SIZE) });

export const faqListQuery = z.object({
  code: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || FAQ_CATEGORIES.some((c) => c.code === v), "알 수 없는 FAQ 분류 코드입니다."),
  page: pageParam,
  pageSize: pageSizeParam(SERVICE_PAGE_SIZE),
});

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text without NUL bytes or lone surrogates (those are a 400, never a 500). */
export const cleanText = (label: string, max: number) =>
  z
    .string({ error: `${label}을(를) 입력해주세요.` })
    .trim()
    .min(1, `${label}을(를) 입력해주세요.`)
    .max(max, `${label}은(는) ${max}자 이하로 입력해주세요.`)
    .refine((v) => !v.includes("\u0000") && !LONE_SURROGATE.test(v), `${label}에 사용할 수 없는 문자가 있습니다.`);

export const infringeSchema = z.object({
  reporterName: cleanText("신고인 이름", 50),
  email: cleanText("이메일", 200).pipe(z.email("이메일 형식이 올바르지 않습니다.")),
  targetUrl: cleanText("침해 게시물 주소", 500),
  reason: z.enum(INFRINGE_REASON_CODES, { error: "신고 사유를 선택해주세요." }),
  body: cleanText("신고 내용", 4000),
});
export type InfringeInput = z.infer<typeof infringeSchema>;
