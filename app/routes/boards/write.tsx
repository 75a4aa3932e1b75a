import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { z } from "zod";
import { notFound } from "../../../shared/app-error";
import { POST_BODY_MAX, POST_TITLE_MAX } from "../../../shared/board-rules";
import { boardParam, ldIdField, postInputSchema } from "../../../shared/board-schemas";
import { editableTextOf } from "../../../shared/board-text";
import { boardUrl, postUrl } from "../../../shared/board-urls";
import { parseQuery } from "../../components/careers/routeQuery";
import { AREA_BOARD, areaOfPath, serviceFailure } from "../../lib/boards";
import { firstErrors, parseForm, submittedText } from "../../lib/forms";
import { requireMember } from "../../lib/member.server";
import { routeError, withRouteErrors } from "../../lib/route-errors";
import type { Route } from "./+types/write";

const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
const query = z.object({
  board: boardParam,
  id: z.preprocess(emptyToUndefined, z.coerce.number().int().positive().max(2_147_483_647).optional()),
  ld_id: ldIdField,
});

export function meta() {
  return [{ title: "글쓰기 | 자격나침반" }];
}

/** /jnComm/write, /jnTalk/write, /jnLics/licenseQnaWrite: new post (?board=, ?ld_id=) or edit (?id=). */
export const loader = withRouteErrors(async ({ request, context }: Route.LoaderArgs) => {
  const member = await requireMember(request, context);
  const q = parseQuery(query, request);
  const area = areaOfPath(new URL(request.url).pathname);
  const { boards, licenses } = context.services;
  if (q.id) {
    const { board, post } = await boards.editable(q.id, member);
    const license = post.licenseId ? { id: post.licenseId, name: post.licenseName ?? post.licenseId } : null;
    return {
      board: {
        slug: board.slug,
        name: board.name,
        kind: board.kind,
        categories: board.categories,
        needsLicense: board.needsLicense,
      },
      license,
      post: { id: post.id, title: post.title, body: editableTextOf(post.body), category: post.category },
      writableBoards: [],
    };
  }
  const slug = area === "community" ? q.board : AREA_BOARD[area];
  const board = await boards.requireBoard(slug);
  const writable = (await boards.boards()).filter(
    (b) => (b.kind === "community" || b.kind === "news") && b.writeLevel === "member",
  );
  if (area === "community" && !writable.some((b) => b.slug === slug)) throw routeError(notFound("글을 쓸 수 없는 게시판입니다."));
  const license = q.ld_id ? await licenses.getLicense(q.ld_id) : null;
  if (q.ld_id && !license) throw routeError(notFound("존재하지 않는 자격증입니다."));
  return {
    board: {
      slug: board.slug,
      name: board.name,
      kind: board.kind,
      categories: board.categories,
      needsLicense: board.needsLicense,
    },
    license: license ? { id: license.id, name: license.name } : null,
    post: null,
    writableBoards: area === "community" ? writable.map((b) => ({ slug: b.slug, name: b.name })) : [],
  };
});

export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireMember(request, context);
  const q = parseQuery(query, request);
  const area = areaOfPath(new URL(request.url).pathname);
  const formData = await request.formData();
  const submission = parseForm(formData, postInputSchema);
  if (submission.status !== "success") {
    return data({ message: "입력한 내용을 확인해주세요.", result: submission.reply() }, { status: 400 });
  }
  const input = { ...submission.value, format: "text" as const };
  const files = await Promise.all(
    formData
      .getAll("files")
      .filter((f): f is File => f instanceof File)
      .map(async (f) => ({ name: f.name, bytes: new Uint8Array(await f.arrayBuffer()) })),
  );
  const { boards } = context.services;
  try {
    const saved = q.id
      ? await boards.updatePost(q.id, input, member)
      : await boards.createPost(
          area === "community" ? String(formData.get("board") ?? q.board) : AREA_BOARD[area],
          input,
          member,
          files,
        );
    throw redirect(postUrl(saved.kind, saved.id));
  } catch (error) {
    if (error instanceof Response) throw error;
    // A refusal (403 not the author, 400 no license, 429 too fast) answers its own status.
    const failure = serviceFailure(error);
    return data({ message: failure.message, result: submission.reply() }, { status: failure.status });
  }
}

export default function WritePost({ loaderData, actionData }: Route.ComponentProps) {
  const { board, license, post, writableBoards } = loaderData;
  const busy = useNavigation().state === "submitting";
  const [form] = useForm({
    id: "post",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseForm(formData, postInputSchema),
    shouldRevalidate: "onInput",
  });
  const fields = firstErrors(form.allErrors);
  // Without scripts a refused post comes back as a new page: it keeps what was typed.
  const typed = (name: string, stored: string | undefined) => submittedText(actionData?.result, name) ?? stored;
  const missingLicense = board.needsLicense && !license;
  const input = "w-full rounded border border-slate-300 px-3 py-2";
  const fieldError = (name: string) =>
    fields[name] ? (
      <p id={`${name}-error`} className="mt-1 text-sm text-rose-600">
        {fields[name]}
      </p>
    ) : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">
        {license && board.needsLicense ? `${license.name} ` : ""}
        {board.name} {post ? "글 수정" : board.kind === "qna" ? "질문하기" : "글쓰기"}
      </h1>
      {missingLicense ? (
        <p className="mt-6 rounded bg-slate-50 p-4 text-sm text-slate-700">
          {board.name}에는 자격증별로 글을 씁니다.{" "}
          <Link to="/jnLics" className="font-semibold text-blue-700 underline">
            자격증 정보
          </Link>
          에서 자격증을 고른 뒤 그 자격증의 {board.name}에서 글쓰기를 눌러주세요.
        </p>
      ) : (
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 space-y-4">
          {actionData?.message && (
            <p role="alert" className="rounded bg-rose-50 px-3 py-2 text-sm text-rose-700">
              {actionData.message}
            </p>
          )}
          {license && <input type="hidden" name="ld_id" value={license.id} />}
          {writableBoards.length > 0 && (
            <div>
              <label htmlFor="post-board" className="block text-sm font-semibold">
                게시판
              </label>
              <select id="post-board" name="board" defaultValue={board.slug} className={input}>
                {writableBoards.map((b) => (
                  <option key={b.slug} value={b.slug}>
                    {b.name}
                  </option>
                ))}
              </select>
            </div>
          )}
          {board.categories.length > 0 && (
            <div>
              <label htmlFor="post-category" className="block text-sm font-semibold">
                말머리
              </label>
              <select id="post-category" name="category" defaultValue={typed("category", post?.category ?? "")} className={input}>
                <option value="">선택 안 함</option>
                {board.categories.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div>
            <label htmlFor="post-title" className="block text-sm font-semibold">
              제목
            </label>
            <input
              id="post-title"
              name="title"
              required
              maxLength={POST_TITLE_MAX}
              defaultValue={typed("title", post?.title)}
              aria-invalid={fields.title ? true : undefined}
              aria-describedby={fields.title ? "title-error" : undefined}
              className={input}
            />
            {fieldError("title")}
          </div>
          <div>
            <label htmlFor="post-body" className="block text-sm font-semibold">
              내용
            </label>
            <textarea
              id="post-body"
              name="body"
              required
              rows={12}
              maxLength={POST_BODY_MAX}
              defaultValue={typed("body", post?.body)}
              aria-invalid={fields.body ? true : undefined}
              aria-describedby={fields.body ? "body-error" : "body-help"}
              className={input}
            />
            <p id="body-help" className="mt-1 text-xs text-slate-500">
              빈 줄로 문단을 나눕니다. 글을 쓰면 10포인트, 댓글은 2포인트, 공감을 받으면 1포인트가 쌓입니다.
            </p>
            {fieldError("body")}
          </div>
          {!post && (
            <div>
              <label htmlFor="post-files" className="block text-sm font-semibold">
                첨부파일
              </label>
              <input
                id="post-files"
                name="files"
                type="file"
                multiple
                accept="image/png,image/jpeg,image/gif,image/webp,application/pdf"
                aria-describedby="files-help"
                className="block w-full text-sm"
              />
              <p id="files-help" className="mt-1 text-xs text-slate-500">
                이미지(PNG, JPG, GIF, WEBP)와 PDF를 5개까지, 파일당 5MB 이하로 올릴 수 있습니다.
              </p>
            </div>
          )}
          <div className="flex justify-end gap-2">
            <Link
              to={post ? postUrl(board.kind, post.id) : boardUrl(board.kind, board.slug, license?.id)}
              className="rounded border border-slate-300 px-4 py-2"
            >
              취소
            </Link>
            <button
              type="submit"
              disabled={busy}
              className="rounded bg-slate-900 px-5 py-2 font-semibold text-white disabled:opacity-60"
            >
              {busy ? "저장 중…" : post ? "수정" : "등록"}
            </button>
          </div>
        </Form>
      )}
    </div>
  );
}
