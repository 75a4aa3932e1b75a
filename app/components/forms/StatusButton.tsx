import type { ButtonHTMLAttributes } from "react";
import { useFormAction, useNavigation } from "react-router";

/**
 * A submit button that shows its form is on its way: while the page's navigation posts to this
 * route (and, with `intent`, for that intent; with `match`, for the form whose fields have those
 * values, e.g. one row of a list) it is disabled and `aria-busy`, with an ellipsis after its label. A fetcher's form passes `pending` itself. Without scripts it is a plain submit button.
 */
export function StatusButton({
  pending,
  intent,
  match = {},
  children,
  type = "submit",
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { pending?: boolean; intent?: string; match?: Record<string, string> }) {
  const navigation = useNavigation();
  const action = useFormAction();
  const submitting =
    pending ??
    (navigation.state === "submitting" &&
      navigation.formAction === action &&
      Object.entries(intent === undefined ? match : { ...match, intent }).every(
        ([name, value]) => navigation.formData?.get(name) === value,
      ));
  return (
    <button type={type} {...props} disabled={props.disabled || submitting} aria-busy={submitting || undefined}>
      {children}
      {submitting && <span aria-hidden="true"> …</span>}
    </button>
  );
}
