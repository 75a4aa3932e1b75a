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
 * documents (478 items). The other names are 국가기술자격 run by other bodies (대한상공회의소's
 * 컴퓨터활용능력, 방송통신, 게임 …): the same qualification as our CertWeb-listed 국가기술 license of that
 * name, so a name that equals exactly one such license's name once spaces are ignored ("컴퓨터활용능력1급"
 * = "컴퓨터활용능력 1급") joins it (decision 0071). 광산보안기능사 stays out (ambiguous against Q-Net's
 * 광산보안기능사(화약분야)); every name left is reported as skipped. The rows are owned by this
 * dataset: deleted and re-inserted.
 */
/** Names the source uses for more than one of our items (SOURCES.md): never joined. */
const AMBIGUOUS_NAMES = new Set(["광산보안기능사"]);

const withoutSpaces = (name: string) => name.replace(/\s+/g, "");

export const preferenceLawsDataset: Dataset = {
  name: "preference_laws",
  files: [PREFERENCE_LAWS],
  async run({ tx, dir, report }) {
    const rows = readRows(report, dir, PREFERENCE_LAWS, rowSchema);
    // Q-Net items have their jmcd as id (the list's and those the Open API sync added).
    const all = await tx.select({ id: licenses.id, name: licenses.name, type: licenses.qualificationType }).from(licenses);
    const idByName = new Map(all.filter((l) => QNET_ID.test(l.id)).map((l) => [l.name, l.id]));
    const otherTechnical = new Map<string, string[]>();
    for (const l of all) {
      if (QNET_ID.test(l.id) || l.type !== "T") continue;
      const key = withoutSpaces(l.name);
      otherTechnical.set(key, [...(otherTechnical.get(key) ?? []), l.id]);
    }
    const licenseIdOf = (name: string): string | undefined => {
      const qnetId = idByName.get(name);
      if (qnetId || AMBIGUOUS_NAMES.has(name)) return qnetId;
      const others = otherTechnical.get(withoutSpaces(name));
      return others?.length === 1 ? others[0] : undefined;
    };
    const position = new Map<string, number>();
    const out = new Map<string, typeof licensePreferenceLaws.$inferInsert>();
    for (const { line, value: r } of rows) {
      const licenseId = licenseIdOf(r.종목명);
      if (!licenseId) {
        report.skip("preference_laws", "종목명 names no single 국가기술 license", `${PREFERENCE_LAWS}:${line} ${r.종목명}`);
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
