import { z } from "zod";
import { FAQ_CATEGORIES, POLICY_KINDS } from "./service";
import { cleanText } from "./service-schemas";

/** Checkbox fields: "on"/"1" when ticked, absent otherwise. */
const checkbox = z.preprocess((v) => v === "on" || v === "1" || v === true, z.boolean());
const optionalText = (label: string, max: number) =>
  z.preprocess((v) => (v === "" || v === undefined || v === null ? undefined : v), cleanText(label, max).optional());
const isoDate = (label: string) =>
  z
    .string({ error: `${label}을(를) 입력해주세요.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}은(는) YYYY-MM-DD 형식으로 입력해주세요.`);
const optionalDate = (label: string) => z.preprocess((v) => (v === "" || v == null ? undefined : v), isoDate(label).optional());
const order = z.coerce.number({ message: "순서는 정수로 입력해주세요." }).int("순서는 정수로 입력해주세요.").min(0).max(100_000);
/** Site paths ("/jnLics") or http(s) addresses. */
const link = (label: string) =>
  optionalText(label, 500).refine(
    (v) => v === undefined || /^(\/(?!\/)|https?:\/\/)/.test(v),
    `${label}은(는) /로 시작하는 경로나 http(s) 주소여야 합니다.`,
  );

export const noticeInput = z.object({
  title: cleanText("제목", 200),
  body: cleanText("내용", 20_000),
  isPublished: checkbox,
  isPinned: checkbox,
});
export type NoticeInput = z.infer<typeof noticeInput>;

export const faqInput = z.object({
  category: z.enum(FAQ_CATEGORIES.map((c) => c.code) as [string, ...string[]], { error: "분류를 선택해주세요." }),
  question: cleanText("질문", 300),
  answer: cleanText("답변", 5000),
  sortOrder: order,
  isPublished: checkbox,
});
export type FaqInput = z.infer<typeof faqInput>;

export const policyInput = z.object({
  kind: z.enum(POLICY_KINDS, { error: "문서 종류를 선택해주세요." }),
  version: cleanText("버전", 30),
  effectiveOn: isoDate("시행일"),
  body: cleanText("본문", 100_000),
});
export type PolicyInput = z.infer<typeof policyInput>;

export const popupInput = z.object({
  label: cleanText("머리말", 20),
  text: cleanText("문구", 200),
  linkText: optionalText("링크 문구", 50),
  linkUrl: link("링크 주소"),
  startsOn: optionalDate("시작일"),
  endsOn: optionalDate("종료일"),
  isActive: checkbox,
  sortOrder: order,
});
export type PopupInput = z.infer<typeof popupInput>;

export { checkbox, isoDate, link, optionalDate, optionalText, order };
