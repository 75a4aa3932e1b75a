import { Link, useLocation } from "react-router";
import { kecoMajorGroups, kscoMajorGroups } from "../../../shared/job-classifications";
import { encyclopediaQuery } from "../../../shared/job-schemas";
import { formatNumber } from "../../../shared/number-format";
import { pageHref, visiblePagesFor } from "../../../shared/page-window";
import { isJobName } from "../../../shared/relations";
import { KeywordSearchForm } from "../../components/careers/KeywordSearchForm";
import { parseQuery } from "../../components/careers/routeQuery";
import { EmptyState } from "../../components/careers/Section";
import { Pagination } from "../../components/ui/Pagination";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/jobDic";

export function meta({ data }: Route.MetaArgs) {
  const group = kecoMajorGroups.find((g) => g.code === data?.query.keco)?.name;
  return seoMeta({
    title: `직업백과${group ? ` - ${group}` : ""} | 자격나침반`,
    description: "커리어넷 직업백과의 직업별 전망, 임금, 준비 방법과 직업 지표를 분류별로 찾아보세요.",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseQuery(encyclopediaQuery, request);
  const result = await context.services.jobs.listEncyclopedia(query);
  return { ...result, query, visiblePages: visiblePagesFor(context.device) };
}

export default function JobDic({ loaderData }: Route.ComponentProps) {
  const { items, total, query, visiblePages } = loaderData;
  const location = useLocation();
  const chip = (active: boolean) =>
    `rounded-full border px-3 py-1 text-sm ${active ? "border-blue-700 bg-blue-700 text-white" : "border-slate-300 hover:bg-slate-100"}`;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">직업백과</h1>
      <p className="mt-1 text-sm text-slate-600">커리어넷 직업백과 {formatNumber(total)}개 직업</p>

      <KeywordSearchForm
        id="job-keyword"
        label="직업명"
        placeholder="직업명을 입력하세요"
        defaultValue={query.keyword}
        className="mt-6 flex flex-col gap-2 md:flex-row"
      >
        <label className="sr-only" htmlFor="job-ksco">
          표준직업분류
        </label>
        <select id="job-ksco" name="ksco" defaultValue={query.ksco ?? ""} className="rounded border border-slate-300 px-3 py-2">
          <option value="">표준직업분류 전체</option>
          {kscoMajorGroups.map((g) => (
            <option key={g.code} value={g.code}>
              {g.name}
            </option>
          ))}
        </select>
        {query.keco && <input type="hidden" name="keco" value={query.keco} />}
      </KeywordSearchForm>

      <nav aria-label="고용직업분류" className="mt-4 flex flex-wrap gap-2">
        <Link to="/jnJob/jobDic" className={chip(!query.keco)} aria-current={!query.keco ? "page" : undefined}>
          전체
        </Link>
        {kecoMajorGroups.map((g) => (
          <Link
            key={g.code}
            to={`/jnJob/jobDic?keco=${g.code}`}
            className={chip(query.keco === g.code)}
            aria-current={query.keco === g.code ? "page" : undefined}
          >
            {g.name}
          </Link>
        ))}
      </nav>

      {items.length === 0 ? (
        <div className="mt-8">
          <EmptyState>조건에 맞는 직업이 없습니다. 다른 검색어나 분류를 선택해 보세요.</EmptyState>
        </div>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="job-list">
          {items.map((job) => (
            <li key={job.id} className="rounded-lg border border-slate-200 p-4 hover:shadow">
              <Link to={`/jnJob/jobDicDt?jobdicSeq=${job.id}`} className="text-lg font-bold text-blue-800 hover:underline">
                {job.name}
              </Link>
              {!isJobName(job.name) && (
                <span className="ml-2 rounded bg-amber-50 px-2 py-0.5 text-xs text-amber-900">출처의 잘린 직업명</span>
              )}
              <p className="mt-1 text-sm text-slate-500">{[job.category, job.kecoName].filter(Boolean).join(" · ")}</p>
              {job.outlookSummary && (
                <p className="mt-2 line-clamp-2 text-sm text-slate-700">{job.outlookSummary.replace(/^-\s*/, "")}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={query.page}
        totalItems={total}
        itemsPerPage={query.pageSize}
        visiblePages={visiblePages}
        hrefFor={(p) => pageHref(location.pathname, new URLSearchParams(location.search), p)}
      />
    </div>
  );
}
