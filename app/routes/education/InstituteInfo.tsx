import { Link } from "react-router";
import { z } from "zod";
import { licensePath } from "../../../shared/page-seo";
import { notFoundPage, parseQuery } from "../../components/careers/routeQuery";
import { Section } from "../../components/careers/Section";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/InstituteInfo";

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "교육기관 정보를 찾을 수 없습니다 | 자격나침반" }];
  return seoMeta({
    title: `${data.institute.name} - 교육기관 | 자격나침반`,
    description: `${data.institute.name}(${data.institute.region})의 개설 자격증 과정과 연락처를 확인하세요.`,
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { id } = parseQuery(z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }), request);
  const institute = await context.services.education.institute(id);
  if (!institute) notFoundPage();
  return { institute };
}

export default function InstituteInfo({ loaderData }: Route.ComponentProps) {
  const { institute } = loaderData;
  const facts: Array<[string, string | null]> = [
    ["지역", institute.region],
    ["주소", institute.address],
    ["전화", institute.phone],
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <nav aria-label="위치" className="text-sm text-slate-500">
        <Link to="/education/list" className="hover:underline">
          교육기관 찾기
        </Link>
      </nav>
      <h1 className="mt-2 text-2xl font-bold">{institute.name}</h1>
      <Section title="기관 정보">
        <dl className="text-sm">
          {facts
            .filter(([, v]) => v)
            .map(([label, value]) => (
              <div key={label} className="flex gap-3 border-b border-slate-100 py-2">
                <dt className="w-20 shrink-0 font-semibold text-slate-600">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          {institute.url && /^https?:\/\//.test(institute.url) && (
            <div className="flex gap-3 border-b border-slate-100 py-2">
              <dt className="w-20 shrink-0 font-semibold text-slate-600">홈페이지</dt>
              <dd>
                <a href={institute.url} target="_blank" rel="noopener noreferrer" className="text-blue-800 hover:underline">
                  {institute.url}
                </a>
              </dd>
            </div>
          )}
        </dl>
      </Section>
      <Section title="개설 과정">
        {institute.licenses.length === 0 ? (
          <p className="text-slate-600">등록된 과정이 없습니다.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {institute.licenses.map((l) => (
              <li key={l.id}>
                <Link to={licensePath(l.id)} className="rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100">
                  {l.name} 과정
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
