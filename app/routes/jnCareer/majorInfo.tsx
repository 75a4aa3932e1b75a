import { Link, useLocation } from "react-router";
import { z } from "zod";
import {
  fieldLabel,
  MAJOR_FIELDS,
  majorFieldParam,
  NO_FIELD,
  NO_FIELD_LABEL,
  schoolTypeParam,
  UNIVERSITY,
} from "../../../shared/major-fields";
import { formatNumber } from "../../../shared/number-format";
import { pageHref, visiblePagesFor } from "../../../shared/page-window";
import { keywordParam, pageParam } from "../../../shared/paging";
import { KeywordSearchForm } from "../../components/careers/KeywordSearchForm";
import { parseQuery } from "../../components/careers/routeQuery";
import { EmptyState } from "../../components/careers/Section";
import { Pagination } from "../../components/ui/Pagination";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/majorInfo";

const PAGE_SIZE = 10;
const selectClass = "rounded border border-slate-300 px-3 py-2";

export function meta({ data }: Route.MetaArgs) {
  return seoMeta({
    title: `학과정보${data?.query.keyword ? ` - ${data.query.keyword}` : ""} | 자격나침반`,
    description: "학과별 주요 과목, 취업률, 관련 자격증과 직업을 확인하세요.",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseQuery(
    z.object({ keyword: keywordParam, page: pageParam, mjClassId: majorFieldParam, mjScType: schoolTypeParam }),
    request,
  );
  const result = await context.services.majors.listMajors({
    ...query,
    field: query.mjClassId,
    schoolType: query.mjScType,
    pageSize: PAGE_SIZE,
  });
  return { ...result, query, visiblePages: visiblePagesFor(context.device) };
}

export default function MajorInfo({ loaderData }: Route.ComponentProps) {
  const { items, total, query, visiblePages } = loaderData;
  const location = useLocation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">학과정보</h1>
      <p className="mt-1 text-sm text-slate-600">커리어넷 학과정보 {formatNumber(total)}개 학과</p>
      <KeywordSearchForm
        id="major-keyword"
        label="학과명"
        placeholder="학과명을 입력하세요"
        defaultValue={query.keyword}
        className="mt-6 flex flex-col gap-2 md:flex-row"
      >
        <label className="sr-only" htmlFor="major-field">
          계열
        </label>
        <select id="major-field" name="mjClassId" defaultValue={query.mjClassId ?? ""} className={selectClass}>
          <option value="">계열 전체</option>
          {MAJOR_FIELDS.map((f) => (
            <option key={f} value={f}>
              {f}
            </option>
          ))}
          <option value={NO_FIELD}>{NO_FIELD_LABEL}</option>
        </select>
        <label className="sr-only" htmlFor="major-school">
          학교 구분
        </label>
        <select id="major-school" name="mjScType" defaultValue={query.mjScType ?? ""} className={selectClass}>
          <option value="">학교 구분 전체</option>
          <option value={UNIVERSITY}>4년제 대학 학과 목록</option>
        </select>
      </KeywordSearchForm>
      <p className="mt-2 text-xs text-slate-600">
        계열과 4년제 대학 구분은 커리어넷 학과정보의 4년제 대학 학과 목록에 있는 학과만 있습니다. 그 목록에 없는 학과는 &lsquo;
        {NO_FIELD_LABEL}&rsquo;로 표시합니다. (출처: 커리어넷(www.career.go.kr), 한국직업능력연구원)
      </p>
      {items.length === 0 ? (
        <div className="mt-8">
          <EmptyState>조건에 맞는 학과가 없습니다.</EmptyState>
        </div>
      ) : (
        <ul className="mt-8 divide-y divide-slate-200 border-y border-slate-200" data-testid="major-list">
          {items.map((major) => (
            <li key={major.id} className="flex flex-col gap-1 py-4 md:flex-row md:items-center md:justify-between">
              <div>
                <Link to={`/jnCareer/majorInfoDt?id=${major.id}`} className="text-lg font-bold text-blue-800 hover:underline">
                  {major.name}
                </Link>
                <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700" data-testid="major-field">
                  {fieldLabel(major.field)}
                </span>
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
