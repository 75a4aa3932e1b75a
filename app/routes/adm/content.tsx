import { getFormProps, useForm } from "@conform-to/react";
import { z } from "zod";
import { CONTENT_TYPES, type ContentField, type ContentType, contentSchema, contentTypeOf } from "../../../shared/admin-content";
import { formatNumber } from "../../../shared/number-format";
import { pageParam } from "../../../shared/paging";
import {
  AdminForm,
  AdminPager,
  button,
  CsvImportForm,
  DeleteButton,
  Field,
  ImportErrors,
  input,
  Notice,
  Table,
} from "../../components/admin/ui";
import { notFoundPage, parseQuery } from "../../components/careers/routeQuery";
import { StatusButton } from "../../components/forms/StatusButton";
import { adminForm, idOf, requireAdmin } from "../../lib/admin.server";
import { parseForm, submittedText } from "../../lib/forms";
import type { Route } from "./+types/content";

const PAGE_SIZE = 20;

function typeOf(param: string | undefined) {
  const type = contentTypeOf(param ?? "");
  if (!type) notFoundPage();
  return type;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const type = typeOf(params.type);
  const { page } = parseQuery(z.object({ page: pageParam }), request);
  return { type: type.type, page, list: await context.services.admin.content.list(type, { page, pageSize: PAGE_SIZE }) };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { actor, form, files, formData } = await adminForm(request, context);
  const type = typeOf(params.type);
  const { content } = context.services.admin;
  if (form.intent === "delete") {
    await content.remove(actor, type, idOf(form.id));
    return { ok: true, message: "삭제했습니다." };
  }
  if (form.intent === "import") {
    const bytes = new Uint8Array(files.file ? await files.file.arrayBuffer() : new ArrayBuffer(0));
    const imported = await content.importCsv(actor, type, bytes);
    if (!imported.ok)
      return {
        ok: false,
        message: "CSV를 가져오지 못했습니다. 아래 행을 고친 뒤 다시 올려주세요.",
        rowErrors: imported.errors,
      };
    const skipped = imported.skipped > 0 ? ` 이미 있는 ${imported.skipped}행은 건너뛰었습니다.` : "";
    return { ok: true, message: `${imported.added}행을 등록했습니다.${skipped} 공개 화면에 바로 반영됩니다.` };
  }
  const submission = parseForm(formData, contentSchema(type));
  if (submission.status !== "success") return { ok: false, message: "입력값을 확인해주세요.", result: submission.reply() };
  const saved = await content.create(actor, type, submission.value);
  if (saved.ok) return { ok: true, message: `등록했습니다 (#${saved.id}). 공개 화면에 바로 반영됩니다.` };
  const fieldErrors = Object.fromEntries(Object.entries(saved.errors).map(([name, message]) => [name, [message]]));
  return { ok: false, message: "입력값을 확인해주세요.", result: submission.reply({ fieldErrors }) };
}

function Control({ field, defaultValue }: { field: ContentField; defaultValue?: string }) {
  const common = { name: field.name, required: field.required, defaultValue, className: input };
  if (field.kind === "textarea") return <textarea {...common} rows={3} maxLength={field.max} />;
  if (field.kind === "number") return <input {...common} type="number" min={0} />;
  if (field.kind === "date") return <input {...common} type="date" />;
  if (field.kind === "url") return <input {...common} type="url" placeholder="https://" />;
  return <input {...common} maxLength={field.max ?? 500} />;
}

export default function AdminContent({ loaderData, actionData }: Route.ComponentProps) {
  const type = CONTENT_TYPES.find((t) => t.type === loaderData.type) ?? CONTENT_TYPES[0];
  if (!type) return null;
  return <ContentScreen type={type} loaderData={loaderData} actionData={actionData} />;
}

function ContentScreen({
  type,
  loaderData,
  actionData,
}: Pick<Route.ComponentProps, "loaderData" | "actionData"> & { type: ContentType }) {
  const { list, page } = loaderData;
  const labelOf = (name: string) => type.fields.find((f) => f.name === name)?.label ?? name;
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const [form, fields] = useForm({ lastResult: result, onValidate: ({ formData }) => parseForm(formData, contentSchema(type)) });
  return (
    <div>
      <h1 className="text-2xl font-bold">{type.title}</h1>
      <p className="mt-1 text-sm text-slate-600">공개 데이터가 없어 직접 관리하는 정보입니다. 표시 위치: {type.shownOn}</p>
      <Notice result={actionData} />
      <ImportErrors errors={actionData && "rowErrors" in actionData ? actionData.rowErrors : undefined} />
      <AdminForm
        intent="create"
        form={getFormProps(form)}
        className="mt-4 grid grid-cols-1 gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2"
        label={`${type.title} 등록`}
      >
        {type.fields.map((f) => (
          <Field key={f.name} label={`${f.label}${f.required ? " *" : ""}`} errors={fields[f.name]?.errors} hint={f.hint}>
            <Control field={f} defaultValue={submittedText(result, f.name)} />
          </Field>
        ))}
        <div className="sm:col-span-2">
          <StatusButton intent="create" className={button}>
            등록
          </StatusButton>
        </div>
      </AdminForm>
      <CsvImportForm columns={type.fields} />
      <h2 className="mt-8 font-bold">목록 ({formatNumber(list.total)}건)</h2>
      {list.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">등록된 항목이 없습니다. 위 양식으로 등록하면 {type.shownOn}에 표시됩니다.</p>
      ) : (
        <Table head={[...type.columns.map(labelOf), "관리"]}>
          {list.items.map((row) => (
            <tr key={String(row.id)}>
              {type.columns.map((c) => (
                <td key={c} className="px-2 py-2">
                  {row[c] ?? "-"}
                </td>
              ))}
              <td className="px-2 py-2">
                <DeleteButton id={String(row.id)} />
              </td>
            </tr>
          ))}
        </Table>
      )}
      <AdminPager page={page} total={list.total} pageSize={PAGE_SIZE} />
    </div>
  );
}
