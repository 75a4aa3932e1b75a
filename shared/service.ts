/** Customer-center constants without zod (pages import them; the schemas are in `./service-schemas.ts`). */

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

/** 권리침해 신고 reasons. */
export const INFRINGE_REASON_CODES = ["copyright", "defamation", "privacy", "other"] as const;
export type InfringeReason = (typeof INFRINGE_REASON_CODES)[number];

export const INFRINGE_REASONS: Record<InfringeReason, string> = {
  copyright: "저작권 침해",
  defamation: "명예훼손",
  privacy: "개인정보·사생활 침해",
  other: "기타 권리 침해",
};
