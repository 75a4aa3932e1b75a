import { Link } from "react-router";
import type { DictionaryEntry } from "../../../server/modules/jobs/service.server";
import { licensePath } from "../../../shared/page-seo";
import { JsonLd, occupationJsonLd } from "./JsonLd";
import { Section, SourceText } from "./Section";

/** Links each certLic name that matched a portal license; the rest stay plain text. */
function CertificateList({ job }: { job: DictionaryEntry }) {
  const names = (job.licensesText ?? "")
    .split(",")
    .map((n) => n.trim())
    .filter(Boolean);
  if (names.length === 0) return <p className="text-slate-600">직업사전에 기재된 자격·면허가 없습니다.</p>;
  const byName = new Map(job.licenses.map((l) => [l.name.replace(/\s+/g, ""), l.id]));
  return (
    <ul className="flex flex-wrap gap-2" data-testid="cert-licenses">
      {names.map((name) => {
        const id = byName.get(name.replace(/\s+/g, ""));
        return (
          <li key={name}>
            {id ? (
              <Link to={licensePath(id)} className="rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100">
                {name}
              </Link>
            ) : (
              <span className="rounded border border-slate-200 px-3 py-1 text-sm text-slate-600">{name}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function DictionaryJobDetail({ job, canonical }: { job: DictionaryEntry; canonical: string }) {
  const facts: Array<[string, string | null]> = [
    ["정규교육", job.educationLevel],
    ["숙련기간", job.skillPeriod],
    ["작업강도", job.workIntensity],
    ["작업장소", job.workPlace],
    ["작업환경", job.workEnvironment],
    ["직무기능", job.workFunctions.join(", ") || null],
    ["유사명칭", job.similarNames],
    ["관련직업", job.relatedJobs],
    ["고용직업분류", job.kecoName && `${job.kecoCode} ${job.kecoName}`],
    ["표준직업분류", job.kscoName && `${job.kscoCode} ${job.kscoName}`],
    ["표준산업분류", job.ksicName],
    ["조사연도", job.surveyYear ? `${job.surveyYear}년` : null],
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <JsonLd
        data={occupationJsonLd({
          name: job.name,
          description: job.summary,
          url: canonical,
          code: job.kecoCode ? `KECO ${job.kecoCode}` : null,
          qualifications: job.licenses.map((l) => l.name),
        })}
      />
      <nav aria-label="위치" className="text-sm text-slate-500">
        <Link to="/jnJob/jobInfo" className="hover:underline">
          직업정보
        </Link>
      </nav>
      <h1 className="mt-2 text-2xl font-bold">{job.name}</h1>
      <p className="mt-1 text-sm text-slate-500">직업코드 {job.code}</p>

      <Section title="직무 개요">
        <SourceText text={job.summary} />
      </Section>
      <Section title="수행 직무">
        <SourceText text={job.duties} />
      </Section>
      <Section title="직업 특성">
        <dl className="grid grid-cols-1 gap-x-6 md:grid-cols-2">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="flex gap-3 border-b border-slate-100 py-2 text-sm">
                <dt className="w-28 shrink-0 font-semibold text-slate-600">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
        {job.physicalActivities.length > 0 && (
          <div className="mt-4">
            <h3 className="mb-2 text-sm font-semibold text-slate-600">육체활동</h3>
            <ul className="flex flex-wrap gap-2">
              {job.physicalActivities.map((a) => (
                <li key={a} className="rounded-full bg-slate-100 px-3 py-1 text-sm">
                  {a}
                </li>
              ))}
            </ul>
          </div>
        )}
      </Section>
      <Section title="관련 자격·면허">
        <CertificateList job={job} />
      </Section>
      <p className="mt-8 text-xs text-slate-500">출처: 고용노동부·한국고용정보원 고용24 한국직업사전</p>
    </div>
  );
}
