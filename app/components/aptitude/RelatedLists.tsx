import { Link } from "react-router";
import { EmptyState, Section } from "../careers/Section";
import type { ResultPage } from "./types";

/** Related jobs (CareerNet 직업백과) and licenses (their imported job → license links). */
export function RelatedLists({ related }: { related: NonNullable<ResultPage["related"]> }) {
  return (
    <>
      <Section title="흥미 유형과 관련된 직업">
        <p className="mb-3 text-sm text-slate-600">
          커리어넷 직업백과의 적성 설명에 적힌 흥미 유형이 결과의 상위 유형과 겹치는 직업입니다. (출처: 커리어넷,
          한국직업능력연구원)
        </p>
        {related.jobs.length === 0 ? (
          <EmptyState>흥미 유형이 겹치는 직업 정보가 아직 없습니다. 직업 자료를 불러오면 이곳에 표시됩니다.</EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid="related-jobs">
            {related.jobs.map((job) => (
              <li key={job.id} className="rounded-lg border border-slate-200 p-3">
                <Link to={`/jnJob/jobDicDt?jobdicSeq=${job.id}`} className="font-semibold text-blue-800 hover:underline">
                  {job.name}
                </Link>
                <p className="text-xs text-slate-600">
                  흥미 유형 {job.codes.join("·")} · 관련 자격증 {job.licenseCount}개
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="관련 자격증">
        <p className="mb-3 text-sm text-slate-600">위 직업들에 연결된 자격증을, 연결된 직업 수가 많은 순서로 보여 줍니다.</p>
        {related.licenses.length === 0 ? (
          <EmptyState>위 직업에 연결된 자격증 정보가 없습니다.</EmptyState>
        ) : (
          <ul className="flex flex-wrap gap-2" data-testid="related-licenses">
            {related.licenses.map((l) => (
              <li key={l.id}>
                <Link
                  to={`/jnLics/licenseInfo?ld_id=${encodeURIComponent(l.id)}`}
                  className="inline-block rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100"
                >
                  {l.name}
                  <span className="ml-1 text-xs text-slate-500">직업 {l.jobCount}개</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}

/** What the result is and is not (shown on every result, detail and print page). */
export function ResultNote({ note }: { note: string }) {
  return (
    <aside aria-label="검사 결과 안내" className="mt-8 rounded-lg bg-slate-50 p-4 text-sm leading-relaxed text-slate-700">
      <p className="font-bold">이 결과는 무엇이고, 무엇이 아닌가요?</p>
      <p>{note}</p>
      <p className="mt-1">진로를 정할 때는 진로 상담 전문가와 함께 여러 정보를 살펴보세요.</p>
    </aside>
  );
}
