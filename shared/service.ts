import { z } from "zod";
import { pageParam, pageSizeParam } from "./paging";

/** Terms and policy pages of the customer center, in the order the center lists them. */
export const POLICY_KINDS = [
  "memberClause",
  "personalInfo",
  "youthPolicy",
  "cashClause",
  "commuNotify",
  "supportClause",
  "supportPersonalInfo",
] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export const POLICY_TITLES: Record<PolicyKind, string> = {
  memberClause: "이용약관",
  personalInfo: "개인정보처리방침",
  youthPolicy: "청소년보호정책",
  cashClause: "유료서비스 이용약관",
  commuNotify: "커뮤니티 운영정책",
  supportClause: "기업지원서비스 이용약관",
  supportPersonalInfo: "기업지원서비스 개인정보처리방침",
};

export const isPolicyKind = (value: string): value is PolicyKind => (POLICY_KINDS as readonly string[]).includes(value);

/** Policies a member agrees to at sign-up. */
export const SIGN_UP_POLICIES: PolicyKind[] = ["memberClause", "personalInfo"];

/** FAQ category codes (`code` of /v2/service/faq-list). */
export const FAQ_CATEGORIES = [
  { code: "01", name: "회원·계정" },
  { code: "02", name: "자격증 정보" },
  { code: "03", name: "시험일정" },
  { code: "04", name: "직업·학과 정보" },
  { code: "05", name: "서비스 이용" },
] as const;

export const faqCategoryName = (code: string) => FAQ_CATEGORIES.find((c) => c.code === code)?.name ?? "기타";

/** Notice, FAQ and online-lecture page size (spec section 10). */
export const SERVICE_PAGE_SIZE = 10;

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
const cleanText = (label: string, max: number) =>
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
  reason: z.enum(["copyright", "defamation", "privacy", "other"], { error: "신고 사유를 선택해주세요." }),
  body: cleanText("신고 내용", 4000),
});
export type InfringeInput = z.infer<typeof infringeSchema>;

export const INFRINGE_REASONS: Record<InfringeInput["reason"], string> = {
  copyright: "저작권 침해",
  defamation: "명예훼손",
  privacy: "개인정보·사생활 침해",
  other: "기타 권리 침해",
};

export { cleanText };
