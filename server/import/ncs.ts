import { notInArray } from "drizzle-orm";
import { z } from "zod";
import { licenseNcsClasses, ncsClasses } from "../db/schema";
import { readRows, text } from "./csv";
import { certwebResolver, type Dataset, insertBatches, upsertBatches } from "./support";

const CLASSES = "ncs/ncs_classification_lms_from_certweb.csv";
const MAPPING = "ncs/certweb_ncs_mapping1.csv";

/** NCS codes are two digits ("1" in the mapping file is "01"). */
const code = z
  .string()
  .trim()
  .regex(/^\d{1,2}$/, "NCS code must be 1–2 digits")
  .transform((v) => v.padStart(2, "0"));

const classSchema = z.object({
  ncs_l_cd: code,
  ncs_l_nm: text,
  ncs_m_cd: code,
  ncs_m_nm: text,
  ncs_s_cd: code,
  ncs_s_nm: text,
});

const mappingSchema = z.object({
  대직무코드: code,
  중직무코드: code,
  소직무코드: code,
  자격증ID: z.string().trim(),
});

export const ncsDataset: Dataset = {
  name: "ncs",
  files: [CLASSES, MAPPING],
  async run({ tx, dir, report }) {
    const classes = readRows(report, dir, CLASSES, classSchema).map(({ value: c }) => ({
      code: `${c.ncs_l_cd}-${c.ncs_m_cd}-${c.ncs_s_cd}`,
      largeCode: c.ncs_l_cd,
      largeName: c.ncs_l_nm,
      middleCode: c.ncs_m_cd,
      middleName: c.ncs_m_nm,
      smallCode: c.ncs_s_cd,
      smallName: c.ncs_s_nm,
    }));
    const codes = new Set(classes.map((c) => c.code));
    await upsertBatches(tx, ncsClasses, ncsClasses.code, classes);
    await tx.delete(ncsClasses).where(notInArray(ncsClasses.code, [...codes, ""]));

    const resolve = await certwebResolver(tx);
    const mapping = readRows(report, dir, MAPPING, mappingSchema);
    const links = new Map<string, typeof licenseNcsClasses.$inferInsert>();
    for (const { line, value: m } of mapping) {
      const ncsCode = `${m.대직무코드}-${m.중직무코드}-${m.소직무코드}`;
      const licenseId = resolve.get(m.자격증ID);
      if (!m.자격증ID) continue; // class rows without a qualification carry no link
      if (!codes.has(ncsCode)) report.skip("ncs", "NCS class not in the class list", `${MAPPING}:${line} ${ncsCode}`);
      else if (!licenseId) report.skip("ncs", "unknown 자격증ID", `${MAPPING}:${line} ${m.자격증ID}`);
      else links.set(`${licenseId}|${ncsCode}`, { licenseId, ncsCode });
    }
    await tx.delete(licenseNcsClasses);
    await insertBatches(tx, licenseNcsClasses, [...links.values()]);
    return classes.length + mapping.length;
  },
};
