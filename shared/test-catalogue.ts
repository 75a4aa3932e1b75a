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

/**
 * What was done for each row of catalogue.csv (its README): on the row's 기준일 the facts were written
 * from the bodies' published descriptions, without opening every cited page; these rows were compared
 * with a stored copy of the page named. Nothing else was checked, and the pages say so.
 */
const STORED_COPY_CHECKS: Record<string, string> = {
  flex: "한국외국어대학교 FLEX 시행 공지",
  jpt: "JPT 시행 규정 페이지",
  "kbs-korean": "KBS 한국어능력시험 공지",
  "toefl-ibt": "ETS의 2026년 1월 TOEFL iBT 점수 체계 변경 안내(점수 체계만)",
};

export const UNCHECKED = "시행기관 안내 기준, 확인 필요";

/** How a row's facts were obtained, in words a reader can weigh; never a check that did not happen. */
export function checkStatement(test: { id: string; asOf: string; editedByAdmin: boolean }): string {
  if (test.editedByAdmin) return `관리자가 수정한 정보 (기준일 ${test.asOf})`;
  const copy = STORED_COPY_CHECKS[test.id];
  return `${test.asOf}에 시행기관이 공개한 안내로 정리 · ${copy ? `저장된 사본과 대조: ${copy}` : UNCHECKED}`;
}
