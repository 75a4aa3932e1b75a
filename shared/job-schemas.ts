import { z } from "zod";
import { educationLevels, skillPeriods } from "./job-classifications";
import { keywordParam, pageParam, pageSizeParam } from "./paging";

const optionalCode = (pattern: RegExp, message: string) =>
  z.preprocess((v) => (v === "" ? undefined : v), z.string().regex(pattern, { message }).optional());

export const encyclopediaQuery = z.object({
  keyword: keywordParam,
  keco: optionalCode(/^\d{1,4}$/, "고용직업분류 코드가 올바르지 않습니다."),
  ksco: optionalCode(/^[0-9A]\d{0,3}$/, "표준직업분류 코드가 올바르지 않습니다."),
  page: pageParam,
  pageSize: pageSizeParam(10),
});
export type EncyclopediaQuery = z.infer<typeof encyclopediaQuery>;

export const dictionaryQuery = z.object({
  keyword: keywordParam,
  keco: optionalCode(/^\d{1,4}$/, "고용직업분류 코드가 올바르지 않습니다."),
  eduLevel: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(educationLevels as [string, ...string[]], { message: "정규교육 값이 올바르지 않습니다." }).optional(),
  ),
  skillYear: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.enum(skillPeriods as [string, ...string[]], { message: "숙련기간 값이 올바르지 않습니다." }).optional(),
  ),
  page: pageParam,
  pageSize: pageSizeParam(10),
});
export type DictionaryQuery = z.infer<typeof dictionaryQuery>;

export const encyclopediaIdParam = z.object({
  jobdicSeq: z.coerce.number({ message: "jobdicSeq가 올바르지 않습니다." }).int().positive().max(2_147_483_647),
});

export const dictionaryCodeParam = z.object({
  dJobCd: z.string().regex(/^[A-Z0-9]{1,20}$/, { message: "dJobCd가 올바르지 않습니다." }),
});
