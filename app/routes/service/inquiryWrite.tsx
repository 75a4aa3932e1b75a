import { getFormProps, useForm } from "@conform-to/react";
import { data, Form, redirect, useNavigation } from "react-router";
import { isAppError } from "../../../shared/app-error";
import { INQUIRY_CATEGORIES, inquirySchema } from "../../../shared/inquiry";
import { Field, fieldInput } from "../../components/forms/Field";
import { ServicePage } from "../../components/service/ServiceNav";
import { firstErrors, formMessage, parseForm, submittedText } from "../../lib/forms";
import { requireMember } from "../../lib/member.server";
import type { Route } from "./+types/inquiryWrite";

export function meta() {
  return [{ title: "1:1 문의하기 | 자격나침반 고객센터" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireMember(request, context);
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireMember(request, context);
  const submission = parseForm(await request.formData(), inquirySchema);
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const id = await context.services.inquiries.create(member.id, submission.value);
    throw redirect(`/service/inquiry/${id}`);
  } catch (error) {
    // Too many inquiries in the hour: the form stays filled and says when to try again.
    if (isAppError(error)) return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: error.status });
    throw error;
  }
}

/** The 1:1 inquiry form; works without scripts (Conform validates in the browser when it can). */
export default function InquiryWrite({ actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  const lastResult = actionData?.result;
  const [form] = useForm({
    id: "inquiry",
    lastResult,
    onValidate: ({ formData }) => parseForm(formData, inquirySchema),
    shouldRevalidate: "onInput",
  });
  const errors = firstErrors(form.allErrors);
  const message = formMessage(lastResult);
  const typed = (name: string) => submittedText(lastResult, name);
  const invalid = (name: string) =>
    errors[name] ? { "aria-invalid": true as const, "aria-describedby": `inquiry-${name}-error` } : {};
  return (
    <ServicePage title="1:1 문의하기">
      <p className="text-sm text-slate-600">
        문의에는 운영팀이 영업일 기준 7일 이내에 답변합니다. 답변은 1:1 문의 목록에서 볼 수 있고, 등록되면 알림함으로 알려
        드립니다.
      </p>
      {message && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
          {message}
        </p>
      )}
      <Form method="post" {...getFormProps(form)} className="mt-6 max-w-2xl space-y-4">
        <Field id="inquiry-category" label="문의 유형" errors={errors.category}>
          <select
            id="inquiry-category"
            name="category"
            required
            defaultValue={typed("category") ?? ""}
            className={fieldInput}
            {...invalid("category")}
          >
            <option value="" disabled>
              선택하세요
            </option>
            {Object.entries(INQUIRY_CATEGORIES).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="inquiry-title" label="제목" errors={errors.title}>
          <input
            id="inquiry-title"
            name="title"
            required
            maxLength={100}
            defaultValue={typed("title")}
            className={fieldInput}
            {...invalid("title")}
          />
        </Field>
        <Field id="inquiry-body" label="문의 내용" errors={errors.body}>
          <textarea
            id="inquiry-body"
            name="body"
            required
            rows={8}
            maxLength={4000}
            defaultValue={typed("body")}
            className={fieldInput}
            {...invalid("body")}
          />
        </Field>
        <button
          type="submit"
          disabled={pending}
          className="rounded-lg bg-brand-700 px-6 py-3 font-bold text-white disabled:opacity-60"
        >
          {pending ? "보내는 중…" : "문의 남기기"}
        </button>
      </Form>
    </ServicePage>
  );
}
