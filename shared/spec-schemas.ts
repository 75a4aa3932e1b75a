import { z } from "zod";
import { educationLevels, educationStatuses, isoDate } from "./member-schemas";

/** Most items one spec list holds (the API's limit too). */
export const SPEC_MAX_ITEMS = 50;

/** The spec page's lists: the form's `intent`, the section title and what one item is called. */
export const SPEC_LISTS = {
  held: { title: "보유 자격증", item: "자격증" },
  wished: { title: "관심 자격증", item: "자격증" },
  tests: { title: "관심 어학·공공시험", item: "시험" },
  jobs: { title: "희망 직업", item: "직업" },
  subjects: { title: "희망 학과", item: "학과" },
} as const;
export type SpecListIntent = keyof typeof SPEC_LISTS;
export const SPEC_LIST_INTENTS = Object.keys(SPEC_LISTS) as [SpecListIntent, ...SpecListIntent[]];

/** The last-education form's intent (the one spec section that is not a list). */
export const EDUCATION_INTENT = "education";

/** Saved-section confirmation, the same with and without scripts. */
export const specSavedMessage = (title: string) => `${title}을(를) 저장했습니다.`;
export const EDUCATION_SAVED_MESSAGE = "최종 학력을 저장했습니다.";

type Codes<T extends Record<string, string>> = [keyof T & string, ...Array<keyof T & string>];
export const educationLevelCode = z.enum(Object.keys(educationLevels) as Codes<typeof educationLevels>, {
  error: "최종 학력 코드가 올바르지 않습니다.",
});
export const educationStatusCode = z.enum(Object.keys(educationStatuses) as Codes<typeof educationStatuses>, {
  error: "학력 상태 코드가 올바르지 않습니다.",
});

/** An empty form field (or one of blanks only) is no value. */
const blank = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/**
 * One spec list as the page's form sends it: the list as it should be (`items[i].id`, and for held
 * licenses `items[i].date`), optionally a name typed to `add` (resolved by the server, the form's
 * way without scripts) and an item to `remove` (the delete buttons without scripts).
 */
export const specListFormSchema = z.object({
  intent: z.enum(SPEC_LIST_INTENTS, { error: "저장할 항목을 알 수 없습니다." }),
  items: z
    .array(
      z.object({
        id: z.string({ error: "항목이 올바르지 않습니다." }).trim().min(1, "항목이 올바르지 않습니다.").max(20),
        date: z.preprocess(blank, isoDate.optional()),
      }),
    )
    .max(SPEC_MAX_ITEMS, `최대 ${SPEC_MAX_ITEMS}개까지 저장할 수 있습니다.`)
    .default([]),
  add: z.preprocess(blank, z.string().trim().max(50, "검색어는 50자 이하로 입력해주세요.").optional()),
  remove: z.preprocess(blank, z.string().max(20).optional()),
});
export type SpecListForm = z.infer<typeof specListFormSchema>;

/** 최종 학력: both chosen, or neither (clears it). */
export const educationFormSchema = z
  .object({
    level: z.preprocess(blank, educationLevelCode.optional()),
    status: z.preprocess(blank, educationStatusCode.optional()),
  })
  .superRefine((value, ctx) => {
    if (value.level && !value.status) ctx.addIssue({ code: "custom", path: ["status"], message: "학력 상태를 선택해주세요." });
    if (!value.level && value.status) ctx.addIssue({ code: "custom", path: ["level"], message: "최종 학력을 선택해주세요." });
  });
