import { formatDate } from "../../../shared/dates";
import { popupInput } from "../../../shared/service-admin";
import { AdminForm, button, Field, input, Notice, RowActions, Table } from "../../components/admin/ui";
import { adminForm, idOf, requireAdmin } from "../../lib/admin.server";
import type { Route } from "./+types/popups";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const list = await context.services.customerService.admin.popups();
  const id = new URL(request.url).searchParams.get("id");
  return { list, editing: id ? (list.find((p) => p.id === idOf(id)) ?? null) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor, form } = await adminForm(request, context);
  const { customerService, admin } = context.services;
  if (form.intent === "delete") {
    await customerService.admin.deletePopup(actor, idOf(form.id));
    admin.onWrite();
    return { ok: true, message: "팝업을 삭제했습니다." };
  }
  const parsed = popupInput.safeParse(form);
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "입력값을 확인해주세요." };
  await customerService.admin.savePopup(actor, form.id ? idOf(form.id) : null, parsed.data);
  admin.onWrite();
  return { ok: true, message: "팝업을 저장했습니다. 사용 중이고 기간 안이면 데스크톱 상단에 바로 표시됩니다." };
}

export default function AdminPopups({ loaderData, actionData }: Route.ComponentProps) {
  const { list, editing } = loaderData;
  return (
    <div>
      <h1 className="text-2xl font-bold">상단 팝업</h1>
      <p className="mt-1 text-sm text-slate-600">
        사용 중이고 기간 안에 있는 팝업 중 순서가 가장 앞선 하나가 데스크톱 상단에 표시됩니다(고객센터 화면 제외).
      </p>
      <Notice result={actionData} />
      <AdminForm intent="save" className="mt-4 space-y-3 rounded-lg border border-slate-200 p-4" label="팝업 편집">
        <h2 className="font-bold">{editing ? `팝업 수정 (#${editing.id})` : "새 팝업"}</h2>
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label="머리말">
            <input name="label" required maxLength={20} defaultValue={editing?.label ?? "안내"} className={input} />
          </Field>
          <Field label="문구">
            <input name="text" required maxLength={200} defaultValue={editing?.text} className={input} />
          </Field>
          <Field label="링크 문구">
            <input name="linkText" maxLength={50} defaultValue={editing?.linkText ?? ""} className={input} />
          </Field>
          <Field label="링크 주소 (/경로 또는 https://)">
            <input name="linkUrl" maxLength={500} defaultValue={editing?.linkUrl ?? ""} className={input} />
          </Field>
          <Field label="시작일">
            <input name="startsOn" type="date" defaultValue={editing?.startsOn ?? ""} className={input} />
          </Field>
          <Field label="종료일">
            <input name="endsOn" type="date" defaultValue={editing?.endsOn ?? ""} className={input} />
          </Field>
          <Field label="순서">
            <input name="sortOrder" type="number" min={0} defaultValue={editing?.sortOrder ?? 0} className={input} />
          </Field>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="isActive" defaultChecked={editing?.isActive ?? true} /> 사용
        </label>
        <button type="submit" className={button}>
          저장
        </button>
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
