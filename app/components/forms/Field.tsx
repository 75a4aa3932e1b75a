import type { ReactNode } from "react";
import { ErrorList } from "./ErrorList";

/** The text control style of the member-facing forms; `aria-invalid` turns its border red. */
export const fieldInput =
  "w-full rounded-lg border border-slate-300 px-3 py-2.5 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-500";

type Errors = string | readonly string[] | null | undefined;

const hasErrors = (errors: Errors) => (typeof errors === "string" ? errors !== "" : (errors?.length ?? 0) > 0);

/** What a field's control spreads to point at its messages: `aria-invalid` and `aria-describedby`. */
export function controlAria(id: string, errors: Errors) {
  const invalid = hasErrors(errors);
  return { "aria-invalid": invalid || undefined, "aria-describedby": invalid ? `${id}-error` : undefined };
}

/**
 * Label, control and the field's messages, for every form (member and admin). With `id` the label
 * names the control by `htmlFor` and the messages are `${id}-error` (spread `controlAria(id, errors)`
 * on the control); without it the label wraps the control. The hint and messages sit outside the
 * label, so the accessible name stays the label.
 */
export function Field({
  id,
  label,
  errors,
  hint,
  tone = "member",
  children,
}: {
  id?: string;
  label: string;
  errors?: Errors;
  hint?: string;
  /** `admin`: the back office's denser type. */
  tone?: "member" | "admin";
  children: ReactNode;
}) {
  const admin = tone === "admin";
  const labelText = admin ? "mb-1 block font-semibold text-slate-700" : "mb-1 block text-sm font-semibold text-slate-800";
  const invalid = hasErrors(errors);
  return (
    <div className={admin ? "text-sm" : undefined}>
      {id ? (
        <>
          <label htmlFor={id} className={labelText}>
            {label}
          </label>
          {children}
        </>
      ) : (
        // biome-ignore lint/a11y/noLabelWithoutControl: the control is the child
        <label className="block">
          <span className={labelText}>{label}</span>
          {children}
        </label>
      )}
      {hint && !invalid && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      <ErrorList id={id ? `${id}-error` : undefined} errors={errors} className={admin ? "mt-1 text-red-600" : undefined} />
    </div>
  );
}
