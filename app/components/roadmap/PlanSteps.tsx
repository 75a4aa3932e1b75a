import { Link } from "react-router";
import type { Plan, PlanStep } from "../../../server/modules/roadmap/service.server";
import { formatDate, formatDateRange } from "../../../shared/dates";
import { windowsDates } from "../../../shared/phase-windows";
import { formatArticle } from "../../../shared/preference-laws";
import { monthLabel } from "../../../shared/roadmap-dates";

function Eligibility({ step }: { step: PlanStep }) {
  return (
    <p className="text-sm">
      {step.eligibleFrom === null ? (
        <span className="font-semibold text-amber-800">응시자격 판단 안 함</span>
      ) : step.eligibleNow ? (
        <span className="font-semibold text-emerald-800">지금 응시 가능</span>
      ) : (
        <span className="font-semibold text-rose-800">{formatDate(step.eligibleFrom)}부터 응시 가능</span>
      )}{" "}
      · {step.rule}
      {step.ruleUrl && step.ruleReference && (
        <>
          {" "}
          <a href={step.ruleUrl} className="text-blue-800 underline" rel="noopener noreferrer" target="_blank">
            {step.ruleReference}
          </a>
        </>
      )}
    </p>
  );
}

function Phases({ step }: { step: PlanStep }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[20rem] text-left text-sm">
        <caption className="sr-only">{step.name} 단계별 일정</caption>
        <thead className="bg-slate-50 text-slate-600">
          <tr>
            <th scope="col" className="px-2 py-1">
              단계
            </th>
            <th scope="col" className="px-2 py-1">
              원서접수
            </th>
            <th scope="col" className="px-2 py-1">
              시험일
            </th>
            <th scope="col" className="px-2 py-1">
              합격 발표
            </th>
          </tr>
        </thead>
        <tbody>
          {step.phases.map((p) => (
            <tr key={p.stage} className="border-t border-slate-100">
              <th scope="row" className="px-2 py-1 font-semibold">
                {p.name}
              </th>
              <td className="px-2 py-1">
                {p.registrationWindows.length > 0 ? windowsDates(p.registrationWindows) : "자료 없음"}
                {p.closesInDays !== null && (
                  <span
                    className="ml-1 rounded bg-rose-700 px-1.5 py-0.5 text-xs font-bold text-white"
                    data-testid="closing-soon"
                  >
                    {p.closesInDays === 0 ? "오늘 마감" : `D-${p.closesInDays}`}
                  </span>
                )}
              </td>
              <td className="px-2 py-1">{p.examDate ? formatDateRange(p.examDate, p.examEnd) : "자료 없음"}</td>
              <td className="px-2 py-1">{p.resultDate ? formatDate(p.resultDate) : "자료 없음"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StepDetails({ step }: { step: PlanStep }) {
  return (
    <>
      {step.passRates.length > 0 && (
        <p className="text-sm text-slate-700">
          합격률: {step.passRates.map((r) => `${r.name} ${r.rate}% (${r.year}년, 출처: ${r.source})`).join(" · ")}
        </p>
      )}
      {step.writtenValidUntil && (
        <p className="text-sm text-slate-700">
          필기에 합격하면 {formatDate(step.writtenValidUntil)}까지 필기가 면제됩니다(국가기술자격 2년).
        </p>
      )}
      {step.retry && (
        <p className="text-sm text-slate-700">
          한 번 떨어지면: {step.retry.label}
          {step.retry.only ? ` ${step.retry.only}만 다시 응시` : ""} → {monthLabel(step.retry.finishOn)} 합격 발표
        </p>
      )}
      {step.continuous && (
        <div className="rounded bg-slate-50 p-2 text-sm text-slate-700">
          <p>{step.continuous.caveat}</p>
          {step.continuous.windows.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {step.continuous.windows.map((w) => (
                <li key={`${w.label}-${w.stage}`}>
                  {w.label} {w.stage === "written" ? "필기" : "실기"} 원서접수 {formatDateRange(w.startsOn, w.endsOn)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </>
  );
}

/** What holding the license opens: its most binding 우대현황 articles, the rest on the license page. */
function Opens({ step }: { step: PlanStep }) {
  const { opens } = step;
  const more = `/jnLics/licenseInfo?ld_id=${encodeURIComponent(step.licenseId)}#preferences`;
  if (opens.lawCount === 0)
    return (
      <p className="text-sm text-slate-600" data-testid="opens-empty">
        취득하면: 우대현황 자료 없음 ({opens.basisYear}년 기준 자료에 이 자격의 법령이 없습니다)
      </p>
    );
  return (
    <div className="rounded bg-sky-50 p-2 text-sm text-slate-800" data-testid="opens">
      <p className="font-semibold">
        취득하면 <span className="font-normal text-slate-600">(우대현황, {opens.basisYear}년 기준)</span>
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {opens.items.map((o) => (
          <li key={`${o.law}|${o.article}|${o.use}`} className="break-words">
            <span className="text-slate-600">[{o.preferenceClass}]</span> {o.law} {formatArticle(o.article)}
            {o.use && `: ${o.use}`}
          </li>
        ))}
      </ul>
      <p className="mt-1 text-xs text-slate-600">
        법령 {opens.lawCount}개 중 구속력이 큰 순서로 {opens.items.length}개 ·{" "}
        <Link to={more} className="text-blue-800 underline">
          우대현황 더 보기<span className="sr-only"> ({step.name})</span>
        </Link>{" "}
        · 출처: {opens.source}
      </p>
    </div>
  );
}

/** Where the person cannot be dated yet (실무 is never assumed): the routes that make them eligible. */
function Routes({ step }: { step: PlanStep }) {
  if (step.routes.length === 0) return null;
  return (
    <div className="rounded-lg bg-slate-50 p-3 text-sm">
      <p className="font-semibold">응시자격을 갖추는 길</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {step.routes.map((route) => (
          <li key={`${route.kind}-${route.licenseId ?? route.text}`}>
            {route.text}
            {route.licenseId && route.licenseName && (
              <>
                {" "}
                (
                <Link to={`/jnLics/licenseInfo?ld_id=${encodeURIComponent(route.licenseId)}`} className="text-blue-800 underline">
                  {route.licenseName}
                </Link>
                {route.finishOn ? ` · ${monthLabel(route.finishOn)} 합격 발표` : ""})
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The plan as an ordered list of steps, each with its round, phases and risks. */
export function PlanSteps({ plan }: { plan: Plan }) {
  return (
    <ol className="space-y-4" aria-label="로드맵 단계">
      {plan.steps.map((step, i) => (
        <li key={step.licenseId} className="space-y-2 rounded-xl border border-slate-200 p-4" data-testid="roadmap-step">
          <h3 className="text-lg font-bold">
            <span className="mr-2 text-brand-700">{i + 1}.</span>
            <Link to={`/jnLics/licenseInfo?ld_id=${encodeURIComponent(step.licenseId)}`} className="hover:underline">
              {step.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-600">{step.reason}</p>
          <Eligibility step={step} />
          <Routes step={step} />
          {step.scheduleBasis.note && (
            <p className="text-sm text-amber-900" data-testid="schedule-basis">
              {step.scheduleBasis.note}
            </p>
          )}
          {step.round ? (
            <>
              <p className="text-sm font-semibold">
                {step.round.label}
                {step.round.basis && (
                  <span
                    className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900"
                    data-testid="estimate"
                  >
                    {step.round.basis}
                  </span>
                )}
              </p>
              <Phases step={step} />
            </>
          ) : (
            !step.scheduleBasis.note &&
            step.routes.length === 0 && (
              <p className="text-sm text-amber-800">자료에 이 자격의 시험일정이 없어 회차를 정할 수 없습니다.</p>
            )
          )}
          <StepDetails step={step} />
          <Opens step={step} />
        </li>
      ))}
    </ol>
  );
}
