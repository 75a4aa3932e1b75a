import { Link } from "react-router";
import { dDay } from "../../../shared/dates";
import { applicantsText, figureText, rankedName } from "../../../shared/figures";
import { formatNumber } from "../../../shared/number-format";
import { licensePath } from "../../../shared/page-seo";
import { jobListVisiblePages } from "../../../shared/paging";
import { noUpcomingRegistrationNotice } from "../../../shared/schedule-notice";
import { ContinuousWindows } from "../../components/licenses/ContinuousWindows";
import { phaseDates } from "../../components/licenses/phases";
import { Pagination } from "../../components/ui/Pagination";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/index";

const PAGE_SIZE = 20;
const TYPES = ["T", "S", "M"] as const;
const GRADES = ["기술사", "기능장", "기사", "산업기사", "기능사"];

interface Filters {
  type?: (typeof TYPES)[number];
  grade?: string;
  field?: string;
  page: number;
}

/** Filters from the query string; unknown values are ignored and the page is clamped to ≥ 1. */
function filtersOf(url: URL): Filters {
  const type = url.searchParams.get("type");
  const grade = url.searchParams.get("grade");
  const field = url.searchParams.get("field")?.trim().slice(0, 50);
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return {
    type: TYPES.find((t) => t === type),
    grade: grade && GRADES.includes(grade) ? grade : undefined,
    field: field || undefined,
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

function hrefOf(filters: Filters, change: Partial<Filters>): string {
  const next = { ...filters, page: 1, ...change };
  const params = new URLSearchParams();
  if (next.type) params.set("type", next.type);
  if (next.grade) params.set("grade", next.grade);
  if (next.field) params.set("field", next.field);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return `/jnLics${query ? `?${query}` : ""}#browse`;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const { licenses, schedules, config } = context.services;
  const today = context.services.clock.today();
  const [facets, popular, upcoming, continuous, list] = await Promise.all([
    licenses.facets(),
    licenses.popular(10),
    schedules.upcomingRegistrations(today, 8),
    schedules.continuousWindows(today, 3),
    licenses.list({
      type: filters.type,
      grade: filters.grade,
      jobName: filters.field,
      orderBy: "applicants",
      page: filters.page,
      pageSize: PAGE_SIZE,
    }),
  ]);
  const visiblePages = jobListVisiblePages(context.device);
  return {
    filters,
    facets,
    popular,
    upcoming,
    continuous,
    list,
    today,
    visiblePages,
    canonical: `${config.publicOrigin}/jnLics`,
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return seoMeta({
    title: "자격증 정보 - 국가기술·국가전문·공인민간 자격 한눈에 | 자격나침반",
    description: `자격증 ${loaderData ? formatNumber(loaderData.facets.total) : ""}종을 자격 구분, 등급, 직무분야별로 찾아보고 인기 자격증과 접수 예정 일정을 확인하세요.`,
    canonical: loaderData?.canonical,
  });
}

function Facet({
  title,
  items,
}: {
  title: string;
  items: Array<{ key: string; label: string; count: number; href: string; active: boolean }>;
}) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-600">{title}</h3>
      <ul className="flex flex-wrap gap-2">
        {items.map((i) => (
          <li key={i.key}>
            <Link
              to={i.href}
              aria-current={i.active ? "true" : undefined}
              className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm ${i.active ? "border-blue-600 bg-blue-600 text-white" : "border-slate-200 hover:bg-slate-50"}`}
            >
              {i.label}
              <span className={`text-xs ${i.active ? "text-blue-100" : "text-slate-500"}`}>{formatNumber(i.count)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function LicenseHub({ loaderData }: Route.ComponentProps) {
  const { filters, facets, popular, upcoming, continuous, list, today, visiblePages } = loaderData;
  const filtered = Boolean(filters.type || filters.grade || filters.field);
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6">
      <header>
        <h1 className="text-2xl font-bold">자격증 정보</h1>
        <p className="mt-1 text-sm text-slate-600">
          자격증 {formatNumber(facets.total)}종을 자격 구분, 등급, 직무분야별로 찾아보세요.{" "}
          <Link to="/jnLics/licenseSchedule" className="text-blue-700 underline underline-offset-2">
            시험일정 달력
          </Link>
          {" · "}
          <Link to="/jnLics/licenseByJob" className="text-blue-700 underline underline-offset-2">
            직무별 자격증
          </Link>
        </p>
      </header>

      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <section aria-labelledby="popular" className="rounded-lg border border-slate-200 p-4">
          <h2 id="popular" className="mb-3 text-lg font-bold">
            응시자가 많은 자격증
            {popular[0]?.applicantsYear ? (
              <span className="ml-1 text-sm font-normal text-slate-500">{popular[0].applicantsYear}년 기준</span>
            ) : null}
          </h2>
          <ol className="space-y-1.5">
            {popular.map((l, i) => (
              <li key={l.id} className="flex items-center gap-2 text-sm">
                <span className="w-5 text-right font-bold text-blue-700">{i + 1}</span>
                <Link to={licensePath(l.id)} className="flex-1 hover:underline">
                  {rankedName(l)}
                </Link>
                <span className="text-xs text-slate-500">{applicantsText(l.applicants, l.applicantsYear)}</span>
              </li>
            ))}
          </ol>
          <p className="mt-2 text-xs text-slate-500">
            한 해(표시한 연도)의 필기(1차) 응시자 수 기준이며, 그 해 수치가 없는 자격증은 순위에서 뺍니다. 출처가 합계 하나만 주는
            종목군은 종목군 이름으로 한 번만 셉니다 (출처: 한국산업인력공단 Q-Net·KOSIS 통계, 그 밖의 기관 자격은 CertWeb 수집
            자료)
          </p>
        </section>
        <section aria-labelledby="upcoming" className="rounded-lg border border-slate-200 p-4">
          <h2 id="upcoming" className="mb-3 text-lg font-bold">
            다가오는 원서접수
          </h2>
          {upcoming.length === 0 ? (
            <p className="text-sm text-slate-600">{noUpcomingRegistrationNotice(today, continuous.length > 0)}</p>
          ) : (
            <ul className="space-y-2">
              {upcoming.map((u) => (
                <li key={`${u.licenseId}-${u.startsOn}`} className="text-sm">
                  <div className="flex items-center gap-2">
                    <span className="shrink-0 rounded bg-blue-600 px-1.5 text-xs font-bold whitespace-nowrap text-white">
                      {dDay(u.startsOn, today)}
                    </span>
                    <Link to={licensePath(u.licenseId)} className="font-medium hover:underline">
                      {u.licenseName}
                    </Link>
                  </div>
                  <p className="text-xs text-slate-500">
                    {u.description} 원서접수 {phaseDates(u)}
                  </p>
                </li>
              ))}
            </ul>
          )}
          <ContinuousWindows windows={continuous} today={today} />
        </section>
      </div>

      <section aria-labelledby="browse-title" id="browse" className="space-y-4 rounded-lg border border-slate-200 p-4">
        <h2 id="browse-title" className="text-lg font-bold">
          자격증 찾아보기
        </h2>
        <Facet
          title="자격 구분"
          items={facets.types.map((t) => ({
            key: t.code,
            label: t.name,
            count: t.count,
            href: hrefOf(filters, { type: filters.type === t.code ? undefined : t.code }),
            active: filters.type === t.code,
          }))}
        />
        <Facet
          title="등급 (국가기술자격)"
          items={facets.grades.map((g) => ({
            key: g.name,
            label: g.name,
            count: g.count,
            href: hrefOf(filters, { grade: filters.grade === g.name ? undefined : g.name }),
            active: filters.grade === g.name,
          }))}
        />
        <Facet
          title="직무분야"
          items={facets.fields.map((f) => ({
            key: f.name,
            label: f.name,
            count: f.count,
            href: hrefOf(filters, { field: filters.field === f.name ? undefined : f.name }),
            active: filters.field === f.name,
          }))}
        />
        <div className="flex items-center justify-between border-t border-slate-100 pt-3 text-sm">
          <p aria-live="polite">
            {filtered ? "조건에 맞는" : "전체"} 자격증 <strong>{formatNumber(list.totalItems)}</strong>종
          </p>
          {filtered ? (
            <Link to="/jnLics#browse" className="text-blue-700 underline underline-offset-2">
              조건 초기화
            </Link>
          ) : null}
        </div>
        {list.list.length === 0 ? (
          <p className="rounded bg-slate-50 p-4 text-center text-sm text-slate-600">
            조건에 맞는 자격증이 없습니다. 다른 조건을 선택해 보세요.
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {list.list.map((l) => (
              <li key={l.id}>
                <Link to={licensePath(l.id)} className="block rounded border border-slate-200 p-3 hover:border-blue-400">
                  <span className="font-medium">{l.name}</span>
                  <span className="mt-0.5 block text-xs text-slate-500">
                    {[l.typeName, l.gradeName, l.jobFieldName].filter(Boolean).join(" · ")}
                    {l.applicants > 0 ? ` · 응시 ${figureText(l)}` : ""}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={filters.page}
          totalItems={list.totalItems}
          itemsPerPage={PAGE_SIZE}
          visiblePages={visiblePages}
          hrefFor={(page) => hrefOf(filters, { page })}
          label="자격증 목록 페이지"
        />
      </section>
    </div>
  );
}
