import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useSyncExternalStore } from "react";
import type { $ZodType } from "zod/v4/core";

/**
 * Every form is parsed the same way in the browser (Conform's validation before sending) and in
 * the route action: by the zod schema the API uses, on the raw form strings. Conform's automatic
 * coercion stays off, since the schemas already read form values (checkbox "1", empty age) as the
 * API does, so a form and the API answer the same input alike.
 */
export function parseForm<Schema extends $ZodType>(formData: FormData | URLSearchParams, schema: Schema) {
  return parseWithZod(formData, { schema, disableAutoCoercion: true });
}

/** The whole-form message of a submission result (a server-side refusal such as a wrong password). */
export function formMessage(result: SubmissionResult | undefined): string | undefined {
  return result?.error?.[""]?.[0];
}

const noSubscription = () => () => {};

/**
 * False in the server render and during hydration, true once scripts run. Forms work without
 * JavaScript; with it, messages the spec shows as dialogs are shown as dialogs instead of inline.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The first message of each field that has one, keyed by field name (what the kit's `Field` shows),
 * from Conform's `form.allErrors` or a reply's `error`; the whole-form message (key "") is left to
 * `formMessage`.
 */
export function firstErrors(allErrors: Record<string, string[] | null> | null | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, messages] of Object.entries(allErrors ?? {})) {
    if (name !== "" && messages?.[0]) errors[name] = messages[0];
  }
  return errors;
}

/** One text value of a submission's echoed form values (refilled after a refused submission). */
export function submittedText(result: SubmissionResult | undefined, name: string): string | undefined {
  const value = result?.initialValue?.[name];
  return typeof value === "string" ? value : undefined;
}

/**
 * The answer of an action serving several forms on one page: `intent` names the form it belongs
 * to, `message` is the confirmation or refusal shown beside that form's button.
 */
export interface SectionResult<Intent extends string> {
  intent: Intent;
  ok: boolean;
  message: string;
  result: SubmissionResult;
}

/**
 * The answer of an action whose form did not parse: the first message as the notice beside the
 * form, and Conform's reply (each field's messages and the values typed, for the refilled form).
 */
export function refusedForm(
  submission: { error?: Record<string, string[] | null> | null; reply: () => SubmissionResult<string[]> },
  fallback = "입력값을 확인해주세요.",
) {
  const first = Object.values(submission.error ?? {}).find((messages) => messages?.[0])?.[0];
  return { ok: false as const, message: first ?? fallback, result: submission.reply() };
}

/**
 * A checkbox's state to render: as submitted after a refused submission (ticked when its value
 * was sent), otherwise `fallback` (the stored value).
 */
export function submittedChecked(result: SubmissionResult | undefined, name: string, fallback: boolean): boolean {
  if (!result?.initialValue) return fallback;
  return result.initialValue[name] !== undefined;
}
