import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { signUpFormSchema } from "../../../shared/member-schemas";
import { firstErrors, formMessage, parseForm, submittedText, useHydrated } from "../../lib/forms";
import { useLinkExists } from "../../lib/root-data";
import { Field, fieldInput } from "../forms/Field";
import { useDialog } from "../ui/dialog";
import { ProfileFields } from "./ProfileFields";

/** What the sign-up action answers; `joinedTo` (the target) when it leaves the redirect to the dialog. */
export interface SignUpResult {
  result: SubmissionResult;
  joinedTo?: string;
  /** What became of the address's verification e-mail (shown with the completion dialog). */
  verificationNotice?: string;
}

/** Sent only by a hydrated page: the action then answers for the dialog instead of redirecting. */
export const SIGN_UP_DIALOG_FIELD = "withDialog";

/** The policy text's link, plain text until its page is built. */
function PolicyLink({ to, children }: { to: string; children: string }) {
  const exists = useLinkExists();
  if (!exists(to)) return <>{children}</>;
  return (
    <Link to={to} className="text-brand-600 underline">
      {children}
    </Link>
  );
}

/**
 * Sign-up: posts to the page's action (works without scripts); with scripts the same schema checks
 * the fields first, and the outcome is a dialog, as before.
 */
export function SignUpForm({ redirectTo, outcome }: { redirectTo: string; outcome?: SignUpResult }) {
  const dialog = useDialog();
  const hydrated = useHydrated();
  const pending = useNavigation().state === "submitting";
  const [form] = useForm({
    id: "signup",
    lastResult: outcome?.result,
    onValidate: ({ formData }) => parseForm(formData, signUpFormSchema),
    shouldRevalidate: "onInput",
  });
  const errors = firstErrors(form.allErrors);
  const refusal = formMessage(outcome?.result);
  const value = (name: string) => submittedText(outcome?.result, name);

  useEffect(() => {
    if (!hydrated || !outcome) return;
    const joinedTo = outcome.joinedTo;
    if (joinedTo) {
      // A full load, so every loader (the header's login flag included) sees the new session.
      const notice = outcome.verificationNotice ? ` ${outcome.verificationNotice}` : "";
      void dialog.alert("알림", `회원가입이 완료되었습니다.${notice}`).then(() => window.location.assign(joinedTo));
    } else if (refusal) void dialog.alert("알림", refusal);
  }, [outcome, refusal, hydrated, dialog]);

  const invalid = (name: string) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `signup-${name}-error` : undefined,
  });

  return (
    <Form method="post" {...getFormProps(form)} className="mt-8 space-y-5">
      {refusal && !hydrated && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {refusal}
        </p>
      )}
      <input type="hidden" name="url" value={redirectTo} />
      {hydrated && <input type="hidden" name={SIGN_UP_DIALOG_FIELD} value="1" />}
      <Field id="signup-mbId" label="아이디" errors={errors.mbId} hint="영문 소문자로 시작하는 4~20자 (숫자, _ 사용 가능)">
        <input
          id="signup-mbId"
          name="mbId"
          autoComplete="username"
          maxLength={20}
          defaultValue={value("mbId")}
          className={fieldInput}
          {...invalid("mbId")}
        />
      </Field>
      <Field id="signup-mbPassword" label="비밀번호" errors={errors.mbPassword} hint="영문과 숫자를 포함한 8자 이상">
        <input
          id="signup-mbPassword"
          name="mbPassword"
          type="password"
          autoComplete="new-password"
          maxLength={64}
          className={fieldInput}
          {...invalid("mbPassword")}
        />
      </Field>
      <Field id="signup-mbPasswordConfirm" label="비밀번호 확인" errors={errors.mbPasswordConfirm}>
        <input
          id="signup-mbPasswordConfirm"
          name="mbPasswordConfirm"
          type="password"
          autoComplete="new-password"
          maxLength={64}
          className={fieldInput}
          {...invalid("mbPasswordConfirm")}
        />
      </Field>
      <ProfileFields
        prefix="signup"
        errors={errors}
        values={{
          name: value("mbName") ?? "",
          nickname: value("mbNick") ?? "",
          email: value("mbEmail") ?? "",
          phone: value("mbHp") ?? "",
          age: value("mbAge") ? Number(value("mbAge")) : null,
          gender: value("gender") ?? "",
        }}
      />
      <fieldset className="space-y-2 rounded-lg border border-slate-200 p-4 text-sm">
        <legend className="px-1 font-semibold">수신 동의 및 약관</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="mbMailling" value="1" defaultChecked={value("mbMailling") === "1"} /> 이메일 소식 받기
          (선택)
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="mbSms" value="1" defaultChecked={value("mbSms") === "1"} /> 문자 소식 받기 (선택)
        </label>
        <label className="flex items-center gap-2">
          <input
            id="signup-agreeTerms"
            type="checkbox"
            name="agreeTerms"
            value="1"
            defaultChecked={value("agreeTerms") === "1"}
            {...invalid("agreeTerms")}
          />
          <span>
            <PolicyLink to="/service/memberClause">이용약관</PolicyLink>과{" "}
            <PolicyLink to="/service/personalInfo">개인정보 처리방침</PolicyLink>에 동의합니다. (필수)
          </span>
        </label>
        {errors.agreeTerms && (
          <p id="signup-agreeTerms-error" role="alert" className="text-red-600">
            {errors.agreeTerms}
          </p>
        )}
      </fieldset>
      <button
        type="submit"
        disabled={pending || Boolean(outcome?.joinedTo)}
        className="w-full rounded-lg bg-brand-600 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {pending ? "가입 처리 중…" : "회원가입"}
      </button>
    </Form>
  );
}
