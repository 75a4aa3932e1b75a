import { getFormProps, useForm } from "@conform-to/react";
import { formatDate } from "../../../shared/dates";
import { popupInput } from "../../../shared/service-admin";
import { AdminForm, button, Field, input, Notice, RowActions, Table } from "../../components/admin/ui";
import { StatusButton } from "../../components/forms/StatusButton";
import { adminForm, idOf, requireAdmin } from "../../lib/admin.server";
import { parseForm, refusedForm, submittedChecked, submittedText } from "../../lib/forms";
import type { Route } from "./+types/popups";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const list = await context.services.customerService.admin.popups();
  const id = new URL(request.url).searchParams.get("id");
  return { list, editing: id ? (list.find((p) => p.id === idOf(id)) ?? null) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor, form, formData } = await adminForm(request, context);
  const { customerService, admin } = context.services;
  if (form.intent === "delete") {
    await customerService.admin.deletePopup(actor, idOf(form.id));
    admin.onWrite();
    return { ok: true, message: "팝업을 삭제했습니다." };
  }
  const submission = parseForm(formData, popupInput);
  if (submission.status !== "success") return refusedForm(submission);
  await customerService.admin.savePopup(actor, form.id ? idOf(form.id) : null, submission.value);
  admin.onWrite();
  return { ok: true, message: "팝업을 저장했습니다. 사용 중이고 기간 안이면 데스크톱 상단에 바로 표시됩니다." };
}

export default function AdminPopups({ loaderData, actionData }: Route.ComponentProps) {
  const { list, editing } = loaderData;
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const [form, fields] = useForm({ lastResult: result, onValidate: ({ formData }) => parseForm(formData, popupInput) });
  const value = (name: string) => submittedText(result, name);
  return (
    <div>
      <h1 className="text-2xl font-bold">상단 팝업</h1>
      <p className="mt-1 text-sm text-slate-600">
        사용 중이고 기간 안에 있는 팝업 중 순서가 가장 앞선 하나가 데스크톱 상단에 표시됩니다(고객센터 화면 제외).
      </p>
      <Notice result={actionData} />
      <AdminForm
        intent="save"
        form={getFormProps(form)}
        className="mt-4 space-y-3 rounded-lg border border-slate-200 p-4"
        label="팝업 편집"
      >
        <h2 className="font-bold">{editing ? `팝업 수정 (#${editing.id})` : "새 팝업"}</h2>
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label="머리말" errors={fields.label.errors}>
            <input
              name="label"
              required
              maxLength={20}
              defaultValue={value("label") ?? editing?.label ?? "안내"}
              className={input}
            />
          </Field>
          <Field label="문구" errors={fields.text.errors}>
            <input name="text" required maxLength={200} defaultValue={value("text") ?? editing?.text} className={input} />
          </Field>
          <Field label="링크 문구" errors={fields.linkText.errors}>
            <input name="linkText" maxLength={50} defaultValue={value("linkText") ?? editing?.linkText ?? ""} className={input} />
          </Field>
          <Field label="링크 주소 (/경로 또는 https://)" errors={fields.linkUrl.errors}>
            <input name="linkUrl" maxLength={500} defaultValue={value("linkUrl") ?? editing?.linkUrl ?? ""} className={input} />
          </Field>
          <Field label="시작일" errors={fields.startsOn.errors}>
            <input name="startsOn" type="date" defaultValue={value("startsOn") ?? editing?.startsOn ?? ""} className={input} />
          </Field>
          <Field label="종료일" errors={fields.endsOn.errors}>
            <input name="endsOn" type="date" defaultValue={value("endsOn") ?? editing?.endsOn ?? ""} className={input} />
          </Field>
          <Field label="순서" errors={fields.sortOrder.errors}>
            <input
              name="sortOrder"
              type="number"
              min={0}
              defaultValue={value("sortOrder") ?? editing?.sortOrder ?? 0}
              className={input}
            />
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="isActive"
            defaultChecked={submittedChecked(result, "isActive", editing?.isActive ?? true)}
          />{" "}
          사용
        </label>
        <StatusButton intent="save" className={button}>
          저장
        </StatusButton>
      </AdminForm>
      <Table head={["순서", "머리말", "문구", "기간", "상태", "관리"]}>
        {list.map((p) => (
          <tr key={p.id}>
            <td className="px-2 py-2">{p.sortOrder}</td>
            <td className="px-2 py-2">{p.label}</td>
            <td className="px-2 py-2">{p.text}</td>
            <td className="px-2 py-2">
              {p.startsOn ? formatDate(p.startsOn) : "제한 없음"} ~ {p.endsOn ? formatDate(p.endsOn) : "제한 없음"}
            </td>
            <td className="px-2 py-2">{p.isActive ? "사용" : "사용 안 함"}</td>
            <RowActions editHref={`/adm/popups?id=${p.id}`} id={p.id} />
          </tr>
        ))}
      </Table>
    </div>
  );
}
