import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { registerSchema } from "../../../shared/member-schemas";
import { ApiClientError, api } from "../../lib/api-client";
import { useLinkExists } from "../../lib/root-data";
import { useDialog } from "../ui/dialog";
import { FormField, fieldInput } from "./FormField";
import { ProfileFields } from "./ProfileFields";

type Errors = Record<string, string>;

function fieldErrorsOf(issues: Array<{ path: PropertyKey[]; message: string }>): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "_");
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Sign-up: checked in the browser with the server's schema, then POST /v2/member/register and login. */
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

export function SignUpForm({ redirectTo }: { redirectTo: string }) {
  const dialog = useDialog();
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = {
      mbId: String(form.get("mbId") ?? ""),
      mbPassword: String(form.get("mbPassword") ?? ""),
      mbName: String(form.get("mbName") ?? ""),
      mbNick: String(form.get("mbNick") ?? ""),
      mbEmail: String(form.get("mbEmail") ?? ""),
      mbHp: String(form.get("mbHp") ?? ""),
      mbAge: String(form.get("mbAge") ?? ""),
      gender: String(form.get("gender") ?? ""),
      mbMailling: form.get("mbMailling") === "1",
      mbSms: form.get("mbSms") === "1",
      agreeTerms: form.get("agreeTerms") === "1",
    };
    const next: Errors = {};
    if (values.mbPassword !== String(form.get("mbPasswordConfirm") ?? ""))
      next.mbPasswordConfirm = "비밀번호가 서로 일치하지 않습니다.";
    const parsed = registerSchema.safeParse(values);
    if (!parsed.success) Object.assign(next, fieldErrorsOf(parsed.error.issues));
    setErrors(next);
    if (Object.keys(next).length > 0) {
      const first = Object.keys(next)[0];
      document.getElementById(`signup-${first}`)?.focus();
      return;
    }
    setPending(true);
    try {
      await api.post("/v2/member/register", values);
      const login = await api.post<{ result: boolean; message: string }>("/v1/auth/token.php", {
        mbId: values.mbId,
        mbPassword: values.mbPassword,
      });
      if (!login.result) {
        await dialog.alert("알림", login.message);
        return;
      }
      await dialog.alert("알림", "회원가입이 완료되었습니다.");
      window.location.assign(redirectTo);
    } catch (error) {
      if (error instanceof ApiClientError && error.status === 409) {
        const body = error.body as { fields?: Errors };
        setErrors(body.fields ?? {});
      } else {
        await dialog.alert("알림", error instanceof ApiClientError ? error.message : "잠시 후 다시 시도해주세요.");
      }
    } finally {
      setPending(false);
    }
  };

  const invalid = (name: string) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `signup-${name}-error` : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mt-8 space-y-5">
      <FormField id="signup-mbId" label="아이디" error={errors.mbId} hint="영문 소문자로 시작하는 4~20자 (숫자, _ 사용 가능)">
        <input id="signup-mbId" name="mbId" autoComplete="username" maxLength={20} className={fieldInput} {...invalid("mbId")} />
      </FormField>
      <FormField id="signup-mbPassword" label="비밀번호" error={errors.mbPassword} hint="영문과 숫자를 포함한 8자 이상">
        <input
          id="signup-mbPassword"
          name="mbPassword"
          type="password"
          autoComplete="new-password"
          maxLength={64}
          className={fieldInput}
          {...invalid("mbPassword")}
        />
      </FormField>
      <FormField id="signup-mbPasswordConfirm" label="비밀번호 확인" error={errors.mbPasswordConfirm}>
        <input
          id="signup-mbPasswordConfirm"
          name="mbPasswordConfirm"
          type="password"
          autoComplete="new-password"
          maxLength={64}
          className={fieldInput}
          {...invalid("mbPasswordConfirm")}
        />
      </FormField>
      <ProfileFields prefix="signup" errors={errors} />
      <fieldset className="space-y-2 rounded-lg border border-slate-200 p-4 text-sm">
        <legend className="px-1 font-semibold">수신 동의 및 약관</legend>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="mbMailling" value="1" /> 이메일 소식 받기 (선택)
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="mbSms" value="1" /> 문자 소식 받기 (선택)
        </label>
        <label className="flex items-center gap-2">
          <input id="signup-agreeTerms" type="checkbox" name="agreeTerms" value="1" {...invalid("agreeTerms")} />
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
        disabled={pending}
        className="w-full rounded-lg bg-brand-600 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {pending ? "가입 처리 중…" : "회원가입"}
      </button>
    </form>
  );
}
