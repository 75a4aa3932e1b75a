import { formatDate } from "../../../shared/dates";
import { feeLine } from "../../../shared/exam-stages";
import { examFactTexts } from "../../../shared/source-text";
export interface LicenseFactsData {
  id: string;
  name: string;
  qualificationTypeName: string;
  gradeName: string | null;
  jobFieldName: string | null;
  subJobFieldName: string | null;
  ncsClasses: Array<{ code: string; largeName: string; middleName: string; smallName: string }>;
  issuer: string | null;
  examMethod: string | null;
  passCriteria: string | null;
  feeWritten: number | null;
  feePractical: number | null;
  feeText: string | null;
  feesAsOf: string | null;
  source: string;
}

/**
 * CertWeb's NCS links grouped as "대 > 중: 소, 소". They are a heuristic mapping, not the license's
 * classification, so they are ranked: groups in the license's own 직무분야 (and 중직무분야) first,
 * then groups with more linked small classes, then in code order.
 */
export function ncsGroups(
  classes: LicenseFactsData["ncsClasses"],
  own: { field: string | null; subField: string | null } = { field: null, subField: null },
): string[] {
  const groups = new Map<string, { large: string; middle: string; smalls: string[]; order: number }>();
  classes.forEach((c, order) => {
    const key = `${c.largeName} > ${c.middleName}`;
    const group = groups.get(key) ?? { large: c.largeName, middle: c.middleName, smalls: [], order };
    group.smalls.push(c.smallName);
    groups.set(key, group);
  });
  const rank = (g: { large: string; middle: string }) => (g.large === own.field ? (g.middle === own.subField ? 0 : 1) : 2);
  return [...groups]
    .map(([key, g]) => ({ key, ...g, smalls: [...new Set(g.smalls)] }))
    .sort((a, b) => rank(a) - rank(b) || b.smalls.length - a.smalls.length || a.order - b.order)
    .map((g) => `${g.key}: ${g.smalls.join(", ")}`);
}

const NCS_SHOWN = 3;

function NcsList({ groups }: { groups: string[] }) {
  const item = (g: string) => <li key={g}>{g}</li>;
  return (
    <>
      <p className="text-xs text-slate-500">
        커리어넷 자료가 자동으로 연결한 NCS 분류로, 자격의 공식 분류가 아닙니다. 직무분야에 가까운 분류부터 보여 줍니다.
      </p>
      <ul>{groups.slice(0, NCS_SHOWN).map(item)}</ul>
      {groups.length > NCS_SHOWN ? (
        <details>
          <summary className="cursor-pointer text-blue-700">외 {groups.length - NCS_SHOWN}개 분류 더 보기</summary>
          <ul>{groups.slice(NCS_SHOWN).map(item)}</ul>
        </details>
      ) : null}
    </>
  );
}

/** The license page header: name, badges and the fact list, with the source line. */
export function LicenseFacts({ license }: { license: LicenseFactsData }) {
  const ncs = ncsGroups(license.ncsClasses, { field: license.jobFieldName, subField: license.subJobFieldName });
  const texts = examFactTexts(license);
  const fee = feeLine(license);
  const facts: Array<[string, React.ReactNode]> = [
    ["자격 구분", license.qualificationTypeName],
    ["등급", license.gradeName],
    ["분류(직무분야)", [license.jobFieldName, license.subJobFieldName].filter(Boolean).join(" > ") || null],
    ["시행기관", license.issuer],
    ["검정방법", texts.method],
    ["합격기준", texts.criteria],
    ["NCS 참고 연결", ncs.length ? <NcsList key="ncs" groups={ncs} /> : null],
    ["응시료", fee ? `${fee}${license.feesAsOf ? ` (기준일 ${formatDate(license.feesAsOf)})` : ""}` : null],
  ];
  return (
    <header className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-700">{license.qualificationTypeName}</span>
        {license.gradeName ? (
          <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{license.gradeName}</span>
        ) : null}
      </div>
      <h1 className="mt-2 text-2xl font-bold sm:text-3xl">{license.name}</h1>
      <dl className="mt-4 grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
        {facts
          .filter(([, value]) => Boolean(value))
          .map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-medium text-slate-500">{term}</dt>
              <dd className="whitespace-pre-line">{value}</dd>
            </div>
          ))}
      </dl>
      <p className="mt-4 text-xs text-slate-500">{license.source}</p>
    </header>
  );
}
