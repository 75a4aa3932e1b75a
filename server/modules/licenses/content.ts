import { and, asc, count, desc, eq, ilike, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  bannerEvents,
  educationInstituteLicenses,
  educationInstitutes,
  licenseGoods,
  licenseNews,
  licenses,
  onlineLectures,
  talkPosts,
} from "../../db/schema";

export const GOODS_KINDS = ["textbook", "job_posting", "subsidy"] as const;
export type GoodsKind = (typeof GOODS_KINDS)[number];
/** The region filter's "all" value (spec: 전체 is treated as empty). */
export const ALL_REGIONS = "전체";
/** Select-license notice and talk lists are capped at 5. */
export const TALK_LIMIT = 5;

export interface Paging {
  page: number;
  pageSize: number;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const offsetOf = ({ page, pageSize }: Paging) => (page - 1) * pageSize;

/** Admin-managed content around a license page (see server/db/schema/licenseContent.ts). */
export function createContentService(db: Db) {
  async function news(licenseId: string, limit: number) {
    const rows = await db
      .select({
        id: licenseNews.id,
        title: licenseNews.title,
        url: licenseNews.url,
        publisher: licenseNews.publisher,
        publishedAt: licenseNews.publishedAt,
      })
      .from(licenseNews)
      .where(eq(licenseNews.licenseId, licenseId))
      .orderBy(desc(licenseNews.publishedAt), desc(licenseNews.id))
      .limit(limit);
    // The spec trims news dates to 10 characters ("2026-11-20").
    return rows.map(({ publishedAt, ...r }) => ({ ...r, date: publishedAt.toISOString().slice(0, 10) }));
  }

  async function lectures(licenseId: string, paging: Paging) {
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

  async function goods(licenseId: string, kind: GoodsKind, paging: Paging) {
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
  async function institutes(query: Paging & { licenseId?: string; region?: string }) {
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

  /** Talk summary of a license: notices and talk posts, newest (or most commented) first, 5 each. */
  async function talkSummary(licenseId: string, sort: "latest" | "comment", search?: string) {
    const [license] = await db.select({ name: licenses.name }).from(licenses).where(eq(licenses.id, licenseId));
    if (!license) return null;
    const term = search?.trim();
    const postsOf = (kind: "notice" | "talk") =>
      db
        .select({
          id: talkPosts.id,
          title: talkPosts.title,
          commentCount: talkPosts.commentCount,
          createdAt: talkPosts.createdAt,
        })
        .from(talkPosts)
        .where(
          and(
            eq(talkPosts.licenseId, licenseId),
            eq(talkPosts.kind, kind),
            term ? ilike(talkPosts.title, `%${escapeLike(term)}%`) : undefined,
          ),
        )
        .orderBy(...(sort === "comment" ? [desc(talkPosts.commentCount)] : []), desc(talkPosts.createdAt), desc(talkPosts.id))
        .limit(TALK_LIMIT);
    const [notices, talks] = await Promise.all([postsOf("notice"), postsOf("talk")]);
    const shape = (rows: typeof notices) =>
      rows.map(({ createdAt, ...r }) => ({ ...r, date: createdAt.toISOString().slice(0, 10) }));
    return { licenseName: license.name, notices: shape(notices), talks: shape(talks) };
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

  return { news, lectures, goods, institutes, talkSummary, trackBanner };
}
