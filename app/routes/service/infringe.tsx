import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, useNavigation } from "react-router";
import { INFRINGE_REASONS } from "../../../shared/service";
import { infringeSchema } from "../../../shared/service-schemas";
import { Field, fieldInput } from "../../components/forms/Field";
import { ServicePage } from "../../components/service/ServiceNav";
import { firstErrors, parseForm, submittedText } from "../../lib/forms";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/infringe";

export function meta() {
  return seoMeta({
    title: "권리침해 신고 | 자격나침반 고객센터",
    description: "저작권, 명예, 개인정보를 침해하는 게시물의 게시 중단을 요청합니다.",
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), infringeSchema);
  if (submission.status !== "success") return data({ ok: false as const, result: submission.reply() }, { status: 400 });
  const member = await context.services.members.currentMember(request, context);
  const id = await context.services.customerService.reportInfringement(submission.value, member?.id ?? null);
  return data({ ok: true as const, id });
}

export default function InfringePage({ actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  const lastResult = actionData && !actionData.ok ? actionData.result : undefined;
  const [form] = useForm({
    id: "infringe",
    lastResult,
    onValidate: ({ formData }) => parseForm(formData, infringeSchema),
    shouldRevalidate: "onInput",
  });
  const errors = firstErrors(form.allErrors);
  // Without scripts a refused report comes back as a new page: it keeps what was typed.
  const typed = (name: string) => submittedText(lastResult, name);
  const invalid = (name: string) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `infringe-${name}-error` } : {};
  if (actionData?.ok) {
    return (
      <ServicePage title="권리침해 신고">
        <p role="status" className="rounded-lg bg-emerald-50 p-6 text-emerald-800">
          신고가 접수되었습니다(접수번호 {actionData.id}). 관리자가 확인한 뒤 입력하신 이메일로 처리 결과를 알려 드립니다.
        </p>
      </ServicePage>
    );
  }
  return (
    <ServicePage title="권리침해 신고">
      <p className="text-sm text-slate-600">
        자격나침반의 게시물이 저작권, 명예, 개인정보 등 권리를 침해한다면 아래 양식으로 게시 중단을 요청해 주세요. 접수된 신고는
        관리자가 확인하여 처리합니다.
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 max-w-2xl space-y-4">
        <Field id="infringe-reporterName" label="신고인 이름" errors={errors.reporterName}>
          <input
            id="infringe-reporterName"
            name="reporterName"
            defaultValue={typed("reporterName")}
            required
            maxLength={50}
            className={fieldInput}
            {...invalid("reporterName")}
          />
        </Field>
        <Field id="infringe-email" label="답변 받을 이메일" errors={errors.email}>
          <input
            id="infringe-email"
            name="email"
            defaultValue={typed("email")}
            type="email"
            required
            className={fieldInput}
            {...invalid("email")}
          />
        </Field>
        <Field id="infringe-targetUrl" label="침해 게시물 주소" errors={errors.targetUrl}>
          <input
            id="infringe-targetUrl"
            name="targetUrl"
            defaultValue={typed("targetUrl")}
            required
            maxLength={500}
            className={fieldInput}
            {...invalid("targetUrl")}
          />
        </Field>
        <Field id="infringe-reason" label="신고 사유" errors={errors.reason}>
          <select
            id="infringe-reason"
            name="reason"
            required
            className={fieldInput}
            defaultValue={typed("reason") ?? ""}
            {...invalid("reason")}
          >
            <option value="" disabled>
              선택하세요
            </option>
            {Object.entries(INFRINGE_REASONS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="infringe-body" label="신고 내용" errors={errors.body}>
          <textarea
            id="infringe-body"
            name="body"
            defaultValue={typed("body")}
            required
            rows={6}
            maxLength={4000}
            className={fieldInput}
            {...invalid("body")}
          />
        </Field>
        <button
          type="submit"
          disabled={pending}
          className="rounded-lg bg-brand-700 px-6 py-3 font-bold text-white disabled:opacity-60"
        >
          {pending ? "접수 중…" : "신고 접수"}
        </button>
      </Form>
    </ServicePage>
  );
}
