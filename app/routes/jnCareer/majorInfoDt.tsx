import { Link } from "react-router";
import { z } from "zod";
import { splitRelationSubjects } from "../../../shared/major-detail";
import { fieldLabel } from "../../../shared/major-fields";
import { formatNumber } from "../../../shared/number-format";
import { licensePath, majorPath, majorSeo } from "../../../shared/page-seo";
import { canonicalOf, notFoundPage, parseQuery } from "../../components/careers/routeQuery";
import { Section } from "../../components/careers/Section";
import { catalogueHeaders } from "../../lib/route-headers";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/majorInfoDt";

const DEPARTMENTS_SHOWN = 40;
const chipClass = "rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100";

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "학과 정보를 찾을 수 없습니다 | 자격나침반" }];
  const { major } = data;
  const { title, description, keywords } = majorSeo({ ...major, licenseNames: major.licenses.map((l) => l.name) });
  return seoMeta({ title, description, keywords, canonical: data.canonical });
}

/** Same for every visitor until an import, sync or admin edit purges it. */
export const headers = catalogueHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const { id } = parseQuery(z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }), request);
  const major = await context.services.catalogue.major(id);
  if (!major) notFoundPage();
  return { major, canonical: canonicalOf(context.services.config.publicOrigin, majorPath(major.id)) };
}

function RateBar({ label, value }: { label: string; value: number | null }) {
  return (
    <div className="flex items-center gap-3 text-sm">
      <span className="w-10 shrink-0">{label}</span>
      <div className="h-3 flex-1 rounded bg-slate-100" aria-hidden="true">
        <div className="h-3 rounded bg-blue-700" style={{ width: `${value ?? 0}%` }} />
      </div>
      <span className="w-16 shrink-0 text-right font-semibold">{value === null ? "자료 없음" : `${value}%`}</span>
    </div>
  );
}

export default function MajorDetail({ loaderData }: Route.ComponentProps) {
  const { major } = loaderData;
  const { subjects, source } = splitRelationSubjects(major.relationSubjects);
  const rate = major.employmentRate;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <nav aria-label="위치" className="text-sm text-slate-500">
        <Link to="/jnCareer/majorInfo" className="hover:underline">
          학과정보
        </Link>
      </nav>
      <h1 className="mt-2 text-2xl font-bold">{major.name}</h1>
      <p className="mt-1 text-sm text-slate-600" data-testid="major-field">
        계열: {fieldLabel(major.field)}
        {major.field ? " (커리어넷 4년제 대학 학과 목록)" : " (커리어넷 4년제 대학 학과 목록에 없는 학과)"}
      </p>

      {subjects.length > 0 && (
        <Section title="관련 교과목">
          <dl className="space-y-3">
            {subjects.map((s) => (
              <div key={s.subjectName}>
                <dt className="font-semibold">{s.subjectName}</dt>
                <dd className="mt-1 text-slate-700">{s.subjectDescription}</dd>
              </div>
            ))}
          </dl>
          {source && <p className="mt-3 text-xs text-slate-500">{source}</p>}
        </Section>
      )}

      {(rate.total !== null || rate.male !== null || rate.female !== null) && (
        <Section title="취업률">
          <div className="max-w-md space-y-2">
            <RateBar label="전체" value={rate.total} />
            <RateBar label="남" value={rate.male} />
            <RateBar label="여" value={rate.female} />
          </div>
        </Section>
      )}

      <Section title="관련 자격증">
        {major.licenses.length === 0 ? (
          <p className="text-slate-600">등록된 관련 자격증이 없습니다.</p>
        ) : (
          <ul className="flex flex-wrap gap-2" data-testid="major-licenses">
            {major.licenses.map((l) => (
              <li key={l.id}>
                <Link to={licensePath(l.id)} className={chipClass}>
                  {l.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title="관련 직업">
        {major.jobs.length === 0 ? (
          <p className="text-slate-600">등록된 관련 직업이 없습니다.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {major.jobs.map((j) => (
              <li key={j.id}>
                <Link to={`/jnJob/jobDicDt?jobdicSeq=${j.id}`} className={chipClass}>
                  {j.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>

      {major.departments.length > 0 && (
        <Section title={`대학별 학과명 (${formatNumber(major.departments.length)}개)`}>
          <ul className="flex flex-wrap gap-2 text-sm text-slate-700">
            {major.departments.slice(0, DEPARTMENTS_SHOWN).map((d) => (
              <li key={d} className="rounded bg-slate-100 px-2 py-1">
                {d}
              </li>
            ))}
          </ul>
          {major.departments.length > DEPARTMENTS_SHOWN && (
            <details className="mt-3">
              <summary className="cursor-pointer text-sm font-semibold">나머지 학과명 보기</summary>
              <ul className="mt-2 flex flex-wrap gap-2 text-sm text-slate-700">
                {major.departments.slice(DEPARTMENTS_SHOWN).map((d) => (
                  <li key={d} className="rounded bg-slate-100 px-2 py-1">
                    {d}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </Section>
      )}
      <p className="mt-8 text-xs text-slate-500">출처: 커리어넷 학과정보 (한국직업능력연구원)</p>
    </div>
  );
}
