import { Link } from "react-router";
import { encyclopediaIdParam } from "../../../shared/job-schemas";
import { wageFigures, wageLine, wageSourceLine } from "../../../shared/job-wage";
import { encyclopediaJobPath, encyclopediaJobSeo, licensePath } from "../../../shared/page-seo";
import { truncatedJobNameNote } from "../../../shared/relations";
import { IndicatorChart } from "../../components/careers/IndicatorChart";
import { JsonLd, occupationJsonLd } from "../../components/careers/JsonLd";
import { canonicalOf, notFoundPage, parseQuery } from "../../components/careers/routeQuery";
import { Section, SourceText } from "../../components/careers/Section";
import { catalogueHeaders } from "../../lib/route-headers";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/jobDicDt";

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "직업 정보를 찾을 수 없습니다 | 자격나침반" }];
  const { title, description, keywords } = encyclopediaJobSeo(data.job);
  return seoMeta({ title, description, keywords, canonical: data.canonical });
}

/** Same for every visitor until an import, sync or admin edit purges it. */
export const headers = catalogueHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { jobdicSeq } = parseQuery(encyclopediaIdParam, request);
  const job = await context.services.catalogue.encyclopediaJob(jobdicSeq);
  if (!job) notFoundPage();
  const canonical = canonicalOf(context.services.config.publicOrigin, encyclopediaJobPath(job.id));
  return { job, canonical };
}

export default function JobDicDetail({ loaderData }: Route.ComponentProps) {
  const { job, canonical } = loaderData;
  const linkClass = "rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100";
  const wage = wageFigures(job.wage);
  const nameNote = truncatedJobNameNote(job.name, job.similarNames);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <JsonLd
        data={occupationJsonLd({
          name: job.name,
          description: job.outlookSummary,
          url: canonical,
          code: job.kecoCode ? `KECO ${job.kecoCode}` : null,
          alternateNames: job.similarNames,
          qualifications: job.licenses.map((l) => l.name),
        })}
      />
      <nav aria-label="위치" className="text-sm text-slate-500">
        <Link to="/jnJob/jobDic" className="hover:underline">
          직업백과
        </Link>
        {job.kecoGroup && (
          <>
            {" › "}
            <Link to={`/jnJob/jobDic?keco=${job.kecoCode?.slice(0, 1)}`} className="hover:underline">
              {job.kecoGroup}
            </Link>
          </>
        )}
      </nav>
      <h1 className="mt-2 text-2xl font-bold">{job.name}</h1>
      {nameNote && (
        <p role="note" className="mt-1 rounded bg-amber-50 p-2 text-sm text-amber-900" data-testid="job-name-note">
          {nameNote}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-600">
        {[
          job.category,
          job.kecoName && `고용직업분류 ${job.kecoCode} ${job.kecoName}`,
          job.kscoName && `표준직업분류 ${job.kscoCode} ${job.kscoName}`,
        ]
          .filter(Boolean)
          .join(" · ")}
      </p>
      {job.similarNames.length > 0 && <p className="mt-2 text-sm">유사 직업명: {job.similarNames.join(", ")}</p>}

      <Section title="직업 지표">
        <IndicatorChart title={`${job.name} 직업 지표`} indicators={job.indicators} />
      </Section>

      {job.outlookSummary && (
        <Section title="직업 전망 요약">
          <SourceText text={job.outlookSummary} />
        </Section>
      )}

      <Section title="되는 길">
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {[
            { title: "준비 과정", text: job.preparation },
            { title: "교육·훈련", text: job.training },
            { title: "취업 방법", text: job.employmentPath },
          ]
            .filter((step) => step.text)
            .map((step, i) => (
              <div key={step.title} className="rounded-lg bg-slate-50 p-4">
                <h3 className="mb-2 font-semibold">
                  {i + 1}. {step.title}
                </h3>
                <SourceText text={step.text} />
              </div>
            ))}
        </div>
      </Section>

      {job.aptitude && (
        <Section title="적성 및 흥미">
          <SourceText text={job.aptitude} />
        </Section>
      )}

      {(job.wage || job.employmentOutlook) && (
        <Section title="임금과 일자리 전망">
          {wage ? (
            <div data-testid="job-wage">
              <p>{wageLine(wage)}</p>
              <p className="mt-1 text-xs text-slate-500">{wageSourceLine(wage)}</p>
            </div>
          ) : (
            <SourceText text={job.wage} />
          )}
          <div className="mt-2">
            <SourceText text={job.employmentOutlook} />
          </div>
        </Section>
      )}

      <Section title="관련 학과">
        {job.majors.length === 0 ? (
          <p className="text-slate-600">등록된 관련 학과가 없습니다.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" data-testid="related-majors">
            {job.majors.map((m) => (
              <li key={m.name}>
                {m.majorId ? (
                  <Link to={`/jnCareer/majorInfoDt?id=${m.majorId}`} className={linkClass}>
                    {m.name}
                  </Link>
                ) : (
                  <span className="rounded border border-slate-200 px-3 py-1 text-sm text-slate-600">{m.name}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="관련 자격증">
        {job.licenses.length === 0 ? (
          <p className="text-slate-600">등록된 관련 자격증이 없습니다.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" data-testid="related-licenses">
            {job.licenses.map((l) => (
              <li key={l.id}>
                <Link to={licensePath(l.id)} className={linkClass}>
                  {l.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <p className="mt-8 text-xs text-slate-500">출처: 커리어넷 직업백과 (한국직업능력연구원)</p>
    </div>
  );
}
