import { z } from "zod";
import { isPreferenceClass } from "../../shared/preference-laws";
import { licensePreferenceLaws, licenses } from "../db/schema";
import { optText, readRows, text } from "./csv";
import { type Dataset, insertBatches } from "./support";

export const PREFERENCE_LAWS = "qualifications/qnet_technical_preference_laws.csv";

const QNET_ID = /^\d{4}$/;

const rowSchema = z.object({
  종목명: text,
  우대법령: text,
  조문내역: text,
  활용내용: text,
  우대분류: text.refine(isPreferenceClass, "우대분류 must be 의무고용, 직무권한부여, 인사우대, 시험면제 or 기타"),
  중처법대상: optText,
});

/**
 * 우대현황 (SOURCES.md): joined to the Q-Net list by exact name, `종목명` = `jmfldnm`, as the source
 * documents (478 items). Names that are no Q-Net item (technical qualifications run by other bodies,
 * and 광산보안기능사, which is ambiguous against 광산보안기능사(화약분야)) are reported as skipped,
 * never matched by a looser rule. The rows are owned by this dataset: deleted and re-inserted.
 */
export const preferenceLawsDataset: Dataset = {
  name: "preference_laws",
  files: [PREFERENCE_LAWS],
  async run({ tx, dir, report }) {
    const rows = readRows(report, dir, PREFERENCE_LAWS, rowSchema);
    // Q-Net items have their jmcd as id (the list's and those the Open API sync added).
    const qnet = await tx.select({ id: licenses.id, name: licenses.name }).from(licenses);
    const idByName = new Map(qnet.filter((l) => QNET_ID.test(l.id)).map((l) => [l.name, l.id]));
    const position = new Map<string, number>();
    const out = new Map<string, typeof licensePreferenceLaws.$inferInsert>();
    for (const { line, value: r } of rows) {
      const licenseId = idByName.get(r.종목명);
      if (!licenseId) {
        report.skip("preference_laws", "종목명 is no Q-Net item name (jmfldnm)", `${PREFERENCE_LAWS}:${line} ${r.종목명}`);
        continue;
      }
      const key = `${licenseId}|${r.우대법령}`;
      if (out.has(key)) {
        report.skip("preference_laws", "law repeated for the same item", `${PREFERENCE_LAWS}:${line} ${r.종목명}`);
        continue;
      }
      const n = (position.get(licenseId) ?? 0) + 1;
      position.set(licenseId, n);
      out.set(key, {
        licenseId,
        law: r.우대법령,
        articles: r.조문내역,
        uses: r.활용내용,
        preferenceClass: r.우대분류,
        seriousAccidentLaw: r.중처법대상 === "중처법대상",
        position: n,
      });
    }
    await tx.delete(licensePreferenceLaws);
    await insertBatches(tx, licensePreferenceLaws, [...out.values()]);
    return rows.length;
  },
};
