import { Link, useLocation } from "react-router";
import { z } from "zod";
import { postUrl } from "../../../shared/board-urls";
import { formatInstantDate } from "../../../shared/dates";
import { formatNumber } from "../../../shared/number-format";
import { pageHref, visiblePagesFor } from "../../../shared/page-window";
import { pageParam } from "../../../shared/paging";
import { parseQuery } from "../../components/careers/routeQuery";
import { Pagination } from "../../components/ui/Pagination";
import { requireMember } from "../../lib/member.server";
import type { Route } from "./+types/myScrap";

const PAGE_SIZE = 10;

export function meta() {
  return [{ title: "마이페이지 - 스크랩한 글 | 자격나침반" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, context);
  const { page } = parseQuery(z.object({ page: pageParam }), request);
  const result = await context.services.boards.scraps(member.id, { page, pageSize: PAGE_SIZE });
  return { ...result, page, visiblePages: visiblePagesFor(context.device) };
}

export default function MyScrap({ loaderData }: Route.ComponentProps) {
  const { items, total, page, visiblePages } = loaderData;
  const location = useLocation();
  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-xl font-bold">스크랩한 글</h1>
        <p className="mt-1 text-sm text-slate-600">게시글에서 스크랩을 누른 글 {formatNumber(total)}건입니다.</p>
      </header>
      {items.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-3 py-6 text-center text-sm text-slate-600">
          아직 스크랩한 글이 없습니다.{" "}
          <Link to="/jnComm" className="font-semibold text-blue-700 underline">
            커뮤니티
          </Link>
          에서 마음에 드는 글을 스크랩하면 이곳에 모입니다.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" data-testid="scrap-list">
          {items.map((p) => (
            <li key={p.id} className="px-4 py-3">
              <p className="text-xs text-slate-500">{[p.boardName, p.licenseName, p.category].filter(Boolean).join(" · ")}</p>
              <Link to={postUrl(p.boardKind, p.id)} className="font-semibold hover:underline">
                {p.title}
              </Link>
              <p className="mt-1 text-xs text-slate-500">
                {p.authorName} · 작성 {formatInstantDate(p.createdAt)} · 스크랩 {formatInstantDate(p.scrappedAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalItems={total}
        itemsPerPage={PAGE_SIZE}
        visiblePages={visiblePages}
        hrefFor={(p) => pageHref(location.pathname, new URLSearchParams(location.search), p)}
        label="스크랩 페이지"
      />
    </div>
  );
}
