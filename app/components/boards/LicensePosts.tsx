import { Link } from "react-router";
import type { PostSummary } from "../../../server/modules/boards/queries.server";
import { formatInstantDate } from "../../../shared/dates";

/** Latest posts of one license on one board (license page), with links into the board. */
export function LicensePosts({
  heading,
  items,
  postHref,
  moreHref,
  writeHref,
  empty,
}: {
  heading: string;
  items: PostSummary[];
  postHref: (id: number) => string;
  moreHref: string;
  writeHref: string;
  empty: string;
}) {
  return (
    <div>
      <div className="mb-1 flex items-baseline justify-between gap-2">
        <h4 className="text-sm font-semibold">{heading}</h4>
        <Link to={moreHref} className="text-xs text-blue-700 hover:underline">
          더보기
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="rounded bg-slate-50 p-4 text-center text-sm text-slate-600">
          {empty}{" "}
          <Link to={writeHref} className="font-semibold text-blue-700 underline">
            첫 글 쓰기
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((p) => (
            <li key={p.id} className="flex justify-between gap-2 py-1.5 text-sm">
              <Link to={postHref(p.id)} className="min-w-0 truncate hover:underline">
                {p.isNotice ? <span className="mr-1 text-xs font-semibold text-rose-600">공지</span> : null}
                {p.title}
                {p.commentCount > 0 ? <span className="ml-1 text-xs text-blue-600">[{p.commentCount}]</span> : null}
              </Link>
              <time dateTime={p.createdAt} className="shrink-0 text-xs text-slate-500">
                {formatInstantDate(p.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
