import { Form, Link } from "react-router";
import type { Route } from "./+types/verifyEmail";

export function meta() {
  return [{ title: "이메일 주소 인증 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

/** The verification e-mail's link: no login needed, the signed token names member and address. A button confirms (link scanners only GET). */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token")?.slice(0, 2048) ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = String((await request.formData()).get("token") ?? "").slice(0, 2048);
  return { outcome: await context.services.members.emailVerification.verify(token) };
}

const OUTCOMES = {
  verified: "이메일 주소를 인증했습니다.",
  invalid: "인증 링크가 올바르지 않거나 만료되었습니다(24시간). 개인정보 수정에서 이메일을 다시 저장하면 새 링크를 보내드립니다.",
  taken: "이 주소는 다른 회원이 먼저 인증했습니다. 개인정보 수정에서 다른 이메일 주소를 입력해주세요.",
} as const;

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-lg space-y-4 px-4 py-10">
      <h1 className="text-2xl font-bold">이메일 주소 인증</h1>
      {actionData ? (
        <>
          <p
            role={actionData.outcome === "verified" ? "status" : "alert"}
            className={actionData.outcome === "verified" ? "text-emerald-700" : "text-red-600"}
          >
            {OUTCOMES[actionData.outcome]}
          </p>
          <Link to="/" className="font-semibold text-blue-800 underline">
            홈으로
          </Link>
        </>
      ) : (
        <Form method="post" className="space-y-3">
          <p>자격나침반 회원 정보의 이메일 주소가 본인의 것임을 인증합니다.</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
            이메일 인증하기
          </button>
        </Form>
      )}
    </div>
  );
}
