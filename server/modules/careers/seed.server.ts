import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { languageTests } from "../../db/schema";
import { LANGUAGE_TEST_FACTS_SOURCE, languageTestFacts } from "../languageTests/facts";
import { loadUniversityPrivileges, type PrivilegeInput } from "../privileges/import.server";

export const DEMO_SOURCE = "demo";

/** Clearly marked demo rows: no public dataset of university privileges exists. */
const demoPrivileges: PrivilegeInput[] = [
  {
    university: "[데모] 가온대학교",
    department: "컴퓨터공학과",
    licenseId: "1320",
    licenseName: "정보처리기사",
    privilege: "[데모] 시연용 예시: 특기자전형 지원 자격 인정",
    source: DEMO_SOURCE,
  },
  {
    university: "[데모] 누리대학교",
    department: "전기공학과",
    licenseId: null,
    licenseName: "전기기사",
    privilege: "[데모] 시연용 예시: 전공 관련 학점 인정",
    source: DEMO_SOURCE,
  },
  {
    university: "[데모] 한빛대학교",
    department: "",
    licenseId: null,
    licenseName: "정보처리산업기사",
    privilege: "[데모] 시연용 예시: 신입생 장학금 지급 대상",
    source: DEMO_SOURCE,
  },
];

/**
 * Demo mode only (see modules/demo): example language-test facts and privileges.
 * Returns how many rows were added.
 */
export async function insertCareerDemoContent(db: Db): Promise<number> {
  await db
    .insert(languageTests)
    .values(languageTestFacts.map((fact) => ({ ...fact, kind: "language", source: LANGUAGE_TEST_FACTS_SOURCE })))
    .onConflictDoUpdate({
      target: languageTests.name,
      set: {
        organiser: sql`excluded.organiser`,
        scoreScale: sql`excluded.score_scale`,
        validity: sql`excluded.validity`,
        source: LANGUAGE_TEST_FACTS_SOURCE,
      },
    });
  const { written } = await loadUniversityPrivileges(db, demoPrivileges);
  return languageTestFacts.length + written;
}
