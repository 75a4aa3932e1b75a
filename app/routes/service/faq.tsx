import { Link, useLocation } from "react-router";
import { formatNumber } from "../../../shared/number-format";
import { pageHref, visiblePagesFor } from "../../../shared/page-window";
import { FAQ_CATEGORIES, faqCategoryName, SERVICE_PAGE_SIZE } from "../../../shared/service";
import { faqListQuery } from "../../../shared/service-schemas";
import { parseQuery } from "../../components/careers/routeQuery";
import { ServicePage } from "../../components/service/ServiceNav";
import { Pagination } from "../../components/ui/Pagination";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/faq";

export function meta() {
  return seoMeta({
    title: "자주 묻는 질문 | 자격나침반 고객센터",
    description: "회원, 자격증 정보, 시험일정, 서비스 이용에 관한 자주 묻는 질문.",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = parseQuery(faqListQuery, request);
  const result = await context.services.customerService.faqList({ page: q.page, pageSize: SERVICE_PAGE_SIZE, category: q.code });
  return { ...result, code: q.code ?? null, page: q.page, visiblePages: visiblePagesFor(context.device) };
}

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const { items, total, code, page, visiblePages } = loaderData;
  const tab = (active: boolean) =>
    `block rounded-full border px-3 py-1.5 text-sm ${active ? "border-brand-700 bg-brand-700 font-bold text-white" : "border-slate-300 hover:border-brand-500"}`;
  return (
    <ServicePage title="자주 묻는 질문">
      <nav aria-label="FAQ 분류">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link to="/service/faq" className={tab(code === null)} aria-current={code === null ? "page" : undefined}>
              전체
            </Link>
          </li>
          {FAQ_CATEGORIES.map((c) => (
            <li key={c.code}>
              <Link
                to={`/service/faq?code=${c.code}`}
                className={tab(code === c.code)}
                aria-current={code === c.code ? "page" : undefined}
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <p className="mt-6 rounded border border-dashed border-slate-300 p-8 text-center text-slate-600">
          이 분류에는 아직 질문이 없습니다. 고객센터에 자주 들어오는 질문과 답변이 이곳에 정리됩니다.
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 border-y border-slate-200">
          {items.map((f) => (
            <li key={f.id}>
              <details className="group py-4">
                <summary className="cursor-pointer list-none font-semibold">
                  <span className="mr-2 text-brand-700">Q.</span>
                  <span className="mr-2 text-xs text-slate-500">[{faqCategoryName(f.category)}]</span>
                  {f.question}
                </summary>
                <p className="mt-3 rounded bg-slate-50 p-4 leading-relaxed text-slate-700">
                  <span className="mr-2 font-bold">A.</span>
                  {f.answer}
                </p>
              </details>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 text-sm text-slate-500">전체 {formatNumber(total)}건</p>
      <div className="mt-4">
        <Pagination
          page={page}
          totalItems={total}
          itemsPerPage={SERVICE_PAGE_SIZE}
          visiblePages={visiblePages}
          hrefFor={(p) => pageHref(location.pathname, new URLSearchParams(location.search), p)}
        />
      </div>
    </ServicePage>
  );
}
