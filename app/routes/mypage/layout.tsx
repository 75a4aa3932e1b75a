import type { ReactNode } from "react";
import { Outlet, useRouteLoaderData } from "react-router";
import { notFound } from "../../../shared/app-error";
import { ErrorScreenGuard } from "../../components/layout/ErrorScreen";
import { LogoutForm } from "../../components/layout/LogoutForm";
import { RouteErrorScreen } from "../../components/layout/RouteErrorScreen";
import { MyPageMenu, MyPageSlideMenu } from "../../components/member/MyPageMenu";
import { requireMember } from "../../lib/member.server";
import { routeError } from "../../lib/route-errors";
import type { Route } from "./+types/layout";

/** Every /mypage page: member only; the member's license info and starred tests feed the card and the pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, context);
  const today = context.services.clock.today();
  const [info, tests] = await Promise.all([
    context.services.members.profile.licenseInfo(member.id, today),
    context.services.languageTests.favorites.list(member.id),
  ]);
  if (!info) throw routeError(notFound("회원 정보를 찾을 수 없습니다."));
  return { today, info, tests };
}

export function useMyPageData() {
  const data = useRouteLoaderData<typeof loader>("routes/mypage/layout");
  if (!data) throw new Error("my page data missing");
  return data;
}

export default function MyPageLayout({ loaderData }: Route.ComponentProps) {
  return (
    <MyPageFrame info={loaderData.info}>
      <Outlet />
    </MyPageFrame>
  );
}

/** A my-page screen's error beside the profile card and menu; without them when the frame's own loader failed (decision 0075). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const frame = useRouteLoaderData<typeof loader>("routes/mypage/layout");
  const screen = (
    <ErrorScreenGuard>
      <RouteErrorScreen error={error} />
    </ErrorScreenGuard>
  );
  return frame ? <MyPageFrame info={frame.info}>{screen}</MyPageFrame> : screen;
}

type FrameInfo = Awaited<ReturnType<typeof loader>>["info"];

function MyPageFrame({ info, children }: { info: FrameInfo; children: ReactNode }) {
  const { member, held, interested } = info;
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 lg:flex-row lg:py-10">
      <aside className="shrink-0 lg:w-60">
        <section aria-label="내 프로필" className="rounded-xl bg-brand-700 p-5 text-white" data-testid="profile-card">
          <p className="text-lg font-bold">
            <span data-testid="profile-name">{member.name ?? member.nickname ?? "회원"}</span>님
          </p>
          {/* The shared header shows only a 마이페이지 link without JavaScript; here the member can always sign out. */}
          <LogoutForm className="mt-1 text-sm text-white/80 underline hover:text-white" />
          <dl className="mt-4 grid grid-cols-3 gap-2 text-center text-sm">
            <div>
              <dt className="text-white/70">포인트</dt>
              <dd className="text-lg font-bold" data-testid="profile-points">
                {member.points.toLocaleString("ko-KR")}
              </dd>
            </div>
            <div>
              <dt className="text-white/70">보유</dt>
              <dd className="text-lg font-bold" data-testid="profile-held">
                {held.length}
              </dd>
            </div>
            <div>
              <dt className="text-white/70">관심</dt>
              <dd className="text-lg font-bold" data-testid="profile-wished">
                {interested.length}
              </dd>
            </div>
          </dl>
        </section>
        <div className="mt-4 hidden rounded-xl border border-slate-200 bg-white lg:block">
          <MyPageMenu />
        </div>
        <div className="mt-4">
          <MyPageSlideMenu />
        </div>
      </aside>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
