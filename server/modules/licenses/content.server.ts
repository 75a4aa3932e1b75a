import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { offsetOf, type PageRequest } from "../../../shared/paging";
import type { Db } from "../../db/client.server";
import { bannerEvents, educationInstituteLicenses, educationInstitutes, licenseGoods, onlineLectures } from "../../db/schema";

export const GOODS_KINDS = ["textbook", "job_posting", "subsidy"] as const;
export type GoodsKind = (typeof GOODS_KINDS)[number];
/** The region filter's "all" value (spec: 전체 is treated as empty). */
export const ALL_REGIONS = "전체";

/** Admin-managed content around a license page (see server/db/schema/licenseContent.ts). */
export function createContentService(db: Db) {
  async function lectures(licenseId: string, paging: PageRequest) {
    const where = eq(onlineLectures.licenseId, licenseId);
    const [list, [total]] = await Promise.all([
      db
        .select({
          id: onlineLectures.id,
          title: onlineLectures.title,
          provider: onlineLectures.provider,
          url: onlineLectures.url,
          price: onlineLectures.price,
        })
        .from(onlineLectures)
        .where(where)
        .orderBy(desc(onlineLectures.createdAt), desc(onlineLectures.id))
        .limit(paging.pageSize)
        .offset(offsetOf(paging)),
      db.select({ n: count() }).from(onlineLectures).where(where),
    ]);
    return { list, totalItems: total?.n ?? 0 };
  }

  async function goods(licenseId: string, kind: GoodsKind, paging: PageRequest) {
    const where = and(eq(licenseGoods.licenseId, licenseId), eq(licenseGoods.kind, kind));
    const [list, [total]] = await Promise.all([
      db
        .select({
          id: licenseGoods.id,
          title: licenseGoods.title,
          organization: licenseGoods.organization,
          url: licenseGoods.url,
          closesOn: licenseGoods.closesOn,
        })
        .from(licenseGoods)
        .where(where)
        .orderBy(desc(licenseGoods.createdAt), desc(licenseGoods.id))
        .limit(paging.pageSize)
        .offset(offsetOf(paging)),
      db.select({ n: count() }).from(licenseGoods).where(where),
    ]);
    return { list, totalItems: total?.n ?? 0 };
  }

  /** Institutes teaching for a license (all institutes without one), optionally in one region. */
  async function institutes(query: PageRequest & { licenseId?: string; region?: string }) {
    const filters: SQL[] = [];
    const region = query.region?.trim();
    if (region && region !== ALL_REGIONS) filters.push(eq(educationInstitutes.region, region));
    if (query.licenseId) {
      const linked = db
        .select({ id: educationInstituteLicenses.instituteId })
        .from(educationInstituteLicenses)
        .where(eq(educationInstituteLicenses.licenseId, query.licenseId));
      filters.push(inArray(educationInstitutes.id, linked));
    }
    const where = filters.length ? and(...filters) : undefined;
    const [list, [total], regions] = await Promise.all([
      db
        .select({
          id: educationInstitutes.id,
          name: educationInstitutes.name,
          region: educationInstitutes.region,
          address: educationInstitutes.address,
          phone: educationInstitutes.phone,
          url: educationInstitutes.url,
        })
        .from(educationInstitutes)
        .where(where)
        .orderBy(asc(educationInstitutes.region), asc(educationInstitutes.name))
        .limit(query.pageSize)
        .offset(offsetOf(query)),
      db.select({ n: count() }).from(educationInstitutes).where(where),
      db
        .selectDistinct({ region: educationInstitutes.region })
        .from(educationInstitutes)
        .orderBy(asc(educationInstitutes.region)),
    ]);
    return { list, totalItems: total?.n ?? 0, regions: [ALL_REGIONS, ...regions.map((r) => r.region)] };
  }

  async function trackBanner(event: {
    licenseId: string | null;
    pageUrl: string;
    targetUrl: string;
    location: string;
    device: "mobile" | "pc";
    event: "impression" | "click";
  }) {
    await db.insert(bannerEvents).values(event);
  }

  /** Views and clicks per banner (a location and its target) for /adm, most clicked first. */
  async function bannerStats(limit = 50) {
    const views = sql<number>`count(*) filter (where ${bannerEvents.event} = 'impression')`.mapWith(Number);
    const clicks = sql<number>`count(*) filter (where ${bannerEvents.event} = 'click')`.mapWith(Number);
    return db
      .select({ location: bannerEvents.location, targetUrl: bannerEvents.targetUrl, views, clicks })
      .from(bannerEvents)
      .groupBy(bannerEvents.location, bannerEvents.targetUrl)
      .orderBy(desc(clicks), desc(views), asc(bannerEvents.location), asc(bannerEvents.targetUrl))
      .limit(limit);
  }

  return { lectures, goods, institutes, trackBanner, bannerStats };
}
