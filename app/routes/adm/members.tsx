import { Form, Link } from "react-router";
import { z } from "zod";
import { formatInstantDate } from "../../../shared/dates";
import { formatNumber } from "../../../shared/number-format";
import { keywordParam, pageParam } from "../../../shared/paging";
import { POLICY_TITLES } from "../../../shared/service";
import { AdminForm, AdminPager, button, input, Notice, subtleButton, Table } from "../../components/admin/ui";
import { parseQuery } from "../../components/careers/routeQuery";
import { adminForm, idOf, requireAdmin } from "../../lib/admin.server";
import { parseForm, refusedForm } from "../../lib/forms";
import type { Route } from "./+types/members";

const PAGE_SIZE = 20;
const query = z.object({ keyword: keywordParam, page: pageParam, id: z.string().optional() });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const q = parseQuery(query, request);
  const { admin, customerService } = context.services;
  const list = await admin.members.search({ keyword: q.keyword, page: q.page, pageSize: PAGE_SIZE });
  const selected = q.id ? await admin.members.member(idOf(q.id)) : null;
  const agreements = selected ? await customerService.agreementsOf(selected.id) : [];
  return { list, keyword: q.keyword, page: q.page, selected, agreements };
}

const BAN_DAYS = "정지 일수는 0~3650 사이의 정수여야 합니다.";
/** 권한 (intent role: `isAdmin` "1" grants) or 이용 정지 (`days`, 0 lifts a ban). */
const memberUpdate = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("role"), id: z.string().default(""), isAdmin: z.preprocess((v) => v === "1", z.boolean()) }),
    z.object({
      intent: z.literal("ban"),
      id: z.string().default(""),
      days: z.coerce.number({ error: BAN_DAYS }).int(BAN_DAYS).min(0, BAN_DAYS).max(3650, BAN_DAYS),
    }),
  ],
  { error: "요청 값이 올바르지 않습니다." },
);

export async function action({ request, context }: Route.ActionArgs) {
  const { actor, formData } = await adminForm(request, context);
  const submission = parseForm(formData, memberUpdate);
  if (submission.status !== "success") return refusedForm(submission);
  const update = submission.value;
  const { members } = context.services.admin;
  if (update.intent === "role") return members.setRole(actor, idOf(update.id), update.isAdmin);
  return members.ban(actor, idOf(update.id), update.days);
}

export default function AdminMembers({ loaderData, actionData }: Route.ComponentProps) {
  const { list, keyword, page, selected, agreements } = loaderData;
  const banned = selected?.banned;
  return (
    <div>
      <h1 className="text-2xl font-bold">회원</h1>
      <Notice result={actionData} />
      <Form method="get" role="search" className="mt-4 flex gap-2">
        <input
          name="keyword"
          defaultValue={keyword}
          aria-label="회원 검색어"
          placeholder="아이디, 이름, 닉네임, 이메일"
          className={input}
        />
        <button type="submit" className={button}>
          검색
        </button>
      </Form>
      {selected && (
        <section aria-labelledby="member-detail" className="mt-6 rounded-lg border border-slate-200 p-4">
          <h2 id="member-detail" className="font-bold">
            {selected.loginId} ({selected.name ?? "이름 없음"})
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-1 text-sm sm:grid-cols-4">
            <dt className="text-slate-500">닉네임</dt>
            <dd>{selected.nickname ?? "-"}</dd>
            <dt className="text-slate-500">이메일</dt>
            <dd className="break-all">{selected.email ?? "-"}</dd>
            <dt className="text-slate-500">가입일</dt>
            <dd>{formatInstantDate(selected.createdAt)}</dd>
            <dt className="text-slate-500">상태</dt>
            <dd data-testid="member-status">
              {selected.status === "left"
                ? "탈퇴"
                : banned
                  ? `이용 정지 (${formatInstantDate(selected.bannedUntil as Date)}까지)`
                  : "활동"}
              {selected.isAdmin ? " · 관리자" : ""}
            </dd>
            <dt className="text-slate-500">동의한 약관</dt>
            <dd className="col-span-3">
              {agreements.length === 0
                ? "기록 없음"
                : agreements
                    .map((a) => `${POLICY_TITLES[a.kind as keyof typeof POLICY_TITLES] ?? a.kind} ${a.version}`)
                    .join(", ")}
            </dd>
          </dl>
          {selected.status === "active" && (
            <div className="mt-4 flex flex-wrap gap-3">
              <AdminForm intent="role" label="관리자 권한">
                <input type="hidden" name="id" value={selected.id} />
                <input type="hidden" name="isAdmin" value={selected.isAdmin ? "0" : "1"} />
                <button type="submit" className={subtleButton}>
                  {selected.isAdmin ? "관리자 권한 해제" : "관리자로 지정"}
                </button>
              </AdminForm>
              <AdminForm intent="ban" className="flex items-center gap-2" label="이용 정지">
                <input type="hidden" name="id" value={selected.id} />
                <select name="days" aria-label="정지 기간" className={`${input} w-auto`} defaultValue="7">
                  <option value="1">1일</option>
                  <option value="7">7일</option>
                  <option value="30">30일</option>
                  <option value="0">정지 해제</option>
                </select>
                <button type="submit" className={button}>
                  적용
                </button>
              </AdminForm>
            </div>
          )}
        </section>
      )}
      <h2 className="mt-6 font-bold">회원 목록 ({formatNumber(list.total)}명)</h2>
      <Table head={["아이디", "이름", "닉네임", "가입일", "상태"]}>
        {list.items.map((m) => (
          <tr key={m.id}>
            <td className="px-2 py-2">
              <Link
                to={`/adm/members?${new URLSearchParams({ keyword, page: String(page), id: String(m.id) })}`}
                className="text-brand-700 underline"
              >
                {m.loginId}
              </Link>
            </td>
            <td className="px-2 py-2">{m.name ?? "-"}</td>
            <td className="px-2 py-2">{m.nickname ?? "-"}</td>
            <td className="px-2 py-2">{formatInstantDate(m.createdAt)}</td>
            <td className="px-2 py-2">
              {m.status === "left" ? "탈퇴" : m.banned ? "이용 정지" : "활동"}
              {m.isAdmin ? " · 관리자" : ""}
            </td>
          </tr>
        ))}
      </Table>
      <AdminPager page={page} total={list.total} pageSize={PAGE_SIZE} />
    </div>
  );
}
