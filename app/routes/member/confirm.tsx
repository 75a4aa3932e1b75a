import { data, Form, redirect, useNavigation } from "react-router";
import { sameSitePath } from "../../../shared/login-redirect";
import { Field, fieldInput } from "../../components/forms/Field";
import { requireMember } from "../../lib/member.server";
import type { Route } from "./+types/confirm";

const DEFAULT_TARGET = "/member/register.php?w=u";

export function meta() {
  return [{ title: "비밀번호 확인 | 자격나침반" }];
}

function targetOf(request: Request): string {
  const url = new URL(request.url);
  return sameSitePath(url.searchParams.get("url") ?? "", url.origin) ?? DEFAULT_TARGET;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, context);
  return { loginId: member.loginId };
}

/** Checks the password again and lets the member into the personal-info edit for a few minutes. */
export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireMember(request, context);
  const form = await request.formData();
  const { members } = context.services;
  const confirmed = await members.confirmPassword(member.id, String(form.get("mbPassword") ?? ""));
  if (!confirmed.ok && confirmed.reason === "rate_limited") {
    return data({ error: confirmed.message }, { status: 429, headers: { "Retry-After": String(confirmed.retryAfterSeconds) } });
  }
  if (!confirmed.ok) return { error: "비밀번호가 올바르지 않습니다." };
  const token = await members.issueReconfirmation(member.id);
  throw redirect(targetOf(request), { headers: members.reconfirmationHeaders(request, token) });
}

export default function MemberConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto w-full max-w-md px-5 py-12">
      <h1 className="text-center text-2xl font-bold">비밀번호 확인</h1>
      <p className="mt-3 text-center text-sm text-slate-600">개인정보를 보호하기 위해 비밀번호를 다시 한 번 입력해주세요.</p>
      <Form method="post" className="mt-8 space-y-5">
        <p className="text-sm">
          아이디: <strong>{loaderData.loginId}</strong>
        </p>
        <Field id="confirm-password" label="비밀번호" errors={actionData?.error}>
          <input
            id="confirm-password"
            name="mbPassword"
            type="password"
            autoComplete="current-password"
            required
            className={fieldInput}
            aria-invalid={actionData?.error ? true : undefined}
            aria-describedby={actionData?.error ? "confirm-password-error" : undefined}
          />
        </Field>
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-lg bg-brand-600 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          확인
        </button>
      </Form>
    </div>
  );
}
