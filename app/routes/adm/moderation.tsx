import { badRequest } from "../../../shared/app-error";
import { formatInstantDate } from "../../../shared/dates";
import { AdminForm, Notice, subtleButton, Table } from "../../components/admin/ui";
import { adminForm, idOf, requireAdmin } from "../../lib/admin.server";
import { routeError } from "../../lib/route-errors";
import type { Route } from "./+types/moderation";

const ACTIONS = { hide: "숨김", restore: "복원", remove: "삭제" } as const;
const TARGETS = { post: "게시글", comment: "댓글" } as const;
const STATUS: Record<string, string> = { visible: "공개", hidden: "숨김 (검토 대기)", deleted: "삭제됨" };

/** Reported posts and comments of every board (three reports hide one until an admin reviews it). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { moderation } = context.services.boards;
  const [posts, comments] = await Promise.all([
    moderation.reported("post", { page: 1, pageSize: 100 }),
    moderation.reported("comment", { page: 1, pageSize: 100 }),
  ]);
  return { items: [...posts.items, ...comments.items] };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor, form } = await adminForm(request, context);
  const action = form.intent as keyof typeof ACTIONS;
  const target = form.targetType as keyof typeof TARGETS;
  if (!(action in ACTIONS) || !(target in TARGETS)) throw routeError(badRequest());
  await context.services.admin.moderate(actor, target, idOf(form.id), action);
  return { ok: true, message: `${TARGETS[target]}을(를) ${ACTIONS[action]} 처리했습니다.` };
}

export default function AdminModeration({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-2xl font-bold">게시물 신고 관리</h1>
      <Notice result={actionData} />
      {loaderData.items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          신고된 게시글이나 댓글이 없습니다. 회원이 커뮤니티·자격증톡·Q&A에서 신고한 글이 여기에 표시됩니다.
        </p>
      ) : (
        <Table head={["구분", "제목·내용", "작성자", "작성일", "신고", "상태", "처리"]}>
          {loaderData.items.map((item) => (
            <tr key={`${item.targetType}-${item.id}`}>
              <td className="px-2 py-2">{TARGETS[item.targetType]}</td>
              <td className="px-2 py-2">
                <strong>{item.title}</strong>
                <br />
                <span className="text-xs text-slate-500">{item.excerpt}</span>
              </td>
              <td className="px-2 py-2">{item.authorName}</td>
              <td className="px-2 py-2">{formatInstantDate(item.createdAt)}</td>
              <td className="px-2 py-2">
                {item.reportCount}건
                {item.reasons.length > 0 ? <span className="block text-xs text-slate-500">{item.reasons.join(", ")}</span> : null}
              </td>
              <td className="px-2 py-2">{STATUS[item.status] ?? item.status}</td>
              <td className="px-2 py-2">
                <div className="flex flex-wrap gap-1">
                  {(Object.keys(ACTIONS) as Array<keyof typeof ACTIONS>)
                    .filter((a) => !(a === "hide" && item.status === "hidden") && item.status !== "deleted")
                    .map((a) => (
                      <AdminForm key={a} intent={a} label={`${item.title} ${ACTIONS[a]}`}>
                        <input type="hidden" name="targetType" value={item.targetType} />
                        <input type="hidden" name="id" value={item.id} />
                        <button type="submit" className={subtleButton}>
                          {ACTIONS[a]}
                        </button>
                      </AdminForm>
                    ))}
                </div>
              </td>
            </tr>
          ))}
        </Table>
      )}
    </div>
  );
}
