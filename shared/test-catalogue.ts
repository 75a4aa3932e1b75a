import { z } from "zod";

/**
 * One row of the language and public-institution test catalogue (/jnLnPo): the columns of
 * server/modules/languageTests/catalogue.csv, the admin form and the bulk CSV import
 * (docs/decisions/0047-test-catalogue.md).
 */
export const TEST_KINDS = [
  { code: "language", name: "어학시험" },
  { code: "public", name: "공공기관 채용시험" },
] as const;
export type TestKind = (typeof TEST_KINDS)[number]["code"];

/** The CSV columns in order, with the label the admin screens and error messages use. */
export const CATALOGUE_COLUMNS = [
  { name: "id", label: "ID" },
  { name: "name", label: "시험명" },
  { name: "kind", label: "구분" },
  { name: "language", label: "언어" },
  { name: "organiser", label: "시행기관" },
  { name: "official_url", label: "공식 사이트" },
  { name: "score_scale", label: "점수 체계·등급" },
  { name: "validity", label: "성적 유효기간" },
  { name: "test_format", label: "시험 방식" },
  { name: "usage", label: "활용" },
  { name: "usage_source_url", label: "활용 출처" },
  { name: "aliases", label: "다른 이름" },
  { name: "source_url", label: "출처" },
  { name: "as_of", label: "기준일" },
] as const;

/** A slug: lower-case letters, digits and hyphens; never a license id (those are upper-case or digits only). */
export const TEST_ID = /^[a-z][a-z0-9-]{1,39}$/;

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

export const testKindName = (kind: string) => TEST_KINDS.find((k) => k.code === kind)?.name ?? kind;

/** The names a test is known by: its name, the part before a bracket, and its aliases. */
export function testNames(test: { name: string; aliases: string | null }): string[] {
  const names = [test.name, test.name.replace(/\s*\(.*\)\s*$/, ""), ...(test.aliases ?? "").split(";")];
  return [...new Set(names.map((n) => n.trim()).filter((n) => n.length > 1))];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** After a Korean name only a particle may follow (토익은, 토익 점수), never more of a word (토스트). */
const KOREAN_TAIL = "(?:$|[^가-힣]|[은는이가을를과와의도에](?![가-힣]))";
const LATIN_TAIL = "(?:$|[^a-z0-9])";

/** Whether `text` names the test by one of its names (a whole word, case-insensitive). */
export function mentionsTest(text: string, test: { name: string; aliases: string | null }): boolean {
  const haystack = text.toLowerCase();
  return testNames(test).some((name) => {
    const n = name.toLowerCase();
    const tail = /[가-힣]$/.test(n) ? KOREAN_TAIL : LATIN_TAIL;
    return new RegExp(`(?:^|[^a-z0-9가-힣])${escapeRegExp(n)}${tail}`).test(haystack);
  });
}
