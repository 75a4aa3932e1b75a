import { Link } from "react-router";
import { formatDate } from "../../../shared/dates";
import { ResultNote } from "../../components/aptitude/RelatedLists";
import { resultPathOf } from "../../components/aptitude/ResultSummary";
import { ScoreChart } from "../../components/aptitude/ScoreChart";
import { profileResultLoader } from "../../lib/aptitude.server";
import type { Route } from "./+types/jobTestPrint";

export function meta() {
  return [{ title: "검사 결과 인쇄 - 교육박람회 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

export const loader = ({ request, context }: Route.LoaderArgs) =>
  profileResultLoader(request, context, ["riasec", "bigfive", "metaverse"]);

/** A4 print view of a result: only `#print-area` is printed (app.css, @media print). */
export default function JobTestPrint({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <div className="mb-6 flex flex-wrap gap-2" data-print="hide">
        <button type="button" onClick={() => window.print()} className="rounded-lg bg-brand-700 px-5 py-2.5 font-bold text-white">
          인쇄하기
        </button>
        {page.ownedByViewer && (
          <a
            href={`/eduFair/testPdf?id=${page.id}`}
            download
            className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold"
          >
            PDF 내려받기
          </a>
        )}
        <Link
          to={`${resultPathOf(page.instrument)}?id=${page.id}`}
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold"
        >
          결과 화면으로
        </Link>
      </div>
      <article id="print-area" className="print-a4 bg-white">
        <header className="border-b-2 border-slate-800 pb-3">
          <p className="text-sm text-slate-600">자격나침반 교육박람회 · {page.instrumentName}</p>
          <h1 className="text-2xl font-bold">
            {page.instrumentName} 결과{page.user ? ` · ${page.user.name}님` : ""}
          </h1>
          <p className="text-sm">검사일 {formatDate(page.completedAt)}</p>
        </header>
        <p className="mt-4 text-lg">
          {page.view.kind === "riasec" ? "흥미 유형" : "두드러진 성격 요인"}: <strong>{page.view.roleName}</strong>{" "}
          <span className="font-mono">({page.view.typeCd})</span>
        </p>
        <div className="mt-4">
          <ScoreChart page={page} />
        </div>
        <h2 className="mt-6 text-lg font-bold">결과 해석</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {page.view.comments.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        {page.related && page.related.jobs.length > 0 && (
          <>
            <h2 className="mt-6 text-lg font-bold">관련 직업 (출처: 커리어넷)</h2>
            <p className="mt-1">{page.related.jobs.map((j) => j.name).join(", ")}</p>
            <h2 className="mt-4 text-lg font-bold">관련 자격증</h2>
            <p className="mt-1">{page.related.licenses.map((l) => l.name).join(", ") || "연결된 자격증 없음"}</p>
          </>
        )}
        <ResultNote note={page.view.note} />
      </article>
    </div>
  );
}
