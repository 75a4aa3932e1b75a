import { Form, Link } from "react-router";
import { notFound } from "../../../shared/app-error";
import { formatDate } from "../../../shared/dates";
import { roadmapPlanIdParam, SAVED_ROADMAPS_PAGE } from "../../../shared/roadmap-plan-schemas";
import { PlanView } from "../../components/roadmap/PlanView";
import { requireMember } from "../../lib/member.server";
import { refreshSavedRoadmap } from "../../lib/roadmap-form.server";
import { routeError } from "../../lib/route-errors";
import { privateHeaders } from "../../lib/route-headers";
import type { Route } from "./+types/myRoadmapPlan";

export const headers = privateHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `마이페이지 - ${loaderData?.saved.name ?? "저장한 로드맵"} | 자격나침반` }];
}

/** A saved plan, planned again with today's schedules, and the dates that moved since it was saved. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const member = await requireMember(request, context);
  const id = roadmapPlanIdParam.safeParse(params.id);
  const saved = id.success ? await context.services.savedRoadmaps.open(member.id, id.data, context.services.clock.today()) : null;
  if (!saved) throw routeError(notFound("저장한 로드맵을 찾을 수 없습니다."));
  return { saved };
}

/** 지금 일정으로 다시 저장: the moved dates become the saved ones (a plain form post). */
export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireMember(request, context);
  return refreshSavedRoadmap(await request.formData(), member.id, context.services);
}

const dots = (date: string | null) => (date ? formatDate(date) : "없음");

export default function MyRoadmapPlan({ loaderData, actionData }: Route.ComponentProps) {
  const { saved } = loaderData;
  const { plan, changes } = saved;
  return (
    <div className="space-y-6">
      <header className="space-y-1">
        <h1 className="text-xl font-bold">{saved.name}</h1>
        <p className="text-sm text-slate-600">
          목표 {saved.goalName} · {formatDate(saved.savedOn)} 저장 · 오늘의 시험일정으로 다시 계획했습니다.
        </p>
        <p className="flex flex-wrap gap-3 text-sm">
          <Link to={`/jnRcmd/roadmap?${saved.search}`} className="font-semibold text-brand-600 hover:underline">
            로드맵 페이지에서 열기
          </Link>
          <Link to={SAVED_ROADMAPS_PAGE} className="font-semibold text-brand-600 hover:underline">
            저장한 로드맵 목록 (이름 바꾸기·삭제)
          </Link>
        </p>
      </header>
      <section aria-labelledby="moved-title" className="space-y-2">
        <h2 id="moved-title" className="text-lg font-bold">
          저장한 뒤 바뀐 일정
        </h2>
        {!plan ? null : changes.length === 0 ? (
          <p className="rounded bg-slate-50 p-3 text-sm text-slate-700" data-testid="no-moved-dates">
            저장한 뒤 바뀐 날짜가 없습니다.
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-amber-200 bg-amber-50/40" aria-label="바뀐 날짜">
            {changes.map((c) => (
              <li key={c.what} className="flex flex-wrap items-center gap-2 p-3 text-sm" data-testid="moved-date">
                <span className="font-semibold">{c.what}</span>
                <span>
                  {dots(c.before)} → {dots(c.after)}
                </span>
                {c.nowAnnounced && (
                  <span className="rounded bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                    예상 → 공고된 일정
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        {changes.length > 0 && (
          <Form method="post" aria-label="지금 일정으로 다시 저장">
            <input type="hidden" name="intent" value="refresh" />
            <input type="hidden" name="id" value={saved.id} />
            <button type="submit" className="rounded border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50">
              지금 일정으로 다시 저장
            </button>
          </Form>
        )}
        {actionData && !actionData.ok && (
          <p role="alert" className="rounded bg-rose-50 p-3 text-sm text-rose-800">
            {actionData.message}
          </p>
        )}
      </section>
      {saved.error && (
        <p role="alert" className="rounded bg-rose-50 p-3 text-sm text-rose-800">
          이 로드맵을 다시 계획할 수 없습니다: {saved.error}
        </p>
      )}
      {plan && (
        <PlanView
          plan={plan}
          title="오늘 기준 로드맵"
          actions={
            plan.steps.length > 0 && (
              <p className="text-sm">
                <a
                  href={`/v2/roadmap.ics?${saved.search}`}
                  className="inline-block rounded border border-slate-300 px-3 py-1.5 font-semibold hover:bg-slate-50"
                >
                  iCal로 내려받기
                </a>
              </p>
            )
          }
        />
      )}
    </div>
  );
}
