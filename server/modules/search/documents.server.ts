import { eq, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { SearchCategory } from "../../../shared/search-categories";
import type { Db } from "../../db/client.server";
import { careerJobs, dictionaryJobs, educationInstitutes, licenses, majors, posts, testCatalogue } from "../../db/schema";
import { indexablePosts } from "../boards/queries.server";
import { postDocument } from "../boards/search-document";
import { dutyTermsByLicense } from "../preferenceLaws/service.server";

/** A transaction handle or the database: sources read through whatever they are given. */
type Reader = Pick<Db, "select">;

/** One searchable item before normalisation (see `toRow` in indexer.ts). */
export interface SearchDocumentInput {
  category: SearchCategory;
  kind: string;
  refId: string;
  title: string;
  summary: string | null;
  url: string;
  /** Extra searchable text (similar names, field names, a body excerpt); not shown. */
  keywords: Array<string | null>;
  popularity: number;
  /** Tie-break inside one popularity band, lower first (default 0). */
  sortHint?: number;
}

/**
 * A domain table that feeds the index: `table` is counted for the staleness fingerprint and
 * `load` returns its documents. Adding a searchable domain means adding one source here.
 */
export interface DocumentSource {
  name: string;
  table: PgTable;
  load(db: Reader): Promise<SearchDocumentInput[]>;
}

/**
 * Bump when the document shape or the normalisation (text.ts, indexer.ts) changes: every database
 * then rebuilds its index on next start, and the test snapshot (keyed on this file) is re-seeded.
 */
export const DOCUMENTS_VERSION = 4;

const SUMMARY_LENGTH = 120;

function excerpt(text: string | null, length: number): string | null {
  if (!text) return null;
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat || null;
}

function joinParts(parts: Array<string | null | undefined>): string | null {
  const kept = parts.filter((p): p is string => Boolean(p?.trim()));
  return kept.length > 0 ? kept.join(" · ") : null;
}

const q = encodeURIComponent;

/** License grades from the top of the ladder down; other qualifications come after them. */
const GRADE_ORDER = ["기술사", "기능장", "기사", "산업기사", "기능사"];

function gradeOrder(gradeName: string | null): number {
  const index = gradeName ? GRADE_ORDER.indexOf(gradeName) : -1;
  return index === -1 ? GRADE_ORDER.length : index;
}

const licenseSource: DocumentSource = {
  name: "licenses",
  table: licenses,
  load: async (db) => {
    const rows = await db.select().from(licenses);
    // The duties a license's laws give holders (우대현황, decision 0071): "전기안전관리자" finds 전기기사.
    const duties = await dutyTermsByLicense(db);
    return rows.map((r) => ({
      category: "license",
      kind: "license",
      refId: r.id,
      title: r.name,
      summary: joinParts([r.qualificationTypeName, r.gradeName, r.issuer]),
      url: `/jnLics/licenseInfo?ld_id=${q(r.id)}`,
      keywords: [r.jobFieldName, r.subJobFieldName, ...(duties.get(r.id) ?? [])],
      popularity: r.applicants,
      sortHint: gradeOrder(r.gradeName),
    }));
  },
};

const careerJobSource: DocumentSource = {
  name: "career_jobs",
  table: careerJobs,
  load: async (db) => {
    const rows = await db
      .select({
        id: careerJobs.id,
        name: careerJobs.name,
        similarNames: careerJobs.similarNames,
        category: careerJobs.jobCategory,
      })
      .from(careerJobs);
    return rows.map((r) => ({
      category: "job",
      kind: "career_job",
      refId: String(r.id),
      title: r.name,
      summary: joinParts(["직업정보", r.category]),
      url: `/jnJob/jobDicDt?jobdicSeq=${r.id}`,
      keywords: [r.similarNames],
      popularity: 0,
    }));
  },
};

const dictionaryJobSource: DocumentSource = {
  name: "dictionary_jobs",
  table: dictionaryJobs,
  load: async (db) => {
    const rows = await db
      .select({
        code: dictionaryJobs.code,
        name: dictionaryJobs.name,
        summary: dictionaryJobs.summary,
        similarNames: dictionaryJobs.similarNames,
      })
      .from(dictionaryJobs);
    return rows.map((r) => ({
      category: "job",
      kind: "dictionary_job",
      refId: r.code,
      title: r.name,
      summary: excerpt(r.summary, SUMMARY_LENGTH),
      url: `/jnJob/jobInfo?dJobCd=${q(r.code)}`,
      keywords: [r.similarNames],
      popularity: 0,
    }));
  },
};

const majorSource: DocumentSource = {
  name: "majors",
  table: majors,
  load: async (db) => {
    const rows = await db.select({ id: majors.id, name: majors.name, subjects: majors.mainSubjects }).from(majors);
    return rows.map((r) => ({
      category: "job",
      kind: "major",
      refId: String(r.id),
      title: r.name,
      summary: joinParts(["학과정보", excerpt(r.subjects, SUMMARY_LENGTH)]),
      url: `/jnCareer/majorInfoDt?id=${r.id}`,
      keywords: [],
      popularity: 0,
    }));
  },
};

/** A catalogue test's document: in the 어학·공공시험 tab (`languageOfficialInfo`), linking to its page. */
export function testDocument(r: typeof testCatalogue.$inferSelect): SearchDocumentInput {
  return {
    category: "exam",
    kind: r.kind === "public" ? "public_test" : "language_test",
    refId: r.id,
    title: r.name,
    summary: joinParts([r.kind === "public" ? "공공기관 채용시험" : "어학시험", r.organiser, r.scoreScale]),
    url: `/jnLnPo/licenseInfo?ld_id=${q(r.id)}`,
    keywords: [r.language, r.organiser, ...(r.aliases ?? "").split(";")],
    popularity: 0,
    sortHint: r.sortOrder,
  };
}

const testCatalogueSource: DocumentSource = {
  name: "test_catalogue",
  table: testCatalogue,
  load: async (db) => (await db.select().from(testCatalogue).where(eq(testCatalogue.hidden, false))).map(testDocument),
};

const instituteSource: DocumentSource = {
  name: "education_institutes",
  table: educationInstitutes,
  load: async (db) => {
    const rows = await db.select().from(educationInstitutes);
    return rows.map((r) => ({
      category: "education",
      kind: "institute",
      refId: String(r.id),
      title: r.name,
      summary: joinParts([r.region, r.address]),
      url: `/education/InstituteInfo?id=${r.id}`,
      keywords: [r.region],
      popularity: 0,
    }));
  },
};

const postSource: DocumentSource = {
  name: "posts",
  table: posts,
  load: async (db) => {
    const rows = await indexablePosts(db);
    return rows.map(postDocument);
  },
};

export const documentSources: DocumentSource[] = [
  licenseSource,
  careerJobSource,
  dictionaryJobSource,
  majorSource,
  testCatalogueSource,
  instituteSource,
  postSource,
];

/** `count:count:…` of every source table, plus the latest import and the document version. */
export function fingerprintSql(sources: DocumentSource[]): SQL<string> {
  const counts = sources.map((s) => sql`(select count(*) from ${s.table})::text`);
  return sql<string>`concat_ws(':', ${DOCUMENTS_VERSION}::text, (select coalesce(max(id), 0) from data_imports)::text, ${sql.join(counts, sql`, `)})`;
}
