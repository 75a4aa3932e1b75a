import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { memberRecommendations, members } from "../../db/schema";
import { specHashSql } from "./queries.server";
import type { RecommendationResult } from "./service.server";

/**
 * Part of the catalogue fingerprint: raise it when the model, the reasons or the shape of
 * `RecommendationResult` change, so that stored results computed by the previous code are not served.
 */
const RESULT_VERSION = 1;

/**
 * What the recommendations are computed from besides the member's spec and the day: an import (a
 * new data_imports row), a finished sync (rounds, phases and pass rates it rewrote), rounds and
 * phases added by any other writer, and the test catalogue an admin edits. Index lookups and two
 * small tables, so the check fits on every /mypage read. The my page's public data labs are kept
 * per this fingerprint too (members/data-lab.server.ts, decision 0078).
 */
export const catalogueFingerprintSql = sql<string>`concat_ws(':', ${RESULT_VERSION}::text,
  (select coalesce(max(id), 0) from data_imports)::text,
  (select coalesce(max(finished_at)::text, '-') from sync_runs),
  (select coalesce(max(id), 0) from exam_rounds)::text,
  (select coalesce(max(id), 0) from exam_phases)::text,
  (select coalesce(max(updated_at)::text, '-') from test_catalogue))`;

export async function catalogueFingerprint(db: Db): Promise<string> {
  const result = await db.execute<{ fingerprint: string }>(sql`select ${catalogueFingerprintSql} as fingerprint`);
  return result.rows[0]?.fingerprint ?? "";
}

/**
 * The member's stored result when it is fresh for `today`, their current spec and the current
 * catalogue (else `result` is null), and the current fingerprint to compute a new one with; no row
 * when the member does not exist. One statement, prepared by name so that each connection plans it
 * once: planning it was most of what a fresh read cost on PostgreSQL.
 */
export function storedReader(db: Db) {
  const r = memberRecommendations;
  const today = sql.placeholder("today");
  const statement = db
    .select({
      fingerprint: catalogueFingerprintSql,
      result: sql<RecommendationResult | null>`case when ${r.computedFor} = ${today}::date
        and ${r.specHash} = ${specHashSql} and ${r.catalogueFingerprint} = ${catalogueFingerprintSql}
        then ${r.result} end`.mapWith(r.result),
    })
    .from(members)
    .leftJoin(r, eq(r.memberId, members.id))
    .where(eq(members.id, sql.placeholder("memberId")))
    .prepare("read_member_recommendations");
  return async (memberId: number, today: string) => (await statement.execute({ memberId, today }))[0] ?? null;
}

/**
 * Replaces the member's stored result. Of concurrent computations the last write stays; one made
 * from an older spec or catalogue carries that hash and fingerprint, so the next read computes again.
 */
export async function storeResult(db: Db, row: typeof memberRecommendations.$inferInsert): Promise<void> {
  const { memberId, ...values } = row;
  await db
    .insert(memberRecommendations)
    .values(row)
    .onConflictDoUpdate({ target: memberRecommendations.memberId, set: { ...values, computedAt: sql`now()` } });
}
