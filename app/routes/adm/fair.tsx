import { Form, Link } from "react-router";
import { z } from "zod";
import { formatDate, formatKoreanDateTime } from "../../../shared/dates";
import { REGISTRATION_STATUS_KEYS, REGISTRATION_STATUSES, type RegistrationStatus } from "../../../shared/fair";
import { formatNumber } from "../../../shared/number-format";
import { FAIR_RETENTION_DAYS } from "../../../shared/site-settings";
import { AdminForm, AdminPager, button, Field, input, Notice, subtleButton, Table } from "../../components/admin/ui";
import { adminForm, idOf, requireAdmin } from "../../lib/admin.server";
import { registrationFilterOf } from "../../lib/fair-filter";
import { parseForm, refusedForm } from "../../lib/forms";
import { withRouteErrors } from "../../lib/route-errors";
import type { Route } from "./+types/fair";

const PAGE_SIZE = 20;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { page, q, status } = registrationFilterOf(request);
  const { fairAdmin, site } = context.services;
  const [list, settings] = await Promise.all([
    fairAdmin.registrations({ page, pageSize: PAGE_SIZE, q, status }),
    site.settings.current(),
  ]);
  const fairEndsOn = settings.fairEndsOn ?? null;
  return {
    list,
    page,
    q: q ?? "",
    status: status ?? "",
    fairEndsOn,
    deleteOn: fairEndsOn ? fairAdmin.retentionOf(fairEndsOn).deleteOn : null,
  };
}

/** One row's 저장: its status and the admin's memo (blank clears it; cut at 500 characters). */
const registrationUpdate = z.object({
  id: z.string().default(""),
  status: z.enum(REGISTRATION_STATUS_KEYS, { error: "상태를 선택해주세요." }),
  adminMemo: z.preprocess((v) => (typeof v === "string" ? v.trim().slice(0, 500) || null : null), z.string().nullable()),
});

export const action = withRouteErrors(async ({ request, context }: Route.ActionArgs) => {
  const { actor, formData } = await adminForm(request, context);
  const submission = parseForm(formData, registrationUpdate);
  if (submission.status !== "success") return refusedForm(submission);
  const { id, status, adminMemo } = submission.value;
  await context.services.fairAdmin.updateRegistration(actor, idOf(id), { status, adminMemo });
  return { ok: true, message: `#${id} 신청을 '${REGISTRATION_STATUSES[status]}'(으)로 바꿨습니다.` };
});

/** Education-fair registrations: search, status and memo, CSV export; the retention rule on top. */
export default function AdminFair({ loaderData, actionData }: Route.ComponentProps) {
  const { list, page, q, status, fairEndsOn, deleteOn } = loaderData;
  const exportQuery = new URLSearchParams({ ...(q && { q }), ...(status && { status }) }).toString();
  return (
    <div>
      <h1 className="text-2xl font-bold">교육박람회 참가 신청</h1>
      <p className="mt-2 rounded bg-slate-50 p-3 text-sm text-slate-700" data-testid="fair-retention">
        신청서의 동의 문구대로 박람회 종료 후 {FAIR_RETENTION_DAYS}일이 지나면 그 박람회의 신청(종료일까지 접수된 신청)을 자동으로
        삭제합니다.{" "}
        {fairEndsOn && deleteOn ? (
          <>
            박람회 종료일 {formatDate(fairEndsOn)} → {formatDate(deleteOn)}에 삭제합니다.
          </>
        ) : (
          <>
            박람회 종료일이 설정되지 않아 아직 삭제하지 않습니다.{" "}
            <Link to="/adm/settings" className="underline">
              사이트 정보
            </Link>
            에서 종료일을 입력해주세요.
          </>
        )}
      </p>
      <Notice result={actionData} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-2">
        <Form method="get" className="flex flex-wrap items-end gap-2" aria-label="참가 신청 검색">
          <Field label="검색어(이름·기관·연락처·이메일)">
            <input name="q" defaultValue={q} className={input} />
          </Field>
          <Field label="상태">
            <select name="status" defaultValue={status} className={input}>
              <option value="">전체</option>
              {REGISTRATION_STATUS_KEYS.map((s) => (
                <option key={s} value={s}>
                  {REGISTRATION_STATUSES[s]}
                </option>
              ))}
            </select>
          </Field>
          <button type="submit" className={subtleButton}>
            검색
          </button>
        </Form>
        <a href={`/adm/fair/export${exportQuery ? `?${exportQuery}` : ""}`} className={button} download>
          CSV 내려받기
        </a>
      </div>
      <h2 className="mt-6 font-bold">신청 목록 ({formatNumber(list.total)}건)</h2>
      {list.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">조건에 맞는 신청이 없습니다.</p>
      ) : (
        <Table head={["번호", "신청일시", "신청자", "학교/기관", "연락처", "인원", "상태·메모"]}>
          {list.items.map((r) => (
            <tr key={r.id}>
              <td className="px-2 py-2">{r.id}</td>
              <td className="px-2 py-2">{formatKoreanDateTime(r.createdAt)}</td>
              <td className="px-2 py-2">{r.name}</td>
              <td className="px-2 py-2">{r.organization}</td>
              <td className="px-2 py-2">
                {r.phone}
                {r.email && <span className="block text-xs text-slate-500">{r.email}</span>}
              </td>
              <td className="px-2 py-2">{r.attendees}</td>
              <td className="px-2 py-2">
                <AdminForm intent="status" className="flex flex-wrap items-center gap-1" label={`#${r.id} 상태 변경`}>
                  <input type="hidden" name="id" value={r.id} />
                  <select
                    name="status"
                    defaultValue={r.status}
                    aria-label={`#${r.id} 상태`}
                    className="rounded border border-slate-300 px-1 py-1 text-sm"
                  >
                    {REGISTRATION_STATUS_KEYS.map((s) => (
                      <option key={s} value={s}>
                        {REGISTRATION_STATUSES[s as RegistrationStatus]}
                      </option>
                    ))}
                  </select>
                  <input
                    name="adminMemo"
                    defaultValue={r.adminMemo ?? ""}
                    maxLength={500}
                    aria-label={`#${r.id} 메모`}
                    placeholder="메모"
                    className="w-28 rounded border border-slate-300 px-1 py-1 text-sm"
                  />
                  <button type="submit" className={subtleButton}>
                    저장
                  </button>
                </AdminForm>
              </td>
            </tr>
          ))}
        </Table>
      )}
      <AdminPager page={page} total={list.total} pageSize={PAGE_SIZE} />
    </div>
  );
}
