import { getFormProps, useForm } from "@conform-to/react";
import { Link, redirect } from "react-router";
import { formatInstantDate } from "../../../shared/dates";
import { noticeInput } from "../../../shared/service-admin";
import { AdminForm, button, Field, input, Notice, RowActions, subtleButton, Table } from "../../components/admin/ui";
import { StatusButton } from "../../components/forms/StatusButton";
import { adminForm, idOf, requireAdmin } from "../../lib/admin.server";
import { parseForm, refusedForm, submittedChecked, submittedText } from "../../lib/forms";
import type { Route } from "./+types/notices";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const { admin } = context.services.customerService;
  const editing = url.searchParams.get("id") ? await admin.notice(idOf(url.searchParams.get("id"))) : null;
  return { list: await admin.notices({ page: 1, pageSize: 50 }), editing };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor, form, formData } = await adminForm(request, context);
  const { customerService, admin } = context.services;
  if (form.intent === "delete") {
    await customerService.admin.deleteNotice(actor, idOf(form.id));
    admin.onWrite();
    return { ok: true, message: "공지사항을 삭제했습니다." };
  }
  const submission = parseForm(formData, noticeInput);
  if (submission.status !== "success") return refusedForm(submission);
  const id = await customerService.admin.saveNotice(actor, form.id ? idOf(form.id) : null, submission.value);
  admin.onWrite();
  throw redirect(`/adm/notices?saved=${id}`);
}

export default function AdminNotices({ loaderData, actionData }: Route.ComponentProps) {
  const { list, editing } = loaderData;
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const [form, fields] = useForm({ lastResult: result, onValidate: ({ formData }) => parseForm(formData, noticeInput) });
  const value = (name: string) => submittedText(result, name);
  return (
    <div>
      <h1 className="text-2xl font-bold">공지사항</h1>
      <Notice result={actionData} />
      <AdminForm
        intent="save"
        form={getFormProps(form)}
        className="mt-4 space-y-3 rounded-lg border border-slate-200 p-4"
        label="공지사항 작성"
      >
        <h2 className="font-bold">{editing ? `공지 수정 (#${editing.id})` : "새 공지 작성"}</h2>
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <Field label="제목" errors={fields.title.errors}>
          <input name="title" required maxLength={200} defaultValue={value("title") ?? editing?.title} className={input} />
        </Field>
        <Field label="내용" errors={fields.body.errors}>
          <textarea name="body" required rows={8} defaultValue={value("body") ?? editing?.body} className={input} />
        </Field>
        <div className="flex flex-wrap gap-4 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="isPublished"
              defaultChecked={submittedChecked(result, "isPublished", editing?.isPublished ?? true)}
            />{" "}
            게시
          </label>
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              name="isPinned"
              defaultChecked={submittedChecked(result, "isPinned", editing?.isPinned ?? false)}
            />{" "}
            상단 고정
          </label>
        </div>
        <div className="flex gap-2">
          <StatusButton intent="save" className={button}>
            저장
          </StatusButton>
          {editing && (
            <Link to="/adm/notices" className={subtleButton}>
              새로 쓰기
            </Link>
          )}
        </div>
      </AdminForm>
      <h2 className="mt-8 font-bold">공지 목록 ({list.total}건)</h2>
      <Table head={["번호", "제목", "상태", "게시일", "관리"]}>
        {list.items.map((n) => (
          <tr key={n.id}>
            <td className="px-2 py-2">{n.id}</td>
            <td className="px-2 py-2">{n.title}</td>
            <td className="px-2 py-2">{n.isPublished ? (n.isPinned ? "게시·고정" : "게시") : "임시 저장"}</td>
            <td className="px-2 py-2">{n.publishedAt ? formatInstantDate(n.publishedAt) : "-"}</td>
            <RowActions editHref={`/adm/notices?id=${n.id}`} id={n.id} />
          </tr>
        ))}
      </Table>
    </div>
  );
}
