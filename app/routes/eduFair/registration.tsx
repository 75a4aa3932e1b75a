import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, Link } from "react-router";
import { isAppError } from "../../../shared/app-error";
import { registrationSchema } from "../../../shared/fair-schemas";
import { ErrorList } from "../../components/forms/ErrorList";
import { controlAria, Field, fieldInput } from "../../components/forms/Field";
import { StatusButton } from "../../components/forms/StatusButton";
import { firstErrors, formMessage, parseForm, submittedChecked, submittedText } from "../../lib/forms";
import type { Route } from "./+types/registration";

export function meta() {
  return [{ title: "참가 신청 - 교육박람회 | 자격나침반" }];
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseForm(await request.formData(), registrationSchema);
  if (submission.status !== "success") return data({ ok: false as const, result: submission.reply() }, { status: 400 });
  const member = await context.services.members.currentMember(request, context);
  try {
    await context.services.aptitude.register(submission.value, member?.id ?? null, context.clientAddress);
  } catch (error) {
    // Too many registrations from this address: the form stays filled in, with the wait in Korean.
    if (!isAppError(error)) throw error;
    return data({ ok: false as const, result: submission.reply({ formErrors: [error.message] }) }, { status: error.status });
  }
  return { ok: true as const };
}

/** Fair registration form: name, school/organisation, contact, number of attendees, consent. */
export default function Registration({ actionData }: Route.ComponentProps) {
  const result = actionData?.ok === false ? actionData.result : undefined;
  const [form] = useForm({
    id: "reg",
    lastResult: result,
    onValidate: ({ formData }) => parseForm(formData, registrationSchema),
    shouldRevalidate: "onInput",
  });
  const errors = firstErrors(form.allErrors);
  if (actionData?.ok) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-8">
        <h1 className="text-2xl font-bold">참가 신청 완료</h1>
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-4 text-green-900">
          참가 신청이 접수되었습니다. 담당자가 확인한 뒤 입력하신 연락처로 안내드립니다.
        </p>
        <p className="mt-6">
          <Link to="/eduFair" className="font-semibold text-blue-800 underline">
            교육박람회로 돌아가기
          </Link>
        </p>
      </div>
    );
  }
  const input = (name: string) => ({
    id: `reg-${name}`,
    name,
    defaultValue: submittedText(result, name) ?? "",
    ...controlAria(`reg-${name}`, errors[name]),
    className: fieldInput,
  });
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold">교육박람회 참가 신청</h1>
      <p className="mt-2 text-slate-700">학교나 기관 단위로 박람회 참가를 신청합니다. * 표시는 필수 항목입니다.</p>
      <ErrorList errors={formMessage(result)} className="mt-4 rounded-lg bg-red-50 p-4 text-red-800" />
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <Field id="reg-name" label="신청자 이름 *" errors={errors.name}>
          <input {...input("name")} autoComplete="name" required maxLength={50} />
        </Field>
        <Field id="reg-organization" label="학교/기관명 *" errors={errors.organization}>
          <input {...input("organization")} autoComplete="organization" required maxLength={100} />
        </Field>
        <Field id="reg-phone" label="연락처 *" errors={errors.phone} hint="예: 010-1234-5678">
          <input {...input("phone")} type="tel" autoComplete="tel" required maxLength={20} />
        </Field>
        <Field id="reg-email" label="이메일" errors={errors.email}>
          <input {...input("email")} type="email" autoComplete="email" maxLength={200} />
        </Field>
        <Field id="reg-attendees" label="참가 인원 *" errors={errors.attendees}>
          <input
            {...input("attendees")}
            type="number"
            min={1}
            max={200}
            defaultValue={submittedText(result, "attendees") ?? "1"}
            required
          />
        </Field>
        <fieldset className="rounded-lg border border-slate-200 p-4 text-sm">
          <legend className="px-1 font-semibold">개인정보 수집·이용 동의 *</legend>
          <p className="text-slate-700">
            수집 항목: 이름, 학교/기관명, 연락처, 이메일, 참가 인원 · 목적: 박람회 참가 안내 · 보유 기간: 박람회 종료 후 1년
          </p>
          <label className="mt-2 flex items-center gap-2">
            <input
              type="checkbox"
              name="consent"
              defaultChecked={submittedChecked(result, "consent", false)}
              {...controlAria("reg-consent", errors.consent)}
            />
            위 내용에 동의합니다.
          </label>
          <ErrorList id="reg-consent-error" errors={errors.consent} className="mt-1 text-red-600" />
        </fieldset>
        <StatusButton className="w-full rounded-lg bg-brand-700 py-3 font-bold text-white disabled:opacity-60">
          참가 신청하기
        </StatusButton>
      </Form>
    </div>
  );
}
