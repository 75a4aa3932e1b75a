import { Link, useLocation } from "react-router";
import { z } from "zod";
import { applicantsText } from "../../../shared/figures";
import { formatNumber } from "../../../shared/number-format";
import { licensePath } from "../../../shared/page-seo";
import { pageHref, visiblePagesFor } from "../../../shared/page-window";
import { keywordParam, pageParam } from "../../../shared/paging";
import { KeywordSearchForm } from "../../components/careers/KeywordSearchForm";
import { parseQuery } from "../../components/careers/routeQuery";
import { EmptyState } from "../../components/careers/Section";
import { Pagination } from "../../components/ui/Pagination";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/professionalList";

const PAGE_SIZE = 10;

export function meta() {
  return seoMeta({
    title: "국가전문자격 시험 목록 | 자격나침반",
    description: "공인중개사, 사회복지사 등 국가전문자격 시험 정보를 응시자 수 순으로 확인하세요.",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseQuery(z.object({ keyword: keywordParam, page: pageParam }), request);
  const result = await context.services.publicExams.publicExams({ ...query, pageSize: PAGE_SIZE });
  return { ...result, query, visiblePages: visiblePagesFor(context.device) };
}

/** /jnLics/professionalList: the 국가전문자격 (formerly under /jnLnPo/publicList, which now lists public-sector hiring tests). */
export default function ProfessionalList({ loaderData }: Route.ComponentProps) {
  const { items, total, query, visiblePages } = loaderData;
  const location = useLocation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">국가전문자격</h1>
      <p className="mt-4 text-sm text-slate-600">
        각 부처가 주관하는 국가전문자격 {formatNumber(total)}종 (응시자 수 순). 공무원·공공기관 채용시험은{" "}
        <Link to="/jnLnPo/publicList" className="text-blue-800 underline">
          어학·공공 › 공공기관 채용시험
        </Link>
        에 있습니다.
      </p>
      <KeywordSearchForm
        id="public-keyword"
        label="자격명"
        placeholder="자격명을 입력하세요"
        defaultValue={query.keyword}
        className="mt-4 flex gap-2"
      />
      {items.length === 0 ? (
        <div className="mt-8">
          <EmptyState>검색어에 맞는 국가전문자격이 없습니다.</EmptyState>
        </div>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 border-y border-slate-200" data-testid="professional-list">
          {items.map((exam) => (
            <li key={exam.id} className="flex items-center justify-between gap-4 py-3">
              <Link to={licensePath(exam.id)} className="font-semibold text-blue-800 hover:underline">
                {exam.name}
              </Link>
              <span className="shrink-0 text-sm text-slate-600">
                {[exam.issuer, exam.applicants > 0 ? `응시 ${applicantsText(exam.applicants, exam.applicantsYear)}` : null]
                  .filter(Boolean)
                  .join(" · ")}
              </span>
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
