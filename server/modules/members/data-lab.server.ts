import { type SQL, sql } from "drizzle-orm";
import { type RankedRelation, rankRelations } from "../../../shared/relations";
import type { Db } from "../../db/client.server";
import { linkRelations } from "../licenses/relations.server";

/** Below this many other holders, dataLab falls back to the public job/major links. */
export const DATALAB_MIN_HOLDERS = 10;
const RELATIONS_PER_KIND = 5;
/**
 * Public data labs kept per process: one per license shown on a /mypage, a few hundred bytes each.
 * The catalogue has ~8,300 licenses; past this many the map starts again rather than grow.
 */
const PUBLIC_CACHE_LIMIT = 2_000;

export type Relation = RankedRelation;

export interface DataLab {
  licenses: Relation[];
  jobs: Relation[];
  majors: Relation[];
  /** "members" when computed from other members' specs, "public" from the job/major catalogues. */
  basis: "members" | "public";
}

/** A held license of the member and how many other active members hold it (which basis its data lab takes). */
export interface HeldBase {
  licenseId: string;
  holders: number;
}

/**
 * The member's held licenses with their other active holders, as a json column of a statement on
 * `members` (decision 0078): the basis of each data lab is known without a statement of its own.
 */
export const heldBasesSql = sql<HeldBase[]>`coalesce((select json_agg(json_build_object('licenseId', ml.license_id,
    'holders', (select count(*) from member_licenses o join members om on om.id = o.member_id
      where o.license_id = ml.license_id and o.kind = 'held' and o.member_id <> ml.member_id and om.status = 'active')))
  from member_licenses ml where ml.member_id = "members"."id" and ml.kind = 'held'), '[]'::json)`;

const list = (values: string[]): SQL =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

type RelationRow = { kind: "license" | "job" | "major"; base: string; id: string; name: string; n: number; total: number };

const topRelations = (rows: RelationRow[], kind: RelationRow["kind"], base: string): Relation[] =>
  rankRelations(
    rows
      .filter((r) => r.kind === kind && r.base === base)
      .map((r) => ({ id: String(r.id), name: r.name, part: Number(r.n), whole: Number(r.total) })),
    RELATIONS_PER_KIND,
  );

/**
 * Among the other active members who hold each base license, the share who also hold license X,
 * want job Y or chose subject Z: the three lists in one statement.
 */
async function fromMembers(db: Db, memberId: number, bases: string[]): Promise<Map<string, DataLab>> {
  const rows = await db.execute<RelationRow>(sql`with h as (
      select ml.license_id, ml.member_id from member_licenses ml join members m on m.id = ml.member_id
      where ml.kind = 'held' and ml.license_id in ${list(bases)} and ml.member_id <> ${memberId} and m.status = 'active'
    ), c as (select license_id, count(*)::int as total from h group by license_id)
    select 'license' as kind, h.license_id as base, l.id, l.name, count(*)::int as n, c.total
      from h join member_licenses x on x.member_id = h.member_id and x.kind = 'held' and x.license_id <> h.license_id
      join licenses l on l.id = x.license_id join c on c.license_id = h.license_id group by h.license_id, l.id, l.name, c.total
    union all
    select 'job', h.license_id, j.id::text, j.name, count(*)::int, c.total
      from h join member_desired_jobs x on x.member_id = h.member_id join career_jobs j on j.id = x.job_id
      join c on c.license_id = h.license_id group by h.license_id, j.id, j.name, c.total
    union all
    select 'major', h.license_id, mj.id::text, mj.name, count(*)::int, c.total
      from h join member_desired_subjects x on x.member_id = h.member_id join majors mj on mj.id = x.major_id
      join c on c.license_id = h.license_id group by h.license_id, mj.id, mj.name, c.total`);
  const result = new Map<string, DataLab>();
  for (const base of bases)
    result.set(base, {
      basis: "members",
      licenses: topRelations(rows.rows, "license", base),
      jobs: topRelations(rows.rows, "job", base),
      majors: topRelations(rows.rows, "major", base),
    });
  return result;
}

async function fromLinks(db: Db, licenseId: string): Promise<DataLab> {
  const links = await linkRelations(db, licenseId, RELATIONS_PER_KIND);
  const plain = (relations: typeof links.relationJob): Relation[] =>
    relations.map((r) => ({ id: r.no, name: r.name, percent: r.percent }));
  return {
    basis: "public",
    licenses: plain(links.relationLicense),
    jobs: plain(links.relationJob),
    majors: plain(links.relationMajor),
  };
}

/**
 * dataLab for each held license: from other members' specs with DATALAB_MIN_HOLDERS or more other
 * holders (read each time: any member's spec changes it), else from the public links (licenses
 * module `linkRelations`). Those depend on the catalogue alone, so they are computed once per license
 * and catalogue fingerprint (the one of stored recommendations, decision 0076: imports and syncs, the
 * only writers of the link tables and of license names) and kept in the process (decision 0078).
 */
export function createDataLabs(db: Db) {
  let cachedFingerprint = "";
  const publicLabs = new Map<string, Promise<DataLab>>();

  function publicLab(licenseId: string, fingerprint: string): Promise<DataLab> {
    if (fingerprint !== cachedFingerprint || publicLabs.size >= PUBLIC_CACHE_LIMIT) {
      publicLabs.clear();
      cachedFingerprint = fingerprint;
    }
    const known = publicLabs.get(licenseId);
    if (known) return known;
    // The fingerprint was read before these statements: a catalogue change in between gives newer
    // data under the older fingerprint, which the next read (with the new one) replaces anyway.
    const computed = fromLinks(db, licenseId);
    publicLabs.set(licenseId, computed);
    computed.catch(() => publicLabs.delete(licenseId));
    return computed;
  }

  return async function dataLabs(memberId: number, held: HeldBase[], fingerprint: string): Promise<Map<string, DataLab>> {
    const byMembers = held.filter((h) => Number(h.holders) >= DATALAB_MIN_HOLDERS).map((h) => h.licenseId);
    const byPublic = held.filter((h) => Number(h.holders) < DATALAB_MIN_HOLDERS).map((h) => h.licenseId);
    // All at once: one license after the other would be a waterfall of statements.
    const [members, links] = await Promise.all([
      byMembers.length ? fromMembers(db, memberId, byMembers) : new Map<string, DataLab>(),
      Promise.all(byPublic.map(async (id) => [id, await publicLab(id, fingerprint)] as const)),
    ]);
    return new Map([...members, ...links]);
  };
}

export type DataLabs = ReturnType<typeof createDataLabs>;
