import { getFormProps, useForm } from "@conform-to/react";
import { useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { educationLevels, educationStatuses } from "../../../shared/member-schemas";
import { EDUCATION_INTENT, educationFormSchema } from "../../../shared/spec-schemas";
import { firstErrors, parseForm, type SectionResult, submittedText } from "../../lib/forms";
import { SaveBar, SpecCard } from "./SpecSection";

const select = "rounded-lg border border-slate-300 px-3 py-2.5 aria-[invalid=true]:border-red-500";

function CodeSelect({
  name,
  label,
  codes,
  value,
  error,
  onChange,
}: {
  name: "level" | "status";
  label: string;
  codes: Record<string, string>;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const id = `spec-education-${name}`;
  return (
    <div>
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={select}
        >
          <option value="">선택</option>
          {Object.entries(codes).map(([code, text]) => (
            <option key={code} value={code}>
              {text}
            </option>
          ))}
        </select>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** 최종 학력: a form posting level and status to the spec page's action (both, or neither to clear). */
export function EducationSection({
  level,
  status,
  result,
}: {
  level: string;
  status: string;
  /** The page action's answer when it was this section's. */
  result?: SectionResult<string>;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === EDUCATION_INTENT;
  const [form] = useForm({
    id: "spec-education",
    lastResult: result?.result,
    onValidate: ({ formData }) => parseForm(formData, educationFormSchema),
    shouldRevalidate: "onInput",
  });
  const errors = firstErrors(form.allErrors);
  // Without scripts a refused choice comes back as a new page: it keeps what was chosen.
  const refill = (name: string, stored: string) => (result && !result.ok ? (submittedText(result.result, name) ?? "") : stored);
  const [value, setValue] = useState({ level: refill("level", level), status: refill("status", status) });
  const [editedAfter, setEditedAfter] = useState<SectionResult<string> | undefined | null>(null);
  const titleId = useId();
  const change = (next: Partial<typeof value>) => {
    setValue({ ...value, ...next });
    setEditedAfter(result);
  };
  const answer = result && editedAfter !== result ? result : undefined;
  const dirty = value.level !== level || value.status !== status;
  const shown = answer
    ? { ok: answer.ok, text: answer.message }
    : dirty
      ? { ok: false, text: "저장하지 않은 변경 사항이 있습니다." }
      : null;

  return (
    <SpecCard titleId={titleId} title="최종 학력" description="마지막으로 다닌 학교와 상태를 선택하세요.">
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value={EDUCATION_INTENT} />
        <div className="flex flex-wrap gap-3">
          <CodeSelect
            name="level"
            label="학력"
            codes={educationLevels}
            value={value.level}
            error={errors.level}
            onChange={(next) => change({ level: next })}
          />
          <CodeSelect
            name="status"
            label="상태"
            codes={educationStatuses}
            value={value.status}
            error={errors.status}
            onChange={(next) => change({ status: next })}
          />
        </div>
        <SaveBar busy={busy} status={shown} />
      </Form>
    </SpecCard>
  );
}
