import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { exhibitionBooths } from "../../db/schema";
import type { SeedLog } from "../../seed";
import { isDemoDataset } from "../site/queries.server";

const DEMO_BOOTHS = [
  {
    boothNo: "A-01",
    name: "[데모] 자격나침반 진로상담 부스",
    category: "진로상담",
    description: "데모 예시입니다. 관리자가 등록한 참가 기관의 소개가 이 자리에 표시됩니다.",
  },
  {
    boothNo: "A-02",
    name: "[데모] AI 교육 체험관",
    category: "AI·디지털",
    description: "데모 예시입니다. 부스 번호 순서로 정렬되어 표시됩니다.",
  },
  {
    boothNo: "B-01",
    name: "[데모] 국가기술자격 안내관",
    category: "자격 안내",
    description: "데모 예시입니다. 실제 데이터로 운영할 때는 관리자 콘솔에서 등록한 부스만 보입니다.",
  },
];

/**
 * Demo booths for /exhibition, only while the database holds the demo dataset; with the real
 * snapshot any leftover demo booths are removed so visitors never see them.
 */
export async function seedExhibitionDemo(db: Db, log: SeedLog): Promise<void> {
  const demo = await isDemoDataset(db);
  if (!demo) {
    await db.delete(exhibitionBooths).where(eq(exhibitionBooths.isDemo, true));
    return;
  }
  const existing = await db.select({ id: exhibitionBooths.id }).from(exhibitionBooths).limit(1);
  if (existing.length > 0) return;
  await db.insert(exhibitionBooths).values(DEMO_BOOTHS.map((b, i) => ({ ...b, sortOrder: i, isDemo: true })));
  log.log(`exhibition: ${DEMO_BOOTHS.length} demo booths`);
}
