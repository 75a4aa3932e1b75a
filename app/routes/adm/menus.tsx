import { z } from "zod";
import { AdminForm, button, input, Notice, Table } from "../../components/admin/ui";
import { StatusButton } from "../../components/forms/StatusButton";
import { adminForm, requireAdmin } from "../../lib/admin.server";
import { parseForm, refusedForm } from "../../lib/forms";
import type { Route } from "./+types/menus";

const ORDER_MESSAGE = "순서는 0 이상의 정수로 입력해주세요.";
const menuInput = z.object({
  code: z.string({ error: "메뉴를 찾을 수 없습니다." }).regex(/^\d{3,12}$/, "메뉴를 찾을 수 없습니다."),
  sortOrder: z.coerce.number({ error: ORDER_MESSAGE }).int(ORDER_MESSAGE).min(0, ORDER_MESSAGE).max(10_000, ORDER_MESSAGE),
  useSide: z.preprocess((v) => v === "on", z.boolean()),
  useActive: z.preprocess((v) => v === "on", z.boolean()),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { menus: await context.services.admin.menus() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor, formData } = await adminForm(request, context);
  const submission = parseForm(formData, menuInput);
  if (submission.status !== "success") return refusedForm(submission);
  const { code, ...flags } = submission.value;
  const saved = await context.services.admin.saveMenu(actor, code, flags);
  return saved ? { ok: true, message: `메뉴 ${code}을(를) 저장했습니다.` } : { ok: false, message: "메뉴를 찾을 수 없습니다." };
}

export default function AdminMenus({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div>
      <h1 className="text-2xl font-bold">메뉴</h1>
      <p className="mt-1 text-sm text-slate-600">
        헤더 표시(useActive)는 대메뉴를 헤더에서 숨기고, 사이드 표시(useSide)는 사이드·모바일 메뉴 항목을 숨깁니다. 저장한 값은
        서버를 다시 시작해도 유지됩니다.
      </p>
      <Notice result={actionData} />
      <Table head={["코드", "이름", "주소", "순서 · 헤더 표시 · 사이드 표시"]}>
        {loaderData.menus.map((m) => (
          <tr key={m.code}>
            <td className="px-2 py-2 font-mono">{m.code}</td>
            <td className={`px-2 py-2 ${m.parentCode ? "pl-6" : "font-bold"}`}>{m.name}</td>
            <td className="px-2 py-2">{m.url}</td>
            <td className="px-2 py-2">
              <AdminForm intent="save" className="flex items-center gap-2" label={`${m.name} 메뉴 설정`}>
                <input type="hidden" name="code" value={m.code} />
                <input
                  name="sortOrder"
                  type="number"
                  min={0}
                  defaultValue={m.sortOrder}
                  aria-label={`${m.name} 순서`}
                  className={`${input} w-16`}
                />
                <label className="flex items-center gap-1 text-xs">
                  <input type="checkbox" name="useActive" defaultChecked={m.useActive} /> 헤더
                </label>
                <label className="flex items-center gap-1 text-xs">
                  <input type="checkbox" name="useSide" defaultChecked={m.useSide} /> 사이드
                </label>
                <StatusButton intent="save" match={{ code: m.code }} className={button}>
                  저장
                </StatusButton>
              </AdminForm>
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
