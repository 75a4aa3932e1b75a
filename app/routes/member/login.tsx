import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { loginRedirectTarget } from "../../../shared/login-redirect";
import { useDialog } from "../../components/ui/dialog";
import { ApiClientError, api } from "../../lib/api-client";
import { privateHeaders } from "../../lib/route-headers";
import type { Route } from "./+types/login";

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
  return { redirectTo, loggedIn: member !== null };
}

interface TokenResponse {
  result: boolean;
  accessToken: string;
  error: string;
  message: string;
}

const input =
  "w-full rounded-lg border border-slate-300 px-4 py-3 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100";

export default function Login({ loaderData }: Route.ComponentProps) {
  const dialog = useDialog();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const mbId = String(form.get("mbId") ?? "").trim();
    const mbPassword = String(form.get("mbPassword") ?? "");
    if (!mbId || !mbPassword) {
      await dialog.alert("알림", "아이디와 비밀번호를 입력해주세요.");
      return;
    }
    setPending(true);
    try {
      const res = await api.post<TokenResponse>("/v1/auth/token.php", { mbId, mbPassword });
      if (res.result) {
        // A full load so every loader (header login flag included) sees the new session.
        window.location.assign(loaderData.redirectTo);
        return;
      }
      await dialog.alert("알림", res.message);
    } catch (error) {
      await dialog.alert("알림", error instanceof ApiClientError ? error.message : "잠시 후 다시 시도해주세요.");
    } finally {
      setPending(false);
    }
  };

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
      <form method="post" onSubmit={onSubmit} className="mt-8 space-y-4" noValidate>
        <div>
          <label htmlFor="login-id" className="mb-1 block text-sm font-semibold">
            아이디
          </label>
          <input id="login-id" name="mbId" autoComplete="username" className={input} maxLength={100} required />
        </div>
        <div>
          <label htmlFor="login-password" className="mb-1 block text-sm font-semibold">
            비밀번호
          </label>
          <input
            id="login-password"
            name="mbPassword"
            type="password"
            autoComplete="current-password"
            className={input}
            maxLength={200}
            required
          />
        </div>
        <button
          type="submit"
          disabled={pending}
          className="w-full rounded-lg bg-brand-600 py-3 text-base font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {pending ? "로그인 중…" : "로그인"}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        아직 회원이 아니신가요?{" "}
        <Link to="/member/register.php" className="font-semibold text-brand-600 hover:underline">
          회원가입
        </Link>
      </p>
    </div>
  );
}
