import { Link } from "react-router";
import { z } from "zod";
import { formatInstantDate } from "../../../shared/dates";
import { INQUIRY_CATEGORIES, INQUIRY_STATUSES, type InquiryCategory, type InquiryStatus } from "../../../shared/inquiry";
import { pageHref } from "../../../shared/page-window";
import { pageParam } from "../../../shared/paging";
import { parseQuery } from "../../components/careers/routeQuery";
import { ServicePage } from "../../components/service/ServiceNav";
import { Pagination } from "../../components/ui/Pagination";
import { requireMember } from "../../lib/member.server";
import type { Route } from "./+types/inquiry";

const PAGE_SIZE = 10;

export function meta() {
  return [{ title: "1:1 문의 | 자격나침반 고객센터" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, context);
  const { page } = parseQuery(z.object({ page: pageParam }), request);
  const list = await context.services.inquiries.listOf(member.id, { page, pageSize: PAGE_SIZE });
  return { list, page };
}

/** The member's inquiries, newest first, with their answer status. */
export default function InquiryList({ loaderData }: Route.ComponentProps) {
  const { list, page } = loaderData;
  return (
    <ServicePage title="1:1 문의">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600">
          궁금한 점을 남기시면 운영팀이 답변합니다. 답변이 등록되면 알림함과 이메일(알림 메일을 켠 경우)로 알려 드립니다.
        </p>
        <Link to="/service/inquiry/write" className="rounded-lg bg-brand-700 px-4 py-2 font-bold text-white">
          문의하기
        </Link>
      </div>
      {list.items.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          아직 남긴 문의가 없습니다.
        </p>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 border-y border-slate-200" data-testid="inquiry-list">
          {list.items.map((q) => (
            <li key={q.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="text-xs text-slate-500">{INQUIRY_CATEGORIES[q.category as InquiryCategory] ?? q.category}</p>
                <Link to={`/service/inquiry/${q.id}`} className="font-semibold hover:underline">
                  {q.title}
                </Link>
              </div>
              <p className="flex shrink-0 items-center gap-2 text-sm">
                <span
                  className={`rounded px-2 py-0.5 text-xs font-bold ${q.status === "answered" ? "bg-emerald-100 text-emerald-800" : "bg-slate-100 text-slate-700"}`}
                >
                  {INQUIRY_STATUSES[q.status as InquiryStatus] ?? q.status}
                </span>
                <time className="text-slate-500">{formatInstantDate(q.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        totalItems={list.total}
        itemsPerPage={PAGE_SIZE}
        visiblePages={5}
        hrefFor={(p) => pageHref("/service/inquiry", new URLSearchParams(), p)}
        label="문의 목록 페이지 이동"
      />
    </ServicePage>
  );
}
