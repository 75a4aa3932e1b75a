import type { Plan } from "../../../server/modules/roadmap/service.server";
import { formatDateRange } from "../../../shared/dates";
import { monthLabel, monthOf } from "../../../shared/roadmap-dates";

interface TimelineEvent {
  key: string;
  start: string;
  end: string | null;
  text: string;
  estimated: boolean;
}

/** Every registration window, exam and result of the plan, month by month (one column on a phone). */
export function PlanTimeline({ plan }: { plan: Plan }) {
  const events: TimelineEvent[] = [];
  for (const step of plan.steps) {
    for (const p of step.phases) {
      const base = { estimated: p.estimated };
      const what = `${step.name} ${p.name}`;
      for (const w of p.registrationWindows)
        events.push({
          ...base,
          key: `${step.licenseId}-${p.stage}-reg-${w.startsOn}`,
          start: w.startsOn,
          end: w.endsOn,
          text: `${what} 원서접수`,
        });
      if (p.examDate)
        events.push({
          ...base,
          key: `${step.licenseId}-${p.stage}-exam`,
          start: p.examDate,
          end: p.examEnd,
          text: `${what} 시험`,
        });
      if (p.resultDate)
        events.push({
          ...base,
          key: `${step.licenseId}-${p.stage}-result`,
          start: p.resultDate,
          end: null,
          text: `${what} 합격 발표`,
        });
    }
  }
  events.sort((a, b) => a.start.localeCompare(b.start));
  const months = new Map<string, TimelineEvent[]>();
  for (const e of events) months.set(monthOf(e.start), [...(months.get(monthOf(e.start)) ?? []), e]);
  if (months.size === 0) return null;
  return (
    <ol className="space-y-3" aria-label="월별 일정">
      {[...months.entries()].map(([month, list]) => (
        <li key={month} className="grid grid-cols-1 gap-1 border-l-4 border-brand-200 pl-3 sm:grid-cols-[7rem_1fr]">
          <h3 className="font-bold">{monthLabel(month)}</h3>
          <ul className="space-y-0.5 text-sm">
            {list.map((e) => (
              <li key={e.key}>
                <span className="text-slate-600">{formatDateRange(e.start, e.end)}</span> {e.text}
                {e.estimated && <span className="ml-1 text-xs font-semibold text-amber-900">(예상)</span>}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
