import { Link } from "react-router";
import { formatDate } from "../../../shared/dates";
import { eduFairLoginUrl } from "../../lib/edu-fair";
import { Section } from "../careers/Section";
import { RelatedLists, ResultNote } from "./RelatedLists";
import { ScoreChart } from "./ScoreChart";
import type { ProfileResultPage } from "./types";

const buttonClass = "inline-block rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold hover:bg-slate-50";

export function ResultHeading({ page, title }: { page: ProfileResultPage; title: string }) {
  return (
    <header>
      <p className="text-sm text-slate-600">
        {page.instrumentName} · {formatDate(page.completedAt)} 완료{page.user ? ` · ${page.user.name}님` : ""}
      </p>
      <h1 className="mt-1 text-2xl font-bold">{title}</h1>
      <p className="mt-4 rounded-xl bg-brand-50 p-5">
        <span className="block text-sm text-slate-600">
          {page.view.kind === "riasec" ? "나의 흥미 유형" : "두드러진 성격 요인"}
        </span>
        <strong className="text-2xl text-brand-900" data-testid="result-role-name">
          {page.view.roleName}
        </strong>
        {/* The Big Five letters (N, O …) read as English words ("NO"); the Korean factor names say it. */}
        {page.view.kind === "riasec" && (
          <span className="ml-2 font-mono text-lg text-brand-700" data-testid="result-type-cd">
            {page.view.typeCd}
          </span>
        )}
      </p>
    </header>
  );
}

/** Result page body: type, chart + table, comments, related jobs/licenses, note and actions. */
export function ResultSummary({ page, title, detailHref }: { page: ProfileResultPage; title: string; detailHref: string }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <ResultHeading page={page} title={title} />
      <Section title="점수">
        <ScoreChart page={page} />
      </Section>
      <Section title="결과 해석">
        <ul className="list-disc space-y-2 pl-5 leading-relaxed" data-testid="result-comments">
          {page.view.comments.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <p className="mt-3">
          <Link to={detailHref} className="font-semibold text-blue-800 hover:underline">
            유형별 상세 해석 보기
          </Link>
        </p>
      </Section>
      {page.related && <RelatedLists related={page.related} />}
      <ResultNote note={page.view.note} />
      <ResultActions page={page} />
    </div>
  );
}

export function ResultActions({ page }: { page: ProfileResultPage }) {
  const resultPath = `${resultPathOf(page.instrument)}?id=${page.id}`;
  return (
    <div className="mt-8 space-y-4">
      <div className="flex flex-wrap gap-2">
        <Link to={`/eduFair/jobTestPrint?id=${page.id}`} className={buttonClass}>
          인쇄용 보기
        </Link>
        {page.ownedByViewer && (
          <a href={`/eduFair/testPdf?id=${page.id}`} className={buttonClass} download>
            PDF 내려받기
          </a>
        )}
        {page.ownedByViewer && page.user && (
          <Link to="/eduFair/testPrintList" className={buttonClass}>
            내 검사 결과 목록
          </Link>
        )}
      </div>
      {!page.user && (
        <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm">
          로그인하지 않고 검사했기 때문에 이 결과는 마이페이지에 저장되지 않습니다. 이 페이지 주소(결과 링크)를 보관하면 언제든
          다시 볼 수 있습니다. 다음 검사를 마이페이지에 남기려면{" "}
          <Link to={eduFairLoginUrl(resultPath)} className="font-semibold underline">
            로그인
          </Link>{" "}
          후 검사하세요.
        </p>
      )}
    </div>
  );
}

export function resultPathOf(instrument: string): string {
  if (instrument === "bigfive") return "/eduFair/jprsResult";
  if (instrument === "metaverse") return "/metaverse/result";
  if (instrument === "edutech") return "/eduTech/aiResult";
  return "/eduFair/jobTestResult";
}
