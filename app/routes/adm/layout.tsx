import type { ReactNode } from "react";
import { NavLink, Outlet, useRouteLoaderData } from "react-router";
import { CONTENT_TYPES } from "../../../shared/admin-content";
import { ErrorScreenGuard } from "../../components/layout/ErrorScreen";
import { RouteErrorScreen } from "../../components/layout/RouteErrorScreen";
import { requireAdmin } from "../../lib/admin.server";
import type { Route } from "./+types/layout";

export function meta() {
  return [{ title: "관리자 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { actor, csrf } = await requireAdmin(request, context);
  return { loginId: actor.loginId, csrf };
}

const links = [
  { to: "/adm", label: "대시보드", end: true },
  { to: "/adm/notices", label: "공지사항" },
  { to: "/adm/faq", label: "FAQ" },
  { to: "/adm/policies", label: "약관 버전" },
  { to: "/adm/popups", label: "상단 팝업" },
  { to: "/adm/menus", label: "메뉴" },
  { to: "/adm/members", label: "회원" },
  ...CONTENT_TYPES.map((t) => ({ to: `/adm/content/${t.type}`, label: t.title })),
  { to: "/adm/tests", label: "어학·공공시험" },
  { to: "/adm/inquiries", label: "1:1 문의" },
  { to: "/adm/fair", label: "박람회 참가 신청" },
  { to: "/adm/booths", label: "전시관 부스" },
  { to: "/adm/settings", label: "사이트 정보" },
  { to: "/adm/reports", label: "권리침해 신고" },
  { to: "/adm/moderation", label: "게시물 신고" },
  { to: "/adm/imports", label: "데이터 가져오기" },
  { to: "/adm/news-feeds", label: "뉴스 피드" },
  { to: "/adm/audit", label: "감사 로그" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminFrame loginId={loaderData.loginId}>
      <Outlet />
    </AdminFrame>
  );
}

/** An admin screen's error inside the console frame; without it when the frame's own loader failed (decision 0075). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const frame = useRouteLoaderData<typeof loader>("routes/adm/layout");
  const screen = (
    <ErrorScreenGuard>
      <RouteErrorScreen error={error} />
    </ErrorScreenGuard>
  );
  return frame ? <AdminFrame loginId={frame.loginId}>{screen}</AdminFrame> : screen;
}

/** The admin console frame: section menu (wraps on mobile) and the screen. */
function AdminFrame({ loginId, children }: { loginId: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 md:flex md:gap-8">
      <nav aria-label="관리자 메뉴" className="mb-6 md:w-44 md:shrink-0">
        <p className="mb-2 text-xs text-slate-500">관리자 {loginId}</p>
        <ul className="flex flex-wrap gap-1 md:flex-col">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  `block rounded px-3 py-1.5 text-sm ${isActive ? "bg-brand-700 font-bold text-white" : "text-slate-700 hover:bg-slate-100"}`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
