import { Link } from "react-router";
import { notFound } from "../../../shared/app-error";
import { licensePath } from "../../../shared/page-seo";
import { windowsDates } from "../../../shared/phase-windows";
import { relationMeasures } from "../../../shared/relations";
import { RelationBars } from "../../components/licenses/RelationLists";
import { RecommendationList } from "../../components/recommendations/RecommendationList";
import { requireMember } from "../../lib/member.server";
import { routeError } from "../../lib/route-errors";
import type { Route } from "./+types/index";

export function meta() {
  return [{ title: "마이페이지 - 내 자격증 | 자격나침반" }];
}

/** The next phase with its D-day; one that has begun and still runs is "… 중", never "D+n". */
const nextLabel = (next: { phase: string; dDay: number }) =>
  next.dDay === 0 ? `${next.phase} D-Day` : next.dDay > 0 ? `${next.phase} D-${next.dDay}` : `${next.phase} 중`;
const dots = (date: string | null | undefined) => (date ? date.replaceAll("-", ".") : "-");

/** Renders only its loader data: rendered once per set of data (decision 0080). */
export const handle = { renderMemo: true };

/**
 * Held licenses with their data labs, 관심 자격증, upcoming exams and the recommendations from the
 * member's spec (the top 5; the full list is on /jnRcmd).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, context);
  const today = context.services.clock.today();
  const [info, result] = await Promise.all([
    context.services.members.profile.licenses(member.id, today),
    context.services.recommendations.forMember(member.id, today),
  ]);
  if (!info) throw routeError(notFound("회원 정보를 찾을 수 없습니다."));
  return { ...info, recommendations: result?.items.slice(0, 5) ?? [] };
}

export default function MyLicenses({ loaderData }: Route.ComponentProps) {
  const { held, interested, upcoming, recommendations } = loaderData;
  return (
    <div className="space-y-10">
      <section aria-labelledby="held-title">
        <div className="flex items-center justify-between">
          <h1 id="held-title" className="text-xl font-bold">
            보유 자격증
          </h1>
          <Link to="/mypage/mySpec" className="text-sm font-semibold text-brand-600 hover:underline">
            스펙 관리
          </Link>
        </div>
        {held.length === 0 ? (
          <p className="mt-4 rounded-lg bg-slate-50 p-6 text-center text-slate-500">
            등록한 보유 자격증이 없습니다. 스펙 관리에서 취득한 자격증을 추가해보세요.
          </p>
        ) : (
          <ul className="mt-4 space-y-4">
            {held.map((license) => (
              <li key={license.licenseId} className="rounded-xl border border-slate-200 p-5">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="text-lg font-bold">
                    <Link to={licensePath(license.licenseId)} className="hover:underline">
                      {license.name}
                    </Link>
                  </h2>
                  <p className="text-sm text-slate-500">
                    {license.issuer ?? "시행기관 정보 없음"} · 취득일 {dots(license.acquiredOn)}
                  </p>
                </div>
                <div className="mt-4">
                  <h3 className="text-sm font-bold text-slate-800">
                    데이터랩{" "}
                    <span className="font-normal text-slate-500">
                      {license.dataLab.basis === "members"
                        ? "(이 자격증을 보유한 다른 회원의 스펙 기준)"
                        : "(회원 데이터가 적어 직업·학과 공개 정보 기준)"}
                    </span>
                  </h3>
                  <div className="mt-3 grid grid-cols-1 gap-5 sm:grid-cols-3">
                    <RelationBars
                      title="함께 보유한 자격증"
                      items={license.dataLab.licenses}
                      empty="관련 정보가 없습니다."
                      measure={relationMeasures[license.dataLab.basis === "members" ? "members" : "links"].license}
                      href={(id) => licensePath(id)}
                    />
                    <RelationBars
                      title="관련 직업"
                      items={license.dataLab.jobs}
                      empty="관련 정보가 없습니다."
                      measure={relationMeasures[license.dataLab.basis === "members" ? "members" : "links"].job}
                      href={(id) => `/jnJob/jobDicDt?jobdicSeq=${id}`}
                    />
                    <RelationBars
                      title="관련 학과"
                      items={license.dataLab.majors}
                      empty="관련 정보가 없습니다."
                      measure={relationMeasures[license.dataLab.basis === "members" ? "members" : "links"].major}
                      href={(id) => `/jnCareer/majorInfoDt?id=${id}`}
                    />
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="wished-title">
        <h2 id="wished-title" className="text-xl font-bold">
          관심 자격증
        </h2>
        {interested.length === 0 ? (
          <p className="mt-4 rounded-lg bg-slate-50 p-6 text-center text-slate-500">
            관심 자격증이 없습니다. 스펙 관리에서 추가하거나 자격증 페이지의 ☆ 즐겨찾기를 누르면 여기에 모입니다.
          </p>
        ) : (
          <ul className="mt-4 flex flex-wrap gap-2" data-testid="interested">
            {interested.map((license) => (
              <li key={license.licenseId}>
                <Link
                  to={licensePath(license.licenseId)}
                  className="inline-block rounded-full border border-brand-100 bg-brand-50 px-4 py-1.5 text-sm text-brand-700 hover:bg-brand-100"
                >
                  {license.favorite && (
                    <span aria-hidden="true" className="mr-1 text-amber-500">
                      ★
                    </span>
                  )}
                  {license.name}
                  {license.favorite && <span className="sr-only"> (즐겨찾기)</span>}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="recommend-title">
        <div className="flex items-center justify-between">
          <h2 id="recommend-title" className="text-xl font-bold">
            맞춤 추천 자격증
          </h2>
          <span className="flex gap-3">
            <Link to="/jnRcmd/roadmap" className="text-sm font-semibold text-brand-600 hover:underline">
              자격 로드맵
            </Link>
            <Link to="/jnRcmd" className="text-sm font-semibold text-brand-600 hover:underline">
              추천 전체 보기
            </Link>
          </span>
        </div>
        {recommendations.length === 0 ? (
          <p className="mt-4 rounded-lg bg-slate-50 p-6 text-center text-slate-500">
            스펙 관리에서 학과·희망 직업·자격증을 등록하면 공개 데이터로 고른 추천 자격증이 여기에 나타납니다.
          </p>
        ) : (
          <div className="mt-4">
            <RecommendationList items={recommendations} compact />
          </div>
        )}
      </section>

      <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title" className="text-xl font-bold">
          다가오는 시험 일정
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-4 rounded-lg bg-slate-50 p-6 text-center text-slate-500">
            보유·관심·즐겨찾기 자격증의 예정된 시험 일정이 없습니다.
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100 rounded-xl border border-slate-200">
            {upcoming.map((exam) => (
              <li
                key={`${exam.licenseId}-${exam.roundName}`}
                className="flex flex-wrap items-center gap-3 p-4"
                data-testid="upcoming-exam"
              >
                <span
                  className={`rounded-md px-2 py-1 text-sm font-bold ${exam.isDDay ? "bg-red-600 text-white" : "bg-brand-50 text-brand-700"}`}
                >
                  {nextLabel(exam.next)}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-semibold">
                    {exam.licenseName} <span className="font-normal text-slate-500">{exam.roundName}</span>
                  </p>
                  <p className="text-sm text-slate-600">
                    접수{" "}
                    {exam.registrationWindows
                      ? windowsDates(exam.registrationWindows.map((w) => ({ startsOn: w.start, endsOn: w.end })))
                      : "-"}{" "}
                    · 시험 {dots(exam.exam?.start)}
                    {exam.exam?.end && exam.exam.end !== exam.exam.start ? ` ~ ${dots(exam.exam.end)}` : ""} · 발표{" "}
                    {dots(exam.resultStart)}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
