import { Form, Link, useLocation } from "react-router";
import { z } from "zod";
import { formatNumber } from "../../../shared/number-format";
import { pageHref, visiblePagesFor } from "../../../shared/page-window";
import { pageParam } from "../../../shared/paging";
import { parseQuery } from "../../components/careers/routeQuery";
import { EmptyState } from "../../components/careers/Section";
import { MaintainedBy } from "../../components/service/MaintainedBy";
import { Pagination } from "../../components/ui/Pagination";
import { seoMeta } from "../../lib/seo";
import { maintainerOf } from "../../lib/site-info";
import type { Route } from "./+types/list";

const PAGE_SIZE = 10;
const query = z.object({
  region: z.preprocess((v) => (v === "" ? undefined : v), z.string().max(20).optional()),
  ld_id: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .string()
      .regex(/^[A-Za-z0-9]{1,20}$/)
      .optional(),
  ),
  page: pageParam,
});

export function meta() {
  return seoMeta({
    title: "교육기관 찾기 | 자격나침반",
    description: "지역과 자격증으로 자격증 교육기관과 개설 과정을 찾아보세요.",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = parseQuery(query, request);
  const [result, filters, maintainer] = await Promise.all([
    context.services.education.listInstitutes({ region: q.region, licenseId: q.ld_id, page: q.page, pageSize: PAGE_SIZE }),
    context.services.education.filters(),
    maintainerOf(context.services, "institutes."),
  ]);
  return { ...result, filters, query: q, visiblePages: visiblePagesFor(context.device), maintainer };
}

export default function EducationList({ loaderData }: Route.ComponentProps) {
  const { items, total, filters, query: q, visiblePages, maintainer } = loaderData;
  const location = useLocation();
  const select = "rounded border border-slate-300 px-3 py-2";
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">교육기관 찾기</h1>
      <p className="mt-1 text-sm text-slate-600">자격증 교육기관 {formatNumber(total)}곳</p>
      <MaintainedBy maintainer={maintainer} />
      <Form method="get" className="mt-6 flex flex-col gap-2 md:flex-row">
        <label className="sr-only" htmlFor="edu-region">
          지역
        </label>
        <select id="edu-region" name="region" defaultValue={q.region ?? ""} className={select}>
          <option value="">지역 전체</option>
          {filters.regions.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="edu-license">
          자격증
        </label>
        <select id="edu-license" name="ld_id" defaultValue={q.ld_id ?? ""} className={select}>
          <option value="">자격증 전체</option>
          {filters.licenses.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name}
            </option>
          ))}
        </select>
        <button type="submit" className="rounded bg-slate-800 px-5 py-2 font-semibold text-white">
          찾기
        </button>
      </Form>
      {items.length === 0 ? (
        <div className="mt-8">
          <EmptyState>
            {q.region || q.ld_id
              ? "조건에 맞는 교육기관이 없습니다."
              : "등록된 교육기관이 없습니다. 확인된 교육기관 정보만 게시합니다."}
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="institute-list">
          {items.map((inst) => (
            <li key={inst.id} className="rounded-lg border border-slate-200 p-4">
              <p className="text-xs font-semibold text-slate-500">{inst.region}</p>
              <Link to={`/education/InstituteInfo?id=${inst.id}`} className="text-lg font-bold text-blue-800 hover:underline">
                {inst.name}
              </Link>
              {inst.address && <p className="mt-1 text-sm text-slate-600">{inst.address}</p>}
              {inst.licenses.length > 0 && (
                <p className="mt-2 text-sm">개설 과정: {inst.licenses.map((l) => l.name).join(", ")}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={q.page}
        totalItems={total}
        itemsPerPage={PAGE_SIZE}
        visiblePages={visiblePages}
        hrefFor={(p) => pageHref(location.pathname, new URLSearchParams(location.search), p)}
      />
    </div>
  );
}
