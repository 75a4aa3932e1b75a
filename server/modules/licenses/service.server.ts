import { and, asc, count, desc, eq, ilike, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { examBodyOf } from "../../../shared/exam-bodies";
import { containsPattern } from "../../../shared/like";
import type { Db } from "../../db/client.server";
import { licenseNcsClasses, licenses, ncsClasses, passStatisticDemographics, passStatistics } from "../../db/schema";
import { createContentService } from "./content.server";
import { ageStatistics, type DemographicRow, genderChartMax, genderStatistics } from "./demographics";
import { byApplicants, figureColumns, inRankingYear } from "./figures.server";
import { licenseRelations } from "./relations.server";
import { licenseSourceLabel, PASS_SOURCE_PREFERENCE, sourceLabel } from "./sources";

export const GRADES = ["기술사", "기능장", "기사", "산업기사", "기능사"] as const;
/** M: CertWeb's "국가민간자격" rows, 공인 or not (each row names its own kind, `certwebTypeName`). */
export const LICENSE_TYPES = { T: "국가기술자격", S: "국가전문자격", M: "민간자격" } as const;
export type LicenseType = keyof typeof LICENSE_TYPES;

export interface PageInfo {
  page: number;
  totalItems: number;
  itemsPerPage: number;
  visiblePages: number;
}

export interface PassStatisticYear {
  year: number;
  written: StageStatistic | null;
  practical: StageStatistic | null;
  /** 3차 (국가전문자격 such as 공인노무사: CertWeb's third stage); null for two-stage exams. */
  interview: StageStatistic | null;
  source: string;
}

export interface StageStatistic {
  stage: string;
  applicants: number | null;
  passers: number | null;
  passRate: number | null;
}

/** Final-stage pass rate of the latest year anyone sat, from the most trusted source. */
const latestPassRate = sql<number | null>`(
  select ps.pass_rate from ${passStatistics} ps
  where ps.license_id = ${licenses.id} and ps.applicants > 0 and ps.pass_rate is not null
  order by ps.year desc, (ps.stage = 'written'), array_position(${sql.raw(`array[${PASS_SOURCE_PREFERENCE.map((s) => `'${s}'`).join(",")}]`)}::text[], ps.source)
  limit 1)`;

export function createLicensesService(db: Db) {
  const content = createContentService(db);

  async function exists(id: string): Promise<boolean> {
    const rows = await db.select({ id: licenses.id }).from(licenses).where(eq(licenses.id, id)).limit(1);
    return rows.length > 0;
  }

  /** Header facts of one license, or null when the id is unknown. */
  async function getLicense(id: string) {
    const [row] = await db.select().from(licenses).where(eq(licenses.id, id)).limit(1);
    if (!row) return null;
    const ncs = await db
      .select({
        code: ncsClasses.code,
        largeName: ncsClasses.largeName,
        middleName: ncsClasses.middleName,
        smallName: ncsClasses.smallName,
      })
      .from(licenseNcsClasses)
      .innerJoin(ncsClasses, eq(ncsClasses.code, licenseNcsClasses.ncsCode))
      .where(eq(licenseNcsClasses.licenseId, id))
      .orderBy(asc(ncsClasses.code));
    const examBody = examBodyOf(row);
    return {
      id: row.id,
      name: row.name,
      qualificationType: row.qualificationType,
      qualificationTypeName: row.qualificationTypeName,
      gradeName: row.gradeName,
      jobFieldName: row.jobFieldName,
      subJobFieldName: row.subJobFieldName,
      ncsClasses: ncs,
      issuer: examBody?.name ?? null,
      examBody,
      examMethod: row.examMethod,
      passCriteria: row.passCriteria,
      feeWritten: row.feeWritten,
      feePractical: row.feePractical,
      feeText: row.feeText,
      feesAsOf: row.feesAsOf,
      applicants: row.applicants,
      applicantsYear: row.applicantsYear,
      figureFamily: row.figureFamily,
      source: licenseSourceLabel(row.source),
    };
  }

  /**
   * Other licenses whose CertWeb figures equal this one's in every year (CertWeb repeats one combined
   * number for a family such as ITQ A/B/C급): their page must say the figure is the family's. Every
   * family at once: comparing one license's series against all others costs ~100 ms, the same as
   * grouping them all, so the catalogue read model groups them once per build.
   */
  async function allFigureFamilies(): Promise<Map<string, string[]>> {
    const result = await db.execute<{ id: string; name: string; figures: string }>(sql`
      with series as (
        select license_id, string_agg(year || ':' || stage || ':' || applicants, ',' order by year, stage) as figures
        from pass_statistics where source = 'certweb_data_cert1' and applicants > 0 group by license_id having count(*) >= 2
      )
      select l.id, l.name, s.figures from series s join licenses l on l.id = s.license_id order by l.id`);
    const byFigures = new Map<string, Array<{ id: string; name: string }>>();
    for (const row of result.rows) byFigures.set(row.figures, [...(byFigures.get(row.figures) ?? []), row]);
    const families = new Map<string, string[]>();
    for (const members of byFigures.values()) {
      if (members.length < 2) continue;
      const names = members.map((m) => m.name);
      for (const member of members) families.set(member.id, names);
    }
    return families;
  }

  /** Yearly written / second-stage figures, one source per year and stage (the most trusted one). */
  async function passStatisticsOf(id: string): Promise<PassStatisticYear[]> {
    const rows = await db.select().from(passStatistics).where(eq(passStatistics.licenseId, id));
    const rank = (source: string) => {
      const i = PASS_SOURCE_PREFERENCE.indexOf(source);
      return i < 0 ? PASS_SOURCE_PREFERENCE.length : i;
    };
    const best = new Map<string, (typeof rows)[number]>();
    for (const row of rows) {
      const stage = row.stage === "written" || row.stage === "interview" ? row.stage : "practical";
      const key = `${row.year}|${stage}`;
      const current = best.get(key);
      if (!current || rank(row.source) < rank(current.source)) best.set(key, row);
    }
    const years = [...new Set(rows.map((r) => r.year))].sort((a, b) => a - b);
    return years.map((year) => {
      const pick = (stage: string): StageStatistic | null => {
        const r = best.get(`${year}|${stage}`);
        return r ? { stage: r.stage, applicants: r.applicants, passers: r.passers, passRate: r.passRate } : null;
      };
      const written = pick("written");
      const practical = pick("practical");
      const interview = pick("interview");
      const sources = ["written", "practical", "interview"]
        .map((stage) => best.get(`${year}|${stage}`)?.source)
        .filter((s): s is string => !!s);
      return { year, written, practical, interview, source: [...new Set(sources.map(sourceLabel))].join(", ") };
    });
  }

  async function demographicsOf(id: string) {
    const rows = await db
      .select({
        year: passStatisticDemographics.year,
        dimension: passStatisticDemographics.dimension,
        label: passStatisticDemographics.label,
        count: passStatisticDemographics.count,
        source: passStatisticDemographics.source,
      })
      .from(passStatisticDemographics)
      .where(eq(passStatisticDemographics.licenseId, id))
      .orderBy(asc(passStatisticDemographics.year));
    const of = (dimension: string): DemographicRow[] => rows.filter((r) => r.dimension === dimension);
    const gender = genderStatistics(of("gender"));
    return {
      gender,
      genderMax: genderChartMax(gender),
      age: ageStatistics(of("age")),
      sources: [...new Set(rows.map((r) => sourceLabel(r.source)))],
    };
  }

  /** Counts for the hub's browse facets: type, grade (국가기술) and 대직무. */
  async function facets() {
    const [types, grades, fields, [total]] = await Promise.all([
      db.select({ code: licenses.qualificationType, n: count() }).from(licenses).groupBy(licenses.qualificationType),
      db
        .select({ name: licenses.gradeName, n: count() })
        .from(licenses)
        .where(eq(licenses.qualificationType, "T"))
        .groupBy(licenses.gradeName),
      db
        .select({ name: licenses.jobFieldName, n: count() })
        .from(licenses)
        .where(isNotNull(licenses.jobFieldName))
        .groupBy(licenses.jobFieldCode, licenses.jobFieldName)
        .orderBy(asc(licenses.jobFieldCode)),
      db.select({ n: count() }).from(licenses),
    ]);
    return {
      total: total?.n ?? 0,
      types: (Object.keys(LICENSE_TYPES) as LicenseType[]).map((code) => ({
        code,
        name: LICENSE_TYPES[code],
        count: types.find((t) => t.code === code)?.n ?? 0,
      })),
      grades: GRADES.map((name) => ({ name, count: grades.find((g) => g.name === name)?.n ?? 0 })),
      fields: fields.map((f) => ({ name: f.name as string, count: f.n })),
    };
  }

  /** The most applied licenses of the ranking year only (decision 0041), a family once under its name. */
  async function popular(limit: number) {
    return db
      .select({
        id: licenses.id,
        name: licenses.name,
        gradeName: licenses.gradeName,
        typeName: licenses.qualificationTypeName,
        ...figureColumns,
      })
      .from(licenses)
      .where(inRankingYear)
      .orderBy(desc(licenses.applicants), asc(licenses.name))
      .limit(limit);
  }

  interface ListQuery {
    keyword?: string;
    type?: LicenseType;
    grade?: string;
    /** 대직무 or 중직무 name */
    jobName?: string;
    orderBy: "name" | "applicants" | "passRate";
    page: number;
    pageSize: number;
  }

  /** Filtered, ordered license list with totals (hub browse and licenses-by-job). */
  async function list(query: ListQuery) {
    const filters: SQL[] = [];
    const keyword = query.keyword?.trim();
    if (keyword) filters.push(ilike(licenses.name, containsPattern(keyword)));
    if (query.type) filters.push(eq(licenses.qualificationType, query.type));
    if (query.grade) filters.push(eq(licenses.gradeName, query.grade));
    const jobName = query.jobName?.trim();
    if (jobName) filters.push(or(eq(licenses.jobFieldName, jobName), eq(licenses.subJobFieldName, jobName)) as SQL);
    const where = filters.length ? and(...filters) : undefined;
    const order =
      query.orderBy === "name"
        ? [asc(licenses.name)]
        : query.orderBy === "applicants"
          ? [...byApplicants, asc(licenses.name)]
          : [sql`${latestPassRate} desc nulls last`, asc(licenses.name)];
    const [rows, [total]] = await Promise.all([
      db
        .select({
          id: licenses.id,
          name: licenses.name,
          typeName: licenses.qualificationTypeName,
          gradeName: licenses.gradeName,
          jobFieldName: licenses.jobFieldName,
          subJobFieldName: licenses.subJobFieldName,
          ...figureColumns,
          passRate: latestPassRate,
        })
        .from(licenses)
        .where(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ n: count() }).from(licenses).where(where),
    ]);
    return { list: rows, totalItems: total?.n ?? 0 };
  }

  /** 대직무 → 중직무 tree with license counts (the licenses-by-job categories). */
  async function jobCodeTree() {
    const rows = await db
      .select({
        code: licenses.jobFieldCode,
        name: licenses.jobFieldName,
        subCode: licenses.subJobFieldCode,
        subName: licenses.subJobFieldName,
        n: count(),
      })
      .from(licenses)
      .where(isNotNull(licenses.jobFieldCode))
      .groupBy(licenses.jobFieldCode, licenses.jobFieldName, licenses.subJobFieldCode, licenses.subJobFieldName)
      .orderBy(asc(licenses.jobFieldCode), asc(licenses.subJobFieldCode));
    const tree: Array<{
      code: string;
      name: string;
      count: number;
      children: Array<{ code: string; name: string; count: number }>;
    }> = [];
    for (const row of rows) {
      let node = tree.find((t) => t.code === row.code);
      if (!node) {
        node = { code: row.code as string, name: row.name ?? "", count: 0, children: [] };
        tree.push(node);
      }
      node.count += row.n;
      if (row.subCode) node.children.push({ code: row.subCode, name: row.subName ?? "", count: row.n });
    }
    return tree;
  }

  /** Licenses sharing this license's job field (the certificateLicense list), most applied first. */
  async function sameFieldLicenses(id: string, limit: number) {
    const [row] = await db
      .select({ sub: licenses.subJobFieldCode, field: licenses.jobFieldCode, grade: licenses.gradeName })
      .from(licenses)
      .where(eq(licenses.id, id));
    if (!row?.field) return [];
    return db
      .select({ id: licenses.id, name: licenses.name, gradeName: licenses.gradeName, ...figureColumns })
      .from(licenses)
      .where(
        and(
          eq(licenses.jobFieldCode, row.field),
          row.sub ? eq(licenses.subJobFieldCode, row.sub) : undefined,
          sql`${licenses.id} <> ${id}`,
        ),
      )
      .orderBy(...byApplicants, asc(licenses.name))
      .limit(limit);
  }

  /** Size of the license catalogue (admin dashboard). */
  async function catalogueCounts(): Promise<{ licenses: number; rounds: number }> {
    const result = await db.execute<{ licenses: number; rounds: number }>(
      sql`select (select count(*)::int from licenses) as licenses, (select count(*)::int from exam_rounds) as rounds`,
    );
    return { licenses: Number(result.rows[0]?.licenses ?? 0), rounds: Number(result.rows[0]?.rounds ?? 0) };
  }

  return {
    exists,
    catalogueCounts,
    getLicense,
    passStatistics: passStatisticsOf,
    figureFamilies: allFigureFamilies,
    demographics: demographicsOf,
    relations: (id: string) => licenseRelations(db, id),
    sameFieldLicenses,
    facets,
    popular,
    list,
    jobCodeTree,
    content,
  };
}

export type LicensesService = ReturnType<typeof createLicensesService>;
