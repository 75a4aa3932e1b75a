import { Link } from "react-router";
import { notFound } from "../../../shared/app-error";
import { formatDate } from "../../../shared/dates";
import { licensePath } from "../../../shared/page-seo";
import { EmptyState, Section } from "../../components/careers/Section";
import { resultLoader } from "../../lib/aptitude.server";
import { routeError } from "../../lib/route-errors";
import type { Route } from "./+types/aiResult";

export function meta() {
  return [{ title: "AI 교육 진단 결과 - 학습 경로 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const page = await resultLoader(request, context, ["edutech"]);
  if (!page.eduTech) throw routeError(notFound("요청한 검사 결과를 찾을 수 없습니다."));
  return { ...page, eduTech: page.eduTech };
}

/** Step 3: the recommended learning path of licenses, stage by stage. */
export default function EduTechAiResult({ loaderData }: Route.ComponentProps) {
  const { eduTech, completedAt } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <p className="text-sm text-slate-600">AI 교육 진단 · {formatDate(completedAt)}</p>
      <h1 className="mt-1 text-2xl font-bold">나의 자격증 학습 경로</h1>
      <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <div className="rounded-xl border border-slate-200 p-4">
          <dt className="text-sm text-slate-600">관심 분야</dt>
          <dd className="font-bold">{eduTech.fields.join(", ")}</dd>
        </div>
        <div className="rounded-xl border border-slate-200 p-4">
          <dt className="text-sm text-slate-600">스스로 답한 수준 · 퀴즈</dt>
          <dd className="font-bold">
            {eduTech.levelName} · {eduTech.quizCorrect}/{eduTech.quizTotal}문제 정답
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 p-4">
          <dt className="text-sm text-slate-600">추천 시작 단계</dt>
          <dd className="font-bold" data-testid="start-stage">
            {eduTech.startStageName}
          </dd>
        </div>
      </dl>
      <Section title="단계별 추천 자격증">
        <p className="mb-3 text-sm text-slate-600">
          관심 분야에 해당하는 국가기술자격 직무분야의 자격증을 응시자 수가 많은 순으로 골라 Q-Net 등급(기능사 → 산업기사 → 기사 →
          기능장·기술사) 순서로 묶었습니다. 수준과 퀴즈 결과에 따라 시작 단계가 정해집니다.
        </p>
        {eduTech.stages.length === 0 ? (
          <EmptyState>선택한 분야에 해당하는 등급별 자격증이 없습니다. 다른 분야를 골라 다시 진단해 보세요.</EmptyState>
        ) : (
          <ol className="space-y-4" data-testid="learning-path">
            {eduTech.stages.map((stage, i) => (
              <li key={stage.name} className="rounded-xl border border-slate-200 p-4">
                <h3 className="font-bold">
                  {i + 1}단계 · {stage.name}
                </h3>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {stage.licenses.map((l) => (
                    <li key={l.id}>
                      <Link
                        to={licensePath(l.id)}
                        className="inline-block rounded border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100"
                      >
                        {l.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </Section>
      {eduTech.jobs.length > 0 && (
        <Section title="이 경로와 관련된 직업">
          <ul className="flex flex-wrap gap-2">
            {eduTech.jobs.map((j) => (
              <li key={j.id}>
                <Link to={`/jnJob/jobDicDt?jobdicSeq=${j.id}`} className="text-blue-800 hover:underline">
                  {j.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <p className="mt-8 rounded-lg bg-slate-50 p-4 text-sm text-slate-700">
        이 학습 경로는 정해진 규칙(관심 분야 → 국가기술자격 직무분야의 자격증, 등급 순 정렬)으로 만든 참고 자료이며, 개인의 능력을
        평가한 결과가 아닙니다.{" "}
        <Link to="/eduTech/step1" className="font-semibold underline">
          다시 진단하기
        </Link>
      </p>
    </div>
  );
}
