import { z } from "zod";
import { formatInstantDate } from "../../../shared/dates";
import { formatNumber } from "../../../shared/number-format";
import { pageParam } from "../../../shared/paging";
import { AdminPager, Table } from "../../components/admin/ui";
import { parseQuery } from "../../components/careers/routeQuery";
import { requireAdmin } from "../../lib/admin.server";
import type { Route } from "./+types/audit";

const PAGE_SIZE = 30;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { page } = parseQuery(z.object({ page: pageParam }), request);
  return { page, ...(await context.services.admin.audit({ page, pageSize: PAGE_SIZE })) };
}

const json = (value: unknown) => (value === null || value === undefined ? "-" : JSON.stringify(value, null, 1));

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { items, total, page } = loaderData;
  return (
    <div>
      <h1 className="text-2xl font-bold">감사 로그</h1>
      <p className="mt-1 text-sm text-slate-600">
        관리자가 한 모든 변경(누가, 무엇을, 변경 전후)입니다. 전체 {formatNumber(total)}건.
      </p>
      <Table head={["시각", "관리자", "작업", "대상", "변경 전", "변경 후"]}>
        {items.map((a) => (
          <tr key={a.id} data-testid="audit-row">
            <td className="px-2 py-2 whitespace-nowrap">{formatInstantDate(a.createdAt)}</td>
            <td className="px-2 py-2">{a.actorLoginId}</td>
            <td className="px-2 py-2 font-mono text-xs">{a.action}</td>
            <td className="px-2 py-2 font-mono text-xs">{a.target}</td>
            <td className="px-2 py-2">
              <details>
                <summary className="cursor-pointer text-xs">보기</summary>
                <pre className="max-w-xs overflow-x-auto text-xs">{json(a.before)}</pre>
              </details>
            </td>
            <td className="px-2 py-2">
              <details>
                <summary className="cursor-pointer text-xs">보기</summary>
                <pre className="max-w-xs overflow-x-auto text-xs">{json(a.after)}</pre>
              </details>
            </td>
          </tr>
        ))}
      </Table>
      <AdminPager page={page} total={total} pageSize={PAGE_SIZE} />
    </div>
  );
}
