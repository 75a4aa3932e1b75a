import { Form, Link, useLocation } from "react-router";
import { educationLevels, kecoMajorGroups, shortEducationLabel, skillPeriods } from "../../../shared/job-classifications";
import { dictionaryCodeParam, dictionaryQuery } from "../../../shared/job-schemas";
import { formatNumber } from "../../../shared/number-format";
import { dictionaryJobPath, dictionaryJobSeo } from "../../../shared/page-seo";
import { pageHref, visiblePagesFor } from "../../../shared/page-window";
import { DictionaryJobDetail } from "../../components/careers/DictionaryJobDetail";
import { canonicalOf, notFoundPage, parseQuery } from "../../components/careers/routeQuery";
import { EmptyState } from "../../components/careers/Section";
import { Pagination } from "../../components/ui/Pagination";
import { catalogueHeaders } from "../../lib/route-headers";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/jobInfo";

export function meta({ data }: Route.MetaArgs) {
  if (data?.mode === "detail") {
    const { title, description, keywords } = dictionaryJobSeo(data.job);
    return seoMeta({ title, description, keywords, canonical: data.canonical });
  }
  return seoMeta({
    title: "직업정보 - 한국직업사전 | 자격나침반",
    description: "한국직업사전의 직업별 직무, 정규교육, 숙련기간, 작업환경과 관련 자격을 찾아보세요.",
  });
}

/** Same for every visitor until an import, sync or admin edit purges it. */
export const headers = catalogueHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  if (new URL(request.url).searchParams.has("dJobCd")) {
    const { dJobCd } = parseQuery(dictionaryCodeParam, request);
    const job = await context.services.catalogue.dictionaryJob(dJobCd);
    if (!job) notFoundPage();
    const canonical = canonicalOf(context.services.config.publicOrigin, dictionaryJobPath(job.code));
    return { mode: "detail" as const, job, canonical };
  }
  const query = parseQuery(dictionaryQuery, request);
  const result = await context.services.jobs.listDictionary(query);
  return { mode: "list" as const, ...result, query, visiblePages: visiblePagesFor(context.device) };
}

export default function JobInfo({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  if (loaderData.mode === "detail") return <DictionaryJobDetail job={loaderData.job} canonical={loaderData.canonical} />;
  const { items, total, query, visiblePages } = loaderData;
  const select = "w-full min-w-0 rounded border border-slate-300 px-3 py-2";
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">직업정보</h1>
      <p className="mt-1 text-sm text-slate-600">한국직업사전 직업 {formatNumber(total)}건</p>
      <Form
        method="get"
        role="search"
        className="mt-6 grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_repeat(3,minmax(0,11rem))_auto]"
      >
        <label className="sr-only" htmlFor="info-keyword">
          직업명
        </label>
        <input
          id="info-keyword"
          name="keyword"
          defaultValue={query.keyword}
          maxLength={50}
          placeholder="직업명을 입력하세요"
          className="rounded border border-slate-300 px-3 py-2"
        />
        <label className="sr-only" htmlFor="info-keco">
          고용직업분류
        </label>
        <select id="info-keco" name="keco" defaultValue={query.keco ?? ""} className={select}>
          <option value="">직업분류 전체</option>
          {kecoMajorGroups.map((g) => (
            <option key={g.code} value={g.code}>
              {g.name}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="info-edu">
          정규교육
        </label>
        <select id="info-edu" name="eduLevel" defaultValue={query.eduLevel ?? ""} className={select}>
          <option value="">정규교육 전체</option>
          {educationLevels.map((level) => (
            <option key={level} value={level}>
              {shortEducationLabel(level)}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="info-skill">
          숙련기간
        </label>
        <select id="info-skill" name="skillYear" defaultValue={query.skillYear ?? ""} className={select}>
          <option value="">숙련기간 전체</option>
          {skillPeriods.map((period) => (
            <option key={period} value={period}>
              {period}
            </option>
          ))}
        </select>
        <button type="submit" className="rounded bg-slate-800 px-5 py-2 font-semibold text-white">
          검색
        </button>
      </Form>

      {items.length === 0 ? (
        <div className="mt-8">
          <EmptyState>조건에 맞는 직업이 없습니다. 검색 조건을 바꿔 보세요.</EmptyState>
        </div>
      ) : (
        <ul className="mt-8 divide-y divide-slate-200 border-y border-slate-200" data-testid="job-info-list">
          {items.map((job) => (
            <li key={job.code} className="py-4">
              <Link to={`/jnJob/jobInfo?dJobCd=${job.code}`} className="text-lg font-bold text-blue-800 hover:underline">
                {job.name}
              </Link>
              <p className="mt-1 text-xs text-slate-500">
                {[
                  job.kecoName,
                  job.educationLevel && shortEducationLabel(job.educationLevel),
                  job.skillPeriod && `숙련 ${job.skillPeriod}`,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
              {job.summary && <p className="mt-1 line-clamp-2 text-sm text-slate-700">{job.summary}</p>}
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
