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

/** The license page header: name, badges and the fact list, with the source line. */
export function LicenseFacts({ license }: { license: LicenseFactsData }) {
  const ncs = [...new Set(license.ncsClasses.map((c) => `${c.largeName} > ${c.middleName} > ${c.smallName}`))];
  const facts: Array<[string, string | null]> = [
    ["자격 구분", license.qualificationTypeName],
    ["등급", license.gradeName],
    ["직무분야", [license.jobFieldName, license.subJobFieldName].filter(Boolean).join(" > ") || null],
    ["NCS 분류", ncs.length ? ncs.join(", ") : null],
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
          .filter((f): f is [string, string] => Boolean(f[1]))
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
