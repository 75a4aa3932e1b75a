import { Link, useLocation } from "react-router";
import { z } from "zod";
import { formatInstantDate } from "../../../shared/dates";
import { formatNumber } from "../../../shared/number-format";
import { pageHref, visiblePagesFor } from "../../../shared/page-window";
import { pageParam } from "../../../shared/paging";
import { SERVICE_PAGE_SIZE } from "../../../shared/service";
import { notFoundPage, parseQuery } from "../../components/careers/routeQuery";
import { DocumentText, ServicePage } from "../../components/service/ServiceNav";
import { Pagination } from "../../components/ui/Pagination";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/notice";

const query = z.object({
  page: pageParam,
  wr_id: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().positive().max(2_147_483_647).optional()),
});

export function meta({ loaderData }: Route.MetaArgs) {
  const title = loaderData?.notice ? `${loaderData.notice.title} | 공지사항` : "공지사항 | 자격나침반 고객센터";
  return seoMeta({ title, description: "자격나침반 운영 소식과 약관 변경 안내." });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = parseQuery(query, request);
  const { customerService } = context.services;
  if (q.wr_id !== undefined) {
    const notice = await customerService.notice(q.wr_id);
    if (!notice) notFoundPage();
    return { notice, list: null };
  }
  const list = await customerService.noticeList({ page: q.page, pageSize: SERVICE_PAGE_SIZE });
  return { notice: null, list: { ...list, page: q.page, visiblePages: visiblePagesFor(context.device) } };
}

export default function NoticePage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const { notice, list } = loaderData;
  if (notice) {
    return (
      <ServicePage title="공지사항">
        <article className="border-t-2 border-slate-800">
          <header className="border-b border-slate-200 py-4">
            <h2 className="text-xl font-bold">{notice.title}</h2>
            <time className="mt-1 block text-sm text-slate-500">{formatInstantDate(notice.publishedAt)}</time>
          </header>
          <div className="py-6">
            <DocumentText text={notice.body} />
          </div>
        </article>
        <Link to="/service/notice" className="inline-block rounded border border-slate-300 px-4 py-2 text-sm">
          목록
        </Link>
      </ServicePage>
    );
  }
  if (!list) return null;
  return (
    <ServicePage title="공지사항">
      <p className="text-sm text-slate-600">전체 {formatNumber(list.total)}건</p>
      {list.items.length === 0 ? (
        <p className="mt-4 rounded border border-dashed border-slate-300 p-8 text-center text-slate-600">
          게시된 공지사항이 없습니다. 운영 소식과 약관 변경 안내가 이곳에 게시됩니다.
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200 border-y-2 border-t-slate-800 border-b-slate-200">
          {list.items.map((n) => (
            <li key={n.id} className="flex items-center gap-3 py-3">
              {n.isPinned && <span className="rounded bg-brand-700 px-2 py-0.5 text-xs font-bold text-white">공지</span>}
              <Link to={`/service/notice?wr_id=${n.id}`} className="min-w-0 flex-1 truncate hover:underline">
                {n.title}
              </Link>
              <time className="shrink-0 text-sm text-slate-500">{formatInstantDate(n.publishedAt)}</time>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6">
        <Pagination
          page={list.page}
          totalItems={list.total}
          itemsPerPage={SERVICE_PAGE_SIZE}
          visiblePages={list.visiblePages}
          hrefFor={(p) => pageHref(location.pathname, new URLSearchParams(location.search), p)}
        />
      </div>
    </ServicePage>
  );
}
