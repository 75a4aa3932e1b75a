import { Link, redirect } from "react-router";
import { CATALOGUE_COLUMNS, TEST_ID, TEST_KINDS, testKindName } from "../../../shared/test-catalogue";
import { AdminForm, button, Field, input, Notice, subtleButton, Table } from "../../components/admin/ui";
import { adminForm, requireAdmin } from "../../lib/admin.server";
import type { Route } from "./+types/tests";

/** A CSV upload larger than this is refused before parsing (the catalogue is a few dozen rows). */
const MAX_CSV_BYTES = 60 * 1024;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const id = new URL(request.url).searchParams.get("id");
  const { languageTests } = context.services;
  const list = await languageTests.admin.all();
  const editing = id && TEST_ID.test(id) ? list.find((t) => t.id === id) : undefined;
  return { list, editing: editing ? languageTests.toRow(editing) : null };
}

type ActionResult = {
  ok: boolean;
  message: string;
  errors?: Record<string, string>;
  rowErrors?: Array<{ line: number; message: string }>;
};

export async function action({ request, context }: Route.ActionArgs): Promise<ActionResult> {
  const { actor, form, files } = await adminForm(request, context);
  const { languageTests } = context.services;
  if (form.intent === "hide" || form.intent === "show") {
    if (TEST_ID.test(form.id ?? "")) await languageTests.admin.setHidden(actor, form.id as string, form.intent === "hide");
    return { ok: true, message: form.intent === "hide" ? "시험을 숨겼습니다." : "시험을 다시 보이게 했습니다." };
  }
  if (form.intent === "import") {
    const file = files.file;
    const text = file && file.size > 0 ? (file.size > MAX_CSV_BYTES ? null : await file.text()) : (form.csv ?? "");
    if (text === null) return { ok: false, message: `CSV 파일은 ${MAX_CSV_BYTES / 1024}KB 이하여야 합니다.` };
    const result = await languageTests.admin.importCsv(actor, text);
    if (result.errors.length > 0)
      return {
        ok: false,
        message: `CSV에 오류가 ${result.errors.length}건 있어 아무것도 반영하지 않았습니다.`,
        rowErrors: result.errors,
      };
    return { ok: true, message: `CSV를 가져왔습니다: ${result.written}건 반영, ${result.unchanged}건 변경 없음.` };
  }
  const editingId = form.originalId && TEST_ID.test(form.originalId) ? form.originalId : null;
  const saved = await languageTests.admin.save(actor, editingId, form);
  if (!saved.ok) return { ok: false, message: "입력값을 확인해주세요.", errors: saved.errors };
  throw redirect("/adm/tests");
}

const TEXTAREAS = new Set(["test_format", "usage"]);

export default function AdminTests({ loaderData, actionData }: Route.ComponentProps) {
  const { list, editing } = loaderData;
  const errors = actionData?.errors ?? {};
  return (
    <div>
      <h1 className="text-2xl font-bold">어학·공공시험</h1>
      <p className="mt-1 text-sm text-slate-600">
        /jnLnPo에 나오는 시험입니다. 모든 사실은 출처 페이지에서 확인한 내용만 적고, 확인하지 못한 칸은 비워 두세요. 수정하거나
        숨긴 행은 서버를 다시 시작해도 저장소의 catalogue.csv로 되돌리지 않습니다.
      </p>
      <Notice result={actionData} />
      {actionData?.rowErrors && (
        <ul className="mb-4 list-disc pl-6 text-sm text-red-700" data-testid="csv-errors">
          {actionData.rowErrors.map((e) => (
            <li key={`${e.line}-${e.message}`}>
              {e.line}행: {e.message}
            </li>
          ))}
        </ul>
      )}
      <AdminForm intent="save" className="mt-4 space-y-3 rounded-lg border border-slate-200 p-4" label="시험 편집">
        <h2 className="font-bold">{editing ? `시험 수정 (${editing.id})` : "새 시험"}</h2>
        {editing && <input type="hidden" name="originalId" value={editing.id} />}
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {CATALOGUE_COLUMNS.map((column) => {
            const value = editing?.[column.name] ?? "";
            const error = errors[column.name];
            if (column.name === "kind")
              return (
                <Field key={column.name} label={column.label} errors={error}>
                  <select name="kind" defaultValue={value || "language"} className={input}>
                    {TEST_KINDS.map((k) => (
                      <option key={k.code} value={k.code}>
                        {k.name}
                      </option>
                    ))}
                  </select>
                </Field>
              );
            return (
              <Field key={column.name} label={column.label} errors={error}>
                {TEXTAREAS.has(column.name) ? (
                  <textarea name={column.name} rows={3} defaultValue={value} className={input} />
                ) : (
                  <input
                    name={column.name}
                    defaultValue={value}
                    readOnly={column.name === "id" && Boolean(editing)}
                    type={column.name === "as_of" ? "date" : "text"}
                    className={input}
                  />
                )}
              </Field>
            );
          })}
        </div>
        <button type="submit" className={button}>
          저장
        </button>
      </AdminForm>

      <AdminForm
        intent="import"
        encType="multipart/form-data"
        className="mt-6 space-y-3 rounded-lg border border-slate-200 p-4"
        label="CSV 가져오기"
      >
        <h2 className="font-bold">CSV 가져오기</h2>
        <p className="text-sm text-slate-600">
          첫 줄에 열 이름({CATALOGUE_COLUMNS.map((c) => c.name).join(", ")})이 있는 UTF-8 CSV입니다. 같은 ID의 행은 고쳐 쓰고 새
          ID는 추가합니다. 한 행이라도 오류가 있으면 아무것도 반영하지 않습니다.
        </p>
        <Field label="CSV 파일">
          <input type="file" name="file" accept=".csv,text/csv" className={input} />
        </Field>
        <Field label="또는 CSV 붙여넣기">
          <textarea name="csv" rows={4} className={input} />
        </Field>
        <button type="submit" className={button}>
          가져오기
        </button>
      </AdminForm>

      <h2 className="mt-8 font-bold">시험 목록 ({list.length}건)</h2>
      <Table head={["구분", "시험명", "시행기관", "기준일", "출처", "상태", "관리"]}>
        {list.map((t) => (
          <tr key={t.id}>
            <td className="px-2 py-2">{testKindName(t.kind)}</td>
            <td className="px-2 py-2">{t.name}</td>
            <td className="px-2 py-2">{t.organiser}</td>
            <td className="px-2 py-2">{t.asOf}</td>
            <td className="break-all px-2 py-2 text-xs">{t.sourceUrl}</td>
            <td className="px-2 py-2">{t.hidden ? "숨김" : "게시"}</td>
            <td className="flex gap-1 px-2 py-2">
              <Link to={`/adm/tests?id=${encodeURIComponent(t.id)}`} className={subtleButton}>
                수정
              </Link>
              <AdminForm intent={t.hidden ? "show" : "hide"}>
                <input type="hidden" name="id" value={t.id} />
                <button type="submit" className={subtleButton}>
                  {t.hidden ? "다시 보이기" : "숨기기"}
                </button>
              </AdminForm>
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
