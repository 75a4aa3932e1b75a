import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { SocialError } from "../../../server/modules/members/social.server";
import { forbidden } from "../../../shared/app-error";
import { loginRedirectTarget } from "../../../shared/login-redirect";
import { LOGIN_FAILED_MESSAGE, loginSchema } from "../../../shared/member-schemas";
import { useDialog } from "../../components/ui/dialog";
import { formMessage, parseForm, submittedText, useHydrated } from "../../lib/forms";
import { routeError } from "../../lib/route-errors";
import { privateHeaders } from "../../lib/route-headers";
import type { Route } from "./+types/login";

/** What the login page says when a Kakao/Naver/Google login came back without a session. */
const SOCIAL_ERRORS: Record<SocialError, string> = {
  cancelled: "소셜 로그인이 취소되었습니다.",
  state: "로그인 요청이 만료되었거나 올바르지 않습니다. 다시 시도해주세요.",
  provider: "소셜 로그인 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.",
  banned: "이용이 제한된 계정입니다.",
  social_email: "이 이메일로 다른 소셜 계정이 이미 가입되어 있습니다. 처음 가입한 방법으로 로그인해주세요.",
  expired: "계정 연결 시간이 지났습니다. 다시 로그인해주세요.",
};

function socialErrorMessage(code: string | null): string | null {
  return code && Object.hasOwn(SOCIAL_ERRORS, code) ? SOCIAL_ERRORS[code as SocialError] : null;
}

export function meta() {
  return [{ title: "로그인 | 자격나침반" }];
}

/** The after-login target comes from the Referer, which no shared cache key holds (decision 0034). */
export const headers = privateHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = loginRedirectTarget({
    search: url.searchParams,
    referrer: request.headers.get("referer"),
    origin: url.origin,
  });
  const member = await context.services.members.currentMember(request, context);
  return {
    redirectTo,
    loggedIn: member !== null,
    providers: context.services.social.enabledProviders(),
    socialError: socialErrorMessage(url.searchParams.get("socialError")),
  };
}

/**
 * Logs in as `/v1/auth/token.php` does (same service, rate limits, login-CSRF check and cookies)
 * and goes to the target the page was rendered with, checked again here as a `url` query would be.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { members } = context.services;
  if (members.isCrossSiteRequest(request)) throw routeError(forbidden("허용되지 않은 요청입니다."));
  const formData = await request.formData();
  const submission = parseForm(formData, loginSchema);
  const hidden = { hideFields: ["mbPassword"] };
  if (submission.status !== "success") return data(submission.reply(hidden), { status: 400 });
  const login = await members.login(submission.value.mbId, submission.value.mbPassword, context.clientAddress);
  if (!login.ok && login.reason === "rate_limited") {
    return data(submission.reply({ ...hidden, formErrors: [login.message] }), {
      status: 429,
      headers: { "Retry-After": String(login.retryAfterSeconds) },
    });
  }
  if (!login.ok) return data(submission.reply({ ...hidden, formErrors: [LOGIN_FAILED_MESSAGE] }), { status: 401 });
  const url = new URL(request.url);
  const target = loginRedirectTarget({
    search: new URLSearchParams({ url: String(formData.get("url") ?? "") }),
    referrer: null,
    origin: url.origin,
  });
  throw redirect(target, { headers: members.signedInHeaders(request, login) });
}

const input =
  "w-full rounded-lg border border-slate-300 px-4 py-3 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 aria-[invalid=true]:border-red-500";

/** The providers' brand colours (their login button guides). */
const SOCIAL_BUTTON: Record<string, string> = {
  kakao: "bg-[#FEE500] text-black/85 hover:brightness-95",
  // Black, not white, on Naver green: white text there has a 2.2:1 contrast (WCAG asks 4.5:1).
  naver: "bg-[#03C75A] text-black hover:brightness-95",
  google: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
};

function FieldError({ id, errors }: { id: string; errors: string[] | undefined }) {
  if (!errors?.[0]) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-600">
      {errors[0]}
    </p>
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const dialog = useDialog();
  const hydrated = useHydrated();
  const pending = useNavigation().state === "submitting";
  const [form, fields] = useForm({
    lastResult: actionData,
    onValidate: ({ formData }) => parseForm(formData, loginSchema),
    shouldRevalidate: "onInput",
  });
  const refusal = formMessage(actionData);
  // After a refused login the loader's referrer is this page: keep the target the form was sent with.
  const target = submittedText(actionData, "url") ?? loaderData.redirectTo;

  // Spec section 8: with scripts, the server's login message is a warning dialog titled "알림".
  // Keyed on the answer itself, so a second identical refusal opens the dialog again.
  useEffect(() => {
    const message = formMessage(actionData);
    if (message && hydrated) void dialog.alert("알림", message);
  }, [actionData, hydrated, dialog]);

  return (
    <div className="mx-auto w-full max-w-md px-5 py-12 sm:py-16">
      <h1 className="text-center text-2xl font-bold">로그인</h1>
      <p className="mt-2 text-center text-sm text-slate-500">자격나침반 회원 아이디로 로그인하세요.</p>
      {loaderData.loggedIn && (
        <p className="mt-6 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-700">
          이미 로그인되어 있습니다.{" "}
          <Link to={loaderData.redirectTo} className="font-semibold underline">
            돌아가기
          </Link>
        </p>
      )}
      {loaderData.socialError && (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
          {loaderData.socialError}
        </p>
      )}
      <Form method="post" {...getFormProps(form)} className="mt-8 space-y-4">
        {refusal && !hydrated && (
          <p id={form.errorId} role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700">
            {refusal}
          </p>
        )}
        <input type="hidden" name="url" value={target} />
        <div>
          <label htmlFor={fields.mbId.id} className="mb-1 block text-sm font-semibold">
            아이디
          </label>
          <input {...getInputProps(fields.mbId, { type: "text" })} autoComplete="username" className={input} maxLength={100} />
          <FieldError id={fields.mbId.errorId} errors={fields.mbId.errors} />
        </div>
        <div>
          <label htmlFor={fields.mbPassword.id} className="mb-1 block text-sm font-semibold">
            비밀번호
          </label>
          <input
            {...getInputProps(fields.mbPassword, { type: "password" })}
            autoComplete="current-password"
            className={input}
            maxLength={200}
          />
          <FieldError id={fields.mbPassword.errorId} errors={fields.mbPassword.errors} />
        </div>
        <button
          type="submit"
          disabled={pending}
          className="w-full rounded-lg bg-brand-600 py-3 text-base font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {pending ? "로그인 중…" : "로그인"}
        </button>
      </Form>
      {loaderData.providers.length > 0 && (
        <section aria-labelledby="social-login-heading" className="mt-8">
          <h2 id="social-login-heading" className="text-center text-sm font-semibold text-slate-500">
            간편 로그인
          </h2>
          <ul className="mt-3 space-y-2">
            {loaderData.providers.map((p) => (
              <li key={p.id}>
                {/* A document navigation: the route redirects to the provider's site. */}
                <a
                  href={`/member/social/${p.id}?url=${encodeURIComponent(target)}`}
                  className={`block w-full rounded-lg py-3 text-center text-base font-bold ${SOCIAL_BUTTON[p.id]}`}
                >
                  {p.label}로 로그인
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        아직 회원이 아니신가요?{" "}
        <Link to="/member/register.php" className="font-semibold text-brand-600 hover:underline">
          회원가입
        </Link>
      </p>
    </div>
  );
}
