import { Link } from "react-router";
import { Section } from "../careers/Section";
import { ResultNote } from "./RelatedLists";
import { ResultHeading, resultPathOf } from "./ResultSummary";
import type { ProfileResultPage } from "./types";

/** Detailed interpretation: every RIASEC type in result order, or every Big-Five factor. */
export function ResultDetail({ page, title }: { page: ProfileResultPage; title: string }) {
  const { view } = page;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <ResultHeading page={page} title={title} />
      {view.kind === "riasec" ? (
        <Section title="유형별 해석 (점수가 높은 순서)">
          <ol className="space-y-4">
            {view.types.map((t, i) => {
              const score = view.scales.find((s) => s.code === t.code);
              return (
                <li key={t.code} className="rounded-xl border border-slate-200 p-4">
                  <h3 className="font-bold">
                    {i + 1}. {t.name} ({t.code}, {t.english}) · 원점수 {score?.raw} / {score?.max}
                  </h3>
                  <p className="mt-2">{t.summary}</p>
                  <p className="mt-1 text-slate-700">성향: {t.traits}</p>
                  <p className="mt-1 text-slate-700">어울리는 환경: {t.environments}</p>
                </li>
              );
            })}
          </ol>
        </Section>
      ) : (
        <Section title="요인별 해석">
          <ul className="space-y-4">
            {view.scales.map((s) => {
              return (
                <li key={s.code} className="rounded-xl border border-slate-200 p-4">
                  <h3 className="font-bold">
                    {s.name} · {s.levelName} (원점수 {s.raw} / {s.max})
                  </h3>
                  <p className="mt-2">
                    <span className="font-semibold">높을 때:</span> {s.high}
                  </p>
                  <p className="mt-1">
                    <span className="font-semibold">낮을 때:</span> {s.low}
                  </p>
                </li>
              );
            })}
          </ul>
        </Section>
      )}
      <ResultNote note={view.note} />
      <p className="mt-6">
        <Link to={`${resultPathOf(page.instrument)}?id=${page.id}`} className="font-semibold text-blue-800 hover:underline">
          결과 요약으로 돌아가기
        </Link>
      </p>
    </div>
  );
}
