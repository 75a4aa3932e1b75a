/**
 * Curated facts about well-known language tests, stated only where they are certain; anything
 * unsure is left out (null). Names match misc/language_test_names.csv so the facts attach to the
 * imported rows. Applied by the idempotent seed step in ./seed.ts.
 */
export interface LanguageTestFact {
  name: string;
  organiser: string | null;
  scoreScale: string | null;
  validity: string | null;
}

export const LANGUAGE_TEST_FACTS_SOURCE = "curated_language_test_facts";

export const languageTestFacts: readonly LanguageTestFact[] = [
  { name: "토익(TOEIC)", organiser: "ETS (국내 시행: 한국TOEIC위원회)", scoreScale: "990점 만점", validity: "2년" },
  { name: "TOEFL(토플)", organiser: "ETS", scoreScale: "iBT 120점 만점", validity: "2년" },
  { name: "TEPS(텝스)", organiser: "서울대학교 TEPS관리위원회", scoreScale: "600점 만점", validity: "2년" },
  { name: "OPIc(오픽) 영어", organiser: "ACTFL", scoreScale: "NL(Novice Low) ~ AL(Advanced Low) 등급", validity: "2년" },
  { name: "IELTS(아이엘츠)", organiser: "British Council · IDP · Cambridge", scoreScale: "Band 0~9", validity: "2년" },
  { name: "JLPT", organiser: "국제교류기금 · 일본국제교육지원협회", scoreScale: "N1~N5 (N1이 최상위)", validity: null },
  { name: "JPT", organiser: "YBM", scoreScale: "990점 만점", validity: null },
  { name: "HSK", organiser: null, scoreScale: "1~6급 (6급이 최상위)", validity: "2년" },
  { name: "TOPIK", organiser: "국립국제교육원", scoreScale: "TOPIK Ⅰ 1~2급, TOPIK Ⅱ 3~6급", validity: "2년" },
  {
    name: "DELF(프랑스)",
    organiser: "프랑스 교육부 (France Éducation international)",
    scoreScale: "A1~B2",
    validity: "평생 유효",
  },
  {
    name: "DALF(프랑스)",
    organiser: "프랑스 교육부 (France Éducation international)",
    scoreScale: "C1~C2",
    validity: "평생 유효",
  },
  { name: "DELE(스페인어)", organiser: "세르반테스 문화원 (Instituto Cervantes)", scoreScale: "A1~C2", validity: "평생 유효" },
];
