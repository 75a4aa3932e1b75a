import { Form, Link, redirect, useActionData, useSubmit } from "react-router";
import { z } from "zod";
import { badRequest } from "../../../shared/app-error";
import { commentInputSchema, reportInputSchema } from "../../../shared/board-schemas";
import { boardUrl, editUrl, postUrl } from "../../../shared/board-urls";
import { formatInstantDate } from "../../../shared/dates";
import { formatNumber } from "../../../shared/number-format";
import { postSeo } from "../../../shared/page-seo";
import { Comments } from "../../components/boards/Comments";
import { ReportButton } from "../../components/boards/ReportButton";
import { canonicalOf, parseQuery } from "../../components/careers/routeQuery";
import { useDialog } from "../../components/ui/dialog";
import { serviceFailure } from "../../lib/boards";
import { parseForm, refusedForm } from "../../lib/forms";
import { loginUrlFor } from "../../lib/member.server";
import { routeError, withRouteErrors } from "../../lib/route-errors";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/view";

const idQuery = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const targetId = z.coerce.number().int().positive().max(2_147_483_647);

/** /jnComm/view, /jnTalk/view and /jnLics/licenseQnaView (?id=): a post, its comments or answers. */
export const loader = withRouteErrors(async ({ request, context }: Route.LoaderArgs) => {
  const { id } = parseQuery(idQuery, request);
  const { boards, members } = context.services;
  const member = await members.currentMember(request, context);
  const view = await boards.view(id, { actor: member, clientAddress: context.clientAddress });
  return {
    ...view,
    board: { slug: view.board.slug, name: view.board.name, kind: view.board.kind, commentLevel: view.board.commentLevel },
    viewer: member ? { id: member.id, isAdmin: member.isAdmin } : null,
    loginHref: loginUrlFor(request),
    canonical: canonicalOf(context.services.config.publicOrigin, postUrl(view.board.kind, id)),
  };
});

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: "게시글 | 자격나침반" }];
  const { title, description, keywords } = postSeo({
    title: loaderData.post.title,
    bodyText: loaderData.post.bodyText,
    boardName: loaderData.board.name,
    path: loaderData.canonical,
  });
  return seoMeta({ title, description, keywords, canonical: loaderData.canonical });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { id } = parseQuery(idQuery, request);
  const { boards, members } = context.services;
  const member = await members.currentMember(request, context);
  if (!member) throw redirect(loginUrlFor(request));
  const formData = await request.formData();
  const form = Object.fromEntries(formData);
  try {
    switch (form.intent) {
      case "like":
        await boards.toggleLike(id, member);
        return { ok: true };
      case "scrap":
        await boards.toggleScrap(id, member);
        return { ok: true };
      case "comment": {
        const submission = parseForm(formData, commentInputSchema);
        if (submission.status !== "success") return refusedForm(submission, "댓글을 확인해주세요.");
        await boards.addComment(id, submission.value, member);
        return { ok: true };
      }
      case "deleteComment":
        await boards.deleteComment(targetId.parse(form.commentId), member);
        return { ok: true };
      case "accept":
        await boards.acceptAnswer(id, targetId.parse(form.commentId), member);
        return { ok: true };
      case "report": {
        const submission = parseForm(formData, reportInputSchema);
        if (submission.status !== "success") return refusedForm(submission, "신고 사유를 확인해주세요.");
        const type = form.targetType === "comment" ? "comment" : "post";
        const result = await boards.report(
          type,
          targetId.parse(form.targetId),
          submission.value.reason,
          member,
          context.clientAddress,
        );
        return { ok: true, message: result.hidden ? "신고가 접수되어 글이 숨겨졌습니다." : "신고가 접수되었습니다." };
      }
      case "deletePost": {
        const deleted = await boards.deletePost(id, member);
        throw redirect(
          boardUrl(deleted.board.kind, deleted.board.slug, deleted.board.kind === "community" ? null : deleted.licenseId),
        );
      }
      default:
        return { message: "요청 값이 올바르지 않습니다." };
    }
  } catch (error) {
    if (error instanceof Response || error instanceof z.ZodError)
      throw error instanceof z.ZodError ? routeError(badRequest()) : error;
    return { message: serviceFailure(error).message };
  }
}

export default function PostView({ loaderData }: Route.ComponentProps) {
  const { board, post, comments, attachments, liked, scrapped, canEdit, viewer, loginHref } = loaderData;
  const result = useActionData<typeof action>();
  const submit = useSubmit();
  const dialog = useDialog();
  const own = viewer !== null && viewer.id === post.memberId;
  const listHref = boardUrl(board.kind, board.slug, board.kind === "talk" || board.kind === "qna" ? post.licenseId : null);
  const onDelete = async () => {
    if (await dialog.confirm("글 삭제", "이 글을 삭제할까요? 삭제한 글은 되돌릴 수 없고, 글쓰기로 받은 포인트도 회수됩니다.")) {
      submit({ intent: "deletePost" }, { method: "post" });
    }
  };
  const toggle = (intent: "like" | "scrap", pressed: boolean, label: string, count?: number) =>
    viewer ? (
      <Form method="post">
        <input type="hidden" name="intent" value={intent} />
        <button
          type="submit"
          aria-pressed={pressed}
          disabled={own && intent === "like"}
          className={`rounded-full border px-4 py-1.5 text-sm ${pressed ? "border-rose-500 bg-rose-50 text-rose-700" : "border-slate-300"} disabled:opacity-50`}
        >
          {label}
          {count !== undefined ? ` ${count}` : ""}
        </button>
      </Form>
    ) : (
      <Link to={loginHref} className="rounded-full border border-slate-300 px-4 py-1.5 text-sm">
        {label}
        {count !== undefined ? ` ${count}` : ""}
      </Link>
    );
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <p className="text-sm">
        <Link to={listHref} className="text-blue-700 hover:underline">
          {post.licenseName && (board.kind === "talk" || board.kind === "qna") ? `${post.licenseName} ` : ""}
          {board.name}
        </Link>
        {post.category ? ` · ${post.category}` : ""}
      </p>
      <article className="mt-2">
        <header className="border-b border-slate-200 pb-3">
          <h1 className="text-2xl font-bold break-words">
            {post.isNotice && <span className="mr-2 text-base text-rose-600">[공지]</span>}
            {post.title}
          </h1>
          <p className="mt-2 text-sm text-slate-500">
            {post.authorName} · <time dateTime={post.createdAt}>{formatInstantDate(post.createdAt)}</time>
            {post.updatedAt && " (수정됨)"} · 조회 {post.views} · 댓글 {post.commentCount}
          </p>
        </header>
        <div
          className="mt-4 space-y-3 break-words leading-relaxed [&_a]:text-blue-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
          data-testid="post-body"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with an allow-list on the server when written (server/modules/boards/sanitize.ts)
          dangerouslySetInnerHTML={{ __html: post.body }}
        />
        {post.source && (
          <p className="mt-4 rounded bg-slate-50 px-3 py-2 text-sm" data-testid="post-source">
            출처: {post.source.name} ·{" "}
            <a href={post.source.url} target="_blank" rel="noopener noreferrer nofollow" className="text-blue-700 underline">
              원문 보기<span className="sr-only"> (새 창)</span>
            </a>
          </p>
        )}
        {attachments.length > 0 && (
          <section aria-label="첨부파일" className="mt-6 space-y-3 border-t border-slate-200 pt-4">
            {attachments.map((f) =>
              f.mimeType.startsWith("image/") ? (
                <img
                  key={f.id}
                  src={`/v2/board/attachments/${f.id}`}
                  alt={f.originalName}
                  className="max-h-[480px] max-w-full rounded"
                />
              ) : (
                <a key={f.id} href={`/v2/board/attachments/${f.id}`} className="block text-sm text-blue-700 underline">
                  {f.originalName} ({formatNumber(Math.max(1, Math.round(f.size / 1024)))}KB)
                </a>
              ),
            )}
          </section>
        )}
      </article>
      {result?.message && (
        <p role="status" className="mt-4 rounded bg-slate-100 px-3 py-2 text-sm">
          {result.message}
        </p>
      )}
      <div className="mt-6 flex flex-wrap items-center gap-2">
        {toggle("like", liked, "공감", post.likeCount)}
        {toggle("scrap", scrapped, scrapped ? "스크랩됨" : "스크랩")}
        {viewer && !own && <ReportButton targetType="post" targetId={post.id} label="이 글 신고" />}
        <span className="flex-1" />
        {canEdit && (
          <>
            <Link to={editUrl(board.kind, post.id)} className="rounded border border-slate-300 px-3 py-1.5 text-sm">
              수정
            </Link>
            <button type="button" onClick={onDelete} className="rounded border border-rose-300 px-3 py-1.5 text-sm text-rose-700">
              삭제
            </button>
          </>
        )}
        <Link to={listHref} className="rounded border border-slate-300 px-3 py-1.5 text-sm">
          목록
        </Link>
      </div>
      <Comments
        comments={comments}
        viewerId={viewer?.id ?? null}
        isAdmin={viewer?.isAdmin ?? false}
        qna={board.kind === "qna" ? { acceptedId: post.acceptedCommentId, canAccept: own } : null}
        loginHref={loginHref}
        canComment={board.commentLevel === "member"}
      />
    </div>
  );
}
