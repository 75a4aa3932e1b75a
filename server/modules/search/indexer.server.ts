import { sql } from "drizzle-orm";
import { allowLongStatements, type Db } from "../../db/client.server";
import { searchDocuments, searchIndexState } from "../../db/schema";
import { type DocumentSource, documentSources, fingerprintSql, type SearchDocumentInput } from "./documents.server";
import { bigramsOf, choseongKey, normalizeText } from "./text";

const INSERT_CHUNK = 1000;

/** Normalised columns of one document: what the search queries compare against. */
export function toRow(doc: SearchDocumentInput): typeof searchDocuments.$inferInsert {
  const normTitle = normalizeText(doc.title);
  const parts = [normTitle, ...doc.keywords.map((k) => (k ? normalizeText(k) : ""))].filter(Boolean);
  const choseong = choseongKey(doc.title);
  const bigrams = new Set<string>();
  for (const part of parts) for (const b of bigramsOf(part)) bigrams.add(b);
  for (const b of bigramsOf(choseong)) bigrams.add(b);
  return {
    category: doc.category,
    kind: doc.kind,
    refId: doc.refId,
    title: doc.title,
    summary: doc.summary,
    url: doc.url,
    normTitle,
    normText: [...new Set(parts)].join(" "),
    bigrams: [...bigrams],
    choseong,
    popularity: doc.popularity,
    sortHint: doc.sortHint ?? 0,
  };
}

export interface IndexState {
  stored: string | null;
  current: string;
}

/** The stored and the current fingerprint, in one cheap query (runs on every server start). */
export async function indexState(db: Db, sources: DocumentSource[] = documentSources): Promise<IndexState> {
  const result = await db.execute<{ stored: string | null; current: string }>(
    sql`select (select fingerprint from ${searchIndexState} where id = 1) as stored, ${fingerprintSql(sources)} as current`,
  );
  const row = result.rows[0];
  return { stored: row?.stored ?? null, current: row?.current ?? "" };
}

/** Rebuilds the whole index in one transaction: readers see the old index until it commits. */
export async function reindex(db: Db, sources: DocumentSource[] = documentSources): Promise<{ documents: number }> {
  return db.transaction(async (tx) => {
    await allowLongStatements(tx);
    await tx.delete(searchDocuments);
    let documents = 0;
    for (const source of sources) {
      const docs = await source.load(tx);
      for (let i = 0; i < docs.length; i += INSERT_CHUNK) {
        await tx.insert(searchDocuments).values(docs.slice(i, i + INSERT_CHUNK).map(toRow));
      }
      documents += docs.length;
    }
    const state = await tx.execute<{ fingerprint: string }>(sql`select ${fingerprintSql(sources)} as fingerprint`);
    const fingerprint = state.rows[0]?.fingerprint ?? "";
    await tx
      .insert(searchIndexState)
      .values({ id: 1, fingerprint, documentCount: documents })
      .onConflictDoUpdate({
        target: searchIndexState.id,
        set: { fingerprint, documentCount: documents, builtAt: sql`now()` },
      });
    // Bulk inserts leave rows in the GIN pending lists, which every query would scan linearly
    // until autovacuum merges them; merge them now (PGlite has no autovacuum at all).
    await tx.execute(
      sql`select gin_clean_pending_list('search_documents_bigrams_idx'), gin_clean_pending_list('search_documents_name_trgm_idx')`,
    );
    await tx.execute(sql`analyze ${searchDocuments}`);
    return { documents };
  });
}

/** Rebuilds only when the source tables changed since the last build (or it never ran). */
export async function reindexIfStale(db: Db, log: { log: (line: string) => void }): Promise<void> {
  const state = await indexState(db);
  if (state.stored === state.current) return;
  const started = performance.now();
  const { documents } = await reindex(db);
  log.log(`search index rebuilt: ${documents} documents in ${Math.round(performance.now() - started)} ms`);
}
