import { Form } from "react-router";
import type { Route } from "./+types/unsubscribe";

export function meta() {
  return [{ title: "알림 메일 수신 거부 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

/** The e-mail's unsubscribe link: no login; the signed token names the member. A button confirms (link scanners only GET). */
export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token")?.slice(0, 1024) ?? "" };
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = String((await request.formData()).get("token") ?? "").slice(0, 1024);
  return { done: await context.services.notifications.unsubscribe(token) };
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-lg space-y-4 px-4 py-10">
      <h1 className="text-2xl font-bold">알림 메일 수신 거부</h1>
      {actionData ? (
        <p role={actionData.done ? "status" : "alert"} className={actionData.done ? "text-emerald-700" : "text-red-600"}>
          {actionData.done
            ? "일정 알림 메일을 더 이상 보내지 않습니다. 사이트의 알림함에서는 계속 볼 수 있고, 마이페이지 알림 설정에서 다시 켤 수 있습니다."
            : "수신 거부 링크가 올바르지 않습니다. 메일의 링크를 다시 확인해주세요."}
        </p>
      ) : (
        <Form method="post" className="space-y-3">
          <p>자격나침반의 자격증 일정 알림 메일을 더 이상 받지 않으시겠습니까?</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white">
            수신 거부
          </button>
        </Form>
      )}
    </div>
  );
}
