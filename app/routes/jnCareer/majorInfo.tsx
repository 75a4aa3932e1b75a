import { Link, useLocation } from "react-router";
import { z } from "zod";
import { pageHref, visiblePagesFor } from "../../../shared/page-window";
import { keywordParam, pageParam } from "../../../shared/paging";
import { KeywordSearchForm } from "../../components/careers/KeywordSearchForm";
import { parseQuery } from "../../components/careers/routeQuery";
import { EmptyState } from "../../components/careers/Section";
import { Pagination } from "../../components/ui/Pagination";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/majorInfo";

const PAGE_SIZE = 10;

export function meta({ data }: Route.MetaArgs) {
  return seoMeta({
    title: `학과정보${data?.query.keyword ? ` - ${data.query.keyword}` : ""} | 자격나침반`,
    description: "학과별 주요 과목, 취업률, 관련 자격증과 직업을 확인하세요.",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseQuery(z.object({ keyword: keywordParam, page: pageParam }), request);
  const result = await context.services.majors.listMajors({ ...query, pageSize: PAGE_SIZE });
  return { ...result, query, visiblePages: visiblePagesFor(context.device) };
}

export default function MajorInfo({ loaderData }: Route.ComponentProps) {
  const { items, total, query, visiblePages } = loaderData;
  const location = useLocation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">학과정보</h1>
      <p className="mt-1 text-sm text-slate-600">커리어넷 학과정보 {total.toLocaleString("ko-KR")}개 학과</p>
      <KeywordSearchForm id="major-keyword" label="학과명" placeholder="학과명을 입력하세요" defaultValue={query.keyword} />
      {items.length === 0 ? (
        <div className="mt-8">
          <EmptyState>검색어에 맞는 학과가 없습니다.</EmptyState>
        </div>
      ) : (
        <ul className="mt-8 divide-y divide-slate-200 border-y border-slate-200" data-testid="major-list">
          {items.map((major) => (
            <li key={major.id} className="flex flex-col gap-1 py-4 md:flex-row md:items-center md:justify-between">
              <div>
                <Link to={`/jnCareer/majorInfoDt?id=${major.id}`} className="text-lg font-bold text-blue-800 hover:underline">
                  {major.name}
                </Link>
                {major.mainSubjects.length > 0 && (
                  <p className="mt-1 line-clamp-1 text-sm text-slate-600">{major.mainSubjects.slice(0, 5).join(", ")}</p>
                )}
              </div>
              {major.employmentRate !== null && <p className="shrink-0 text-sm text-slate-700">취업률 {major.employmentRate}%</p>}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={query.page}
        totalItems={total}
        itemsPerPage={PAGE_SIZE}
        visiblePages={visiblePages}
        hrefFor={(p) => pageHref(location.pathname, new URLSearchParams(location.search), p)}
      />
    </div>
  );
}
