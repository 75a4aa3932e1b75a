import type { Eligibility } from "../../../server/modules/recommendations/eligibility";
import { formatDate } from "../../../shared/dates";

/** Whether the person can sit the exam now, from when, what is still unknown, or the nearest paths and what they need. */
export function EligibilityNote({ result }: { result: Eligibility }) {
  if (result.status === "eligible") {
    return (
      <p className="text-sm text-emerald-800">
        <span className="font-semibold">응시 가능</span> · {result.rule}
      </p>
    );
  }
  const others = result.otherPaths.length > 0 && (
    <ul className="mt-1 list-disc space-y-0.5 pl-5">
      {result.otherPaths.map((m) => (
        <li key={m.path}>
          {m.path} <span className="text-slate-500">(필요: {m.needs.join(", ")})</span>
        </li>
      ))}
    </ul>
  );
  if (result.status === "from" && result.from) {
    return (
      <div className="text-sm text-slate-700">
        <p>
          <span className="font-semibold text-amber-800">아직 응시자격 없음 · {formatDate(result.from)}부터 응시 가능</span> ·{" "}
          {result.rule}
        </p>
        <p className="mt-1 text-slate-600">{result.note}</p>
        {others && <p className="mt-2">지금 응시하려면 다음 중 하나가 필요합니다:</p>}
        {others}
      </div>
    );
  }
  if (result.status === "undecidable") {
    return (
      <div className="text-sm text-slate-700">
        <p>
          <span className="font-semibold text-amber-800">판단할 수 없음</span> · {result.note}
          {result.rule && <> ({result.rule})</>}
        </p>
        {others && <p className="mt-2">다른 경로:</p>}
        {others}
      </div>
    );
  }
  return (
    <div className="text-sm text-slate-700">
      <p>
        <span className="font-semibold text-rose-700">아직 응시자격 없음</span> · 가장 가까운 조건:
      </p>
      {others}
    </div>
  );
}
