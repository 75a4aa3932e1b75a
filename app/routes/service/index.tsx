import { Link } from "react-router";
import { formatInstantDate } from "../../../shared/dates";
import { FAQ_CATEGORIES, POLICY_KINDS, POLICY_TITLES } from "../../../shared/service";
import { ServicePage } from "../../components/service/ServiceNav";
import { seoMeta } from "../../lib/seo";
import { footerInfoOf } from "../../lib/site-info";
import type { Route } from "./+types/index";

export function meta() {
  return seoMeta({
    title: "고객센터 | 자격나침반",
    description: "자격나침반 공지사항, 자주 묻는 질문, 이용약관과 개인정보처리방침.",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { customerService, site } = context.services;
  const [notices, faqs, settings] = await Promise.all([
    customerService.noticeList({ page: 1, pageSize: 5 }),
    customerService.faqList({ page: 1, pageSize: 5 }),
    site.settings.current(),
  ]);
  return { notices: notices.items, faqs: faqs.items, contact: footerInfoOf(settings) };
}

export default function ServiceHome({ loaderData }: Route.ComponentProps) {
  const { notices, faqs, contact } = loaderData;
  return (
    <ServicePage title="고객센터">
      <section aria-labelledby="svc-contact" className="mb-8 rounded-lg border border-slate-200 bg-slate-50 p-5">
        <h2 id="svc-contact" className="text-lg font-bold">
          문의하기
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          로그인한 회원은 1:1 문의를 남기면 운영팀의 답변을 알림함으로 받아 볼 수 있습니다.
          {contact.contactPhone && ` 대표 전화 ${contact.contactPhone}.`}
          {contact.contactEmail && ` 이메일 ${contact.contactEmail}.`}
        </p>
        <Link to="/service/inquiry/write" className="mt-3 inline-block rounded-lg bg-brand-700 px-4 py-2 font-bold text-white">
          1:1 문의하기
        </Link>
      </section>
      <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
        <section aria-labelledby="svc-notice">
          <div className="flex items-center justify-between">
            <h2 id="svc-notice" className="text-lg font-bold">
              공지사항
            </h2>
            <Link to="/service/notice" className="text-sm text-brand-700 underline">
              <span className="sr-only">공지사항 </span>전체 보기
            </Link>
          </div>
          {notices.length === 0 ? (
            <p className="mt-3 text-sm text-slate-600">아직 공지사항이 없습니다. 운영 소식과 약관 변경은 이곳에 게시됩니다.</p>
          ) : (
            <ul className="mt-3 divide-y divide-slate-200 border-y border-slate-200">
              {notices.map((n) => (
                <li key={n.id} className="flex items-center justify-between gap-3 py-3">
                  <Link to={`/service/notice?wr_id=${n.id}`} className="truncate hover:underline">
                    {n.title}
                  </Link>
                  <time className="shrink-0 text-sm text-slate-500">{formatInstantDate(n.publishedAt)}</time>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="svc-faq">
          <div className="flex items-center justify-between">
            <h2 id="svc-faq" className="text-lg font-bold">
              자주 묻는 질문
            </h2>
            <Link to="/service/faq" className="text-sm text-brand-700 underline">
              <span className="sr-only">자주 묻는 질문 </span>전체 보기
            </Link>
          </div>
          <ul className="mt-3 flex flex-wrap gap-2">
            {FAQ_CATEGORIES.map((c) => (
              <li key={c.code}>
                <Link
                  to={`/service/faq?code=${c.code}`}
                  className="block rounded-full border border-slate-300 px-3 py-1 text-sm hover:border-brand-500"
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
          <ul className="mt-3 space-y-2 text-sm">
            {faqs.map((f) => (
              <li key={f.id}>Q. {f.question}</li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="svc-docs" className="mt-10">
        <h2 id="svc-docs" className="text-lg font-bold">
          약관 및 정책
        </h2>
        <ul className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2 md:grid-cols-3">
          {POLICY_KINDS.map((kind) => (
            <li key={kind}>
              <Link to={`/service/${kind}`} className="block rounded-lg border border-slate-200 p-4 hover:border-brand-500">
                {POLICY_TITLES[kind]}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/service/infringe" className="block rounded-lg border border-slate-200 p-4 hover:border-brand-500">
              권리침해 신고
            </Link>
          </li>
        </ul>
      </section>
    </ServicePage>
  );
}
