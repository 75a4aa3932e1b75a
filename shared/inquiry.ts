import { z } from "zod";
import { cleanText } from "./service-schemas";

/** 1:1 inquiry categories (the member picks one; admins filter by it). */
export const INQUIRY_CATEGORIES = {
  account: "회원·계정",
  license: "자격증·시험 정보",
  notification: "알림·캘린더",
  board: "게시판",
  eduFair: "교육박람회",
  other: "기타",
} as const;
export type InquiryCategory = keyof typeof INQUIRY_CATEGORIES;

export const INQUIRY_STATUSES = { received: "답변 대기", answered: "답변 완료" } as const;
export type InquiryStatus = keyof typeof INQUIRY_STATUSES;

const categories = Object.keys(INQUIRY_CATEGORIES) as [InquiryCategory, ...InquiryCategory[]];

/** The member's form at /service/inquiry/write (and its action). */
export const inquirySchema = z.object({
  category: z.enum(categories, { error: "문의 유형을 선택해주세요." }),
  title: cleanText("제목", 100),
  body: cleanText("문의 내용", 4000),
});
export type InquiryInput = z.infer<typeof inquirySchema>;

/** The admin's answer at /adm/inquiries. */
export const inquiryAnswerSchema = z.object({ answer: cleanText("답변", 4000) });

/** Writes a member may make per window (rate-limits.server.ts counts them across instances). */
export const INQUIRY_LIMIT = { perHour: 5 } as const;
