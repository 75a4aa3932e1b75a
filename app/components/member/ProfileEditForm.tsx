import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { passwordChangeSchema, profileSchema } from "../../../shared/member-schemas";
import { firstErrors, parseForm, submittedText } from "../../lib/forms";
import { Field, fieldInput } from "../forms/Field";
import { ProfileFields } from "./ProfileFields";

export interface ProfileValues {
  loginId: string;
  name: string;
  nickname: string;
  email: string;
  /** Whether the member opened the address's verification link (or a provider vouched for it). */
  emailVerified: boolean;
  /** Whether this site sends e-mail at all (SMTP_URL): without it no address can be verified. */
  mailEnabled: boolean;
  phone: string;
  age: number | null;
  gender: string;
  mailing: boolean;
  sms: boolean;
}

export interface EditResult {
  intent: "profile" | "password";
  ok: boolean;
  message: string;
  result: SubmissionResult;
}

const button = "rounded-lg bg-brand-600 px-5 py-2.5 font-bold text-white hover:bg-brand-700 disabled:opacity-60";

/** Personal-info edit and password change (after the password re-confirmation). */
export function ProfileEditForm({ values, result }: { values: ProfileValues; result?: EditResult }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const [profileForm] = useForm({
    id: "edit-profile",
    lastResult: result?.intent === "profile" ? result.result : undefined,
    onValidate: ({ formData }) => parseForm(formData, profileSchema),
    shouldRevalidate: "onInput",
  });
  const [passwordForm] = useForm({
    id: "edit-password",
    lastResult: result?.intent === "password" ? result.result : undefined,
    onValidate: ({ formData }) => parseForm(formData, passwordChangeSchema),
    shouldRevalidate: "onInput",
  });
  const errors = { ...firstErrors(profileForm.allErrors), ...firstErrors(passwordForm.allErrors) };
  // After a refused save without scripts, the page shows what was typed rather than the stored values.
  const typed = (name: string, stored: string) =>
    result?.intent === "profile" && !result.ok ? (submittedText(result.result, name) ?? "") : stored;
  const status = (intent: EditResult["intent"]) =>
    result?.intent === intent && (
      <p role="status" className={result.ok ? "text-sm text-emerald-700" : "text-sm text-red-600"}>
        {result.message}
      </p>
    );
  const invalid = (name: string) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `edit-${name}-error` : undefined,
  });

  return (
    <div className="mt-8 space-y-10">
      <Form method="post" {...getFormProps(profileForm)} className="space-y-5" aria-labelledby="edit-profile-title">
        <h2 id="edit-profile-title" className="text-lg font-bold">
          기본 정보
        </h2>
        <input type="hidden" name="intent" value="profile" />
        <p className="text-sm text-slate-600">
          아이디: <strong>{values.loginId}</strong>
        </p>
        {values.email && (
          <p className="text-sm text-slate-600">
            이메일 인증: <strong>{values.emailVerified ? "인증됨" : "미인증"}</strong>
            {!values.emailVerified &&
              (values.mailEnabled
                ? " — 받은 메일의 인증 링크를 열어주세요. 이메일을 다시 저장하면 새 링크를 보냅니다."
                : " — 이 사이트는 메일 발송이 설정되지 않아 이메일 주소를 인증할 수 없습니다.")}
          </p>
        )}
        <ProfileFields
          prefix="edit"
          errors={errors}
          values={{
            name: typed("mbName", values.name),
            nickname: typed("mbNick", values.nickname),
            email: typed("mbEmail", values.email),
            phone: typed("mbHp", values.phone),
            age: values.age,
            gender: typed("gender", values.gender),
          }}
        />
        <div className="flex flex-wrap gap-6 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" name="mbMailling" value="1" defaultChecked={values.mailing} /> 이메일 소식 받기
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="mbSms" value="1" defaultChecked={values.sms} /> 문자 소식 받기
          </label>
        </div>
        {status("profile")}
        <button type="submit" disabled={busy} className={button}>
          정보 저장
        </button>
      </Form>

      <Form
        method="post"
        {...getFormProps(passwordForm)}
        className="space-y-5 border-t border-slate-200 pt-8"
        aria-labelledby="edit-password-title"
      >
        <h2 id="edit-password-title" className="text-lg font-bold">
          비밀번호 변경
        </h2>
        <input type="hidden" name="intent" value="password" />
        <Field id="edit-newPassword" label="새 비밀번호" errors={errors.newPassword} hint="영문과 숫자를 포함한 8자 이상">
          <input
            id="edit-newPassword"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            maxLength={64}
            className={fieldInput}
            {...invalid("newPassword")}
          />
        </Field>
        <Field id="edit-newPasswordConfirm" label="새 비밀번호 확인" errors={errors.newPasswordConfirm}>
          <input
            id="edit-newPasswordConfirm"
            name="newPasswordConfirm"
            type="password"
            autoComplete="new-password"
            maxLength={64}
            className={fieldInput}
            {...invalid("newPasswordConfirm")}
          />
        </Field>
        {status("password")}
        <button type="submit" disabled={busy} className={button}>
          비밀번호 변경
        </button>
      </Form>
    </div>
  );
}
