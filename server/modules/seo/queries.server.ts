import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { boards, careerJobs, dataImports, dictionaryJobs, licenses, majors, posts } from "../../db/schema";

/**
 * Read-only lookups for search-engine files and tags. This module owns no tables: it reads the
 * catalogue's ids and times, as the search index does.
 */

/** Posts anyone may read: visible, on a board without a member-only read level. */
const publicPost = and(eq(posts.status, "visible"), isNull(posts.deletedAt), eq(boards.readLevel, "all"));

/** When each dataset was last imported (the sitemap's lastmod for rows without their own time). */
export async function importTimes(db: Db, datasets: string[]): Promise<Map<string, Date>> {
  const rows = await db
    .select({ dataset: dataImports.dataset, at: sql<Date>`max(${dataImports.importedAt})`.mapWith(dataImports.importedAt) })
    .from(dataImports)
    .where(inArray(dataImports.dataset, datasets))
    .groupBy(dataImports.dataset);
  return new Map(rows.map((r) => [r.dataset, r.at]));
}

export function licenseRows(db: Db) {
  return db.select({ id: licenses.id, updatedAt: licenses.updatedAt }).from(licenses).orderBy(asc(licenses.id));
}

export function encyclopediaJobIds(db: Db) {
  return db.select({ id: careerJobs.id }).from(careerJobs).orderBy(asc(careerJobs.id));
}

export function dictionaryJobCodes(db: Db) {
  return db.select({ code: dictionaryJobs.code }).from(dictionaryJobs).orderBy(asc(dictionaryJobs.code));
}

export function majorIds(db: Db) {
  return db.select({ id: majors.id }).from(majors).orderBy(asc(majors.id));
}

export function publicPostRows(db: Db) {
  return db
    .select({
      id: posts.id,
      kind: boards.kind,
      at: sql<Date>`coalesce(${posts.updatedAt}, ${posts.createdAt})`.mapWith(posts.createdAt),
    })
    .from(posts)
    .innerJoin(boards, eq(boards.slug, posts.boardSlug))
    .where(publicPost)
    .orderBy(desc(posts.id));
}

export async function licenseForSeo(db: Db, id: string) {
  const [row] = await db
    .select({
      id: licenses.id,
      name: licenses.name,
      qualificationTypeName: licenses.qualificationTypeName,
      gradeName: licenses.gradeName,
    })
    .from(licenses)
    .where(eq(licenses.id, id))
    .limit(1);
  return row ?? null;
}

export async function encyclopediaJobForSeo(db: Db, id: number) {
  const [row] = await db
    .select({ id: careerJobs.id, name: careerJobs.name, similarNames: careerJobs.similarNames })
    .from(careerJobs)
    .where(eq(careerJobs.id, id))
    .limit(1);
  return row ?? null;
}

export async function dictionaryJobForSeo(db: Db, code: string) {
  const [row] = await db
    .select({ code: dictionaryJobs.code, name: dictionaryJobs.name, summary: dictionaryJobs.summary })
    .from(dictionaryJobs)
    .where(eq(dictionaryJobs.code, code))
    .limit(1);
  return row ?? null;
}

export async function majorForSeo(db: Db, id: number) {
  const [row] = await db.select({ id: majors.id, name: majors.name }).from(majors).where(eq(majors.id, id)).limit(1);
  return row ?? null;
}

export async function postForSeo(db: Db, id: number) {
  const [row] = await db
    .select({ id: posts.id, title: posts.title, bodyText: posts.bodyText, boardName: boards.name, kind: boards.kind })
    .from(posts)
    .innerJoin(boards, eq(boards.slug, posts.boardSlug))
    .where(and(eq(posts.id, id), publicPost))
    .limit(1);
  return row ?? null;
}
