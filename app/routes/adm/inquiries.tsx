import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { z } from "zod";
import { formatKoreanDateTime } from "../../../shared/dates";
import {
  INQUIRY_CATEGORIES,
  INQUIRY_STATUSES,
  type InquiryCategory,
  type InquiryStatus,
  inquiryAnswerSchema,
} from "../../../shared/inquiry";
import { formatNumber } from "../../../shared/number-format";
import { pageParam } from "../../../shared/paging";
import { AdminForm, AdminPager, button, Field, input, Notice, subtleButton, Table } from "../../components/admin/ui";
import { parseQuery } from "../../components/careers/routeQuery";
import { StatusButton } from "../../components/forms/StatusButton";
import { adminForm, idOf, requireAdmin } from "../../lib/admin.server";
import { parseForm, refusedForm, submittedText } from "../../lib/forms";
import { withRouteErrors } from "../../lib/route-errors";
import type { Route } from "./+types/inquiries";

const PAGE_SIZE = 20;
const statusKeys = Object.keys(INQUIRY_STATUSES) as [InquiryStatus, ...InquiryStatus[]];
const query = z.object({
  page: pageParam,
  q: z.string().trim().max(100).optional().catch(undefined),
  status: z.enum(statusKeys).optional().catch(undefined),
  id: z.string().optional(),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const { page, q, status, id } = parseQuery(query, request);
  const { admin } = context.services.inquiries;
  const [list, open] = await Promise.all([admin.list({ page, pageSize: PAGE_SIZE, q, status }), id ? admin.one(idOf(id)) : null]);
  return { list, page, q: q ?? "", status: status ?? "", open };
}

export const action = withRouteErrors(async ({ request, context }: Route.ActionArgs) => {
  const { actor, form, formData } = await adminForm(request, context);
  const submission = parseForm(formData, inquiryAnswerSchema);
  if (submission.status !== "success") return refusedForm(submission, "답변을 입력해주세요.");
  await context.services.inquiries.admin.answer(actor, idOf(form.id), submission.value.answer);
  return { ok: true, message: "답변을 등록했습니다. 회원에게 알림을 보냈습니다." };
});

/** 1:1 inquiries: search, filter by status, read one and answer it. */
export default function AdminInquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { list, page, q, status, open } = loaderData;
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const [form, fields] = useForm({ lastResult: result, onValidate: ({ formData }) => parseForm(formData, inquiryAnswerSchema) });
  const value = (name: string) => submittedText(result, name);
  return (
    <div>
      <h1 className="text-2xl font-bold">1:1 문의</h1>
      <Notice result={actionData} />
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-2" aria-label="문의 검색">
        <Field label="검색어(제목·내용·아이디)">
          <input name="q" defaultValue={q} className={input} />
        </Field>
        <Field label="상태">
          <select name="status" defaultValue={status} className={input}>
            <option value="">전체</option>
            {statusKeys.map((s) => (
              <option key={s} value={s}>
                {INQUIRY_STATUSES[s]}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className={subtleButton}>
          검색
        </button>
      </Form>
      {open && (
        <section aria-labelledby="inquiry-open" className="mt-6 rounded-lg border border-slate-200 p-4">
          <p className="text-sm text-slate-500">
            #{open.id} · {open.loginId} · {INQUIRY_CATEGORIES[open.category as InquiryCategory] ?? open.category} ·{" "}
            {formatKoreanDateTime(open.createdAt)}
          </p>
          <h2 id="inquiry-open" className="mt-1 text-lg font-bold">
            {open.title}
          </h2>
          <p className="mt-3 whitespace-pre-line text-sm leading-relaxed">{open.body}</p>
          <AdminForm intent="answer" form={getFormProps(form)} className="mt-4 space-y-3" label="답변 작성">
            <input type="hidden" name="id" value={open.id} />
            <Field label={open.answer ? "답변 수정" : "답변"} errors={fields.answer.errors}>
              <textarea
                name="answer"
                required
                rows={6}
                maxLength={4000}
                defaultValue={value("answer") ?? open.answer ?? ""}
                className={input}
              />
            </Field>
            <StatusButton intent="answer" className={button}>
              {open.answer ? "답변 수정" : "답변 등록"}
            </StatusButton>
          </AdminForm>
        </section>
      )}
      <h2 className="mt-8 font-bold">문의 목록 ({formatNumber(list.total)}건)</h2>
      <Table head={["번호", "상태", "유형", "제목", "회원", "접수일시"]}>
        {list.items.map((item) => (
          <tr key={item.id}>
            <td className="px-2 py-2">{item.id}</td>
            <td className="px-2 py-2">{INQUIRY_STATUSES[item.status as InquiryStatus] ?? item.status}</td>
            <td className="px-2 py-2">{INQUIRY_CATEGORIES[item.category as InquiryCategory] ?? item.category}</td>
            <td className="px-2 py-2">
              <Link to={`?${new URLSearchParams({ q, status, page: String(page), id: String(item.id) })}`} className="underline">
                {item.title}
              </Link>
            </td>
            <td className="px-2 py-2">{item.loginId}</td>
            <td className="px-2 py-2">{formatKoreanDateTime(item.createdAt)}</td>
          </tr>
        ))}
      </Table>
      <AdminPager page={page} total={list.total} pageSize={PAGE_SIZE} />
    </div>
  );
}
