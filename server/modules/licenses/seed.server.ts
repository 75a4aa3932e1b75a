import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { educationInstituteLicenses, educationInstitutes, licenseGoods, licenses, onlineLectures } from "../../db/schema";

/** Every demo row's title starts with this, so nobody mistakes it for real content. */
export const DEMO_PREFIX = "[데모]";
/** The license the demo rows hang off (정보처리기사, present in the real snapshot and the demo set). */
export const DEMO_LICENSE_ID = "1320";

/**
 * A few clearly marked demo rows for the admin-managed license content, so the license page shows
 * what each list looks like (demo mode only, see modules/demo). Returns how many rows were added.
 */
export async function insertLicenseDemoContent(db: Db): Promise<number> {
  const [license] = await db.select({ id: licenses.id }).from(licenses).where(eq(licenses.id, DEMO_LICENSE_ID));
  if (!license) return 0;
  const licenseId = DEMO_LICENSE_ID;
  await db.insert(onlineLectures).values([
    { licenseId, title: `${DEMO_PREFIX} 온라인 강의 예시: 필기 이론`, provider: "자격나침반 데모" },
    { licenseId, title: `${DEMO_PREFIX} 온라인 강의 예시: 실기 대비`, provider: "자격나침반 데모" },
  ]);
  await db.insert(licenseGoods).values([
    { licenseId, kind: "textbook", title: `${DEMO_PREFIX} 교재 예시`, organization: "자격나침반 데모" },
    { licenseId, kind: "job_posting", title: `${DEMO_PREFIX} 채용공고 예시`, organization: "자격나침반 데모" },
    { licenseId, kind: "subsidy", title: `${DEMO_PREFIX} 지원금 예시`, organization: "자격나침반 데모" },
  ]);
  const institutes = await db
    .insert(educationInstitutes)
    .values([
      { name: `${DEMO_PREFIX} 교육기관 예시 A`, region: "서울" },
      { name: `${DEMO_PREFIX} 교육기관 예시 B`, region: "부산" },
    ])
    .returning({ id: educationInstitutes.id });
  await db.insert(educationInstituteLicenses).values(institutes.map((i) => ({ instituteId: i.id, licenseId })));
  return 9;
}
