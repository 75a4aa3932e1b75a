import type { ReactNode } from "react";
import type { Plan } from "../../../server/modules/roadmap/service.server";
import { licensePath } from "../../../shared/page-seo";
import { monthLabel } from "../../../shared/roadmap-dates";
import { PlanSteps } from "./PlanSteps";
import { PlanTimeline } from "./PlanTimeline";

/**
 * A plan as the roadmap page and a saved plan (/mypage/myRoadmap/:id) show it: notice, finish month,
 * the page's own actions, the steps, the conflicts, the month-by-month timeline and the sources.
 * Conflicts come after the steps, with a one-line pointer above, so a phone shows the plan first.
 */
export function PlanView({ plan, title, actions }: { plan: Plan; title: string; actions?: ReactNode }) {
  return (
    <section aria-labelledby="plan-title" className="space-y-4">
      <h2 id="plan-title" className="text-lg font-bold">
        {title}
      </h2>
      {plan.notice && <p className="rounded bg-amber-50 p-3 text-sm text-amber-900">{plan.notice}</p>}
      {plan.finishMonth && (
        <p className="font-semibold" data-testid="finish-month">
          모든 시험에 한 번에 합격하면 {monthLabel(plan.finishMonth)} 완료
        </p>
      )}
      {plan.conflicts.length > 0 && (
        <p className="text-sm text-rose-900" data-testid="conflicts-pointer">
          <a href="#plan-conflicts" className="font-semibold underline">
            함께 치를 수 없는 일정 {plan.conflicts.length}건
          </a>
          이 있습니다 (단계 아래에서 확인).
        </p>
      )}
      {actions}
      <PlanSteps plan={plan} />
      <DutyAlternatives plan={plan} />
      {plan.conflicts.length > 0 && (
        <section id="plan-conflicts" aria-labelledby="conflicts-title" className="rounded bg-rose-50 p-3 text-sm text-rose-900">
          <h2 id="conflicts-title" className="font-bold">
            일정 충돌 {plan.conflicts.length}건
          </h2>
          <ul className="mt-1 list-disc space-y-1 pl-5" aria-label="일정 충돌">
            {plan.conflicts.map((c) => (
              <li key={c.message}>{c.message}</li>
            ))}
          </ul>
        </section>
      )}
      {plan.steps.length > 0 && (
        <section aria-labelledby="timeline-title">
          <h2 id="timeline-title" className="mb-3 text-lg font-bold">
            월별 일정
          </h2>
          <PlanTimeline plan={plan} />
        </section>
      )}
      <p className="text-xs text-slate-500">
        일정 출처: 한국산업인력공단 Q-Net(국가기술자격 회차·종목별 일정, 국가전문자격 시행계획). 다음 해 일정이 공고되기 전의
        회차는 가장 최근 공고된 해의 같은 회차를 요일이 같도록 52주 옮긴 예상이며, 공고되면 실제 일정으로 바뀝니다. 실무경력은
        입력한 만큼만 셉니다.
      </p>
    </section>
  );
}

/** A duty goal's other qualifying licenses (any one is enough), each with its own finish month, and the law. */
function DutyAlternatives({ plan }: { plan: Plan }) {
  const alternatives = plan.alternatives ?? [];
  if (alternatives.length === 0 && !plan.law) return null;
  return (
    <section aria-labelledby="alternatives-title" className="rounded border border-slate-200 p-3 text-sm">
      <h2 id="alternatives-title" className="font-bold">
        다른 자격으로도 됩니다
      </h2>
      {alternatives.length > 0 && (
        <>
          <p className="mt-1 text-slate-600">
            아래 자격도 같은 조문에 있어, 위 계획 대신 하나만 취득해도 됩니다. 완료 시점은 입력한 조건으로 각 자격만 준비할
            때입니다(예상 일정 포함).
          </p>
          <ul className="mt-2 space-y-1" aria-label="다른 자격">
            {alternatives.map((a) => (
              <li key={a.licenseId}>
                <a href={licensePath(a.licenseId)} className="font-medium text-blue-800 underline">
                  {a.name}
                </a>{" "}
                — {a.finishMonth ? `${monthLabel(a.finishMonth)} 완료` : "응시자격이나 일정을 정할 수 없음"}
              </li>
            ))}
          </ul>
        </>
      )}
      {plan.law && (
        <p className="mt-2">
          <a href={plan.law.url} className="text-blue-800 underline" rel="noopener noreferrer" target="_blank">
            {plan.law.name} 현행 법령 보기 (국가법령정보센터)
          </a>
        </p>
      )}
    </section>
  );
}
