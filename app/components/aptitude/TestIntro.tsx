import { Link } from "react-router";
import { eduFairLoginUrl } from "../../lib/edu-fair";

export interface TestIntroProps {
  title: string;
  lead: string;
  facts: Array<[string, string]>;
  about: string[];
  startHref: string;
  /** Answers already saved in an unfinished attempt of this viewer. */
  progress: { answered: number; total: number } | null;
  member: boolean;
  children?: React.ReactNode;
}

/** Start page of a test: purpose, length, how answers are saved, and the start/resume button. */
export function TestIntro({ title, lead, facts, about, startHref, progress, member, children }: TestIntroProps) {
  const resuming = progress !== null && progress.answered > 0;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <nav aria-label="위치" className="text-sm text-slate-500">
        <Link to="/eduFair" className="hover:underline">
          교육박람회
        </Link>
      </nav>
      <h1 className="mt-2 text-2xl font-bold">{title}</h1>
      <p className="mt-3 text-lg leading-relaxed">{lead}</p>
      <dl className="mt-6 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {facts.map(([term, value]) => (
          <div key={term} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{term}</dt>
            <dd className="mt-1 font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <ul className="mt-6 list-disc space-y-2 pl-5 leading-relaxed text-slate-700">
        {about.map((line) => (
          <li key={line}>{line}</li>
        ))}
        <li>응답은 고를 때마다 저장되므로, 중간에 창을 닫거나 연결이 끊겨도 다시 들어오면 이어서 할 수 있습니다.</li>
      </ul>
      {children}
      {!member && (
        <p className="mt-6 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
          로그인하지 않아도 검사할 수 있으며, 결과는 고유한 결과 링크로 다시 볼 수 있습니다.{" "}
          <Link to={eduFairLoginUrl(startHref)} className="font-semibold text-blue-800 underline">
            로그인하고 검사하면
          </Link>{" "}
          결과가 마이페이지의 검사 결과 목록에 저장됩니다.
        </p>
      )}
      <p className="mt-8">
        <Link
          to={startHref}
          className="inline-block rounded-lg bg-brand-700 px-6 py-3 text-lg font-bold text-white hover:bg-brand-600"
        >
          {resuming ? `이어서 검사하기 (${progress.answered}/${progress.total} 응답)` : "검사 시작하기"}
        </Link>
      </p>
    </div>
  );
}
