import { Link } from "react-router";
import { EmptyState } from "../components/careers/Section";
import { MaintainedBy } from "../components/service/MaintainedBy";
import { seoMeta } from "../lib/seo";
import { maintainerOf } from "../lib/site-info";
import type { Route } from "./+types/exhibition";

export function meta() {
  return seoMeta({
    title: "전시관 - 교육박람회 | 자격나침반",
    description: "교육박람회에 참가하는 기관과 부스를 부스 번호 순서로 소개합니다.",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const [booths, maintainer] = await Promise.all([
    context.services.aptitude.listBooths(),
    maintainerOf(context.services, "booth."),
  ]);
  return { booths, maintainer };
}

/** Exhibitors and booths of the fair, as entered in the admin console (demo rows only in demo mode). */
export default function Exhibition({ loaderData }: Route.ComponentProps) {
  const { booths, maintainer } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <nav aria-label="위치" className="text-sm text-slate-500">
        <Link to="/eduFair" className="hover:underline">
          교육박람회
        </Link>
      </nav>
      <h1 className="mt-2 text-2xl font-bold">전시관</h1>
      <p className="mt-2 text-slate-700">교육박람회에 참가하는 기관과 부스를 부스 번호 순서로 소개합니다.</p>
      <MaintainedBy maintainer={maintainer} />
      {booths.length === 0 ? (
        <div className="mt-6">
          <EmptyState>
            아직 등록된 참가 기관이 없습니다. 박람회 운영자가 관리자 화면에서 참가 기관과 부스를 등록하면 이곳에 표시됩니다.
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2" data-testid="booths">
          {booths.map((b) => (
            <li key={b.id} className="rounded-xl border border-slate-200 bg-white p-5">
              <p className="text-sm text-slate-600">
                부스 {b.boothNo} · {b.category}
              </p>
              <h2 className="mt-1 text-lg font-bold">{b.name}</h2>
              <p className="mt-2 text-sm leading-relaxed">{b.description}</p>
              {b.url && (
                <a
                  href={b.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="mt-2 inline-block text-sm text-blue-800 underline"
                >
                  기관 홈페이지 (새 창)
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
