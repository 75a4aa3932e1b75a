import { and, asc, eq, sql } from "drizzle-orm";
import { allowLongStatements, type Db } from "../../db/client.server";
import { careerJobs, cataloguePages, catalogueState, dictionaryJobs, licenses, majors } from "../../db/schema";
import { createJobsService } from "../jobs/service.server";
import { createLicensesService } from "../licenses/service.server";
import { createMajorsService } from "../majors/service.server";
import { createPreferenceLawsService } from "../preferenceLaws/service.server";
import { createSchedulesService } from "../schedules/service.server";

/** Bump when a payload's shape changes: the next start rebuilds every page (`rebuildCatalogueIfStale`). */
const PAYLOAD_VERSION = 2;
const INSERT_CHUNK = 200;
/** Institutes on a license page: 4 on desktop, the first 2 of them elsewhere. */
export const LICENSE_PAGE_INSTITUTES = 4;
const FIRST_PAGE = { page: 1, pageSize: 10 };
const GOODS_PAGE = { page: 1, pageSize: 5 };

export const PAGE_KINDS = ["license", "encyclopedia_job", "dictionary_job", "major"] as const;
export type PageKind = (typeof PAGE_KINDS)[number];
/** Rows that every page of a kind shares (the institute regions of the license pages' filter). */
export const SHARED_KIND = "shared";
export const INSTITUTE_REGIONS_ID = "institute_regions";

/** The services a build reads through: the same queries the pages ran before the read model. */
function sources(db: Db) {
  return {
    licenses: createLicensesService(db),
    schedules: createSchedulesService(db),
    jobs: createJobsService(db),
    majors: createMajorsService(db),
    preferenceLaws: createPreferenceLawsService(db),
  };
}
type Sources = ReturnType<typeof sources>;

async function buildLicensePage(s: Sources, id: string, families: Map<string, string[]>) {
  const license = await s.licenses.getLicense(id);
  if (!license) return null;
  const { content } = s.licenses;
  const [rounds, stats, demographics, relations, lectures, textbook, jobPosting, subsidy, institutes, preferences] =
    await Promise.all([
      s.schedules.licenseRounds(id),
      s.licenses.passStatistics(id),
      s.licenses.demographics(id),
      s.licenses.relations(id),
      content.lectures(id, FIRST_PAGE),
      content.goods(id, "textbook", GOODS_PAGE),
      content.goods(id, "job_posting", GOODS_PAGE),
      content.goods(id, "subsidy", GOODS_PAGE),
      content.institutes({ licenseId: id, page: 1, pageSize: LICENSE_PAGE_INSTITUTES }),
      s.preferenceLaws.preferenceLawsFor(id),
    ]);
  return {
    license,
    /** Every year's rounds: the page picks this year's and next year's by the clock. */
    rounds,
    stats,
    family: families.get(id) ?? [],
    demographics,
    relations,
    lectures,
    goods: { textbook, job_posting: jobPosting, subsidy },
    institutes: { list: institutes.list, totalItems: institutes.totalItems },
    /** 우대현황 (decision 0071): the laws that favour holders, grouped by class; no groups without source rows. */
    preferences,
  };
}

export type LicensePage = NonNullable<Awaited<ReturnType<typeof buildLicensePage>>>;
export type EncyclopediaJobPage = NonNullable<Awaited<ReturnType<Sources["jobs"]["encyclopediaEntry"]>>>;
export type DictionaryJobPage = NonNullable<Awaited<ReturnType<Sources["jobs"]["dictionaryEntry"]>>>;
export type MajorPage = NonNullable<Awaited<ReturnType<Sources["majors"]["majorDetail"]>>>;

interface BuildContext {
  s: Sources;
  families: () => Promise<Map<string, string[]>>;
}

/** How each kind lists its ids and builds one page (null: the entity is gone). */
const kinds: Record<PageKind, { ids: (db: Db) => Promise<string[]>; build: (c: BuildContext, id: string) => Promise<unknown> }> =
  {
    license: {
      ids: async (db) => (await db.select({ id: licenses.id }).from(licenses).orderBy(asc(licenses.id))).map((r) => r.id),
      build: async (c, id) => buildLicensePage(c.s, id, await c.families()),
    },
    encyclopedia_job: {
      ids: async (db) => (await db.select({ id: careerJobs.id }).from(careerJobs)).map((r) => String(r.id)),
      build: (c, id) => c.s.jobs.encyclopediaEntry(Number(id)),
    },
    dictionary_job: {
      ids: async (db) => (await db.select({ id: dictionaryJobs.code }).from(dictionaryJobs)).map((r) => r.id),
      build: (c, id) => c.s.jobs.dictionaryEntry(id),
    },
    major: {
      ids: async (db) => (await db.select({ id: majors.id }).from(majors)).map((r) => String(r.id)),
      build: (c, id) => c.s.majors.majorDetail(Number(id)),
    },
  };

function buildContext(db: Db): BuildContext {
  const s = sources(db);
  let families: Promise<Map<string, string[]>> | undefined;
  return { s, families: () => (families ??= s.licenses.figureFamilies()) };
}

async function regionsRow(c: BuildContext) {
  const { regions } = await c.s.licenses.content.institutes({ page: 1, pageSize: 1 });
  return { kind: SHARED_KIND, id: INSTITUTE_REGIONS_ID, payload: regions };
}

async function upsert(db: Db, rows: Array<typeof cataloguePages.$inferInsert>) {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insert(cataloguePages)
      .values(rows.slice(i, i + INSERT_CHUNK))
      .onConflictDoUpdate({
        target: [cataloguePages.kind, cataloguePages.id],
        // builtAt is the database's bookkeeping: its default on insert, its now() on rebuild.
        set: { payload: sql`excluded.payload`, builtAt: sql`now()` },
      });
  }
}

/**
 * Rebuilds the pages of some entities (an admin edit, a synced license) and the shared rows. Call
 * it with the transaction that changed them, so readers never see the change without its page.
 */
export async function rebuildCataloguePages(db: Db, kind: PageKind, ids: readonly string[]): Promise<void> {
  const c = buildContext(db);
  const rows: Array<typeof cataloguePages.$inferInsert> = [await regionsRow(c)];
  for (const id of new Set(ids)) {
    const payload = await kinds[kind].build(c, id);
    if (payload) rows.push({ kind, id, payload });
    else await db.delete(cataloguePages).where(and(eq(cataloguePages.kind, kind), eq(cataloguePages.id, id)));
  }
  await upsert(db, rows);
}

/** `version:latest import:catalogue sizes`: a new import, or entities added by a sync, changes it. */
const fingerprintSql = sql<string>`concat_ws(':', ${PAYLOAD_VERSION}::text,
  (select coalesce(max(id), 0) from data_imports)::text,
  (select count(*) from ${licenses})::text, (select count(*) from ${careerJobs})::text,
  (select count(*) from ${dictionaryJobs})::text, (select count(*) from ${majors})::text)`;

/** Rebuilds every page in one transaction: readers see the old pages until it commits. */
export async function rebuildCatalogue(db: Db): Promise<{ pages: number }> {
  return db.transaction(async (tx) => {
    await allowLongStatements(tx);
    const c = buildContext(tx);
    await tx.delete(cataloguePages);
    let pages = 0;
    await upsert(tx, [await regionsRow(c)]);
    for (const kind of PAGE_KINDS) {
      const rows: Array<typeof cataloguePages.$inferInsert> = [];
      for (const id of await kinds[kind].ids(tx)) {
        const payload = await kinds[kind].build(c, id);
        if (payload) rows.push({ kind, id, payload });
        if (rows.length >= INSERT_CHUNK) {
          pages += rows.length;
          await upsert(tx, rows.splice(0));
        }
      }
      pages += rows.length;
      await upsert(tx, rows);
    }
    const [state] = (await tx.execute<{ fingerprint: string }>(sql`select ${fingerprintSql} as fingerprint`)).rows;
    const fingerprint = state?.fingerprint ?? "";
    await tx
      .insert(catalogueState)
      .values({ id: 1, fingerprint, pageCount: pages })
      .onConflictDoUpdate({ target: catalogueState.id, set: { fingerprint, pageCount: pages, builtAt: sql`now()` } });
    return { pages };
  });
}

/** After-import step: rebuilds the read model when the data or the payload version changed (one query otherwise). */
export async function rebuildCatalogueIfStale(db: Db, log: { log: (line: string) => void }): Promise<boolean> {
  const [row] = (
    await db.execute<{ stored: string | null; current: string }>(
      sql`select (select fingerprint from ${catalogueState} where id = 1) as stored, ${fingerprintSql} as current`,
    )
  ).rows;
  if (row && row.stored === row.current) return false;
  const started = performance.now();
  const { pages } = await rebuildCatalogue(db);
  log.log(`catalogue read model rebuilt: ${pages} pages in ${Math.round(performance.now() - started)} ms`);
  return true;
}
