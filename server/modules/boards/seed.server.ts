import { eq } from "drizzle-orm";
import { paragraphsOf } from "../../../shared/board-text";
import type { Db } from "../../db/client.server";
import { boards, licenses, posts } from "../../db/schema";
import type { SeedLog } from "../../seed";
import { isDemoDataset } from "../site/queries.server";
import { BOARD_DEFINITIONS } from "./definitions";

const DEMO_AUTHOR = "자격나침반 데모";
/** 정보처리기사: present in the demo dataset. */
const DEMO_LICENSE_ID = "1320";

const demoPosts: Array<{
  boardSlug: string;
  title: string;
  text: string;
  category?: string;
  license?: boolean;
  isNotice?: boolean;
}> = [
  {
    boardSlug: "bNews",
    category: "수험생공감",
    title: "[데모] 시험 전날 챙겨야 할 준비물",
    text: "[데모] 시연용 게시글입니다. 수험표와 신분증, 필기구를 미리 챙겨 두세요.",
  },
  {
    boardSlug: "bNews",
    category: "수험생공감",
    title: "[데모] 필기 합격 후 실기 준비 계획 세우기",
    text: "[데모] 시연용 게시글입니다. 실기 시험 일정과 준비 기간을 먼저 확인해 보세요.",
  },
  {
    boardSlug: "bNews",
    category: "자격증소식",
    title: "[데모] 자격 뉴스 예시: 최신 소식이 위에 옵니다",
    text: "[데모] 시연용 게시글입니다.",
    license: true,
  },
  {
    boardSlug: "free",
    title: "[데모] 자유게시판 예시 글",
    text: "[데모] 시연용 게시글입니다. 회원이면 누구나 글을 쓸 수 있습니다.",
  },
  {
    boardSlug: "review",
    category: "필기",
    title: "[데모] 필기 합격 후기 예시",
    text: "[데모] 시연용 게시글입니다. 공부 기간과 방법을 나눠 주세요.",
  },
  {
    boardSlug: "talk",
    title: "[데모] 공지 예시: 자격증톡 운영 안내",
    text: "[데모] 시연용 공지입니다.",
    license: true,
    isNotice: true,
  },
  { boardSlug: "talk", title: "[데모] 이야기 예시: 수험 후기를 나눠 주세요", text: "[데모] 시연용 게시글입니다.", license: true },
  {
    boardSlug: "qna",
    title: "[데모] 질문 예시: 실기 시험 준비는 얼마나 걸리나요?",
    text: "[데모] 시연용 질문입니다.",
    license: true,
  },
];

/**
 * Board definitions are upserted on every start. Demo posts exist only in demo mode (bundled demo
 * dataset, "[데모]" titles); with the real snapshot any demo post left from an earlier demo run is removed.
 */
export async function seedBoards(db: Db, log: SeedLog): Promise<void> {
  for (const [sortOrder, d] of BOARD_DEFINITIONS.entries()) {
    const values = { ...d, sortOrder };
    await db.insert(boards).values(values).onConflictDoUpdate({ target: boards.slug, set: values });
  }
  if (!(await isDemoDataset(db))) {
    const removed = await db.delete(posts).where(eq(posts.isDemo, true)).returning({ id: posts.id });
    if (removed.length > 0) log.log(`boards: ${removed.length} demo posts removed (real dataset)`);
    return;
  }
  const [existing] = await db.select({ id: posts.id }).from(posts).where(eq(posts.isDemo, true)).limit(1);
  if (existing) return;
  const [license] = await db.select({ id: licenses.id }).from(licenses).where(eq(licenses.id, DEMO_LICENSE_ID));
  const rows = demoPosts
    .filter((p) => !p.license || license)
    .map(({ text, license: withLicense, ...p }) => ({
      ...p,
      licenseId: withLicense ? DEMO_LICENSE_ID : null,
      authorName: DEMO_AUTHOR,
      body: paragraphsOf(text),
      bodyText: text,
      isDemo: true,
    }));
  await db.insert(posts).values(rows);
  log.log(`boards: ${BOARD_DEFINITIONS.length} boards, ${rows.length} demo posts`);
}
