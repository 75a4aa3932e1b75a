import { type SQL, sql } from "drizzle-orm";
import { type SearchCategory, TYPO_CATEGORIES } from "../../../shared/search-categories";
import type { Db } from "../../db/client.server";
import type { ParsedQuery } from "./text";

/**
 * Typo matches start at 3 characters, as in Elasticsearch's AUTO fuzziness (none up to 2): a
 * 2-syllable query's trigrams make any short name "similar", and the trigram index cannot serve
 * them: without the branch a 2-syllable search takes 35–60 % of the time (docs/decisions/0033-speed.md).
 */
const MIN_TYPO_LENGTH = 3;

/** A matched document with its rank inputs. */
export type SearchHit = {
  id: number;
  category: SearchCategory;
  kind: string;
  refId: string;
  title: string;
  summary: string | null;
  url: string;
  popularity: number;
  /** 0 exact name, 1 name prefix, 2 all terms in the name, 3 terms in keywords/body, 4 similar name. */
  tier: number;
};

const columns = sql`d.id, d.category, d.kind, d.ref_id as "refId", d.title, d.summary, d.url, d.popularity, d.sort_hint`;

function textArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

function allTermsIn(column: SQL, terms: string[]): SQL {
  return sql.join(
    terms.map((t) => sql`strpos(${column}, ${t}) > 0`),
    sql` and `,
  );
}

/** Every query bigram present (GIN `@>`), confirmed by a substring check on the text or 초성 key. */
export function bigramMatchSql(q: ParsedQuery): SQL {
  const confirm = q.choseong ? sql`strpos(d.choseong, ${q.choseong}) > 0` : allTermsIn(sql`d.norm_text`, q.terms);
  return sql`d.bigrams @> ${textArray(q.bigrams)} and ${confirm}`;
}

function tierSql(q: ParsedQuery): SQL {
  if (q.choseong) {
    return sql`case when d.choseong = ${q.choseong} then 0 when starts_with(d.choseong, ${q.choseong}) then 1 else 2 end`;
  }
  return sql`case
    when d.norm_title = ${q.normalized} then 0
    when starts_with(d.norm_title, ${q.normalized}) then 1
    when ${allTermsIn(sql`d.norm_title`, q.terms)} then 2
    when ${allTermsIn(sql`d.norm_text`, q.terms)} then 3
    else 4 end`;
}

function similaritySql(q: ParsedQuery): SQL {
  return q.choseong ? sql`similarity(d.choseong, ${q.choseong})` : sql`similarity(d.norm_title, ${q.normalized})`;
}

/**
 * Rank: tier, then the query variant (an expanded abbreviation before the keyword as typed),
 * popularity by order of magnitude, the source's tie-break (license grade), exact popularity and
 * the shorter name. The typo matches of tier 4 are ordered by similarity first.
 */
const orderBy = sql`tier, variant, sim desc, floor(log((popularity + 1)::float8)) desc, sort_hint, popularity desc, len, id`;

/**
 * The matching documents with their rank inputs. Two index-driven branches, so neither re-checks
 * the other's condition row by row: all query bigrams (GIN `@>`) confirmed by a substring check,
 * and — for text queries — similar names of licenses, jobs, tests and institutes (pg_trgm `%`,
 * partial trigram GIN index) that the first branch missed. Similarity is only computed for those.
 * Several variants of a query (synonyms.ts) each get the first branch; a document matched by more
 * than one keeps its best rank. The typo branch serves the keyword as typed (the last variant) only.
 */
function matchedCte(variants: ParsedQuery[], categories?: SearchCategory[]): SQL {
  const typed = variants.at(-1);
  if (!typed) throw new Error("matchedCte needs at least one query");
  const inCategories = categories
    ? sql` and d.category in (${sql.join(
        categories.map((c) => sql`${c}`),
        sql`, `,
      )})`
    : sql``;
  const select = sql`${columns}, char_length(d.norm_title) as len`;
  const branches = variants.map(
    (q, i) => sql`select ${select}, ${tierSql(q)} as tier, ${sql.raw(String(i))} as variant, 0::real as sim
    from search_documents d where ${bigramMatchSql(q)}${inCategories}`,
  );
  const typoCategories = TYPO_CATEGORIES.filter((c) => !categories || categories.includes(c));
  if (!typed.choseong && typoCategories.length > 0 && Array.from(typed.normalized).length >= MIN_TYPO_LENGTH) {
    // Literals, not parameters: the planner must see the partial index's predicate to use it.
    const typoPredicate = sql.raw(`d.category in (${TYPO_CATEGORIES.map((c) => `'${c}'`).join(", ")})`);
    const matchedBefore = sql.join(
      variants.map((q) => sql`(${bigramMatchSql(q)})`),
      sql` or `,
    );
    branches.push(sql`select ${select}, 4 as tier, ${sql.raw(String(variants.length - 1))} as variant, ${similaritySql(typed)} as sim
    from search_documents d
    where d.norm_title % ${typed.normalized} and ${typoPredicate} and not (${matchedBefore})${inCategories}`);
  }
  const union = sql.join(branches, sql` union all `);
  if (variants.length === 1) return sql`matched as (${union})`;
  return sql`matched as (select distinct on (id) * from (${union}) u order by id, tier, variant)`;
}

type Row = SearchHit & { total: number };

/** The single-category query (exported so tests can EXPLAIN it). */
export function categoryPageSql(q: ParsedQuery[], category: SearchCategory, limit: number, offset: number): SQL {
  return sql`
    with ${matchedCte(q, [category])}
    select t.total, p.* from (select count(*)::int as total from matched) t
    left join lateral (select * from matched order by ${orderBy} limit ${limit} offset ${offset}) p on true`;
}

/** One category's page plus its total (the total is returned even when the page is empty). */
export async function searchCategoryPage(
  db: Db,
  q: ParsedQuery[],
  category: SearchCategory,
  limit: number,
  offset: number,
): Promise<{ total: number; hits: SearchHit[] }> {
  const result = await db.execute<Row | (Partial<SearchHit> & { total: number })>(categoryPageSql(q, category, limit, offset));
  const total = Number(result.rows[0]?.total ?? 0);
  const hits = result.rows.filter((r): r is Row => r.id != null).map(toHit);
  return { total, hits };
}

/** The first `perCategory` hits of every category and each category's total, in one query. */
export async function searchAllCategories(
  db: Db,
  q: ParsedQuery[],
  perCategory: number,
): Promise<{ totals: Map<SearchCategory, number>; hits: SearchHit[] }> {
  // Partitions in byte order: sorting under the database collation (C.UTF-8 through libc) made
  // this sort take longer than finding the matches.
  const result = await db.execute<Row>(sql`
    with ${matchedCte(q)}
    select * from (
      select m.*, (count(*) over w)::int as total, row_number() over (w order by ${orderBy}) as rn
      from matched m
      window w as (partition by m.category collate "C")
    ) x where rn <= ${perCategory}
    order by category collate "C", rn`);
  const totals = new Map<SearchCategory, number>();
  for (const row of result.rows) totals.set(row.category, Number(row.total));
  return { totals, hits: result.rows.map(toHit) };
}

/** Matches per category (the result page's tab counts while one tab is open). */
export async function countByCategory(db: Db, q: ParsedQuery[]): Promise<Map<SearchCategory, number>> {
  const result = await db.execute<{ category: SearchCategory; total: number }>(sql`
    with ${matchedCte(q)}
    select category, count(*)::int as total from matched group by category`);
  return new Map(result.rows.map((r) => [r.category, Number(r.total)]));
}

/** Top names for the autocomplete (licenses and jobs), best first. */
export async function searchNames(db: Db, q: ParsedQuery[], categories: SearchCategory[], limit: number): Promise<SearchHit[]> {
  const result = await db.execute<Row>(sql`
    with ${matchedCte(q, categories)}
    select * from matched order by ${orderBy} limit ${limit}`);
  return result.rows.map(toHit);
}

/**
 * Closest names for a query without results: documents sharing at least one bigram (GIN `&&`),
 * ordered by trigram similarity.
 */
export async function suggestNames(db: Db, q: ParsedQuery, categories: SearchCategory[], limit: number): Promise<SearchHit[]> {
  const result = await db.execute<Row>(sql`
    select ${columns}, 4 as tier from search_documents d
    where d.bigrams && ${textArray(q.bigrams)} and d.category in (${sql.join(
      categories.map((c) => sql`${c}`),
      sql`, `,
    )})
    order by ${similaritySql(q)} desc, d.popularity desc, d.id
    limit ${limit}`);
  return result.rows.map(toHit);
}

function toHit(row: Row): SearchHit {
  return {
    id: Number(row.id),
    category: row.category,
    kind: row.kind,
    refId: row.refId,
    title: row.title,
    summary: row.summary,
    url: row.url,
    popularity: Number(row.popularity),
    tier: Number(row.tier),
  };
}
