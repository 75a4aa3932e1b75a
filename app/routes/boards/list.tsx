import { Form, Link, useLocation } from "react-router";
import { z } from "zod";
import { notFound } from "../../../shared/app-error";
import { POST_SORTS, SORT_LABELS } from "../../../shared/board-rules";
import { boardParam, ldIdField, postSortParam } from "../../../shared/board-schemas";
import { boardUrl, postUrl, writeUrl } from "../../../shared/board-urls";
import { formatInstantDate } from "../../../shared/dates";
import { formatNumber } from "../../../shared/number-format";
import { licensePath } from "../../../shared/page-seo";
import { pageHref, visiblePagesFor } from "../../../shared/page-window";
import { pageParam } from "../../../shared/paging";
import { parseQuery } from "../../components/careers/routeQuery";
import { EmptyState } from "../../components/careers/Section";
import { Pagination } from "../../components/ui/Pagination";
import { AREA_BOARD, areaOfPath } from "../../lib/boards";
import { routeError } from "../../lib/route-errors";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/list";

const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
const query = z.object({
  board: boardParam,
  category: z.preprocess(emptyToUndefined, z.string().max(30).optional()),
  search: z.preprocess(emptyToUndefined, z.string().max(50).optional()),
  ld_id: ldIdField,
  sort: postSortParam,
  page: pageParam,
});

/** /jnComm (?board=), /jnTalk (?ld_id=) and /jnLics/licenseQna (?ld_id=): one list page for every board. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const q = parseQuery(query, request);
  const area = areaOfPath(new URL(request.url).pathname);
  const slug = area === "community" ? q.board : AREA_BOARD[area];
  const { boards, licenses } = context.services;
  const board = await boards.board(slug);
  if (!board || (area === "community" && !["community", "ranking", "news"].includes(board.kind))) {
    throw routeError(notFound("게시판을 찾을 수 없습니다."));
  }
  const pageSize = context.device === "mobile" ? 10 : board.pageSize;
  const [result, tabs, license] = await Promise.all([
    boards.list(slug, { category: q.category, licenseId: q.ld_id, search: q.search, sort: q.sort }, { page: q.page, pageSize }),
    area === "community" ? boards.boards() : Promise.resolve([]),
    q.ld_id ? licenses.getLicense(q.ld_id) : Promise.resolve(null),
  ]);
  if (q.ld_id && !license) throw routeError(notFound("존재하지 않는 자격증입니다."));
  return {
    area,
    board: {
      slug: board.slug,
      name: board.name,
      kind: board.kind,
      description: board.description,
      categories: board.categories,
      writeLevel: board.writeLevel,
    },
    tabs: tabs.filter((b) => b.kind !== "talk" && b.kind !== "qna").map((b) => ({ slug: b.slug, name: b.name })),
    license: license ? { id: license.id, name: license.name } : null,
    items: result.items,
    total: result.total,
    query: q,
    pageSize,
    visiblePages: visiblePagesFor(context.device),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "커뮤니티 | 자격나침반" }];
  const prefix = loaderData.license ? `${loaderData.license.name} ` : "";
  return seoMeta({ title: `${prefix}${loaderData.board.name} | 자격나침반`, description: loaderData.board.description });
}

export default function BoardList({ loaderData }: Route.ComponentProps) {
  const { area, board, tabs, license, items, total, query: q, pageSize, visiblePages } = loaderData;
  const location = useLocation();
  const kind = board.kind;
  const writable = board.writeLevel === "member";
  const writeHref = writeUrl(kind, board.slug, license?.id);
  const filtered = Boolean(q.search || q.category);
  const heading = license ? `${license.name} ${board.name}` : board.name;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      {tabs.length > 0 && (
        <nav aria-label="게시판" className="mb-6 overflow-x-auto">
          <ul className="flex gap-1 whitespace-nowrap border-b border-slate-200 text-sm">
            {tabs.map((t) => (
              <li key={t.slug}>
                <Link
                  to={boardUrl("community", t.slug)}
                  aria-current={t.slug === board.slug ? "page" : undefined}
                  className={`inline-block px-3 py-2 ${t.slug === board.slug ? "border-b-2 border-slate-900 font-bold" : "text-slate-600 hover:text-slate-900"}`}
                >
                  {t.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{heading}</h1>
          <p className="mt-1 text-sm text-slate-600">{board.description}</p>
          {license && (
            <p className="mt-1 text-sm">
              <Link to={licensePath(license.id)} className="text-blue-700 hover:underline">
                {license.name} 자격증 정보
              </Link>
              {" · "}
              <Link to={boardUrl(kind, board.slug)} className="text-blue-700 hover:underline">
                모든 자격증의 {board.name}
              </Link>
            </p>
          )}
        </div>
        {writable && (
          <Link to={writeHref} className="rounded bg-slate-900 px-4 py-2 text-sm font-semibold text-white">
            {kind === "qna" ? "질문하기" : "글쓰기"}
          </Link>
        )}
      </div>

      {board.categories.length > 0 && (
        <nav aria-label="말머리" className="mt-4 flex flex-wrap gap-2 text-sm">
          {["", ...board.categories].map((c) => {
            const params = new URLSearchParams(location.search);
            if (c) params.set("category", c);
            else params.delete("category");
            params.delete("page");
            const active = (q.category ?? "") === c;
            return (
              <Link
                key={c || "all"}
                to={`${location.pathname}?${params}`}
                aria-current={active ? "true" : undefined}
                className={`rounded-full border px-3 py-1 ${active ? "border-slate-900 bg-slate-900 text-white" : "border-slate-300"}`}
              >
                {c || "전체"}
              </Link>
            );
          })}
        </nav>
      )}

      <Form method="get" role="search" className="mt-4 flex flex-wrap gap-2">
        {area === "community" && <input type="hidden" name="board" value={board.slug} />}
        {license && <input type="hidden" name="ld_id" value={license.id} />}
        {q.category && <input type="hidden" name="category" value={q.category} />}
        <label className="sr-only" htmlFor="board-sort">
          정렬
        </label>
        <select id="board-sort" name="sort" defaultValue={q.sort} className="rounded border border-slate-300 px-2 py-2 text-sm">
          {POST_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="board-search">
          게시판 검색어
        </label>
        <input
          id="board-search"
          name="search"
          defaultValue={q.search}
          maxLength={50}
          placeholder="제목·내용 검색"
          className="min-w-0 flex-1 rounded border border-slate-300 px-3 py-2"
        />
        <button type="submit" className="rounded bg-slate-800 px-4 py-2 text-sm font-semibold text-white">
          검색
        </button>
      </Form>

      <p className="mt-4 text-sm text-slate-600">
        {filtered ? "검색 결과" : "전체 글"} {formatNumber(total)}건
      </p>
      {items.length === 0 ? (
        <div className="mt-3">
          <EmptyState>
            {filtered
              ? "조건에 맞는 글이 없습니다. 다른 검색어나 말머리로 찾아보세요."
              : kind === "ranking"
                ? "아직 공감과 댓글을 모은 글이 없습니다. 회원들이 쓴 글에 공감과 댓글이 쌓이면 이곳에 모입니다."
                : `아직 ${heading}에 글이 없습니다. 회원이 쓴 글이 이곳에 표시됩니다. 첫 글을 남겨 보세요.`}
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 border-y border-slate-200" data-testid="post-list">
          {items.map((p) => (
            <li key={p.id} className="py-3 sm:flex sm:items-center sm:gap-4">
              <div className="min-w-0 flex-1">
                <p className="text-xs text-slate-500">
                  {[
                    p.isNotice ? "공지" : null,
                    kind === "ranking" ? p.boardName : null,
                    p.licenseName && !license ? p.licenseName : null,
                    p.category,
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                  {kind === "qna" && (
                    <span
                      className={`ml-1 rounded px-1.5 py-0.5 ${p.answered ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-700"}`}
                    >
                      {p.answered ? "채택 완료" : "답변 대기"}
                    </span>
                  )}
                </p>
                <Link to={postUrl(p.boardKind, p.id)} className="font-semibold hover:underline">
                  {p.title}
                </Link>
                {p.commentCount > 0 && (
                  <span className="ml-1 text-sm text-blue-700">
                    [{p.commentCount}]<span className="sr-only">개의 댓글</span>
                  </span>
                )}
              </div>
              <p className="mt-1 shrink-0 text-xs text-slate-500">
                {p.authorName} · <time dateTime={p.createdAt}>{formatInstantDate(p.createdAt)}</time> · 조회 {p.views} · 공감{" "}
                {p.likeCount}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={q.page}
        totalItems={total}
        itemsPerPage={pageSize}
        visiblePages={visiblePages}
        hrefFor={(page) => pageHref(location.pathname, new URLSearchParams(location.search), page)}
        label="게시글 페이지"
      />
    </div>
  );
}
