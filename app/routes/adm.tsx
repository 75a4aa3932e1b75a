import { data } from "react-router";
import { requireMember } from "../lib/member.server";
import type { Route } from "./+types/adm";

export function meta() {
  return [{ title: "관리자 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

/** /adm: visitors go to the login page, members who are not admins get 403. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, context);
  if (!member.isAdmin) throw data("관리자만 이용할 수 있습니다.", { status: 403 });
  const { members, db } = context.services;
  const overview = await members.adminOverview();
  const counts = await db.execute<{ licenses: number; rounds: number }>(
    "select (select count(*)::int from licenses) as licenses, (select count(*)::int from exam_rounds) as rounds",
  );
  return {
    overview,
    licenses: Number(counts.rows[0]?.licenses ?? 0),
    rounds: Number(counts.rows[0]?.rounds ?? 0),
  };
}

export default function Admin({ loaderData }: Route.ComponentProps) {
  const { overview } = loaderData;
  const cards = [
    { label: "활동 회원", value: overview.activeMembers },
    { label: "탈퇴 회원", value: overview.leftMembers },
    { label: "관리자", value: overview.admins },
    { label: "로그인 세션", value: overview.activeSessions },
    { label: "개인 일정", value: overview.personalSchedules },
    { label: "자격증", value: loaderData.licenses },
    { label: "시험 회차", value: loaderData.rounds },
  ];
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10">
      <h1 className="text-2xl font-bold">관리자 현황</h1>
      <dl className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {cards.map((card) => (
          <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-5">
            <dt className="text-sm text-slate-500">{card.label}</dt>
            <dd className="mt-1 text-2xl font-bold">{card.value.toLocaleString("ko-KR")}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
