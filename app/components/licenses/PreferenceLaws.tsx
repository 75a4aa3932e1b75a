import type { LicensePreferences } from "../../../server/modules/preferenceLaws/service.server";
import { formatArticle, PREFERENCE_LAWS_BASIS_YEAR, PREFERENCE_LAWS_SOURCE } from "../../../shared/preference-laws";

/** Why a license has no 우대현황 rows: the source covers 국가기술자격 items of 2022 only. */
function missingReason(license: { id: string; qualificationType: string }): string {
  if (license.qualificationType === "T") return `${PREFERENCE_LAWS_SOURCE}에 이 종목의 법령이 없습니다.`;
  if (license.qualificationType === "S") return "이 자료는 국가기술자격만 다루며, 국가전문자격의 우대법령은 담고 있지 않습니다.";
  return "이 자료는 국가기술자격만 다루며, 민간자격의 우대법령은 담고 있지 않습니다.";
}

/**
 * 우대현황 (decision 0071): the laws that favour the license's holders, grouped by the source's class,
 * most binding first; the first group is open, the others open on a click (no script needed).
 * Texts are the source's (spaces removed); only a space after the article number is added.
 */
export function PreferenceLaws({
  preferences,
  license,
}: {
  preferences: LicensePreferences;
  license: { id: string; qualificationType: string };
}) {
  return (
    <section aria-labelledby="preferences" className="rounded-lg border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id="preferences" className="mb-3 scroll-mt-[100px] text-lg font-bold">
        우대현황 <span className="text-sm font-normal text-slate-500">({preferences.basisYear}년 기준)</span>
      </h2>
      {preferences.groups.length === 0 ? (
        <p className="rounded bg-slate-50 p-3 text-sm text-slate-600" data-testid="preferences-empty">
          우대현황 자료 없음: {missingReason(license)}
        </p>
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-700">
            이 자격증 취득자에게 우대·자격 요건 등을 정한 법령 {preferences.lawCount}개 (
            {preferences.groups.map((g) => `${g.preferenceClass} ${g.laws.length}`).join(" · ")})
          </p>
          <div className="space-y-2">
            {preferences.groups.map((group, index) => (
              <details
                key={group.preferenceClass}
                open={index === 0}
                className="rounded border border-slate-200"
                data-testid="preference-group"
              >
                <summary className="cursor-pointer px-3 py-2 font-semibold">
                  {group.preferenceClass} <span className="font-normal text-slate-600">· 법령 {group.laws.length}개</span>
                </summary>
                <ul className="space-y-3 border-t border-slate-200 px-3 py-3">
                  {group.laws.map((law) => (
                    <li key={law.law} className="text-sm">
                      <p className="font-semibold break-words">
                        {law.law}
                        {law.seriousAccidentLaw && (
                          <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-normal text-amber-900">
                            중대재해처벌법 관련
                          </span>
                        )}
                      </p>
                      <ul className="mt-1 space-y-1 pl-3 text-slate-700">
                        {law.articles.map((a) => (
                          <li key={`${a.article}|${a.use}`} className="break-words">
                            {formatArticle(a.article)}
                            {a.use && <span className="text-slate-600"> — {a.use}</span>}
                          </li>
                        ))}
                      </ul>
                    </li>
                  ))}
                </ul>
              </details>
            ))}
          </div>
        </>
      )}
      <p className="mt-2 text-xs text-slate-500">
        출처: {PREFERENCE_LAWS_SOURCE} ({PREFERENCE_LAWS_BASIS_YEAR}년 기준). 이후 개정·폐지된 법령이 있을 수 있으니 현행 조문은{" "}
        <a href="https://www.law.go.kr" className="text-blue-800 underline" rel="noopener noreferrer" target="_blank">
          국가법령정보센터
        </a>
        에서 확인하세요. 법령명·조문·활용내용은 자료의 표기 그대로(띄어쓰기 없음)이며, 조 번호 뒤만 띄어 썼습니다.
      </p>
    </section>
  );
}
