import { getFormProps, useForm } from "@conform-to/react";
import { Link } from "react-router";
import { formatDate, formatInstantDate } from "../../../shared/dates";
import { POLICY_KINDS, POLICY_TITLES } from "../../../shared/service";
import { policyInput } from "../../../shared/service-admin";
import { AdminForm, button, Field, input, Notice, Table } from "../../components/admin/ui";
import { StatusButton } from "../../components/forms/StatusButton";
import { adminForm, requireAdmin } from "../../lib/admin.server";
import { parseForm, refusedForm, submittedText } from "../../lib/forms";
import type { Route } from "./+types/policies";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { versions: await context.services.customerService.admin.policyVersions(), today: context.services.clock.today() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor, formData } = await adminForm(request, context);
  const submission = parseForm(formData, policyInput);
  if (submission.status !== "success") return refusedForm(submission);
  const result = await context.services.customerService.admin.addPolicyVersion(actor, submission.value);
  if (!result.ok) return { ok: false, message: "같은 문서에 같은 버전 이름이 이미 있습니다." };
  context.services.admin.onWrite();
  return { ok: true, message: `${POLICY_TITLES[submission.value.kind]} ${submission.value.version}을(를) 게시했습니다.` };
}

export default function AdminPolicies({ loaderData, actionData }: Route.ComponentProps) {
  const { versions, today } = loaderData;
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const [form, fields] = useForm({ lastResult: result, onValidate: ({ formData }) => parseForm(formData, policyInput) });
  const value = (name: string) => submittedText(result, name);
  return (
    <div>
      <h1 className="text-2xl font-bold">약관 버전</h1>
      <p className="mt-1 text-sm text-slate-600">
        게시된 버전은 고치지 않습니다. 내용을 바꾸려면 새 버전을 시행일과 함께 게시하세요. 시행일이 되면 공개 페이지가 새 버전을
        보여주고, 이전 버전은 버전 기록에 남습니다.
      </p>
      <Notice result={actionData} />
      <AdminForm
        intent="publish"
        form={getFormProps(form)}
        className="mt-4 space-y-3 rounded-lg border border-slate-200 p-4"
        label="약관 새 버전 게시"
      >
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Field label="문서" errors={fields.kind.errors}>
            <select name="kind" defaultValue={value("kind")} className={input}>
              {POLICY_KINDS.map((k) => (
                <option key={k} value={k}>
                  {POLICY_TITLES[k]}
                </option>
              ))}
            </select>
          </Field>
          <Field label="버전" errors={fields.version.errors}>
            <input name="version" defaultValue={value("version")} required maxLength={30} placeholder="v1.1" className={input} />
          </Field>
          <Field label="시행일" errors={fields.effectiveOn.errors}>
            <input name="effectiveOn" type="date" required defaultValue={value("effectiveOn") ?? today} className={input} />
          </Field>
        </div>
        <Field label="본문" errors={fields.body.errors}>
          <textarea name="body" defaultValue={value("body")} required rows={10} className={input} />
        </Field>
        <StatusButton intent="publish" className={button}>
          새 버전 게시
        </StatusButton>
      </AdminForm>
      <h2 className="mt-8 font-bold">버전 목록</h2>
      <Table head={["문서", "버전", "시행일", "등록일"]}>
        {versions.map((v) => (
          <tr key={v.id}>
            <td className="px-2 py-2">
              <Link to={`/service/${v.kind}?version=${v.id}`} className="text-brand-700 underline">
                {POLICY_TITLES[v.kind as keyof typeof POLICY_TITLES] ?? v.kind}
              </Link>
            </td>
            <td className="px-2 py-2">{v.version}</td>
            <td className="px-2 py-2">
              {formatDate(v.effectiveOn)}
              {v.effectiveOn > today ? " (예정)" : ""}
            </td>
            <td className="px-2 py-2">{formatInstantDate(v.createdAt)}</td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
