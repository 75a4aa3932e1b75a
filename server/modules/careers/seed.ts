import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { boardPosts, languageTests } from "../../db/schema";
import type { SeedLog } from "../../seed";
import { LANGUAGE_TEST_FACTS_SOURCE, languageTestFacts } from "./languageTestFacts";
import { loadUniversityPrivileges, type PrivilegeInput } from "./privilegesImport";

const DEMO_SOURCE = "demo";

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

const demoNews = [
  {
    title: "[데모] 시험 전날 챙겨야 할 준비물",
    body: "[데모] 시연용 게시글입니다. 수험표와 신분증, 필기구를 미리 챙겨 두세요.",
  },
  {
    title: "[데모] 필기 합격 후 실기 준비 계획 세우기",
    body: "[데모] 시연용 게시글입니다. 실기 시험 일정과 준비 기간을 먼저 확인해 보세요.",
  },
];

/** Idempotent after-import step: curated language-test facts plus the demo privileges and news. */
export async function seedCareerContent(db: Db, log: SeedLog): Promise<void> {
  for (const fact of languageTestFacts) {
    await db
      .insert(languageTests)
      .values({ ...fact, kind: "language", source: LANGUAGE_TEST_FACTS_SOURCE })
      .onConflictDoUpdate({
        target: languageTests.name,
        set: {
          organiser: fact.organiser,
          scoreScale: fact.scoreScale,
          validity: fact.validity,
          source: LANGUAGE_TEST_FACTS_SOURCE,
        },
      });
  }
  const { written } = await loadUniversityPrivileges(db, demoPrivileges);
  let posts = 0;
  for (const post of demoNews) {
    const [existing] = await db
      .select({ id: boardPosts.id })
      .from(boardPosts)
      .where(and(eq(boardPosts.board, "bNews"), eq(boardPosts.title, post.title)));
    if (existing) continue;
    await db.insert(boardPosts).values({ board: "bNews", category: "수험생공감", author: "자격나침반", ...post });
    posts += 1;
  }
  log.log(`careers: ${languageTestFacts.length} language-test facts, ${written} demo privileges, ${posts} new demo posts`);
}
