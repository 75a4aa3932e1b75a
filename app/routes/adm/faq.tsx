import { getFormProps, useForm } from "@conform-to/react";
import { redirect } from "react-router";
import { FAQ_CATEGORIES, faqCategoryName } from "../../../shared/service";
import { faqInput } from "../../../shared/service-admin";
import { AdminForm, button, Field, input, Notice, RowActions, Table } from "../../components/admin/ui";
import { StatusButton } from "../../components/forms/StatusButton";
import { adminForm, idOf, requireAdmin } from "../../lib/admin.server";
import { parseForm, refusedForm, submittedChecked, submittedText } from "../../lib/forms";
import type { Route } from "./+types/faq";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = new URL(request.url).searchParams.get("id");
  const { admin } = context.services.customerService;
  return { list: await admin.faqs(), editing: id ? await admin.faq(idOf(id)) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor, form, formData } = await adminForm(request, context);
  const { customerService, admin } = context.services;
  if (form.intent === "delete") {
    await customerService.admin.deleteFaq(actor, idOf(form.id));
    admin.onWrite();
    return { ok: true, message: "FAQ를 삭제했습니다." };
  }
  const submission = parseForm(formData, faqInput);
  if (submission.status !== "success") return refusedForm(submission);
  await customerService.admin.saveFaq(actor, form.id ? idOf(form.id) : null, submission.value);
  admin.onWrite();
  throw redirect("/adm/faq");
}

export default function AdminFaq({ loaderData, actionData }: Route.ComponentProps) {
  const { list, editing } = loaderData;
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const [form, fields] = useForm({ lastResult: result, onValidate: ({ formData }) => parseForm(formData, faqInput) });
  const value = (name: string) => submittedText(result, name);
  return (
    <div>
      <h1 className="text-2xl font-bold">자주 묻는 질문</h1>
      <Notice result={actionData} />
      <AdminForm
        intent="save"
        form={getFormProps(form)}
        className="mt-4 space-y-3 rounded-lg border border-slate-200 p-4"
        label="FAQ 작성"
      >
        <h2 className="font-bold">{editing ? `FAQ 수정 (#${editing.id})` : "새 FAQ"}</h2>
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label="분류" errors={fields.category.errors}>
            <select name="category" defaultValue={value("category") ?? editing?.category ?? "01"} className={input}>
              {FAQ_CATEGORIES.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </select>
          </Field>
          <Field label="순서(작을수록 앞)" errors={fields.sortOrder.errors}>
            <input
              name="sortOrder"
              type="number"
              min={0}
              defaultValue={value("sortOrder") ?? editing?.sortOrder ?? list.length + 1}
              className={input}
            />
          </Field>
        </div>
        <Field label="질문" errors={fields.question.errors}>
          <input
            name="question"
            required
            maxLength={300}
            defaultValue={value("question") ?? editing?.question}
            className={input}
          />
        </Field>
        <Field label="답변" errors={fields.answer.errors}>
          <textarea name="answer" required rows={5} defaultValue={value("answer") ?? editing?.answer} className={input} />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="isPublished"
            defaultChecked={submittedChecked(result, "isPublished", editing?.isPublished ?? true)}
          />{" "}
          게시
        </label>
        <StatusButton intent="save" className={button}>
          저장
        </StatusButton>
      </AdminForm>
      <h2 className="mt-8 font-bold">FAQ 목록 ({list.length}건)</h2>
      <Table head={["분류", "순서", "질문", "상태", "관리"]}>
        {list.map((f) => (
          <tr key={f.id}>
            <td className="px-2 py-2">{faqCategoryName(f.category)}</td>
            <td className="px-2 py-2">{f.sortOrder}</td>
            <td className="px-2 py-2">{f.question}</td>
            <td className="px-2 py-2">{f.isPublished ? "게시" : "숨김"}</td>
            <RowActions editHref={`/adm/faq?id=${f.id}`} id={f.id} />
          </tr>
        ))}
      </Table>
    </div>
  );
}
