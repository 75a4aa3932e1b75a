import { data, Form, Link, redirect, useNavigation } from "react-router";
import { forbidden } from "../../../shared/app-error";
import { Field, fieldInput } from "../../components/forms/Field";
import { routeError } from "../../lib/route-errors";
import { privateHeaders } from "../../lib/route-headers";
import type { Route } from "./+types/socialLink";

export function meta() {
  return [{ title: "계정 연결 | 자격나침반" }];
}

/** The page reads the pending-link cookie. */
export const headers = privateHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const pending = await context.services.social.pendingLink(request);
  if (!pending) throw redirect("/member/login?socialError=expired");
  return { label: pending.label, loginId: pending.loginId };
}

/** Links the provider account only after the member proves the existing account with its password. */
export async function action({ request, context }: Route.ActionArgs) {
  const { members, social } = context.services;
  if (members.isCrossSiteRequest(request)) throw routeError(forbidden("허용되지 않은 요청입니다."));
  const form = await request.formData();
  const linked = await social.confirmLink(request, String(form.get("mbPassword") ?? "").slice(0, 200));
  if (!linked.ok && linked.reason === "rate_limited") {
    return data({ error: linked.message }, { status: 429, headers: { "Retry-After": String(linked.retryAfterSeconds) } });
  }
  if (!linked.ok && linked.reason === "invalid") return data({ error: "비밀번호가 올바르지 않습니다." }, { status: 401 });
  if (!linked.ok)
    throw redirect("/member/login?socialError=expired", { headers: { "Set-Cookie": social.linkCookie(request, "") } });
  const headers = members.signedInHeaders(request, linked.tokens);
  headers.append("Set-Cookie", social.linkCookie(request, ""));
  throw redirect(linked.redirectTo, { headers });
}

export default function SocialLink({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className="mx-auto w-full max-w-md px-5 py-12">
      <h1 className="text-center text-2xl font-bold">계정 연결</h1>
      <p className="mt-3 text-sm text-slate-600">
        {loaderData.label} 계정의 이메일로 이미 가입된 회원 계정이 있습니다. 이 회원 계정의 비밀번호를 입력하면 {loaderData.label}{" "}
        계정을 연결하고 로그인합니다. 다음부터는 {loaderData.label} 로그인으로 이 계정에 들어올 수 있습니다.
      </p>
      <Form method="post" className="mt-8 space-y-5">
        <p className="text-sm">
          회원 아이디: <strong>{loaderData.loginId}</strong>
        </p>
        <Field id="link-password" label="비밀번호" errors={actionData?.error}>
          <input
            id="link-password"
            name="mbPassword"
            type="password"
            autoComplete="current-password"
            required
            maxLength={200}
            className={fieldInput}
            aria-invalid={actionData?.error ? true : undefined}
            aria-describedby={actionData?.error ? "link-password-error" : undefined}
          />
        </Field>
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-lg bg-brand-600 py-3 font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          연결하고 로그인
        </button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <Link to="/member/login" className="text-slate-600 underline">
          연결하지 않고 돌아가기
        </Link>
      </p>
    </div>
  );
}
