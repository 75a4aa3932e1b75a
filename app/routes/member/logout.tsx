import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/logout";

export function meta() {
  return [{ title: "로그아웃 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

/**
 * GET /bbs/logout.php (the legacy logout page): asks, and the button POSTs here. Logging out on GET
 * would let any link or image on another site sign the member out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { members } = context.services;
  if (!(await members.currentMember(request, context))) throw redirect("/", { headers: members.signedOutHeaders(request) });
  return null;
}

/** POST /bbs/logout.php: ends the session server-side, clears the cookies and goes home. */
export async function action({ request, context }: Route.ActionArgs) {
  const { members } = context.services;
  await members.logout(request);
  throw redirect("/", { headers: members.signedOutHeaders(request) });
}

export default function Logout() {
  return (
    <div className="mx-auto w-full max-w-md px-5 py-12 text-center sm:py-16">
      <h1 className="text-2xl font-bold">로그아웃</h1>
      <p className="mt-3 text-sm text-slate-600">이 기기에서 로그아웃하시겠습니까?</p>
      <Form method="post" reloadDocument className="mt-8 flex justify-center gap-3">
        <Link to="/" className="rounded-lg border border-slate-300 px-6 py-3 font-semibold text-slate-700 hover:bg-slate-50">
          취소
        </Link>
        <button type="submit" className="rounded-lg bg-brand-600 px-6 py-3 font-bold text-white hover:bg-brand-700">
          로그아웃
        </button>
      </Form>
    </div>
  );
}
