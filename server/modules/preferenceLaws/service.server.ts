import { asc, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { badRequest } from "../../../shared/app-error";
import {
  dutyKey,
  isPreferenceClass,
  PREFERENCE_CLASSES,
  PREFERENCE_LAWS_BASIS_YEAR,
  PREFERENCE_LAWS_SOURCE,
  type PreferenceArticle,
  type PreferenceClass,
  pairArticles,
} from "../../../shared/preference-laws";
import type { Db } from "../../db/client.server";
import { licensePreferenceLaws, licenses } from "../../db/schema";

/** A transaction handle or the database (the catalogue build reads inside its transaction). */
type Reader = Pick<Db, "select">;

export interface PreferenceLaw {
  law: string;
  articles: PreferenceArticle[];
  /** The source marks the law as tied to the 중대재해처벌법 (중처법대상). */
  seriousAccidentLaw: boolean;
}

export interface PreferenceGroup {
  preferenceClass: PreferenceClass;
  laws: PreferenceLaw[];
}

/** A license's 우대현황: empty `groups` when the source has no rows for it (never filled in). */
export interface LicensePreferences {
  basisYear: number;
  source: string;
  lawCount: number;
  groups: PreferenceGroup[];
}

/** One article of a law that names the duty. */
export interface DutyMatch extends PreferenceArticle {
  law: string;
  /** The class the source gives the law (우대분류). */
  preferenceClass: PreferenceClass;
}

export interface DutyLicense {
  licenseId: string;
  name: string;
  gradeName: string | null;
  /** The most binding class among the matched laws. */
  preferenceClass: PreferenceClass;
  matches: DutyMatch[];
}

/** A duty as a person types it: "전기안전관리자", "소방안전관리자 선임". */
export const dutyQuerySchema = z
  .string({ error: "직무를 입력해주세요." })
  .transform(dutyKey)
  .pipe(z.string().min(2, "직무는 2자 이상 입력해주세요.").max(50, "직무는 50자 이하로 입력해주세요."));

const rank = (c: string) => (isPreferenceClass(c) ? PREFERENCE_CLASSES.indexOf(c) : PREFERENCE_CLASSES.length);
const asClass = (c: string): PreferenceClass => (isPreferenceClass(c) ? c : "기타");

/** The laws of one license, grouped by class, most binding first; laws keep the source's order. */
export async function preferenceLawsFor(db: Reader, licenseId: string): Promise<LicensePreferences> {
  const rows = await db
    .select()
    .from(licensePreferenceLaws)
    .where(eq(licensePreferenceLaws.licenseId, licenseId))
    .orderBy(asc(licensePreferenceLaws.position));
  const groups = PREFERENCE_CLASSES.map((preferenceClass) => ({
    preferenceClass,
    laws: rows
      .filter((r) => asClass(r.preferenceClass) === preferenceClass)
      .map((r) => ({ law: r.law, articles: pairArticles(r.articles, r.uses), seriousAccidentLaw: r.seriousAccidentLaw })),
  })).filter((g) => g.laws.length > 0);
  return { basisYear: PREFERENCE_LAWS_BASIS_YEAR, source: PREFERENCE_LAWS_SOURCE, lawCount: rows.length, groups };
}

/**
 * Licenses whose laws name a duty in an article's title or its use (spaces ignored: the source
 * removed them): "전기안전관리자" → 전기기사, 전기산업기사, … Ordered by the most binding class, then
 * by how many articles name the duty, then by applicants (the more common license first).
 */
export async function licensesForDuty(db: Reader, duty: string): Promise<DutyLicense[]> {
  const parsed = dutyQuerySchema.safeParse(duty);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message);
  const key = parsed.data;
  // The source's only whitespace is the space (689 rows keep some); replace() is cheaper than a regex.
  const squeezed = (column: PgColumn) => sql`replace(${column}, ' ', '')`;
  const rows = await db
    .select({
      licenseId: licensePreferenceLaws.licenseId,
      law: licensePreferenceLaws.law,
      articles: licensePreferenceLaws.articles,
      uses: licensePreferenceLaws.uses,
      preferenceClass: licensePreferenceLaws.preferenceClass,
      name: licenses.name,
      gradeName: licenses.gradeName,
      applicants: licenses.applicants,
    })
    .from(licensePreferenceLaws)
    .innerJoin(licenses, eq(licenses.id, licensePreferenceLaws.licenseId))
    .where(
      sql`strpos(${squeezed(licensePreferenceLaws.uses)}, ${key}) > 0 or strpos(${squeezed(licensePreferenceLaws.articles)}, ${key}) > 0`,
    )
    .orderBy(asc(licensePreferenceLaws.licenseId), asc(licensePreferenceLaws.position));
  const byLicense = new Map<string, DutyLicense & { applicants: number }>();
  for (const r of rows) {
    const matches = pairArticles(r.articles, r.uses)
      .filter((a) => dutyKey(a.article).includes(key) || dutyKey(a.use ?? "").includes(key))
      .map((a) => ({ ...a, law: r.law, preferenceClass: asClass(r.preferenceClass) }));
    if (matches.length === 0) continue; // the key spanned two articles of the list
    const entry = byLicense.get(r.licenseId) ?? {
      licenseId: r.licenseId,
      name: r.name,
      gradeName: r.gradeName,
      preferenceClass: asClass(r.preferenceClass),
      matches: [],
      applicants: r.applicants,
    };
    entry.matches.push(...matches);
    if (rank(r.preferenceClass) < rank(entry.preferenceClass)) entry.preferenceClass = asClass(r.preferenceClass);
    byLicense.set(r.licenseId, entry);
  }
  return [...byLicense.values()]
    .sort(
      (a, b) =>
        rank(a.preferenceClass) - rank(b.preferenceClass) ||
        b.matches.length - a.matches.length ||
        b.applicants - a.applicants ||
        a.name.localeCompare(b.name, "ko"),
    )
    .map(({ applicants: _, ...license }) => ({
      ...license,
      matches: license.matches.sort((a, b) => rank(a.preferenceClass) - rank(b.preferenceClass)),
    }));
}

/** The classes whose laws give holders a duty or a post: their articles make a license searchable by the duty. */
export const DUTY_CLASSES: readonly PreferenceClass[] = ["의무고용", "직무권한부여"];

/**
 * Per license, the article titles and uses of its 의무고용 and 직무권한부여 laws (for the site
 * search's license documents: "전기안전관리자" finds 전기기사). Bonus-only laws (인사우대 …) are left
 * out: nearly every license has the same ones, so they would only add noise.
 */
export async function dutyTermsByLicense(db: Reader): Promise<Map<string, string[]>> {
  const rows = await db
    .select({
      licenseId: licensePreferenceLaws.licenseId,
      articles: licensePreferenceLaws.articles,
      uses: licensePreferenceLaws.uses,
    })
    .from(licensePreferenceLaws)
    .where(inArray(licensePreferenceLaws.preferenceClass, [...DUTY_CLASSES]))
    .orderBy(asc(licensePreferenceLaws.licenseId), asc(licensePreferenceLaws.position));
  const terms = new Map<string, string[]>();
  for (const r of rows) {
    const list = terms.get(r.licenseId) ?? [];
    for (const a of pairArticles(r.articles, r.uses)) list.push(a.article, ...(a.use ? [a.use] : []));
    terms.set(r.licenseId, list);
  }
  return terms;
}

/** One article a license's holders are favoured by, with its law and the law's class. */
export interface PreferenceOpening extends PreferenceArticle {
  law: string;
  preferenceClass: PreferenceClass;
}

/** The most binding articles of a license (the first `limit`) and how many laws the source lists for it. */
export interface LicenseOpenings {
  lawCount: number;
  items: PreferenceOpening[];
}

/**
 * Per license, its first `limit` articles: the laws of its own field first, then those appointing
 * someone (선임), then by class, most binding first (laws in the source's order),
 * and its number of laws: what the roadmap planner says a step opens (decision 0067). One statement
 * for every license: the rows after the first `limit` laws of a license are not read.
 */
export async function openingsByLicense(db: Reader, limit: number): Promise<Map<string, LicenseOpenings>> {
  // The laws of the license's own field first (issue 53: 9): a law whose name holds the name's stem
  // (전기기사 → 전기사업법·전기안전관리법, 산업안전기사 → 산업안전보건법), then one whose articles
  // appoint someone (선임), before 기초연구진흥법 or 공연법 of the same class.
  const stem = sql`regexp_replace(${licenses.name}, '(산업기사|기사|기능사|기능장|기술사)$', '')`;
  const ownFieldFirst = sql`case when char_length(${stem}) >= 2 and ${stem} <> ${licenses.name} and strpos(${licensePreferenceLaws.law}, ${stem}) > 0 then 0 when strpos(${licensePreferenceLaws.articles}, '선임') > 0 then 1 else 2 end`;
  const classRank = sql.join(
    PREFERENCE_CLASSES.map((c, i) => sql`when ${c} then ${i}`),
    sql` `,
  );
  const ranked = db
    .select({
      licenseId: licensePreferenceLaws.licenseId,
      law: licensePreferenceLaws.law,
      articles: licensePreferenceLaws.articles,
      uses: licensePreferenceLaws.uses,
      preferenceClass: licensePreferenceLaws.preferenceClass,
      lawCount: sql<number>`count(*) over (partition by ${licensePreferenceLaws.licenseId})`.mapWith(Number).as("law_count"),
      rank: sql<number>`row_number() over (partition by ${licensePreferenceLaws.licenseId} order by ${ownFieldFirst}, case ${licensePreferenceLaws.preferenceClass} ${classRank} else ${PREFERENCE_CLASSES.length} end, ${licensePreferenceLaws.position})`.as(
        "rank",
      ),
    })
    .from(licensePreferenceLaws)
    .innerJoin(licenses, eq(licenses.id, licensePreferenceLaws.licenseId))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${limit}`)
    .orderBy(asc(ranked.licenseId), asc(ranked.rank));
  const openings = new Map<string, LicenseOpenings>();
  for (const r of rows) {
    const entry = openings.get(r.licenseId) ?? { lawCount: Number(r.lawCount), items: [] };
    const preferenceClass = asClass(r.preferenceClass);
    for (const a of pairArticles(r.articles, r.uses))
      if (entry.items.length < limit) entry.items.push({ ...a, law: r.law, preferenceClass });
    openings.set(r.licenseId, entry);
  }
  return openings;
}

/** 우대현황 reads (decision 0071): the license page's section, and the roadmap planner's duty goals. */
export function createPreferenceLawsService(db: Db) {
  return {
    preferenceLawsFor: (licenseId: string) => preferenceLawsFor(db, licenseId),
    licensesForDuty: (duty: string) => licensesForDuty(db, duty),
  };
}

export type PreferenceLawsService = ReturnType<typeof createPreferenceLawsService>;
