import { Link } from "react-router";
import type { Reason, Recommendation } from "../../../server/modules/recommendations/explain";
import { licensePath } from "../../../shared/page-seo";
import { EligibilityNote } from "./EligibilityNote";

const REASON_STYLE: Record<Reason["kind"], string> = {
  eligibility: "bg-emerald-50 text-emerald-800 font-semibold",
  major: "bg-brand-50 text-brand-700",
  job: "bg-brand-50 text-brand-700",
  ladder: "bg-emerald-50 text-emerald-800",
  similar: "bg-sky-50 text-sky-800",
  field: "bg-sky-50 text-sky-800",
  passRate: "bg-slate-100 text-slate-700",
  trend: "bg-slate-100 text-slate-700",
  schedule: "bg-amber-50 text-amber-800",
};

/**
 * Ranked recommendations, each with its reasons, eligibility and next steps: first what the person
 * can sit now, then (under their own heading) the ones that need a qualification first.
 */
export function RecommendationList({ items, compact = false }: { items: Recommendation[]; compact?: boolean }) {
  const now = items.filter((i) => i.availability !== "later");
  const later = items.filter((i) => i.availability === "later");
  return (
    <div className="space-y-6">
      {now.length > 0 && <RecommendationItems items={now} compact={compact} testId="recommendation-list" />}
      {later.length > 0 && (
        <section aria-labelledby="recommendation-later" data-testid="recommendation-later">
          <h3 id="recommendation-later" className="text-base font-bold">
            응시자격을 갖춘 뒤 도전할 자격
          </h3>
          <p className="mt-1 text-sm text-slate-600">
            지금은 응시자격(학력·경력·보유 자격)이 부족한 자격입니다. 필요한 조건을 함께 적었습니다.
          </p>
          <div className="mt-3">
            <RecommendationItems items={later} compact={compact} testId="recommendation-later-list" />
          </div>
        </section>
      )}
    </div>
  );
}

function RecommendationItems({ items, compact, testId }: { items: Recommendation[]; compact: boolean; testId: string }) {
  return (
    <ol className="space-y-4" data-testid={testId}>
      {items.map((item) => (
        <li key={item.licenseId} className="rounded-xl border border-slate-200 p-4 md:p-5" data-testid="recommendation">
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-sm font-bold text-brand-700">
              <span className="sr-only">추천 </span>
              {item.rank}위
            </span>
            <h3 className="text-lg font-bold">
              <Link to={licensePath(item.licenseId)} className="hover:underline">
                {item.name}
              </Link>
            </h3>
            <span className="text-sm text-slate-500">
              {item.typeName}
              {item.gradeName ? ` · ${item.gradeName}` : ""}
            </span>
          </div>
          <h4 className="sr-only">추천 이유</h4>
          <ul className="mt-3 flex flex-wrap gap-2" data-testid="recommendation-reasons">
            {item.reasons.map((r) => (
              <li
                key={r.text}
                className={`rounded-full px-3 py-1 text-sm ${
                  r.kind === "eligibility" && item.availability === "later" ? "bg-rose-50 text-rose-800" : REASON_STYLE[r.kind]
                }`}
              >
                {r.text}
              </li>
            ))}
          </ul>
          {item.eligibility && (
            <div className="mt-3 rounded-lg bg-slate-50 p-3">
              <h4 className="text-xs font-semibold text-slate-500">응시자격 자가진단</h4>
              <EligibilityNote result={item.eligibility} />
            </div>
          )}
          {!compact && (
            <div className="mt-3">
              <h4 className="text-xs font-semibold text-slate-500">다음 단계</h4>
              <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {item.nextSteps.map((s) => (
                  <li key={s.href}>
                    <Link to={s.href} className="text-blue-800 hover:underline">
                      {s.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
