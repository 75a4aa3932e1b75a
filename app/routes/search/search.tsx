import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import type { SearchItem } from "../../../server/modules/search/service.server";
import { formatNumber } from "../../../shared/number-format";
import { visiblePagesFor } from "../../../shared/page-window";
import { categoryByKey, ITEMS_PER_PAGE, MAX_PAGE, searchCategories } from "../../../shared/search-categories";
import { FavoriteStar } from "../../components/notifications/FavoriteStar";
import { Highlight } from "../../components/search/highlight";
import { SearchPageForm, searchPageHref } from "../../components/search/search-page-form";
import { Pagination } from "../../components/ui/Pagination";
import type { Route } from "./+types/search";

const KIND_LABELS: Record<string, string> = {
  license: "자격증",
  career_job: "직업백과",
  dictionary_job: "직업사전",
  major: "학과정보",
  language_test: "어학시험",
  public_test: "공공시험",
  institute: "교육기관",
  post: "게시글",
};

const ERRORS = { tooShort: "검색어 2자 이상 입력 해주세요", tooLong: "검색어는 50자 이하로 입력해주세요." } as const;

export function meta({ data }: Route.MetaArgs) {
  const title = data?.keyword ? `'${data.keyword}' 검색결과 | 자격나침반` : "통합검색 | 자격나침반";
  return [{ title }, { name: "robots", content: "noindex, follow" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const raw = params.get("stx") ?? "";
  const category = categoryByKey(params.get("tab") ?? "");
  const tab = category?.key ?? "all";
  const requested = Number(params.get("page") ?? "1");
  const page = Number.isInteger(requested) && requested >= 1 ? Math.min(requested, MAX_PAGE) : 1;
  const outcome = await context.services.search.search({ keyword: raw, scope: category?.id ?? "all", page, withCounts: true });
  const visiblePages = visiblePagesFor(context.device);
  if (!outcome.ok) return { keyword: raw.slice(0, 50), tab, page, visiblePages, error: ERRORS[outcome.reason], result: null };
  return { keyword: outcome.result.keyword, tab, page, visiblePages, error: null, result: outcome.result };
}

/** A license result's id, from its page link (`/jnLics/licenseInfo?ld_id=…`). */
function licenseIdOf(item: SearchItem): string | null {
  return item.kind === "license" ? new URL(item.url, "http://localhost").searchParams.get("ld_id") : null;
}

function ResultItem({ item }: { item: SearchItem }) {
  const licenseId = licenseIdOf(item);
  return (
    <li className="border-b border-slate-100 py-4 last:border-b-0">
      <div className="flex flex-wrap items-baseline gap-2">
        <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-600">{KIND_LABELS[item.kind] ?? "정보"}</span>
        <Link to={item.url} className="text-[17px] font-semibold text-slate-900 hover:text-brand-700 hover:underline">
          <Highlight text={item.title} ranges={item.highlights} />
        </Link>
        {licenseId && <FavoriteStar compact licenseId={licenseId} licenseName={item.title} />}
      </div>
      {item.summary && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{item.summary}</p>}
    </li>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { keyword, tab, page, visiblePages, error, result } = loaderData;
  const location = useLocation();
  const resultsRef = useRef<HTMLElement>(null);

  // Spec section 9: results scroll into view 150 px below the top (the section's scroll-margin-top).
  useEffect(() => {
    if (tab === "all" || !location.search) return;
    resultsRef.current?.scrollIntoView({ block: "start" });
  }, [tab, location.search]);

  const categories = result?.categories ?? [];
  const grandTotal = categories.reduce((sum, c) => sum + c.total, 0);
  const current = categories.find((c) => searchCategories.find((m) => m.id === c.category)?.key === tab);
  const shown = tab === "all" ? categories.filter((c) => c.total > 0) : current ? [current] : [];
  const nothing = Boolean(result?.keyword) && (tab === "all" ? grandTotal === 0 : (current?.total ?? 0) === 0);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">통합검색</h1>
      <div className="mt-4">
        <SearchPageForm key={`${keyword}|${tab}`} keyword={keyword} tab={tab} />
      </div>

      {error && (
        <p role="alert" className="mt-6 rounded-lg bg-amber-50 px-4 py-3 text-amber-900">
          {error}
        </p>
      )}

      {result?.keyword ? (
        <p className="mt-6 text-slate-700" aria-live="polite">
          <strong className="text-brand-700">&lsquo;{result.keyword}&rsquo;</strong> 검색결과 총{" "}
          <strong data-testid="search-total">{formatNumber(grandTotal)}</strong>건
        </p>
      ) : (
        !error && <p className="mt-6 text-slate-600">찾으시는 자격증, 직업, 학과, 시험 이름을 입력해주세요.</p>
      )}

      {result?.typedKeyword && (
        <p className="mt-2 text-slate-700" data-testid="search-converted">
          &lsquo;{result.typedKeyword}&rsquo;의 검색결과가 없어 한글 자판으로 읽은 &lsquo;{result.keyword}&rsquo;(으)로
          검색했습니다.
        </p>
      )}

      {result?.didYouMean && (
        <p className="mt-2 text-slate-700" data-testid="search-did-you-mean">
          이것을 찾으셨나요?{" "}
          <Link to={searchPageHref(result.didYouMean, tab)} className="font-semibold text-brand-700 underline">
            {result.didYouMean}
          </Link>
        </p>
      )}

      {result?.keyword && (
        <nav aria-label="검색 결과 분류" className="mt-4 overflow-x-auto border-b border-slate-200">
          <ul className="flex min-w-max gap-1">
            {[
              { key: "all", label: "전체", total: grandTotal },
              ...searchCategories.map((m) => ({ ...m, total: categories.find((c) => c.category === m.id)?.total ?? 0 })),
            ].map((t) => (
              <li key={t.key}>
                <Link
                  to={searchPageHref(result.keyword, t.key)}
                  aria-current={t.key === tab ? "page" : undefined}
                  className={`block border-b-2 px-3 py-2 text-sm whitespace-nowrap ${
                    t.key === tab
                      ? "border-brand-600 font-bold text-brand-700"
                      : "border-transparent text-slate-600 hover:text-slate-900"
                  }`}
                >
                  {t.label} <span className="text-xs">({formatNumber(t.total)})</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <section ref={resultsRef} aria-label="검색 결과" className="mt-6 scroll-mt-[150px]" data-testid="search-results">
        {shown.map((entry) => {
          const meta = searchCategories.find((m) => m.id === entry.category);
          if (!meta || !result) return null;
          return (
            <section key={entry.category} aria-labelledby={`search-${meta.key}`} className="mb-8">
              <div className="flex items-baseline justify-between border-b-2 border-slate-800 pb-2">
                <h2 id={`search-${meta.key}`} className="text-lg font-bold">
                  {meta.label} <span className="text-sm font-normal text-slate-500">{formatNumber(entry.total)}건</span>
                </h2>
                {tab === "all" && entry.total > entry.items.length && (
                  <Link to={searchPageHref(result.keyword, meta.key)} className="text-sm text-slate-600 hover:underline">
                    {meta.label} 더보기
                  </Link>
                )}
              </div>
              <ul>
                {entry.items.map((item) => (
                  <ResultItem key={`${item.kind}-${item.url}`} item={item} />
                ))}
              </ul>
              {tab !== "all" && (
                <Pagination
                  page={page}
                  totalItems={entry.total}
                  itemsPerPage={ITEMS_PER_PAGE}
                  visiblePages={visiblePages}
                  hrefFor={(n) => searchPageHref(result.keyword, tab, n)}
                  label="검색 결과 페이지"
                />
              )}
            </section>
          );
        })}

        {nothing && result && (
          <div className="rounded-xl border border-slate-200 px-6 py-10 text-center" data-testid="search-empty">
            <p className="text-lg font-semibold">&lsquo;{result.keyword}&rsquo;에 대한 검색결과가 없습니다.</p>
            <p className="mt-2 text-sm text-slate-600">
              단어의 철자가 정확한지, 다른 검색어나 초성(예: ㅈㅂㅊㄹ)으로 검색해보세요.
            </p>
            {result.suggestions.length > 0 && (
              <div className="mt-6">
                <h2 className="text-sm font-semibold text-slate-700">이런 검색어는 어떠세요?</h2>
                <ul className="mt-3 flex flex-wrap justify-center gap-2">
                  {result.suggestions.map((s) => (
                    <li key={`${s.kind}-${s.url}`}>
                      <Link
                        to={searchPageHref(s.title, "all")}
                        className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100"
                      >
                        {s.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </section>
    </div>
  );
}
