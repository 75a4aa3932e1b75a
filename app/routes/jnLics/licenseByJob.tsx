import { Form, Link, useSubmit } from "react-router";
import { figureText } from "../../../shared/figures";
import { formatNumber } from "../../../shared/number-format";
import { licensePath } from "../../../shared/page-seo";
import { jobListVisiblePages } from "../../../shared/paging";
import { Pagination } from "../../components/ui/Pagination";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/licenseByJob";

const PAGE_SIZE = 10;
const ORDERS = [
  { value: "name", label: "이름순" },
  { value: "applicants", label: "응시자 많은순" },
  { value: "passRate", label: "합격률 높은순" },
] as const;
type Order = (typeof ORDERS)[number]["value"];

interface Query {
  jobName: string;
  keyword: string;
  orderBy: Order;
  page: number;
}

function queryOf(url: URL): Query {
  const order = url.searchParams.get("orderBy");
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return {
    jobName: url.searchParams.get("jobName")?.trim().slice(0, 50) ?? "",
    keyword: url.searchParams.get("keyword")?.trim().slice(0, 50) ?? "",
    orderBy: ORDERS.find((o) => o.value === order)?.value ?? "name",
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

function hrefOf(q: Query, change: Partial<Query>): string {
  const next = { ...q, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.jobName) params.set("jobName", next.jobName);
  if (next.keyword) params.set("keyword", next.keyword);
  if (next.orderBy !== "name") params.set("orderBy", next.orderBy);
  if (next.page > 1) params.set("page", String(next.page));
  const s = params.toString();
  return `/jnLics/licenseByJob${s ? `?${s}` : ""}`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const query = queryOf(url);
  const { licenses, config } = context.services;
  const [tree, list] = await Promise.all([
    licenses.jobCodeTree(),
    licenses.list({
      jobName: query.jobName,
      keyword: query.keyword,
      orderBy: query.orderBy,
      page: query.page,
      pageSize: PAGE_SIZE,
    }),
  ]);
  return {
    query,
    tree,
    list,
    visiblePages: jobListVisiblePages(context.device),
    canonical: `${config.publicOrigin}/jnLics/licenseByJob`,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const job = loaderData?.query.jobName;
  return seoMeta({
    title: `${job ? `${job} ` : ""}직무별 자격증 | 자격나침반`,
    description: "대직무·중직무 분야별로 자격증을 찾아보고 응시자 수와 합격률로 비교하세요.",
    canonical: loaderData?.canonical,
  });
}

export default function LicenseByJob({ loaderData }: Route.ComponentProps) {
  const { query, tree, list, visiblePages } = loaderData;
  const submit = useSubmit();
  const activeField = tree.find((f) => f.name === query.jobName || f.children.some((c) => c.name === query.jobName));
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <header>
        <h1 className="text-2xl font-bold">직무별 자격증</h1>
        <p className="mt-1 text-sm text-slate-600">직무분야를 고르면 그 분야의 국가기술자격을 볼 수 있습니다.</p>
      </header>
      <nav aria-label="직무분야" className="rounded-lg border border-slate-200 p-3">
        <ul className="flex flex-wrap gap-1.5">
          <li>
            <Link
              to={hrefOf(query, { jobName: "" })}
              aria-current={!query.jobName ? "true" : undefined}
              className={`inline-block rounded-full border px-3 py-1 text-sm ${!query.jobName ? "border-blue-600 bg-blue-600 text-white" : "border-slate-200"}`}
            >
              전체
            </Link>
          </li>
          {tree.map((f) => (
            <li key={f.code}>
              <Link
                to={hrefOf(query, { jobName: f.name })}
                aria-current={activeField?.code === f.code ? "true" : undefined}
                className={`inline-block rounded-full border px-3 py-1 text-sm ${activeField?.code === f.code ? "border-blue-600 bg-blue-600 text-white" : "border-slate-200 hover:bg-slate-50"}`}
              >
                {f.name} <span className="text-xs opacity-75">{f.count}</span>
              </Link>
            </li>
          ))}
        </ul>
        {activeField && activeField.children.length > 1 ? (
          <ul className="mt-3 flex flex-wrap gap-1.5 border-t border-slate-100 pt-3" aria-label={`${activeField.name} 중직무`}>
            {activeField.children.map((c) => (
              <li key={c.code}>
                <Link
                  to={hrefOf(query, { jobName: c.name })}
                  aria-current={query.jobName === c.name ? "true" : undefined}
                  className={`inline-block rounded border px-2 py-0.5 text-xs ${query.jobName === c.name ? "border-blue-600 text-blue-700" : "border-slate-200"}`}
                >
                  {c.name} {c.count}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
      <Form method="get" className="flex flex-wrap items-center justify-between gap-2">
        <input type="hidden" name="jobName" value={query.jobName} />
        <p className="text-sm" aria-live="polite">
          {query.jobName || "전체"} 자격증 <strong>{formatNumber(list.totalItems)}</strong>종
        </p>
        <div className="flex gap-2">
          <label htmlFor="by-job-keyword" className="sr-only">
            자격증 이름
          </label>
          <input
            id="by-job-keyword"
            name="keyword"
            defaultValue={query.keyword}
            maxLength={50}
            placeholder="자격증 이름"
            className="w-36 rounded border border-slate-300 px-2 py-1 text-sm"
          />
          <label htmlFor="by-job-order" className="sr-only">
            정렬
          </label>
          <select
            id="by-job-order"
            name="orderBy"
            defaultValue={query.orderBy}
            onChange={(e) => submit(e.currentTarget.form)}
            className="rounded border border-slate-300 px-2 py-1 text-sm"
          >
            {ORDERS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <button type="submit" className="rounded bg-blue-600 px-3 py-1 text-sm text-white">
            검색
          </button>
        </div>
      </Form>
      {list.list.length === 0 ? (
        <p className="rounded bg-slate-50 p-4 text-center text-sm text-slate-600">조건에 맞는 자격증이 없습니다.</p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">직무별 자격증 목록</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th scope="col" className="p-2 text-left">
                자격증
              </th>
              <th scope="col" className="hidden p-2 text-left sm:table-cell">
                직무분야
              </th>
              <th scope="col" className="p-2 text-right">
                응시자
              </th>
              <th scope="col" className="p-2 text-right">
                합격률
              </th>
            </tr>
          </thead>
          <tbody>
            {list.list.map((l) => (
              <tr key={l.id} className="border-t border-slate-100">
                <td className="p-2">
                  <Link to={licensePath(l.id)} className="font-medium hover:underline">
                    {l.name}
                  </Link>
                  <span className="ml-1 text-xs text-slate-500">{l.gradeName}</span>
                </td>
                <td className="hidden p-2 text-slate-600 sm:table-cell">
                  {[l.jobFieldName, l.subJobFieldName].filter(Boolean).join(" > ")}
                </td>
                <td className="p-2 text-right">{l.applicants > 0 ? figureText(l) : "-"}</td>
                <td className="p-2 text-right">{l.passRate !== null ? `${Number(l.passRate).toFixed(1)}%` : "-"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination
        page={query.page}
        totalItems={list.totalItems}
        itemsPerPage={PAGE_SIZE}
        visiblePages={visiblePages}
        hrefFor={(page) => hrefOf(query, { page })}
        label="자격증 목록 페이지"
      />
      <p className="text-xs text-slate-500">
        응시자 수: 괄호 안 연도의 필기(1차) 응시자 수이며, 응시자 많은순은 같은 해 수치끼리 견주고 다른 해의 수치는 그 뒤에
        둡니다. 합격률: 최근 연도 기준 (출처: 한국산업인력공단 Q-Net·KOSIS 국가기술자격 통계, 그 밖의 기관 자격은 CertWeb 수집
        자료)
      </p>
    </div>
  );
}
