import { formatInstantDate } from "../../../shared/dates";
import { INFRINGE_REASONS } from "../../../shared/service";
import { AdminForm, Notice, subtleButton, Table } from "../../components/admin/ui";
import { adminForm, idOf, requireAdmin } from "../../lib/admin.server";
import type { Route } from "./+types/reports";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return context.services.customerService.admin.infringementReports({ page: 1, pageSize: 100 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor, form } = await adminForm(request, context);
  await context.services.customerService.admin.resolveInfringement(actor, idOf(form.id));
  return { ok: true, message: "처리 완료로 표시했습니다." };
}

export default function AdminReports({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-2xl font-bold">권리침해 신고</h1>
      <Notice result={actionData} />
      {loaderData.items.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          접수된 신고가 없습니다. 고객센터의 권리침해 신고 양식으로 접수된 신고가 여기에 표시됩니다.
        </p>
      ) : (
        <Table head={["접수일", "신고인", "대상 주소", "사유", "내용", "상태"]}>
          {loaderData.items.map((r) => (
            <tr key={r.id}>
              <td className="px-2 py-2">{formatInstantDate(r.createdAt)}</td>
              <td className="px-2 py-2">
                {r.reporterName}
                <br />
                <span className="text-xs text-slate-500">{r.email}</span>
              </td>
              <td className="break-all px-2 py-2">{r.targetUrl}</td>
              <td className="px-2 py-2">{INFRINGE_REASONS[r.reason as keyof typeof INFRINGE_REASONS] ?? r.reason}</td>
              <td className="whitespace-pre-line px-2 py-2">{r.body}</td>
              <td className="px-2 py-2">
                {r.status === "resolved" ? (
                  "처리 완료"
                ) : (
                  <AdminForm intent="resolve">
                    <input type="hidden" name="id" value={r.id} />
                    <button type="submit" className={subtleButton}>
                      처리 완료
                    </button>
                  </AdminForm>
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </div>
  );
}
