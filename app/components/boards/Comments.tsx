import { Form, Link } from "react-router";
import { COMMENT_MAX } from "../../../shared/board-rules";
import { formatInstantDate } from "../../../shared/dates";
import { ReportButton } from "./ReportButton";

export interface CommentItem {
  id: number;
  parentId: number | null;
  memberId: number | null;
  authorName: string;
  body: string;
  status: string;
  createdAt: string;
}

interface Props {
  comments: CommentItem[];
  viewerId: number | null;
  isAdmin: boolean;
  /** Q&A: the question's author may accept one answer. */
  qna: { acceptedId: number | null; canAccept: boolean } | null;
  loginHref: string;
  canComment: boolean;
}

function CommentForm({ parentId, label }: { parentId?: number; label: string }) {
  const id = `comment-body-${parentId ?? "new"}`;
  return (
    <Form method="post" className="mt-2 flex flex-col gap-2">
      <input type="hidden" name="intent" value="comment" />
      {parentId && <input type="hidden" name="parentId" value={parentId} />}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        name="body"
        required
        maxLength={COMMENT_MAX}
        rows={parentId ? 2 : 3}
        placeholder={label}
        className="rounded border border-slate-300 px-3 py-2 text-sm"
      />
      <button type="submit" className="self-end rounded bg-slate-800 px-4 py-1.5 text-sm font-semibold text-white">
        {parentId ? "답글 등록" : "등록"}
      </button>
    </Form>
  );
}

/** Comments with one level of replies (answers on Q&A), delete, report, accept. */
export function Comments({ comments, viewerId, isAdmin, qna, loginHref, canComment }: Props) {
  const top = comments.filter((c) => c.parentId === null);
  const repliesOf = (id: number) => comments.filter((c) => c.parentId === id);
  const noun = qna ? "답변" : "댓글";
  const item = (c: CommentItem, reply: boolean) => {
    const deleted = c.status === "deleted";
    const own = viewerId !== null && c.memberId === viewerId;
    const accepted = qna?.acceptedId === c.id;
    return (
      <article
        aria-label={`${c.authorName}님의 ${reply ? "답글" : noun}`}
        className={`rounded-lg p-3 ${reply ? "ml-6 bg-slate-50" : "border border-slate-200"} ${accepted ? "border-emerald-500 bg-emerald-50" : ""}`}
      >
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
          <span className="font-semibold text-slate-800">{deleted ? "삭제됨" : c.authorName}</span>
          <time dateTime={c.createdAt}>{formatInstantDate(c.createdAt)}</time>
          {accepted && <span className="rounded bg-emerald-600 px-1.5 py-0.5 font-semibold text-white">채택된 답변</span>}
        </p>
        <p className="mt-1 whitespace-pre-wrap text-sm">{deleted ? "삭제된 댓글입니다." : c.body}</p>
        {!deleted && viewerId !== null && (
          <div className="mt-1 flex gap-3">
            {(own || isAdmin) && (
              <Form method="post">
                <input type="hidden" name="intent" value="deleteComment" />
                <input type="hidden" name="commentId" value={c.id} />
                <button type="submit" className="text-xs text-slate-500 hover:underline">
                  삭제
                </button>
              </Form>
            )}
            {!own && <ReportButton targetType="comment" targetId={c.id} label={`${c.authorName}님의 ${noun} 신고`} />}
            {qna?.canAccept && !reply && !own && qna.acceptedId === null && (
              <Form method="post">
                <input type="hidden" name="intent" value="accept" />
                <input type="hidden" name="commentId" value={c.id} />
                <button type="submit" className="text-xs font-semibold text-emerald-700 hover:underline">
                  답변 채택
                </button>
              </Form>
            )}
          </div>
        )}
        {!reply && !deleted && canComment && viewerId !== null && (
          <details className="mt-1">
            <summary className="cursor-pointer text-xs text-slate-600">답글 쓰기</summary>
            <CommentForm parentId={c.id} label="답글 내용" />
          </details>
        )}
      </article>
    );
  };
  return (
    <section aria-labelledby="comments-heading" className="mt-8">
      <h2 id="comments-heading" className="text-lg font-bold">
        {noun} {comments.filter((c) => c.status !== "deleted").length}개
      </h2>
      {top.length === 0 && <p className="mt-2 text-sm text-slate-600">아직 {noun}이 없습니다.</p>}
      <ul className="mt-3 space-y-3">
        {top.map((c) => (
          <li key={c.id} className="space-y-2">
            {item(c, false)}
            {repliesOf(c.id).map((r) => (
              <div key={r.id}>{item(r, true)}</div>
            ))}
          </li>
        ))}
      </ul>
      {canComment &&
        (viewerId !== null ? (
          <CommentForm label={`${noun} 내용`} />
        ) : (
          <p className="mt-3 text-sm">
            <Link to={loginHref} className="font-semibold text-blue-700 underline">
              로그인
            </Link>
            하면 {noun}을 남길 수 있습니다.
          </p>
        ))}
    </section>
  );
}
