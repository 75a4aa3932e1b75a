import { getFormProps, useForm } from "@conform-to/react";
import { redirect } from "react-router";
import { BOOTH_COLUMNS } from "../../../shared/fair";
import { boothSchema } from "../../../shared/fair-schemas";
import {
  AdminForm,
  button,
  CsvImportForm,
  Field,
  ImportErrors,
  input,
  Notice,
  RowActions,
  Table,
} from "../../components/admin/ui";
import { StatusButton } from "../../components/forms/StatusButton";
import { adminForm, idOf, requireAdmin } from "../../lib/admin.server";
import { parseForm, refusedForm, submittedText } from "../../lib/forms";
import { withRouteErrors } from "../../lib/route-errors";
import type { Route } from "./+types/booths";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = new URL(request.url).searchParams.get("id");
  const { fairAdmin } = context.services;
  const [list, editing] = await Promise.all([fairAdmin.booths(), id ? fairAdmin.booth(idOf(id)) : null]);
  return { list, editing };
}

export const action = withRouteErrors(async ({ request, context }: Route.ActionArgs) => {
  const { actor, form, files, formData } = await adminForm(request, context);
  const { fairAdmin } = context.services;
  if (form.intent === "delete") {
    await fairAdmin.deleteBooth(actor, idOf(form.id));
    return { ok: true, message: "부스를 삭제했습니다." };
  }
  if (form.intent === "import") {
    const bytes = new Uint8Array(files.file ? await files.file.arrayBuffer() : new ArrayBuffer(0));
    const imported = await fairAdmin.importBooths(actor, bytes);
    return imported.ok
      ? { ok: true, message: `부스 ${imported.rows.length}개를 등록했습니다. 전시관에 바로 반영됩니다.` }
      : { ok: false, message: "CSV를 가져오지 못했습니다. 아래 행을 고친 뒤 다시 올려주세요.", errors: imported.errors };
  }
  const submission = parseForm(formData, boothSchema);
  if (submission.status !== "success") return refusedForm(submission);
  await fairAdmin.saveBooth(actor, form.id ? idOf(form.id) : null, submission.value);
  throw redirect("/adm/booths");
});

/** Exhibition booths shown on /exhibition: one by one or by CSV. */
export default function AdminBooths({ loaderData, actionData }: Route.ComponentProps) {
  const { list, editing } = loaderData;
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const [form, fields] = useForm({ lastResult: result, onValidate: ({ formData }) => parseForm(formData, boothSchema) });
  const value = (name: string) => submittedText(result, name);
  return (
    <div>
      <h1 className="text-2xl font-bold">전시관 부스</h1>
      <p className="mt-1 text-sm text-slate-600">등록한 부스는 교육박람회 전시관(/exhibition)에 부스 순서대로 표시됩니다.</p>
      <Notice result={actionData} />
      <ImportErrors errors={actionData && "errors" in actionData ? actionData.errors : undefined} />
      <AdminForm
        intent="save"
        form={getFormProps(form)}
        className="mt-4 space-y-3 rounded-lg border border-slate-200 p-4"
        label="부스 등록"
      >
        <h2 className="font-bold">{editing ? `부스 수정 (#${editing.id})` : "새 부스"}</h2>
        {editing && <input type="hidden" name="id" value={editing.id} />}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label="부스 번호 *" errors={fields.boothNo.errors}>
            <input name="boothNo" required maxLength={20} defaultValue={value("boothNo") ?? editing?.boothNo} className={input} />
          </Field>
          <Field label="참가 기관명 *" errors={fields.name.errors}>
            <input name="name" required maxLength={100} defaultValue={value("name") ?? editing?.name} className={input} />
          </Field>
          <Field label="분야 *" errors={fields.category.errors}>
            <input
              name="category"
              required
              maxLength={50}
              defaultValue={value("category") ?? editing?.category}
              className={input}
            />
          </Field>
          <Field label="홈페이지" errors={fields.url.errors}>
            <input
              name="url"
              type="url"
              placeholder="https://"
              defaultValue={value("url") ?? editing?.url ?? ""}
              className={input}
            />
          </Field>
          <Field label="순서(작을수록 앞)" errors={fields.sortOrder.errors}>
            <input
              name="sortOrder"
              type="number"
              min={0}
              defaultValue={value("sortOrder") ?? editing?.sortOrder ?? 0}
              className={input}
            />
          </Field>
        </div>
        <Field label="소개 *" errors={fields.description.errors}>
          <textarea
            name="description"
            required
            rows={3}
            maxLength={1000}
            defaultValue={value("description") ?? editing?.description}
            className={input}
          />
        </Field>
        <StatusButton intent="save" className={button}>
          저장
        </StatusButton>
      </AdminForm>
      <CsvImportForm columns={BOOTH_COLUMNS} />
      <h2 className="mt-8 font-bold">부스 목록 ({list.length}개)</h2>
      {list.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          등록된 부스가 없습니다. 전시관은 "아직 등록된 참가 기관이 없습니다"라고 안내합니다.
        </p>
      ) : (
        <Table head={["부스", "기관", "분야", "순서", "관리"]}>
          {list.map((b) => (
            <tr key={b.id}>
              <td className="px-2 py-2">{b.boothNo}</td>
              <td className="px-2 py-2">{b.name}</td>
              <td className="px-2 py-2">{b.category}</td>
              <td className="px-2 py-2">{b.sortOrder}</td>
              <RowActions editHref={`/adm/booths?id=${b.id}`} id={b.id} />
            </tr>
          ))}
        </Table>
      )}
    </div>
  );
}
