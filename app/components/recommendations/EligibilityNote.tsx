import type { EligibilityResult } from "../../../server/modules/recommendations/eligibility";

/** Whether the person can sit the exam now, or the nearest 응시자격 path and what it still needs. */
export function EligibilityNote({ result }: { result: EligibilityResult }) {
  if (result.eligible) {
    return (
      <p className="text-sm text-emerald-800">
        <span className="font-semibold">응시 가능</span> · {result.metBy}
      </p>
    );
  }
  return (
    <div className="text-sm text-slate-700">
      <p>
        <span className="font-semibold text-rose-700">아직 응시자격 없음</span> · 가장 가까운 조건:
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {result.missing.map((m) => (
          <li key={m.path}>
            {m.path} <span className="text-slate-500">(필요: {m.needs.join(", ")})</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
