import { formatInstantDate } from "../../../shared/dates";
import { formatNumber } from "../../../shared/number-format";
import { requireAdmin } from "../../lib/admin.server";
import { TOP_POPUP_LOCATION } from "../../lib/banner-tracking";
import type { Route } from "./+types/index";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const [dashboard, catalogue, banners] = await Promise.all([
    context.services.admin.dashboard(),
    context.services.licenses.catalogueCounts(),
    context.services.licenses.content.bannerStats(),
  ]);
  return { ...dashboard, catalogue, banners };
}

export default function Dashboard({ loaderData: d }: Route.ComponentProps) {
  const cards = [
    { label: "활동 회원", value: d.members.active },
    { label: "오늘 가입한 회원", value: d.members.today },
    { label: "관리자", value: d.members.admins },
    { label: "이용 정지 중인 회원", value: d.members.banned },
    { label: "처리 대기 권리침해 신고", value: d.openReports },
    { label: "게시 중인 공지사항", value: d.publishedNotices },
    { label: "최근 24시간 관리자 작업", value: d.adminActionsToday },
    { label: "자격증 종목", value: d.catalogue.licenses },
    { label: "시험 회차", value: d.catalogue.rounds },
  ];
  return (
    <div>
      <h1 className="text-2xl font-bold">관리자 대시보드</h1>
      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-500">{card.label}</dt>
            <dd className="mt-1 text-2xl font-bold">{formatNumber(card.value)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-600">
        공공데이터 마지막 가져오기: {d.lastImportAt ? formatInstantDate(d.lastImportAt) : "기록 없음"} (데이터 가져오기 화면에서
        데이터셋별 기록을 볼 수 있습니다)
      </p>
      <section aria-labelledby="banner-stats" className="mt-8">
        <h2 id="banner-stats" className="text-lg font-bold">
          배너 노출·클릭
        </h2>
        {d.banners.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">아직 기록된 배너 노출이나 클릭이 없습니다.</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-left text-sm" data-testid="banner-stats">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    위치
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    연결 주소
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    노출
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right">
                    클릭
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.banners.map((b) => (
                  <tr key={`${b.location} ${b.targetUrl}`} className="border-b border-slate-100">
                    <td className="py-2 pr-3">{b.location === TOP_POPUP_LOCATION ? "상단 팝업" : b.location}</td>
                    <td className="max-w-xs truncate py-2 pr-3">{b.targetUrl}</td>
                    <td className="py-2 pr-3 text-right">{formatNumber(b.views)}</td>
                    <td className="py-2 pr-3 text-right">{formatNumber(b.clicks)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
