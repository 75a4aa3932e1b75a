import { Link } from "react-router";
import type { GradeTrend, LicenseFigure } from "../../../server/modules/statistics/service.server";
import { applicantsText } from "../../../shared/figures";
import { formatNumber } from "../../../shared/number-format";
import { licensePath } from "../../../shared/page-seo";
import { EmptyState } from "../../components/careers/Section";
import { ScrollRegion } from "../../components/ui/ScrollRegion";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/licenseData";

export function meta() {
  return seoMeta({
    title: "자격증 데이터 - 합격률 추이·응시자 순위 | 자격나침반",
    description:
      "국가기술자격 등급별 합격률 추이, 응시자가 가장 많은 자격증, 전년 대비 응시자가 크게 늘어난 자격증을 표와 그래프로 봅니다.",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { statistics } = context.services;
  const [trends, applicants] = await Promise.all([statistics.gradeTrends(), statistics.applicants(10)]);
  return { trends, applicants };
}

const COLORS = ["#2f6fed", "#0f766e", "#b45309", "#7c3aed", "#be123c"];
const W = 640;
const H = 240;
const PAD = { top: 16, right: 16, bottom: 32, left: 44 };

function GradeChart({ grades }: { grades: GradeTrend[] }) {
  const years = [...new Set(grades.flatMap((g) => g.years.map((y) => y.year)))].sort();
  const max = Math.min(100, Math.ceil(Math.max(10, ...grades.flatMap((g) => g.years.map((y) => y.passRate))) / 10) * 10);
  const x = (year: number) => PAD.left + ((years.indexOf(year) + 0.5) / years.length) * (W - PAD.left - PAD.right);
  const y = (rate: number) => PAD.top + (1 - rate / max) * (H - PAD.top - PAD.bottom);
  return (
    <figure>
      <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" aria-hidden="true">
        {[0, max / 2, max].map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke="#e2e8f0" />
            <text x={PAD.left - 6} y={y(t) + 4} fontSize="11" textAnchor="end" fill="#64748b">
              {t}%
            </text>
          </g>
        ))}
        {years.map((yr) => (
          <text key={yr} x={x(yr)} y={H - 10} fontSize="11" textAnchor="middle" fill="#64748b">
            {yr}
          </text>
        ))}
        {grades.map((g, i) => (
          <polyline
            key={g.grade}
            fill="none"
            stroke={COLORS[i % COLORS.length]}
            strokeWidth="2.5"
            points={g.years.map((p) => `${x(p.year)},${y(p.passRate)}`).join(" ")}
          />
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-3 text-xs">
        {grades.map((g, i) => (
          <span key={g.grade} className="flex items-center gap-1">
            <span className="inline-block h-2 w-4 rounded" style={{ background: COLORS[i % COLORS.length] }} />
            {g.grade}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

function Bars({
  items,
  value,
  label,
}: {
  items: LicenseFigure[];
  value: (f: LicenseFigure) => number;
  label: (f: LicenseFigure) => string;
}) {
  const max = Math.max(1, ...items.map(value));
  return (
    <ol className="space-y-1.5" aria-hidden="true">
      {items.map((f) => (
        <li key={f.id} className="grid grid-cols-[8rem_1fr] items-center gap-2 text-xs md:grid-cols-[12rem_1fr]">
          <span className="truncate">{f.name}</span>
          <span className="flex items-center gap-2">
            <span className="h-3 rounded bg-brand-500" style={{ width: `${Math.max(2, (value(f) / max) * 100)}%` }} />
            <span className="shrink-0 text-slate-600">{label(f)}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

const n = (v: number | null) => (v === null ? "-" : formatNumber(v));
const change = (f: LicenseFigure) => (f.previous ? `${Math.round(((f.applicants - f.previous) / f.previous) * 100)}%` : "-");

function Block({ id, title, source, children }: { id: string; title: string; source: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-slate-200 p-4 md:p-6">
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      {children}
      <p className="text-xs text-slate-500">출처: {source}</p>
    </section>
  );
}

export default function LicenseData({ loaderData }: Route.ComponentProps) {
  const { trends, applicants } = loaderData;
  const th = "p-2 text-right font-semibold";
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold">자격증 데이터</h1>
        <p className="mt-1 text-sm text-slate-600">
          불러온 공개 통계로 계산한 값입니다. 자격증별 자세한 통계는 각 자격증 정보 페이지에서,{" "}
          <Link to="/jnData/licenseRecommend" className="text-blue-800 underline underline-offset-2">
            추천 방식과 정확도
          </Link>
          는 추천 데이터에서 볼 수 있습니다.
        </p>
      </header>
      {trends.grades.length === 0 && applicants.top.length === 0 ? (
        <EmptyState>합격 통계가 아직 없습니다. 통계를 불러오면 등급별 합격률과 응시자 순위가 여기에 표시됩니다.</EmptyState>
      ) : null}
      {trends.grades.length > 0 && (
        <Block id="grade-trend" title="국가기술자격 등급별 실기 합격률 추이" source={trends.sources}>
          <GradeChart grades={trends.grades} />
          <ScrollRegion label="등급별 실기 합격률 표">
            <table className="w-full min-w-[30rem] text-sm" data-testid="grade-trend-table">
              <caption className="sr-only">등급·연도별 실기 응시자 합계 대비 합격자 합계 비율</caption>
              <thead className="border-b border-slate-300 bg-slate-50">
                <tr>
                  <th scope="col" className="p-2 text-left font-semibold">
                    등급
                  </th>
                  {[...new Set(trends.grades.flatMap((g) => g.years.map((y) => y.year)))].sort().map((yr) => (
                    <th key={yr} scope="col" className={th}>
                      {yr}년
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {trends.grades.map((g) => (
                  <tr key={g.grade} className="border-b border-slate-100">
                    <th scope="row" className="p-2 text-left font-medium">
                      {g.grade}
                    </th>
                    {[...new Set(trends.grades.flatMap((x) => x.years.map((y) => y.year)))].sort().map((yr) => {
                      const p = g.years.find((y) => y.year === yr);
                      return (
                        <td key={yr} className="p-2 text-right">
                          {p ? `${p.passRate}%` : "-"}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <p className="text-xs text-slate-500">등급별 모든 종목의 실기(기술사는 면접) 합격자 합계 ÷ 응시자 합계.</p>
        </Block>
      )}
      {applicants.year && applicants.top.length > 0 && (
        <Block id="top-applied" title={`${applicants.year}년 필기 응시자가 가장 많은 자격증`} source={applicants.sources}>
          <Bars items={applicants.top} value={(f) => f.applicants} label={(f) => applicantsText(f.applicants, applicants.year)} />
          <FigureTable items={applicants.top} year={applicants.year} testId="top-applied-table" />
        </Block>
      )}
      {applicants.year && applicants.rising.length > 0 && (
        <Block
          id="rising"
          title={`${applicants.year - 1}→${applicants.year}년 필기 응시자가 가장 많이 늘어난 자격증`}
          source={applicants.sources}
        >
          <Bars items={applicants.rising} value={(f) => f.applicants / (f.previous ?? 1)} label={change} />
          <FigureTable items={applicants.rising} year={applicants.year} testId="rising-table" />
          <p className="text-xs text-slate-500">전년도 필기 응시자 1,000명 이상인 자격증 중 증가율 순.</p>
        </Block>
      )}
    </div>
  );
}

function FigureTable({ items, year, testId }: { items: LicenseFigure[]; year: number; testId: string }) {
  return (
    <ScrollRegion label={`${year}년 자격증별 통계 표`}>
      <table className="w-full min-w-[26rem] text-sm" data-testid={testId}>
        <thead className="border-b border-slate-300 bg-slate-50">
          <tr>
            <th scope="col" className="p-2 text-left font-semibold">
              자격증
            </th>
            <th scope="col" className="p-2 text-right font-semibold">
              {year}년 필기 응시자
            </th>
            <th scope="col" className="p-2 text-right font-semibold">
              {year - 1}년
            </th>
            <th scope="col" className="p-2 text-right font-semibold">
              증감률
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((f) => (
            <tr key={f.id} className="border-b border-slate-100">
              <th scope="row" className="p-2 text-left font-medium">
                <Link to={licensePath(f.id)} className="hover:underline">
                  {f.name}
                </Link>
              </th>
              <td className="p-2 text-right">{n(f.applicants)}명</td>
              <td className="p-2 text-right">{f.previous === null ? "-" : `${n(f.previous)}명`}</td>
              <td className="p-2 text-right">{change(f)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
