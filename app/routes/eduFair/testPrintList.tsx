import { Link, redirect } from "react-router";
import { formatDate } from "../../../shared/dates";
import { resultPathOf } from "../../components/aptitude/ResultSummary";
import { EmptyState } from "../../components/careers/Section";
import { Pagination } from "../../components/ui/Pagination";
import { eduFairLoginUrl } from "../../lib/edu-fair";
import type { Route } from "./+types/testPrintList";

const PAGE_SIZE = 10;

export function meta() {
  return [{ title: "내 검사 결과 - 교육박람회 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await context.services.members.currentMember(request, context);
  const url = new URL(request.url);
  if (!member) throw redirect(eduFairLoginUrl(`${url.pathname}${url.search}`));
  const page = Math.max(1, Math.min(1000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  const list = await context.services.aptitude.listForMember(member.id, page, PAGE_SIZE);
  return { ...list, page };
}

/** A member's completed tests, newest first, each with its result, print view and PDF. */
export default function TestPrintList({ loaderData }: Route.ComponentProps) {
  const { items, total, page } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold">내 검사 결과</h1>
      <p className="mt-2 text-slate-700">
        로그인한 상태로 마친 직업흥미검사, 성격검사, 메타버스 검사, AI 교육 진단 결과가 최신순으로 표시됩니다.
      </p>
      {items.length === 0 ? (
        <div className="mt-6">
          <EmptyState>
            아직 완료한 검사가 없습니다.{" "}
            <Link to="/eduFair/jobTest" className="font-semibold text-blue-800 underline">
              직업흥미검사
            </Link>
            나{" "}
            <Link to="/eduFair/jprsStart" className="font-semibold text-blue-800 underline">
              성격검사
            </Link>
            를 마치면 이곳에 결과가 쌓입니다.
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white" data-testid="test-results">
          {items.map((item) => (
            <li key={item.id} className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="text-sm text-slate-600">
                  {formatDate(item.completedAt)} · {item.instrumentName}
                </p>
                <Link to={`${resultPathOf(item.instrument)}?id=${item.id}`} className="font-bold text-blue-800 hover:underline">
                  {item.summary}
                </Link>
              </div>
              {item.instrument !== "edutech" && (
                <div className="flex gap-2 text-sm">
                  <Link to={`/eduFair/jobTestPrint?id=${item.id}`} className="rounded border border-slate-300 px-3 py-1.5">
                    인쇄
                  </Link>
                  <a href={`/eduFair/testPdf?id=${item.id}`} download className="rounded border border-slate-300 px-3 py-1.5">
                    PDF
                  </a>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6">
        <Pagination
          page={page}
          totalItems={total}
          itemsPerPage={PAGE_SIZE}
          visiblePages={5}
          hrefFor={(p) => `/eduFair/testPrintList?page=${p}`}
        />
      </div>
    </div>
  );
}
