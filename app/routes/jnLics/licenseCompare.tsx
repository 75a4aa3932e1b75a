import { Form, Link, redirect } from "react-router";
import { dDay } from "../../../shared/dates";
import { feeLine, stageName } from "../../../shared/exam-stages";
import { figureFamilyLabel } from "../../../shared/figures";
import { LICENSE_ID } from "../../../shared/license-id";
import { formatNumber } from "../../../shared/number-format";
import { licensePath } from "../../../shared/page-seo";
import { examFactTexts } from "../../../shared/source-text";
import { EmptyState } from "../../components/careers/Section";
import { nextPhaseText } from "../../components/licenses/phases";
import { ScrollRegion } from "../../components/ui/ScrollRegion";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/licenseCompare";

export const MAX_COMPARE = 4;

const compareHref = (ids: string[]) =>
  `/jnLics/licenseCompare${ids.length ? `?${ids.map((id) => `ld_id=${encodeURIComponent(id)}`).join("&")}` : ""}`;

/** /jnLics/licenseCompare?ld_id=1320&ld_id=2290 — up to four licenses side by side; the URL is the share link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { catalogue, schedules, recommendations } = context.services;
  const ids = [...new Set(url.searchParams.getAll("ld_id").map((s) => s.trim()))]
    .filter((id) => LICENSE_ID.test(id))
    .slice(0, MAX_COMPARE);
  const add = url.searchParams.get("add");
  let notice: string | null = null;
  if (add?.trim()) {
    const found = await recommendations.findLicense(add);
    if (!found) notice = `'${add.trim().slice(0, 50)}'에 해당하는 자격증을 찾지 못했습니다.`;
    else if (ids.includes(found.id)) notice = `${found.name}은(는) 이미 비교 중입니다.`;
    else if (ids.length >= MAX_COMPARE) notice = `최대 ${MAX_COMPARE}개까지 비교할 수 있습니다.`;
    else throw redirect(compareHref([...ids, found.id]));
  }
  const today = context.services.clock.today();
  const year = Number(today.slice(0, 4));
  const columns = (
    await Promise.all(
      ids.map(async (id) => {
        const page = await catalogue.licensePage(id);
        if (!page) return null;
        const { license, stats, relations, family } = page;
        const rounds = page.rounds.filter((r) => r.year === year || r.year === year + 1);
        return {
          license,
          stats: stats.slice(-5),
          // The source's figures of a family (ITQ A/B/C급) are the family's total, not this license's.
          figureFamily: family.length > 0 ? figureFamilyLabel(family) : null,
          next: schedules.nextPhase(rounds, today),
          // The ranked related jobs of the license page, without the source's noise (decision 0041).
          jobs: relations.relationJob.slice(0, 5).map((j) => ({ id: j.no, name: j.name })),
        };
      }),
    )
  ).filter((c) => c !== null);
  const years = [...new Set(columns.flatMap((c) => c.stats.map((s) => s.year)))].sort((a, b) => b - a).slice(0, 5);
  return { columns, years, today, notice, shareHref: compareHref(columns.map((c) => c.license.id)) };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const names = loaderData?.columns.map((c) => c.license.name).join(" vs ") ?? "";
  return seoMeta({
    title: `${names ? `${names} - ` : ""}자격증 비교 | 자격나침반`,
    description: "자격증 2~4개의 응시료, 시험방법, 연도별 합격률과 응시자 수, 다음 시험일정, 관련 직업을 나란히 비교합니다.",
  });
}

const rate = (n: number | null | undefined) => (n === null || n === undefined ? "-" : `${n.toFixed(1)}%`);
const count = (n: number | null | undefined) => (n === null || n === undefined ? "-" : `${formatNumber(n)}명`);

export default function LicenseCompare({ loaderData }: Route.ComponentProps) {
  const { columns, years, today, notice, shareHref } = loaderData;
  const ids = columns.map((c) => c.license.id);
  type Column = (typeof columns)[number];
  const rows: Array<[string, (c: Column) => React.ReactNode]> = [
    ["종류·등급", (c) => [c.license.qualificationTypeName, c.license.gradeName].filter(Boolean).join(" · ")],
    ["직무분야", (c) => [c.license.jobFieldName, c.license.subJobFieldName].filter(Boolean).join(" > ") || "-"],
    ["시행기관", (c) => c.license.issuer ?? "-"],
    ["시험방법", (c) => <span className="whitespace-pre-line">{examFactTexts(c.license).method ?? "-"}</span>],
    ["응시료", (c) => feeLine(c.license) ?? "-"],
    ...years.map((y): [string, (c: Column) => React.ReactNode] => [
      `${y}년 응시자·합격률`,
      (c) => {
        const s = c.stats.find((x) => x.year === y);
        if (!s) return "-";
        return (
          <>
            {c.figureFamily && (
              <span className="block text-xs text-amber-800" data-testid="compare-family">
                {c.figureFamily}
              </span>
            )}
            {stageName("written", c.license)} {count(s.written?.applicants)} · {rate(s.written?.passRate)}
            <br />
            {stageName("practical", c.license)} {count(s.practical?.applicants)} · {rate(s.practical?.passRate)}
            {s.interview && (
              <>
                <br />
                {stageName("interview", c.license)} {count(s.interview.applicants)} · {rate(s.interview.passRate)}
              </>
            )}
          </>
        );
      },
    ]),
    [
      "다음 일정",
      (c) =>
        c.next
          ? `${nextPhaseText(c.next, c.license)} · ${c.next.running ? "진행중" : dDay(c.next.startsOn, today)}`
          : "수록된 예정 일정 없음",
    ],
    [
      "관련 직업",
      (c) =>
        c.jobs.length === 0
          ? "-"
          : c.jobs.map((j, i) => (
              <span key={j.id}>
                {i > 0 && ", "}
                <Link to={`/jnJob/jobDicDt?jobdicSeq=${j.id}`} className="text-blue-800 hover:underline">
                  {j.name}
                </Link>
              </span>
            )),
    ],
  ];
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold">자격증 비교</h1>
        <p className="mt-1 text-sm text-slate-600">
          자격증 2~{MAX_COMPARE}개를 나란히 비교합니다. 이 페이지의 주소를 복사하면 같은 비교를 공유할 수 있습니다.
        </p>
      </header>
      <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="비교할 자격증 추가">
        {ids.map((id) => (
          <input key={id} type="hidden" name="ld_id" value={id} />
        ))}
        <label className="text-sm font-semibold">
          자격증 추가
          <input
            name="add"
            maxLength={50}
            placeholder="예: 정보처리기사"
            className="mt-1 block w-64 rounded border border-slate-300 px-3 py-2 font-normal"
            disabled={ids.length >= MAX_COMPARE}
          />
        </label>
        <button
          type="submit"
          disabled={ids.length >= MAX_COMPARE}
          className="rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-50"
        >
          추가
        </button>
      </Form>
      {notice && (
        <p role="status" className="text-sm text-amber-800">
          {notice}
        </p>
      )}
      {columns.length === 0 ? (
        <EmptyState>비교할 자격증을 위에서 추가하면 응시료·합격률·일정이 여기에 나란히 표시됩니다.</EmptyState>
      ) : (
        <>
          <ScrollRegion label="자격증 비교표" className="rounded-lg border border-slate-200">
            <table className="w-full min-w-[36rem] text-left text-sm" data-testid="compare-table">
              <caption className="sr-only">자격증 비교표</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className="sticky left-0 w-32 bg-slate-50 p-3">
                    항목
                  </th>
                  {columns.map((c) => (
                    <th key={c.license.id} scope="col" className="p-3 align-top">
                      <Link to={licensePath(c.license.id)} className="text-base font-bold hover:underline">
                        {c.license.name}
                      </Link>
                      <Link
                        to={compareHref(ids.filter((id) => id !== c.license.id))}
                        className="ml-2 text-xs font-normal text-slate-500 hover:underline"
                        aria-label={`${c.license.name} 비교에서 빼기`}
                      >
                        빼기
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(([label, cell]) => (
                  <tr key={label} className="border-t border-slate-100">
                    <th scope="row" className="sticky left-0 bg-white p-3 align-top font-medium text-slate-600">
                      {label}
                    </th>
                    {columns.map((c) => (
                      <td key={c.license.id} className="p-3 align-top">
                        {cell(c)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          {columns.length === 1 && <p className="text-sm text-slate-600">비교하려면 자격증을 하나 더 추가하세요.</p>}
          <p className="text-xs text-slate-500">
            공유 주소: <Link to={shareHref}>{shareHref}</Link> · 출처: 한국산업인력공단 Q-Net(종목·응시료·시험일정), 통계청
            KOSIS·Q-Net 통계(응시자·합격률; 그 밖의 기관 자격은 CertWeb 수집 자료), 커리어넷(관련 직업). 합격률·응시자는 연도별로
            가장 신뢰도 높은 출처 한 곳의 값입니다.
          </p>
        </>
      )}
    </div>
  );
}
