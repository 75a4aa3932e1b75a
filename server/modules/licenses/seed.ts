import { eq, like } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  educationInstituteLicenses,
  educationInstitutes,
  licenseGoods,
  licenseNews,
  licenses,
  onlineLectures,
  talkPosts,
} from "../../db/schema";
import type { SeedLog } from "../../seed";

/** Every demo row's title starts with this, so nobody mistakes it for real content. */
export const DEMO_PREFIX = "[데모]";
/** The license the demo rows hang off (정보처리기사, present in the real snapshot and the demo set). */
export const DEMO_LICENSE_ID = "1320";

/**
 * A few clearly marked demo rows for the admin-managed license content, so the license page shows
 * what each list looks like. Idempotent: does nothing once demo rows exist or without license 1320.
 */
export async function seedLicenseDemoContent(db: Db, log: SeedLog): Promise<void> {
  const [license] = await db.select({ id: licenses.id }).from(licenses).where(eq(licenses.id, DEMO_LICENSE_ID));
  if (!license) return;
  const existing = await db
    .select({ id: licenseNews.id })
    .from(licenseNews)
    .where(like(licenseNews.title, `${DEMO_PREFIX}%`))
    .limit(1);
  if (existing.length > 0) return;
  const licenseId = DEMO_LICENSE_ID;
  await db.transaction(async (tx) => {
    await tx.insert(licenseNews).values([
      {
        licenseId,
        title: `${DEMO_PREFIX} 자격 뉴스 예시: 관리자가 등록한 기사가 이 자리에 표시됩니다`,
        publisher: "자격나침반 데모",
      },
      { licenseId, title: `${DEMO_PREFIX} 자격 뉴스 예시: 최신 기사가 위에 옵니다`, publisher: "자격나침반 데모" },
    ]);
    await tx.insert(onlineLectures).values([
      { licenseId, title: `${DEMO_PREFIX} 온라인 강의 예시: 필기 이론`, provider: "자격나침반 데모" },
      { licenseId, title: `${DEMO_PREFIX} 온라인 강의 예시: 실기 대비`, provider: "자격나침반 데모" },
    ]);
    await tx.insert(licenseGoods).values([
      { licenseId, kind: "textbook", title: `${DEMO_PREFIX} 교재 예시`, organization: "자격나침반 데모" },
      { licenseId, kind: "job_posting", title: `${DEMO_PREFIX} 채용공고 예시`, organization: "자격나침반 데모" },
      { licenseId, kind: "subsidy", title: `${DEMO_PREFIX} 지원금 예시`, organization: "자격나침반 데모" },
    ]);
    const institutes = await tx
      .insert(educationInstitutes)
      .values([
        { name: `${DEMO_PREFIX} 교육기관 예시 A`, region: "서울" },
        { name: `${DEMO_PREFIX} 교육기관 예시 B`, region: "부산" },
      ])
      .returning({ id: educationInstitutes.id });
    await tx.insert(educationInstituteLicenses).values(institutes.map((i) => ({ instituteId: i.id, licenseId })));
    await tx.insert(talkPosts).values([
      { licenseId, kind: "notice", title: `${DEMO_PREFIX} 공지 예시: 게시판 운영 안내` },
      { licenseId, kind: "talk", title: `${DEMO_PREFIX} 이야기 예시: 수험 후기를 나눠 주세요` },
    ]);
  });
  log.log(`license demo content: demo rows added for ${licenseId}`);
}
