import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import type { UpcomingPhase } from "../../server/modules/home/queries.server";
import { daysUntil, dDay, formatDateRange } from "../../shared/dates";
import { phaseKindName, stageName } from "../../shared/exam-stages";
import { applicantsText, rankedName } from "../../shared/figures";
import { formatNumber } from "../../shared/number-format";
import { licensePath } from "../../shared/page-seo";
import { noUpcomingRegistrationNotice } from "../../shared/schedule-notice";
import { ContinuousWindows } from "../components/licenses/ContinuousWindows";
import { SectionError } from "../components/ui/SectionError";
import { useLinkExists } from "../lib/root-data";
import { sectionData } from "../lib/section-data";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const today = context.services.clock.today();
  const [home, continuous] = await Promise.all([
    context.services.home.homeData(today),
    // The 상시 windows can fail alone: their section says so and the rest of the home page shows.
    sectionData(context, "continuousWindows", () => context.services.schedules.continuousWindows(today, 3)),
  ]);
  return { ...home, continuous };
}

const areas = [
  { to: "/jnLics", label: "자격증", note: "종목·합격률", tone: "bg-brand-50 text-brand-700" },
  { to: "/jnLics/licenseSchedule", label: "시험일정", note: "접수·시험 달력", tone: "bg-rose-50 text-rose-700" },
  { to: "/jnJob/jobDic", label: "직업", note: "직업사전·전망", tone: "bg-amber-50 text-amber-700" },
  { to: "/jnCareer", label: "진로", note: "학과·진학", tone: "bg-emerald-50 text-emerald-700" },
  { to: "/jnLnPo", label: "어학·공공", note: "어학·공공기관", tone: "bg-sky-50 text-sky-700" },
  { to: "/education/list", label: "교육", note: "교육과정·기관", tone: "bg-teal-50 text-teal-700" },
  { to: "/jnTalk", label: "자격증톡", note: "수험생 이야기", tone: "bg-orange-50 text-orange-700" },
  { to: "/jnComm", label: "커뮤니티", note: "게시판·뉴스", tone: "bg-fuchsia-50 text-fuchsia-700" },
  { to: "/jnRcmd", label: "AI추천", note: "맞춤 자격증", tone: "bg-violet-50 text-violet-700" },
  { to: "/jnData/licenseData", label: "데이터", note: "통계·추천 데이터", tone: "bg-indigo-50 text-indigo-700" },
  { to: "/eduFair", label: "교육박람회", note: "적성·성향검사", tone: "bg-lime-50 text-lime-700" },
  { to: "/mypage", label: "마이페이지", note: "내 자격증·일정", tone: "bg-slate-100 text-slate-700" },
];

function Badge({ phase, today }: { phase: UpcomingPhase; today: string }) {
  const started = (daysUntil(phase.startsOn, today) ?? 0) <= 0;
  const text = started ? (phase.kind === "exam" ? "시험중" : "접수중") : dDay(phase.startsOn, today);
  return (
    <span
      className={`inline-flex h-7 min-w-16 shrink-0 items-center whitespace-nowrap justify-center rounded-full px-2.5 text-sm font-extrabold ${
        started ? "bg-rose-600 text-white" : "bg-brand-50 text-brand-700"
      }`}
    >
      {text}
    </span>
  );
}

function PhaseList({
  title,
  phases,
  today,
  empty,
  children,
}: {
  title: string;
  phases: UpcomingPhase[];
  today: string;
  empty: string;
  children?: ReactNode;
}) {
  // The title has spaces: an id made from it would name two ids in aria-labelledby.
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6">
      <div className="flex items-center justify-between">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <Link to="/jnLics/licenseSchedule" className="text-sm text-slate-500 hover:text-brand-700">
          전체 일정
        </Link>
      </div>
      {phases.length === 0 ? (
        <p className="mt-6 rounded-xl bg-slate-50 py-8 text-center text-sm text-slate-500">{empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100">
          {phases.map((p) => (
            <li key={`${p.year}-${p.roundName}-${p.stage}-${p.kind}-${p.startsOn}`} className="flex items-center gap-4 py-3">
              <Badge phase={p} today={today} />
              <div className="min-w-0 flex-1">
                <PhaseLicense phase={p} />
                <time dateTime={p.startsOn} className="text-sm text-slate-600 tabular-nums sm:hidden">
                  {formatDateRange(p.startsOn, p.endsOn)}
                </time>
              </div>
              <time dateTime={p.startsOn} className="hidden shrink-0 text-sm text-slate-600 tabular-nums sm:block">
                {formatDateRange(p.startsOn, p.endsOn)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {children}
    </section>
  );
}

/** A phase's license (and how many more share the round) with its round, stage and kind. */
function PhaseLicense({ phase: p }: { phase: UpcomingPhase }) {
  return (
    <>
      <Link to={licensePath(p.licenseId)} className="block truncate font-semibold text-slate-900 hover:text-brand-700">
        {p.licenseName}
        {p.licenseCount > 1 && <span className="font-normal text-slate-500"> 외 {p.licenseCount - 1}종</span>}
      </Link>
      <p className="text-sm text-slate-500">
        {p.year}년 {p.roundName} · {stageName(p.stage, p)} {phaseKindName(p.kind)}
      </p>
    </>
  );
}

/** This month's 합격자 발표 days (from today): what a month without open windows still has. */
function MonthResults({ results, today }: { results: UpcomingPhase[]; today: string }) {
  const headingId = useId();
  if (results.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-4" data-testid="month-results">
      <h3 id={headingId} className="font-bold text-slate-900">
        {Number(today.slice(5, 7))}월 합격자 발표
      </h3>
      <ul className="mt-2 divide-y divide-slate-100">
        {results.map((p) => (
          <li key={`${p.year}-${p.roundName}-${p.stage}-${p.startsOn}`} className="flex items-center gap-4 py-2">
            <span className="inline-flex h-7 min-w-16 shrink-0 items-center justify-center rounded-full bg-emerald-50 px-2.5 text-sm font-extrabold text-emerald-800">
              {dDay(p.startsOn, today)}
            </span>
            <div className="min-w-0 flex-1">
              <PhaseLicense phase={p} />
            </div>
            <time dateTime={p.startsOn} className="shrink-0 text-sm text-slate-600 tabular-nums">
              {formatDateRange(p.startsOn, null)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const exists = useLinkExists();
  const { today, registrations, exams, results, popular, licenseCount, continuous } = loaderData;
  return (
    <div className="pb-16">
      <section className="bg-gradient-to-br from-brand-50 via-white to-sky-50">
        <div className="mx-auto max-w-6xl px-4 py-8 md:px-6 md:py-16">
          <p className="text-sm font-bold text-brand-600">자격증 · 시험일정 · 직업 · 진로</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 md:text-4xl">
            자격나침반에서 나에게 맞는 자격증을 찾아보세요
          </h1>
          <p className="mt-3 text-slate-600">
            자격증 <strong className="text-brand-700">{formatNumber(licenseCount)}종</strong>의 시험일정, 합격 통계, 관련 직업과
            학과 정보를 한곳에서 확인하세요.
          </p>
          <nav aria-label="영역 바로가기" className="mt-8">
            <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
              {areas
                .filter((a) => exists(a.to))
                .map((a) => (
                  <li key={a.to}>
                    <Link
                      to={a.to}
                      className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-3 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-500 hover:shadow-md"
                    >
                      <span className={`inline-flex w-fit rounded-md px-2 py-0.5 text-sm font-bold ${a.tone}`}>{a.label}</span>
                      <span className="mt-1.5 text-xs text-slate-500">{a.note}</span>
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        </div>
      </section>

      <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 pt-10 md:px-6 lg:grid-cols-2">
        <PhaseList
          title="다가오는 원서접수"
          phases={registrations}
          today={today}
          empty={noUpcomingRegistrationNotice(today, (continuous?.length ?? 0) > 0)}
        >
          {registrations.length === 0 && <MonthResults results={results} today={today} />}
          {continuous === null ? <SectionError /> : <ContinuousWindows windows={continuous} today={today} />}
        </PhaseList>
        <PhaseList title="다가오는 시험" phases={exams} today={today} empty="예정된 시험 일정이 없습니다." />
      </div>

      <section aria-labelledby="popular-h" className="mx-auto mt-6 max-w-6xl px-4 md:px-6">
        <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:p-6">
          <div className="flex items-center justify-between">
            <h2 id="popular-h" className="text-lg font-bold text-slate-900">
              인기 자격증{" "}
              <span className="text-sm font-normal text-slate-500">
                {popular[0]?.applicantsYear ? `${popular[0].applicantsYear}년 ` : ""}필기(1차) 응시자 수 기준
              </span>
            </h2>
            <Link to="/jnLics" className="text-sm text-slate-500 hover:text-brand-700">
              자격증 더보기
            </Link>
          </div>
          {popular.length === 0 ? (
            <p className="mt-6 rounded-xl bg-slate-50 py-8 text-center text-sm text-slate-500">응시자 통계가 아직 없습니다.</p>
          ) : (
            <ol className="mt-4 grid grid-cols-1 gap-x-8 sm:grid-cols-2">
              {popular.map((l, i) => (
                <li key={l.id} className="flex items-center gap-3 border-b border-slate-100 py-3">
                  <span className={`w-6 text-center text-lg font-extrabold ${i < 3 ? "text-brand-600" : "text-slate-500"}`}>
                    {i + 1}
                  </span>
                  <Link
                    to={licensePath(l.id)}
                    className="min-w-0 flex-1 truncate font-semibold text-slate-900 hover:text-brand-700"
                  >
                    {rankedName(l)}
                  </Link>
                  <span className="hidden shrink-0 text-xs text-slate-500 sm:inline">{l.typeName}</span>
                  <span className="shrink-0 text-right text-sm text-slate-600 tabular-nums sm:w-32">
                    {applicantsText(l.applicants, l.applicantsYear)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </div>
      </section>
    </div>
  );
}
