import { Link } from "react-router";
import { licensePath } from "../../../shared/page-seo";
import { EmptyState, Section } from "../careers/Section";
import type { ResultPage } from "./types";

const JOB_SECTIONS = {
  interest: {
    title: "흥미 유형과 관련된 직업",
    note: "커리어넷 직업백과의 적성 설명에 적힌 흥미 유형이 결과의 상위 유형과 겹치는 직업입니다. (출처: 커리어넷, 한국직업능력연구원)",
    empty: "흥미 유형이 겹치는 직업 정보가 아직 없습니다. 직업 자료를 불러오면 이곳에 표시됩니다.",
  },
  personality: {
    title: "높게 나온 성격 요인과 통하는 직업 (추정)",
    note: "커리어넷 직업백과의 적성 설명이 요구하는 업무 성격(꼼꼼함, 책임감, 협조, 리더십, 혁신 …) 가운데 높게 나온 요인과 통하는 말이 있는 직업입니다. 요인과 업무 성격을 잇는 묶음은 O*NET 업무 스타일 분류를 따른 자격나침반의 추정이며, 성격으로 직업이 맞는지 판정하지 않습니다. (출처: 커리어넷, 한국직업능력연구원)",
    empty: "높게 나온 성격 요인이 없거나, 그 요인과 통하는 업무 성격을 적은 직업이 없습니다.",
  },
} as const;

/** Related jobs (CareerNet 직업백과), their majors (학과정보 pages) and licenses (their job → license links). */
export function RelatedLists({ related }: { related: NonNullable<ResultPage["related"]> }) {
  const section = JOB_SECTIONS[related.basis];
  return (
    <>
      <Section title={section.title}>
        <p className="mb-3 text-sm text-slate-600">{section.note}</p>
        {related.jobs.length === 0 ? (
          <EmptyState>{section.empty}</EmptyState>
        ) : (
          <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" data-testid="related-jobs">
            {related.jobs.map((job) => (
              <li key={job.id} className="rounded-lg border border-slate-200 p-3">
                <Link to={`/jnJob/jobDicDt?jobdicSeq=${job.id}`} className="font-semibold text-blue-800 hover:underline">
                  {job.name}
                </Link>
                <p className="text-xs text-slate-600">
                  {job.styles ? `적성 설명의 업무 성격: ${job.styles.join("·")}` : `흥미 유형 ${job.codes.join("·")}`} · 관련
                  자격증 {job.licenseCount}개
                </p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="관련 학과">
        <p className="mb-3 text-sm text-slate-600">
          위 직업들의 관련 학과(커리어넷 직업백과) 가운데 학과정보가 있는 학과를, 연결된 직업 수가 많은 순서로 보여 줍니다.
        </p>
        {related.majors.length === 0 ? (
          <EmptyState>위 직업에 연결된 학과 정보가 없습니다.</EmptyState>
        ) : (
          <ul className="flex flex-wrap gap-2" data-testid="related-majors">
            {related.majors.map((m) => (
              <li key={m.id}>
                <Link
                  to={`/jnCareer/majorInfoDt?id=${m.id}`}
                  className="inline-block rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100"
                >
                  {m.name}
                  <span className="ml-1 text-xs text-slate-500">직업 {m.jobCount}개</span>
                </Link>
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
                  to={licensePath(l.id)}
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
