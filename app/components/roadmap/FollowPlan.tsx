import { Form, Link } from "react-router";
import type { Plan } from "../../../server/modules/roadmap/service.server";

/** The years whose dates in the plan are estimates (not announced yet), in order. */
export function estimatedYears(plan: Plan): number[] {
  const years = new Set<number>();
  for (const step of plan.steps)
    for (const p of step.phases) {
      const day = p.examDate ?? p.registrationStart ?? p.resultDate;
      if (p.estimated && day) years.add(Number(day.slice(0, 4)));
    }
  return [...years].sort((a, b) => a - b);
}

const yearsText = (years: number[]) => years.map((y) => `${y}년`).join("·");

/**
 * What following a plan does: the reminders (D-7, D-3, D-1 and the day, decision 0025) come from the
 * announced schedules of the starred licenses, so an estimated date triggers nothing until its year
 * is imported; then the same stars bring that year's reminders.
 */
function reminderText(plan: Plan): string {
  const years = estimatedYears(plan);
  const allEstimated = plan.steps.every((s) => s.phases.every((p) => p.estimated));
  if (years.length === 0) return "원서접수·시험·발표 알림(D-7, D-3, D-1, 당일)을 보내드립니다.";
  if (allEstimated)
    return `이 로드맵의 일정은 모두 예상이라 아직 알림이 가지 않습니다. ${yearsText(years)} 일정이 공고되면 알림(D-7, D-3, D-1, 당일)을 시작합니다.`;
  return `공고된 일정은 원서접수·시험·발표 알림(D-7, D-3, D-1, 당일)을 보내드립니다. ${yearsText(years)} 일정은 예상이라, 공고되면 알림을 시작합니다.`;
}

/** "일정 모두 알림 받기": stars every license of the plan (the page's action), saying what will follow. */
export function FollowPlan({ plan, search, followed }: { plan: Plan; search: string; followed: string[] | undefined }) {
  const text = reminderText(plan);
  return (
    <>
      <Form method="post" action={`/jnRcmd/roadmap?${search}`} className="space-y-1">
        <input type="hidden" name="intent" value="follow" />
        <button
          type="submit"
          aria-describedby="follow-plan-note"
          className="rounded bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700"
        >
          일정 모두 알림 받기
        </button>
        <p id="follow-plan-note" className="text-xs text-slate-600" data-testid="follow-plan-note">
          {text}
        </p>
      </Form>
      {followed && (
        <p role="status" className="basis-full rounded bg-emerald-50 p-3 text-sm text-emerald-900">
          {followed.join(", ")}을(를) 관심 자격증에 추가했습니다. {text}{" "}
          <Link to="/mypage/reminders" className="font-semibold underline">
            알림 설정 보기
          </Link>
        </p>
      )}
    </>
  );
}
