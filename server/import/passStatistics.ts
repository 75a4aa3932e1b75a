import { and, count, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import { figureFamilyLabel } from "../../shared/figures";
import type { Db } from "../db/client.server";
import { licenses, passStatistics } from "../db/schema";
import { optInt, optNumber, optText, parseRows, readCsv, readRows, text } from "./csv";
import { CERTWEB_LIST } from "./licenses";
import { certwebResolver, type Dataset, insertBatches, licenseIds, type Tx } from "./support";

const KOSIS = "pass_stats/kosis_qualification_pass_stats_2019_2023.csv";
const STATSVC = "pass_stats/qnet_statsvc_pass_by_item_2021_2025.csv";

const SOURCE_STATSVC = "qnet_statsvc_pass_by_item_2021_2025";
const SOURCE_KOSIS = "kosis_qualification_pass_stats_2019_2023";
const SOURCE_CERTWEB = "certweb_data_cert1";
/** Order in which sources are trusted for licenses.applicants. */
const PREFERENCE = [SOURCE_STATSVC, SOURCE_KOSIS, SOURCE_CERTWEB];

type Stat = typeof passStatistics.$inferInsert;
type Stage = "written" | "practical" | "interview";

const year = z.coerce.number().int().min(1990).max(2100);
const rate = optNumber.pipe(z.number().min(0).max(100).nullable());

const kosisSchema = z.object({
  node_type: z.enum(["total", "grade", "field_subtotal", "qualification"]),
  name: text,
  jmcd: optText,
  year,
  doc_reg: optInt,
  doc_exam: optInt,
  doc_pass: optInt,
  doc_pass_rate: rate,
  prac_reg: optInt,
  prac_exam: optInt,
  prac_pass: optInt,
  prac_pass_rate: rate,
});

const statsvcSchema = z.object({
  jmcd: z.string().regex(/^\d{4}$/, "jmcd must be 4 digits"),
  seriesnm: optText,
  year,
  stage: z.enum(["필기", "실기(면접)"]),
  applicants: optInt,
  passers: optInt,
  pass_rate: rate,
});

const CERTWEB_STAGES: [string, Stage][] = [
  ["1", "written"],
  ["2", "practical"],
  ["3", "interview"],
];
const CERTWEB_YEARS = [2022, 2023, 2024];

/** CertWeb spells the count header both "응시자 수" and "응시자수"; build the row schema from both. */
function certwebSchema(header: string[]) {
  const shape: Record<string, z.ZodType> = { 자격증ID: text };
  for (const y of CERTWEB_YEARS) {
    for (const [n] of CERTWEB_STAGES) {
      const count = header.find((h) => h.replaceAll(" ", "") === `${y}년${n}차응시자수`);
      if (count) shape[count] = optInt;
      shape[`${y}년 ${n}차 합격률`] = rate;
    }
  }
  return z.object(shape);
}

export const passStatisticsDataset: Dataset = {
  name: "pass_statistics",
  files: [KOSIS, STATSVC, CERTWEB_LIST],
  async run({ tx, dir, report }) {
    const known = await licenseIds(tx);
    const stats = new Map<string, Stat>();
    const add = (stat: Stat, where: string) => {
      const key = `${stat.licenseId}|${stat.year}|${stat.stage}|${stat.source}`;
      if (stats.has(key)) report.skip("pass_statistics", "duplicate license/year/stage in one source", where);
      else stats.set(key, stat);
    };
    // No pass rate is shown for a stage nobody sat.
    const rateOf = (applicants: number | null, value: number | null) => (applicants ? value : null);

    const kosis = readRows(report, dir, KOSIS, kosisSchema);
    const aggregates = kosis.filter((k) => k.value.node_type !== "qualification");
    if (aggregates.length > 0) {
      const example = aggregates.slice(0, 3).map((k) => `${k.value.name} ${k.value.year}`);
      report.skip(
        "pass_statistics",
        "KOSIS total/grade/field-subtotal rows (aggregates, not stored)",
        example.join(", "),
        aggregates.length,
      );
    }
    for (const { line, value: k } of kosis) {
      if (k.node_type !== "qualification") continue;
      if (!k.jmcd || !known.has(k.jmcd)) {
        report.skip("pass_statistics", "KOSIS item without a known Q-Net jmcd", `${KOSIS}:${line} ${k.name}`);
        continue;
      }
      const where = `${KOSIS}:${line}`;
      const base = { licenseId: k.jmcd, year: k.year, source: SOURCE_KOSIS };
      if (k.doc_exam !== null || k.doc_reg !== null) {
        add(
          {
            ...base,
            stage: "written",
            registered: k.doc_reg,
            applicants: k.doc_exam,
            passers: k.doc_pass,
            passRate: rateOf(k.doc_exam, k.doc_pass_rate),
          },
          where,
        );
      }
      if (k.prac_exam !== null || k.prac_reg !== null) {
        add(
          {
            ...base,
            stage: "practical",
            registered: k.prac_reg,
            applicants: k.prac_exam,
            passers: k.prac_pass,
            passRate: rateOf(k.prac_exam, k.prac_pass_rate),
          },
          where,
        );
      }
    }

    const statsvc = readRows(report, dir, STATSVC, statsvcSchema);
    for (const { line, value: s } of statsvc) {
      if (!known.has(s.jmcd)) {
        report.skip("pass_statistics", "statsvc jmcd not in licenses", `${STATSVC}:${line} ${s.jmcd}`);
        continue;
      }
      // The second stage is "practical" for every grade: a 기술사's is its 면접 (stageName names it so),
      // as CertWeb's 2차; "interview" is only a 3차 (공인노무사 …). Filing the 기술사 면접 as "interview"
      // showed its figures as a second 면접 column beside CertWeb's (issue 53: 14).
      const stage: Stage = s.stage === "필기" ? "written" : "practical";
      add(
        {
          licenseId: s.jmcd,
          year: s.year,
          stage,
          applicants: s.applicants,
          passers: s.passers,
          passRate: rateOf(s.applicants, s.pass_rate),
          source: SOURCE_STATSVC,
        },
        `${STATSVC}:${line}`,
      );
    }

    const resolve = await certwebResolver(tx);
    const certRows = readCsv(dir, CERTWEB_LIST);
    const header = Object.keys(certRows[0]?.record ?? {});
    const certweb = parseRows(report, CERTWEB_LIST, certRows, certwebSchema(header));
    for (const row of certweb) {
      const value = row.value as Record<string, string | number | null>;
      const licenseId = resolve.get(String(value.자격증ID));
      if (!licenseId) continue; // invalid ids are already reported by the licenses dataset
      for (const y of CERTWEB_YEARS) {
        for (const [n, stage] of CERTWEB_STAGES) {
          const countKey = header.find((h) => h.replaceAll(" ", "") === `${y}년${n}차응시자수`) ?? "";
          const applicants = (value[countKey] as number | null | undefined) ?? null;
          const passRate = (value[`${y}년 ${n}차 합격률`] as number | null | undefined) ?? null;
          if (applicants === null && passRate === null) continue;
          add(
            { licenseId, year: y, stage, applicants, passRate: rateOf(applicants, passRate), source: SOURCE_CERTWEB },
            `${CERTWEB_LIST}:${row.line}`,
          );
        }
      }
    }

    await tx.delete(passStatistics).where(inArray(passStatistics.source, PREFERENCE));
    await insertBatches(tx, passStatistics, [...stats.values()]);
    await updateLicenseApplicants(tx);
    return kosis.length + statsvc.length + certweb.length;
  },
};

/**
 * licenses.applicants (what popularity ranks by) = first-stage (필기/1차) applicants, from the most
 * trusted source, of the ranking year: the latest year with figures for at least 90% as many licenses
 * as the best-covered year (2024 in the snapshot: 862 licenses; 2025 has 504, Q-Net items only). A
 * license without a figure for that year keeps its latest figure, with its year, and stays out of
 * rankings (decision 0041). Where the source repeats one figure for a family (CertWeb gives ITQ
 * A/B/C급 one combined number), the family counts once: its first license carries the figure under
 * the family's name.
 */
async function updateLicenseApplicants(tx: Tx): Promise<void> {
  await tx.update(licenses).set({ applicants: 0, applicantsYear: null, figureFamily: null });
  const order = sql.raw(PREFERENCE.map((s, i) => `when '${s}' then ${i}`).join(" "));
  await tx.execute(sql`
    with per_year as (
      select license_id, source, year,
        coalesce(sum(applicants) filter (where stage = 'written'), max(applicants))::int as total
      from pass_statistics where applicants > 0 group by license_id, source, year
    ), coverage as (
      select year, count(distinct license_id) as n from per_year group by year
    ), ranking as (
      select max(year) as year from coverage where n * 10 >= (select max(n) from coverage) * 9
    ), ranked as (
      select license_id, total, year,
        row_number() over (partition by license_id
          order by (year = (select year from ranking)) desc, year desc, case source ${order} else 99 end) as rn
      from per_year
    )
    update licenses set applicants = ranked.total, applicants_year = ranked.year
    from ranked where ranked.license_id = licenses.id and ranked.rn = 1`);
  const members = await tx.execute<{ id: string; name: string; figures: string; certweb_only: boolean }>(sql`
    with series as (
      select license_id, string_agg(year || ':' || stage || ':' || applicants, ',' order by year, stage) as figures
      from pass_statistics where source = ${SOURCE_CERTWEB} and applicants > 0 group by license_id
      -- several years of identical figures: a shared number, not a coincidence of small counts
      having count(*) >= 2
    )
    select l.id, l.name, s.figures,
      not exists (select 1 from pass_statistics o where o.license_id = l.id and o.source <> ${SOURCE_CERTWEB}) as certweb_only
    from series s join licenses l on l.id = s.license_id order by l.id`);
  const families = new Map<string, typeof members.rows>();
  for (const m of members.rows) families.set(m.figures, [...(families.get(m.figures) ?? []), m]);
  for (const family of families.values()) {
    if (family.length < 2) continue;
    const label = figureFamilyLabel(family.map((m) => m.name));
    // A member with figures of its own elsewhere shows those, not the family's.
    const [keeper, ...others] = family.filter((m) => m.certweb_only);
    if (!keeper) continue;
    await tx.update(licenses).set({ figureFamily: label }).where(eq(licenses.id, keeper.id));
    if (others.length === 0) continue;
    await tx
      .update(licenses)
      .set({ applicants: 0, applicantsYear: null, figureFamily: label })
      .where(
        inArray(
          licenses.id,
          others.map((m) => m.id),
        ),
      );
  }
}

/**
 * After-import step: a database imported before the figures had their year (migration 0017) gets
 * them on its next start, without a re-import; nothing to do otherwise (one indexed count).
 */
export async function fillLicenseFigures(db: Db, log: { log: (line: string) => void }): Promise<void> {
  const [missing] = await db
    .select({ n: count() })
    .from(licenses)
    .where(and(gt(licenses.applicants, 0), isNull(licenses.applicantsYear)));
  if (!missing?.n) return;
  await db.transaction((tx) => updateLicenseApplicants(tx));
  log.log(`license figures: year and family filled for ${missing.n} licenses`);
}
