import { getFormProps, useForm } from "@conform-to/react";
import { SOCIAL_CHANNELS, siteSettingsSchema } from "../../../shared/site-settings";
import { AdminForm, button, Field, input, Notice } from "../../components/admin/ui";
import { StatusButton } from "../../components/forms/StatusButton";
import { adminForm, requireAdmin } from "../../lib/admin.server";
import { parseForm, submittedText } from "../../lib/forms";
import type { Route } from "./+types/settings";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { settings } = context.services.site;
  return { stored: await settings.stored(), fallback: settings.fallback };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor, formData } = await adminForm(request, context);
  const submission = parseForm(formData, siteSettingsSchema);
  if (submission.status !== "success") return { ok: false, message: "입력값을 확인해주세요.", result: submission.reply() };
  await context.services.site.settings.save(actor, submission.value);
  // The footer and the privacy policy are on every cached page: purge them all.
  context.services.admin.onWrite();
  return {
    ok: true,
    message: "사이트 정보를 저장했습니다. 모든 페이지의 하단과 개인정보처리방침에 바로 반영됩니다.",
  };
}

/** Operator details, contact, privacy officer, fair end date and social links (footer, policy, 고객센터). */
export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { stored, fallback } = loaderData;
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const [form, fields] = useForm({ lastResult: result, onValidate: ({ formData }) => parseForm(formData, siteSettingsSchema) });
  const value = (name: keyof typeof stored) => submittedText(result, name) ?? stored[name] ?? "";
  const text = (name: keyof typeof stored, label: string, props: { hint?: string; placeholder?: string; type?: string } = {}) => (
    <Field label={label} errors={fields[name].errors} hint={props.hint}>
      <input
        name={name}
        type={props.type ?? "text"}
        defaultValue={value(name)}
        placeholder={props.placeholder}
        className={input}
      />
    </Field>
  );
  return (
    <div>
      <h1 className="text-2xl font-bold">사이트 정보</h1>
      <p className="mt-1 text-sm text-slate-600">
        모든 페이지 하단, 고객센터, 개인정보처리방침에 표시됩니다. 비워 둔 항목은 표시하지 않습니다.
      </p>
      <Notice result={actionData} />
      <AdminForm intent="save" form={getFormProps(form)} className="mt-4 space-y-6" label="사이트 정보">
        <fieldset className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 font-bold">운영자</legend>
          {text("operatorName", "운영자(상호)", { hint: "비워 두면 '자격나침반 운영팀'으로 표시합니다." })}
          {text("contactPhone", "대표 전화", { placeholder: "02-123-4567" })}
          {text("contactEmail", "대표 이메일", { type: "email" })}
          <div className="sm:col-span-2">
            <Field label="사업자 정보" errors={fields.businessInfo.errors} hint="예: 대표자, 사업자등록번호, 주소 (줄바꿈 가능)">
              <textarea name="businessInfo" rows={3} maxLength={500} defaultValue={value("businessInfo")} className={input} />
            </Field>
          </div>
        </fieldset>
        <fieldset className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 font-bold">개인정보 보호책임자</legend>
          {text("privacyOfficerName", "성명", {
            hint: fallback.privacyOfficerName
              ? `비워 두면 서버 설정값(${fallback.privacyOfficerName})을 씁니다.`
              : "비워 두면 개인정보처리방침에 '미지정'으로 표시합니다.",
          })}
          {text("privacyOfficerEmail", "이메일", {
            type: "email",
            hint: fallback.privacyOfficerEmail ? `비워 두면 서버 설정값(${fallback.privacyOfficerEmail})을 씁니다.` : undefined,
          })}
        </fieldset>
        <fieldset className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 font-bold">교육박람회</legend>
          <Field
            label="박람회 종료일"
            errors={fields.fairEndsOn.errors}
            hint="참가 신청은 종료일로부터 1년이 지나면 자동으로 삭제됩니다."
          >
            <input name="fairEndsOn" type="date" defaultValue={value("fairEndsOn")} className={input} />
          </Field>
        </fieldset>
        <fieldset className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
          <legend className="px-1 font-bold">소셜 채널 (하단에 링크로 표시, 비우면 숨김)</legend>
          {SOCIAL_CHANNELS.map((c) => (
            <div key={c.key}>{text(c.key, c.label, { type: "url", placeholder: "https://" })}</div>
          ))}
        </fieldset>
        <StatusButton intent="save" className={button}>
          저장
        </StatusButton>
      </AdminForm>
    </div>
  );
}
