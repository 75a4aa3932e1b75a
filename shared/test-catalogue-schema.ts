import { z } from "zod";
import { TEST_ID } from "./test-catalogue";

/* The zod schema of one catalogue row; the constants pages show are in `./test-catalogue.ts`. */

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const text = (label: string, max: number) =>
  z
    .string({ error: `${label}을(를) 입력해주세요.` })
    .trim()
    .min(1, `${label}을(를) 입력해주세요.`)
    .max(max, `${label}은(는) ${max}자 이하로 입력해주세요.`)
    .refine((v) => !v.includes("\u0000"), `${label}에 사용할 수 없는 문자가 있습니다.`);
const optionalText = (label: string, max: number) => z.preprocess(blankToNull, text(label, max).nullable().default(null));
/** Sources must be http(s) pages and never a code repository (issue 29: no row cites GitHub). */
const sourceUrl = (label: string) =>
  text(label, 500)
    .pipe(z.url({ protocol: /^https?$/, message: `${label}은(는) http(s) 주소여야 합니다.` }))
    .refine(
      (v) => !/^https?:\/\/([^/]*\.)?(github|gitlab)\.(com|io)\b/i.test(v),
      `${label}에 코드 저장소 주소는 쓸 수 없습니다.`,
    );

export const catalogueRowSchema = z
  .object({
    id: z
      .string({ error: "ID를 입력해주세요." })
      .trim()
      .regex(TEST_ID, "ID는 영문 소문자로 시작하는 소문자·숫자·하이픈 2~40자여야 합니다."),
    name: text("시험명", 100),
    kind: z.enum(["language", "public"], { error: "구분은 language 또는 public이어야 합니다." }),
    language: optionalText("언어", 100),
    organiser: text("시행기관", 200),
    official_url: sourceUrl("공식 사이트"),
    score_scale: optionalText("점수 체계·등급", 300),
    validity: optionalText("성적 유효기간", 200),
    test_format: optionalText("시험 방식", 500),
    usage: optionalText("활용", 500),
    usage_source_url: z.preprocess(blankToNull, sourceUrl("활용 출처").nullable().default(null)),
    aliases: optionalText("다른 이름", 300),
    source_url: sourceUrl("출처"),
    as_of: z
      .string({ error: "기준일을 입력해주세요." })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "기준일은 YYYY-MM-DD 형식이어야 합니다."),
  })
  .refine((r) => !r.usage || r.usage_source_url, {
    path: ["usage_source_url"],
    message: "활용을 적으면 활용 출처도 적어주세요.",
  });

export type CatalogueRow = z.output<typeof catalogueRowSchema>;
