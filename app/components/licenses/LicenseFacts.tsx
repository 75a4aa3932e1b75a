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
  source: string;
}

const won = (n: number) => `${n.toLocaleString("ko-KR")}원`;

function feeOf(l: LicenseFactsData): string | null {
  const parts = [
    l.feeWritten !== null ? `필기 ${won(l.feeWritten)}` : null,
    l.feePractical !== null ? `${l.gradeName === "기술사" ? "면접" : "실기"} ${won(l.feePractical)}` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(" / ") : l.feeText;
}

/** NCS classes grouped as "대 > 중: 소, 소", in code order. */
export function ncsGroups(classes: LicenseFactsData["ncsClasses"]): string[] {
  const groups = new Map<string, string[]>();
  for (const c of classes) {
    const key = `${c.largeName} > ${c.middleName}`;
    groups.set(key, [...(groups.get(key) ?? []), c.smallName]);
  }
  return [...groups].map(([key, smalls]) => `${key}: ${[...new Set(smalls)].join(", ")}`);
}

const NCS_SHOWN = 3;

function NcsList({ groups }: { groups: string[] }) {
  const item = (g: string) => <li key={g}>{g}</li>;
  return (
    <>
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
  const ncs = ncsGroups(license.ncsClasses);
  const facts: Array<[string, React.ReactNode]> = [
    ["자격 구분", license.qualificationTypeName],
    ["등급", license.gradeName],
    ["직무분야", [license.jobFieldName, license.subJobFieldName].filter(Boolean).join(" > ") || null],
    ["NCS 분류", ncs.length ? <NcsList key="ncs" groups={ncs} /> : null],
    ["시행기관", license.issuer],
    ["검정방법", license.examMethod],
    ["합격기준", license.passCriteria],
    ["응시료", feeOf(license)],
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
      <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[8rem_1fr]">
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
