import { readFileSync } from "node:fs";
import path from "node:path";
import { notInArray } from "drizzle-orm";
import { z } from "zod";
import { departmentMajors, departments, majorLicenses, majors } from "../db/schema";
import { optNumber, optText, readRows, text } from "./csv";
import { certwebResolver, type Dataset, insertBatches, upsertBatches } from "./support";

const MAJORS = "majors/certweb_integrated_major1.csv";
const MAJOR_LICENSES = "majors/certweb_integrated_major_certificate1.csv";
const DEPARTMENTS = "majors/certweb_detail_major1.csv";
const DEPARTMENT_MAJORS = "majors/certweb_detail_major_integrated1.csv";
const UNIVERSITY_MAJOR_LIST = "majors/careernet_major_list_univ.json";

const id = z.coerce.number().int().positive();
const percent = optNumber.pipe(z.number().min(0).max(100).nullable());

const majorSchema = z.object({
  integrated_code: id,
  integrated_name: text,
  주요전공명: optText,
  "전문교과 관련 교과목": optText,
  취업률_전체: percent,
  취업률_남: percent,
  취업률_여: percent,
});

export const majorsDataset: Dataset = {
  name: "majors",
  files: [MAJORS, MAJOR_LICENSES, DEPARTMENTS, DEPARTMENT_MAJORS, UNIVERSITY_MAJOR_LIST],
  async run({ tx, dir, report }) {
    const fields = universityMajorFields(dir);
    const majorRows = readRows(report, dir, MAJORS, majorSchema).map(({ value: m }) => ({
      id: m.integrated_code,
      name: m.integrated_name,
      mainSubjects: m.주요전공명,
      relatedSchoolSubjects: m["전문교과 관련 교과목"],
      employmentRate: m.취업률_전체,
      employmentRateMale: m.취업률_남,
      employmentRateFemale: m.취업률_여,
      // Joined by majorSeq only: names collide (SOURCES.md); a major absent from the list has no 계열.
      field: fields.get(m.integrated_code) ?? null,
      source: "certweb_integrated_major1",
    }));
    const majorIds = new Set(majorRows.map((m) => m.id));
    // Upsert keeps members' desired subjects (member_desired_subjects cascades on delete).
    await upsertBatches(tx, majors, majors.id, majorRows);
    await tx.delete(majors).where(notInArray(majors.id, [...majorIds, -1]));

    const resolve = await certwebResolver(tx);
    const links = readRows(report, dir, MAJOR_LICENSES, z.object({ integrated_code: id, cert_id: text }));
    const majorLinks = new Map<string, typeof majorLicenses.$inferInsert>();
    for (const { line, value: l } of links) {
      const licenseId = resolve.get(l.cert_id);
      if (!majorIds.has(l.integrated_code))
        report.skip("majors", "major code not in the major list", `${MAJOR_LICENSES}:${line}`);
      else if (!licenseId) report.skip("majors", "unknown cert_id", `${MAJOR_LICENSES}:${line} ${l.cert_id}`);
      else majorLinks.set(`${l.integrated_code}|${licenseId}`, { majorId: l.integrated_code, licenseId });
    }
    await tx.delete(majorLicenses);
    await insertBatches(tx, majorLicenses, [...majorLinks.values()]);

    const departmentRows = readRows(
      report,
      dir,
      DEPARTMENTS,
      z.object({ detail_id: id, detail_name: text, detail_name_norm: text }),
    ).map(({ value: d }) => ({ id: d.detail_id, name: d.detail_name, normalizedName: d.detail_name_norm }));
    const departmentIds = new Set(departmentRows.map((d) => d.id));
    const mapping = readRows(report, dir, DEPARTMENT_MAJORS, z.object({ detail_id: id, integrated_code: id }));
    const deptLinks = new Map<string, typeof departmentMajors.$inferInsert>();
    for (const { line, value: m } of mapping) {
      if (!departmentIds.has(m.detail_id) || !majorIds.has(m.integrated_code)) {
        report.skip("majors", "department/major pair with an unknown id", `${DEPARTMENT_MAJORS}:${line}`);
      } else deptLinks.set(`${m.detail_id}|${m.integrated_code}`, { departmentId: m.detail_id, majorId: m.integrated_code });
    }
    await tx.delete(departments);
    await insertBatches(tx, departments, departmentRows);
    await insertBatches(tx, departmentMajors, [...deptLinks.values()]);
    return majorRows.length + links.length + departmentRows.length + mapping.length;
  },
};

const universityMajorList = z.array(
  z.object({
    dataSearch: z.object({
      content: z.array(z.object({ majorSeq: id, lClass: text, mClass: text })),
    }),
  }),
);

/** majorSeq → 계열 (lClass) from CareerNet's 4-year-university major list (raw Open API answers). */
function universityMajorFields(dir: string): Map<number, string> {
  const answers = universityMajorList.parse(JSON.parse(readFileSync(path.join(dir, UNIVERSITY_MAJOR_LIST), "utf8")));
  return new Map(answers.flatMap((a) => a.dataSearch.content.map((m) => [m.majorSeq, m.lClass] as const)));
}
