import type { ReactNode } from "react";
import { Outlet, useRouteLoaderData } from "react-router";
import { notFound } from "../../../shared/app-error";
import { formatNumber } from "../../../shared/number-format";
import { ErrorScreenGuard } from "../../components/layout/ErrorScreen";
import { LogoutForm } from "../../components/layout/LogoutForm";
import { RouteErrorScreen } from "../../components/layout/RouteErrorScreen";
import { MyPageMenu, MyPageSlideMenu } from "../../components/member/MyPageMenu";
import { requireMember } from "../../lib/member.server";
import { routeError } from "../../lib/route-errors";
import type { Route } from "./+types/layout";

/**
 * Every /mypage page: member only; the profile card beside each screen. Each screen reads its own
 * lists: a screen never pays for, or ships, another's data (decision 0078).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, context);
  const card = await context.services.members.profile.card(member.id);
  if (!card) throw routeError(notFound("회원 정보를 찾을 수 없습니다."));
  return { card };
}

/** The frame renders only the card (decision 0080). */
export const handle = { renderMemo: true };

export default function MyPageLayout({ loaderData }: Route.ComponentProps) {
  return (
    <MyPageFrame card={loaderData.card}>
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
  return frame ? <MyPageFrame card={frame.card}>{screen}</MyPageFrame> : screen;
}

type Card = Awaited<ReturnType<typeof loader>>["card"];

function MyPageFrame({ card, children }: { card: Card; children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 lg:flex-row lg:py-10">
      <aside className="shrink-0 lg:w-60">
        <section aria-label="내 프로필" className="rounded-xl bg-brand-700 p-5 text-white" data-testid="profile-card">
          <p className="text-lg font-bold">
            <span data-testid="profile-name">{card.name ?? card.nickname ?? "회원"}</span>님
          </p>
          {/* The shared header shows only a 마이페이지 link without JavaScript; here the member can always sign out. */}
          <LogoutForm className="mt-1 text-sm text-white/80 underline hover:text-white" />
          <dl className="mt-4 grid grid-cols-3 gap-2 text-center text-sm">
            <div>
              <dt className="text-white/70">포인트</dt>
              <dd className="text-lg font-bold" data-testid="profile-points">
                {formatNumber(card.points)}
              </dd>
            </div>
            <div>
              <dt className="text-white/70">보유</dt>
              <dd className="text-lg font-bold" data-testid="profile-held">
                {card.held}
              </dd>
            </div>
            <div>
              <dt className="text-white/70">관심</dt>
              <dd className="text-lg font-bold" data-testid="profile-wished">
                {card.interested}
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
