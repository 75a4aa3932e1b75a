import { Link } from "react-router";
import type { CatalogueTest } from "../../../server/modules/languageTests/service.server";
import { checkStatement, UNCHECKED } from "../../../shared/test-catalogue";

/** Loader data arrives JSON-serialised: dates as strings. */
export type TestView = Omit<CatalogueTest, "updatedAt"> & { updatedAt: string | Date };

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
};

/** The 어학시험 / 공공기관 채용시험 tabs of /jnLnPo. */
export function TestTabs({ current }: { current: "language" | "public" }) {
  const tabs = [
    { kind: "language", to: "/jnLnPo", label: "어학시험" },
    { kind: "public", to: "/jnLnPo/publicList", label: "공공기관 채용시험" },
  ] as const;
  return (
    <nav aria-label="시험 구분" className="mt-4 flex flex-wrap gap-2 text-sm">
      {tabs.map((tab) =>
        tab.kind === current ? (
          <span key={tab.kind} aria-current="page" className="rounded bg-slate-800 px-4 py-2 font-semibold text-white">
            {tab.label}
          </span>
        ) : (
          <Link key={tab.kind} to={tab.to} className="rounded border border-slate-300 px-4 py-2 font-semibold text-slate-800">
            {tab.label}
          </Link>
        ),
      )}
    </nav>
  );
}

/** Where a row's facts come from: the cited page, and what was done to get them and when (`checkStatement`). */
export function SourceLine({ test }: { test: Pick<TestView, "id" | "sourceUrl" | "asOf" | "editedByAdmin"> }) {
  return (
    <p className="text-xs text-slate-600" data-testid="test-source">
      출처:{" "}
      <a href={test.sourceUrl} target="_blank" rel="noopener noreferrer" className="text-blue-800 underline">
        {hostOf(test.sourceUrl)}
      </a>{" "}
      ({checkStatement(test)})
    </p>
  );
}

/** The lists' note: how the rows were compiled, without claiming a check of every page. */
export function CatalogueNote() {
  return (
    <p className="mt-4 text-sm text-slate-600" data-testid="catalogue-note">
      각 시험의 정보는 항목에 적힌 날짜에 시행기관이 공개한 안내를 바탕으로 정리했습니다. 인용한 시행기관 페이지를 모두 그날 열어
      확인한 것은 아니어서, 저장된 사본과 대조한 항목 외에는 &lsquo;{UNCHECKED}&rsquo;로 표시합니다. 접수 일정과 응시료는 시행기관
      사이트에서 확인하세요.
    </p>
  );
}

/** Label and value of each fact the row has; empty facts are left out, never guessed. */
export function factsOf(test: TestView, all: boolean): Array<[string, string]> {
  const facts: Array<[string, string | null]> = [
    ["시행기관", test.organiser],
    ["언어", test.language],
    ["점수 체계·등급", test.scoreScale],
    ["성적 유효기간", test.validity],
    ...(all ? ([["시험 방식", test.testFormat]] as Array<[string, string | null]>) : []),
  ];
  return facts.filter((f): f is [string, string] => Boolean(f[1]));
}

/** The catalogue's cards: name (to the detail page), the main facts and the source with its 기준일. */
export function TestCards({ tests }: { tests: TestView[] }) {
  return (
    <ul className="mt-6 grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="test-catalogue">
      {tests.map((test) => (
        <li key={test.id} className="rounded-lg border border-slate-200 p-4" data-testid={`test-${test.id}`}>
          <h2 className="text-lg font-bold">
            <Link to={`/jnLnPo/licenseInfo?ld_id=${encodeURIComponent(test.id)}`} className="text-blue-800 hover:underline">
              {test.name}
            </Link>
          </h2>
          <dl className="mt-2 space-y-1 text-sm">
            {factsOf(test, false).map(([label, value]) => (
              <div key={label} className="flex gap-2">
                <dt className="w-28 shrink-0 font-semibold text-slate-600">{label}</dt>
                <dd className="min-w-0 break-words">{value}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-3">
            <SourceLine test={test} />
          </div>
        </li>
      ))}
    </ul>
  );
}
