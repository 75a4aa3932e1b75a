import { Link, useLocation } from "react-router";
import { z } from "zod";
import { postUrl, writeUrl } from "../../../shared/board-urls";
import { formatInstantDate } from "../../../shared/dates";
import { careerPaging, pageHref } from "../../../shared/page-window";
import { pageParam } from "../../../shared/paging";
import { parseQuery } from "../../components/careers/routeQuery";
import { EmptyState } from "../../components/careers/Section";
import { Pagination } from "../../components/ui/Pagination";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/index";

const NEWS = { board: "bNews", category: "수험생공감", limit: 4 } as const;

export function meta() {
  return seoMeta({
    title: "진로정보 - 학과·직업 탐색 | 자격나침반",
    description: "취업률이 높은 학과와 발전가능성이 높은 직업을 둘러보고, 관련 자격증으로 진로를 준비하세요.",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page } = parseQuery(z.object({ page: pageParam }), request);
  const { pageSize, visiblePages } = careerPaging(context.device);
  const [cards, news] = await Promise.all([
    context.services.careers.careerCards({ page, pageSize }),
    context.services.boards.latest({ slug: NEWS.board, category: NEWS.category }, NEWS.limit),
  ]);
  return { cards, news, page, pageSize, visiblePages };
}

export default function CareerMain({ loaderData }: Route.ComponentProps) {
  const { cards, news, page, pageSize, visiblePages } = loaderData;
  const location = useLocation();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">진로정보</h1>
      <p className="mt-1 text-sm text-slate-600">학과와 직업을 둘러보고 필요한 자격증을 확인해 보세요.</p>
      <div className="mt-4 flex flex-wrap gap-2 text-sm">
        <Link to="/jnCareer/majorInfo" className="rounded bg-slate-800 px-4 py-2 font-semibold text-white">
          학과정보
        </Link>
        <Link to="/jnJob/jobDic" className="rounded border border-slate-300 px-4 py-2 font-semibold">
          직업백과
        </Link>
      </div>

      <section aria-labelledby="career-news" className="mt-10">
        <h2 id="career-news" className="text-lg font-bold">
          수험생 공감
        </h2>
        {news.length === 0 ? (
          <div className="mt-3">
            <EmptyState>
              아직 수험생 공감 글이 없습니다.{" "}
              <Link to={writeUrl("news", NEWS.board)} className="underline">
                뉴스 게시판
              </Link>
              에 첫 이야기를 남겨 주세요.
            </EmptyState>
          </div>
        ) : (
          <ul className="mt-3 flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2" aria-label="수험생 공감 소식">
            {news.map((post) => (
              <li key={post.id} className="w-64 shrink-0 snap-start rounded-lg border border-slate-200 bg-slate-50 p-4">
                <Link to={postUrl("news", post.id)} className="font-semibold hover:underline">
                  {post.title}
                </Link>
                <p className="mt-2 text-xs text-slate-500">
                  {[post.authorName, formatInstantDate(post.createdAt)].filter(Boolean).join(" · ")}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="career-cards" className="mt-10">
        <h2 id="career-cards" className="text-lg font-bold">
          둘러볼 만한 학과와 직업
        </h2>
        <p className="mt-1 text-sm text-slate-600">학과는 취업률, 직업은 발전가능성 지표가 높은 순서입니다.</p>
        {cards.items.length === 0 ? (
          <div className="mt-3">
            <EmptyState>표시할 학과·직업 정보가 없습니다.</EmptyState>
          </div>
        ) : (
          <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4" data-testid="career-cards">
            {cards.items.map((card) => (
              <li key={`${card.kind}-${card.id}`}>
                <Link
                  to={card.kind === "major" ? `/jnCareer/majorInfoDt?id=${card.id}` : `/jnJob/jobDicDt?jobdicSeq=${card.id}`}
                  className="flex h-full flex-col rounded-lg border border-slate-200 p-4 hover:border-blue-700 hover:shadow"
                >
                  <span className={`text-xs font-semibold ${card.kind === "major" ? "text-emerald-700" : "text-blue-700"}`}>
                    {card.kind === "major" ? "학과" : "직업"}
                  </span>
                  <span className="mt-1 font-bold">{card.title}</span>
                  <span className="mt-auto pt-2 text-sm text-slate-600">
                    {card.metricLabel} {card.kind === "major" ? `${card.metric}%` : `${card.metric}점`}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={page}
          totalItems={cards.total}
          itemsPerPage={pageSize}
          visiblePages={visiblePages}
          label="학과·직업 카드 페이지"
          hrefFor={(p) => pageHref(location.pathname, new URLSearchParams(location.search), p)}
        />
      </section>
    </div>
  );
}
