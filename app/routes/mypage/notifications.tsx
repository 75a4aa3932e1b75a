import { Form, Link, useNavigation } from "react-router";
import { z } from "zod";
import { pageHref } from "../../../shared/page-window";
import { formatKoreanDateTime } from "../../components/notifications/format";
import { Pagination } from "../../components/ui/Pagination";
import { parseForm } from "../../lib/forms";
import { requireMember } from "../../lib/member.server";
import type { Route } from "./+types/notifications";

const PAGE_SIZE = 20;

export function meta() {
  return [{ title: "알림 | 마이페이지 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, context);
  const url = new URL(request.url);
  const page = Math.min(10_000, Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const { notifications } = context.services;
  const [{ list, totalItems }, unread] = await Promise.all([
    notifications.notifications(member.id, page, PAGE_SIZE),
    notifications.unreadCount(member.id),
  ]);
  return { list, totalItems, unread, page, search: url.search };
}

const NOTHING_SELECTED = "읽음 처리할 알림을 선택해주세요.";

/** 모두 읽음 (`all=1`) or one notification's 읽음 button (`id`). */
const markReadForm = z.union(
  [
    z.object({ all: z.literal("1") }).transform(() => "all" as const),
    z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).transform(({ id }) => [id]),
  ],
  { error: NOTHING_SELECTED },
);

export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireMember(request, context);
  const submission = parseForm(await request.formData(), markReadForm);
  if (submission.status !== "success") return { error: NOTHING_SELECTED };
  await context.services.notifications.markRead(member.id, submission.value);
  return { error: null };
}

export default function Notifications({ loaderData, actionData }: Route.ComponentProps) {
  const { list, totalItems, unread, page, search } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="notifications-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="notifications-title" className="text-2xl font-bold">
          알림 <span className="text-base font-normal text-slate-500">읽지 않은 알림 {unread}개</span>
        </h1>
        <div className="flex items-center gap-2 text-sm">
          <Link to="/mypage/reminders" className="rounded-lg border border-slate-300 px-3 py-2 hover:bg-slate-50">
            알림 설정
          </Link>
          {unread > 0 && (
            <Form method="post">
              <input type="hidden" name="all" value="1" />
              <button type="submit" disabled={busy} className="rounded-lg bg-brand-700 px-3 py-2 font-semibold text-white">
                모두 읽음
              </button>
            </Form>
          )}
        </div>
      </div>
      {actionData?.error && (
        <p role="alert" className="text-sm text-red-600">
          {actionData.error}
        </p>
      )}
      {list.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          아직 받은 알림이 없습니다. 즐겨찾기하거나 관심 자격증으로 등록한 자격증의 원서접수·시험·합격자 발표일이 다가오면 설정한
          시점(기본 D-7, D-3, D-1, 당일)에 이곳에 알림이 옵니다.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white" data-testid="notification-list">
          {list.map((n) => (
            <li key={n.id} className={`flex flex-col gap-2 p-4 sm:flex-row sm:items-start ${n.read ? "" : "bg-brand-50/40"}`}>
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {!n.read && <span className="mr-1 rounded bg-red-600 px-1.5 py-0.5 text-xs text-white">새 알림</span>}
                  <Link to={n.link} className="hover:underline">
                    {n.title}
                  </Link>
                </p>
                <p className="mt-1 text-sm text-slate-600">{n.body}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {n.deliveredAt ? formatKoreanDateTime(n.deliveredAt) : ""}
                  {n.late && " · 서버 점검 등으로 예정보다 늦게 보낸 알림입니다"}
                </p>
              </div>
              {!n.read && (
                <Form method="post">
                  <input type="hidden" name="id" value={n.id} />
                  <button
                    type="submit"
                    disabled={busy}
                    className="rounded border border-slate-300 px-2 py-1 text-sm hover:bg-slate-50"
                    aria-label={`${n.title} 읽음 표시`}
                  >
                    읽음
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalItems={totalItems}
        itemsPerPage={PAGE_SIZE}
        visiblePages={5}
        hrefFor={(p) => pageHref("/mypage/notifications", new URLSearchParams(search), p)}
        label="알림 페이지 이동"
      />
    </section>
  );
}
