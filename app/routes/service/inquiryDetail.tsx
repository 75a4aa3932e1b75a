import { Link } from "react-router";
import { formatKoreanDateTime } from "../../../shared/dates";
import { INQUIRY_CATEGORIES, INQUIRY_STATUSES, type InquiryCategory, type InquiryStatus } from "../../../shared/inquiry";
import { ServicePage } from "../../components/service/ServiceNav";
import { idOf } from "../../lib/admin.server";
import { requireMember } from "../../lib/member.server";
import { withRouteErrors } from "../../lib/route-errors";
import type { Route } from "./+types/inquiryDetail";

export function meta() {
  return [{ title: "1:1 문의 | 자격나침반 고객센터" }, { name: "robots", content: "noindex" }];
}

export const loader = withRouteErrors(async ({ request, context, params }: Route.LoaderArgs) => {
  const member = await requireMember(request, context);
  const inquiry = await context.services.inquiries.one(member.id, idOf(params.id));
  return { inquiry };
});

/** One of the member's inquiries and, once given, the operator's answer. */
export default function InquiryDetail({ loaderData }: Route.ComponentProps) {
  const { inquiry } = loaderData;
  return (
    <ServicePage title="1:1 문의">
      <article className="rounded-lg border border-slate-200 bg-white p-5">
        <p className="text-sm text-slate-500">
          {INQUIRY_CATEGORIES[inquiry.category as InquiryCategory] ?? inquiry.category} ·{" "}
          {formatKoreanDateTime(inquiry.createdAt)} · {INQUIRY_STATUSES[inquiry.status as InquiryStatus] ?? inquiry.status}
        </p>
        <h2 className="mt-1 text-xl font-bold">{inquiry.title}</h2>
        <p className="mt-4 whitespace-pre-line leading-relaxed">{inquiry.body}</p>
      </article>
      <section aria-labelledby="inquiry-answer" className="mt-6 rounded-lg bg-slate-50 p-5">
        <h2 id="inquiry-answer" className="font-bold">
          답변
        </h2>
        {inquiry.answer ? (
          <>
            <p className="mt-3 whitespace-pre-line leading-relaxed" data-testid="inquiry-answer">
              {inquiry.answer}
            </p>
            {inquiry.answeredAt && (
              <p className="mt-2 text-sm text-slate-500">답변일 {formatKoreanDateTime(inquiry.answeredAt)}</p>
            )}
          </>
        ) : (
          <p className="mt-3 text-slate-600">
            아직 답변 전입니다. 운영팀이 확인한 뒤 답변하며, 답변이 등록되면 알림함으로 알려 드립니다.
          </p>
        )}
      </section>
      <p className="mt-6">
        <Link to="/service/inquiry" className="text-brand-700 underline">
          문의 목록으로
        </Link>
      </p>
    </ServicePage>
  );
}
