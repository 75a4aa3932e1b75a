import { getFormProps, useForm } from "@conform-to/react";
import { Form } from "react-router";
import { ROADMAP_NAME_MAX, saveRoadmapSchema } from "../../../shared/roadmap-plan-schemas";
import { firstErrors, formMessage, parseForm, submittedText } from "../../lib/forms";
import type { SavedRoadmapResult } from "../../lib/roadmap-form.server";
import { Field, fieldInput } from "../forms/Field";

/**
 * 로드맵 저장: posts the plan's query (the form's action URL) and a name to the roadmap page's action;
 * members land on the saved plan's page, visitors on the login page and back.
 */
export function SaveRoadmapForm({
  search,
  goalName,
  outcome,
}: {
  search: string;
  goalName: string;
  outcome: SavedRoadmapResult | undefined;
}) {
  const [form] = useForm({
    id: "roadmap-save",
    lastResult: outcome?.result,
    onValidate: ({ formData }) => parseForm(formData, saveRoadmapSchema),
    shouldRevalidate: "onInput",
  });
  const errors = firstErrors(form.allErrors);
  const refusal = formMessage(outcome?.result);
  return (
    <Form
      method="post"
      action={`/jnRcmd/roadmap?${search}`}
      {...getFormProps(form)}
      aria-label="로드맵 저장"
      className="flex flex-wrap items-end gap-2"
    >
      <input type="hidden" name="intent" value="save" />
      <Field id="roadmap-save-name" label="로드맵 이름" errors={errors.name}>
        <input
          id="roadmap-save-name"
          name="name"
          required
          maxLength={ROADMAP_NAME_MAX}
          defaultValue={submittedText(outcome?.result, "name") ?? `${goalName} 로드맵`.slice(0, ROADMAP_NAME_MAX)}
          className={fieldInput}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? "roadmap-save-name-error" : undefined}
        />
      </Field>
      <button
        type="submit"
        className="rounded border border-brand-600 px-3 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
      >
        마이페이지에 저장
      </button>
      {refusal && (
        <p role="alert" className="w-full rounded bg-rose-50 p-3 text-sm text-rose-800">
          {refusal}
        </p>
      )}
    </Form>
  );
}
