import { isNotNull, notInArray } from "drizzle-orm";
import { z } from "zod";
import { examBodyOf, knownExamTypeName } from "../../shared/exam-bodies";
import { licenses } from "../db/schema";
import { optDate, optInt, optText, readRows, text } from "./csv";
import { type Dataset, upsertBatches } from "./support";
import { SOURCE_API_LIST } from "./sync/qnet";

export const QNET_LIST = "qualifications/qnet_national_qualification_list.csv";
export const CERTWEB_LIST = "qualifications/certweb_data_cert1.csv";
export const CROSSWALK = "qualifications/crosswalk_certweb_id_to_qnet_jmcd.csv";
const FEES = "qualifications/qnet_exam_fees_getFeeList.csv";
const FACTS = "qualifications/qnet_item_facts_exam_body_method_pass_criteria.csv";

export const SOURCE_QNET = "qnet_national_qualification_list";
const SOURCE_CERTWEB = "certweb_data_cert1";

const jmcd = z.string().regex(/^\d{4}$/, "jmcd must be 4 digits");
const certwebId = z.string().regex(/^[TSM]\d+$/, "CertWeb id must look like T001/S001/M001");

const qnetSchema = z.object({
  jmcd,
  jmfldnm: text,
  qualgbcd: z.enum(["T", "S"]),
  qualgbnm: text,
  seriescd: optText,
  seriesnm: optText,
  obligfldcd: optText,
  obligfldnm: optText,
  mdobligfldcd: optText,
  mdobligfldnm: optText,
  series_group_cd: optText,
});

const certwebSchema = z.object({
  자격증명: text,
  자격증ID: certwebId,
  자격증_분류: z.enum(["국가기술자격", "국가전문자격", "국가민간자격"]),
  자격증_등급_코드: optText,
  등급_분류: optText,
});

const crosswalkSchema = z.object({ certweb_id: certwebId, qnet_jmcd: optText.pipe(jmcd.nullable()) });

const feeSchema = z.object({ jmcd, fee_stage1_krw: optInt, fee_stage2_krw: optInt, fee_raw: optText, snapshot_date: optDate });

const factSchema = z.object({
  jmcd,
  exam_body: optText,
  exam_body_normalized: optText,
  exam_method: optText,
  pass_criteria: optText,
});

/** CertWeb calls the registered private licenses "국가민간자격"; the portal uses the type codes T / S / M. */
const CERTWEB_TYPES = {
  국가기술자격: { code: "T", name: "국가기술자격" },
  국가전문자격: { code: "S", name: "국가전문자격" },
  국가민간자격: { code: "M", name: "민간자격" },
} as const;

/**
 * A "국가민간자격" row is 공인 only where its 등급_분류 says so ("공인 1급", "부분공인 …"); "비공인" and
 * empty rows are not called 공인. A known body's own kind wins (한국사능력검정시험 is 국사편찬위원회's test).
 */
export function certwebTypeName(row: { 자격증명: string; 자격증_분류: keyof typeof CERTWEB_TYPES; 등급_분류: string | null }) {
  const known = knownExamTypeName(row.자격증명);
  if (known) return known;
  if (row.자격증_분류 !== "국가민간자격") return CERTWEB_TYPES[row.자격증_분류].name;
  const grade = row.등급_분류 ?? "";
  if (grade.startsWith("공인")) return "공인민간자격";
  if (grade.startsWith("부분공인")) return "공인민간자격(일부 등급)";
  return grade.startsWith("비공인") ? "민간자격(비공인)" : "민간자격(공인 여부 자료 없음)";
}

export const licensesDataset: Dataset = {
  name: "licenses",
  files: [QNET_LIST, CERTWEB_LIST, CROSSWALK, FEES, FACTS],
  async run({ tx, dir, report }) {
    const qnet = readRows(report, dir, QNET_LIST, qnetSchema);
    const certweb = readRows(report, dir, CERTWEB_LIST, certwebSchema);
    const crosswalk = readRows(report, dir, CROSSWALK, crosswalkSchema);
    const fees = new Map(readRows(report, dir, FEES, feeSchema).map((r) => [r.value.jmcd, r.value]));
    const facts = new Map(readRows(report, dir, FACTS, factSchema).map((r) => [r.value.jmcd, r.value]));

    const rows = new Map<string, typeof licenses.$inferInsert>();
    for (const { value: q } of qnet) {
      const fee = fees.get(q.jmcd);
      const fact = facts.get(q.jmcd);
      rows.set(q.jmcd, {
        id: q.jmcd,
        name: q.jmfldnm,
        qualificationType: q.qualgbcd,
        qualificationTypeName: q.qualgbnm,
        gradeCode: q.seriescd,
        gradeName: q.seriesnm,
        seriesGroupCode: q.series_group_cd,
        jobFieldCode: q.obligfldcd,
        jobFieldName: q.obligfldnm,
        subJobFieldCode: q.mdobligfldcd,
        subJobFieldName: q.mdobligfldnm,
        issuer: fact?.exam_body_normalized ?? fact?.exam_body ?? null,
        examMethod: fact?.exam_method ?? null,
        passCriteria: fact?.pass_criteria ?? null,
        feeWritten: fee?.fee_stage1_krw ?? null,
        feePractical: fee?.fee_stage2_krw ?? null,
        feeText: fee?.fee_raw ?? null,
        feesAsOf: fee?.snapshot_date ?? null,
        certwebId: null,
        source: SOURCE_QNET,
      });
    }
    for (const jm of [...fees.keys(), ...facts.keys()]) {
      if (!rows.has(jm)) report.skip("licenses", "fee/facts row for a jmcd not in the Q-Net list", jm);
    }

    const toJmcd = new Map<string, string>();
    for (const { value } of crosswalk) {
      if (value.qnet_jmcd) toJmcd.set(value.certweb_id, value.qnet_jmcd);
    }
    for (const { value: c } of certweb) {
      const jm = toJmcd.get(c.자격증ID);
      const matched = jm ? rows.get(jm) : undefined;
      if (matched) {
        matched.certwebId = c.자격증ID;
        matched.source = `${SOURCE_QNET}+${SOURCE_CERTWEB}`;
        continue;
      }
      if (jm) report.skip("licenses", "crosswalk jmcd not in the Q-Net list; kept as CertWeb license", c.자격증ID);
      const type = CERTWEB_TYPES[c.자격증_분류];
      rows.set(c.자격증ID, {
        id: c.자격증ID,
        name: c.자격증명,
        qualificationType: type.code,
        qualificationTypeName: certwebTypeName(c),
        gradeCode: c.자격증_등급_코드,
        gradeName: c.등급_분류,
        // CertWeb has no 시행기관: the well-known body of the exam, when listed (decision 0035).
        issuer: examBodyOf({ name: c.자격증명, gradeName: c.등급_분류, source: SOURCE_CERTWEB, issuer: null })?.name ?? null,
        certwebId: c.자격증ID,
        source: SOURCE_CERTWEB,
      });
    }

    // Fees the official-API sync refreshed are fresher than the snapshot's; licenses it added stay.
    const synced = await tx
      .select({
        id: licenses.id,
        feeWritten: licenses.feeWritten,
        feePractical: licenses.feePractical,
        feeText: licenses.feeText,
        feesAsOf: licenses.feesAsOf,
        fetchedAt: licenses.fetchedAt,
        source: licenses.source,
      })
      .from(licenses)
      .where(isNotNull(licenses.fetchedAt));
    for (const s of synced) {
      const row = rows.get(s.id);
      if (row)
        Object.assign(row, {
          feeWritten: s.feeWritten,
          feePractical: s.feePractical,
          feeText: s.feeText,
          feesAsOf: s.feesAsOf,
          fetchedAt: s.fetchedAt,
        });
    }
    const keep = synced.filter((s) => s.source === SOURCE_API_LIST && !rows.has(s.id)).map((s) => s.id);
    const all = [...rows.values()];
    // applicants is derived by the pass-statistics dataset; a licence re-import must not reset it.
    await upsertBatches(tx, licenses, licenses.id, all, ["applicants"]);
    await tx.delete(licenses).where(notInArray(licenses.id, [...rows.keys(), ...keep]));
    return qnet.length + certweb.length;
  },
};
