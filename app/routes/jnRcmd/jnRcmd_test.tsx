import { Form, Link } from "react-router";
import { EducationSelects } from "../../components/recommendations/EducationSelects";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/jnRcmd_test";

export function meta() {
  return seoMeta({
    title: "AI 적성검사 - 자격증 추천 질문지 | 자격나침반",
    description: "관심 분야, 전공, 학력과 경력을 답하면 응시 가능한 자격증을 이유와 함께 추천합니다.",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { recommendations } = context.services;
  return { fields: await recommendations.jobFields() };
}

const input = "mt-2 w-full rounded border border-slate-300 px-3 py-2 md:w-96";

function Question({ no, title, children }: { no: number; title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-4 md:p-6">
      <legend className="px-1 font-bold">
        <span className="text-brand-700">Q{no}.</span> {title}
      </legend>
      {children}
    </fieldset>
  );
}

export default function RecommendQuestionnaire({ loaderData }: Route.ComponentProps) {
  const { fields } = loaderData;
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">AI 적성검사 · 자격증 추천 질문지</h1>
      <p className="mt-1 text-sm text-slate-600">
        다섯 가지 질문에 답하면 관심 분야와 전공에 맞는 자격증을 추천하고, 지금 응시할 수 있는지도 알려드립니다. 모든 질문은
        선택입니다.
      </p>
      <Form method="get" action="/jnRcmd" className="mt-6 space-y-4">
        <Question no={1} title="어떤 분야의 일에 관심이 있나요? (여러 개 선택 가능)">
          <div className="mt-2 grid grid-cols-2 gap-2 md:grid-cols-3">
            {fields.map((f) => (
              <label key={f.code} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="field" value={f.code} className="h-4 w-4" />
                {f.name}
              </label>
            ))}
          </div>
        </Question>
        <Question no={2} title="전공한(또는 전공할) 학과는 무엇인가요?">
          <label className="sr-only" htmlFor="q-dept">
            학과명
          </label>
          <input id="q-dept" name="dept" maxLength={50} placeholder="예: 전기공학과" className={input} />
        </Question>
        <Question no={3} title="최종학력은 무엇인가요?">
          <div className="mt-2 grid grid-cols-1 gap-2 md:grid-cols-3">
            <EducationSelects
              value={{}}
              optional
              labelClassName="block text-sm"
              selectClassName="mt-1 w-full rounded border border-slate-300 px-3 py-2"
            />
          </div>
        </Question>
        <Question no={4} title="관심 분야에서 일한 경력은 몇 년인가요?">
          <label className="sr-only" htmlFor="q-exp">
            실무경력(년)
          </label>
          <input id="q-exp" name="exp" type="number" min={0} max={50} placeholder="0" className={input} />
        </Question>
        <Question no={5} title="이미 가진 자격증이 있나요? (쉼표로 구분)">
          <label className="sr-only" htmlFor="q-held">
            보유 자격증
          </label>
          <input id="q-held" name="held" maxLength={200} placeholder="예: 전기기능사" className={input} />
        </Question>
        <div className="flex items-center gap-4">
          <button type="submit" className="rounded bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700">
            결과 보기
          </button>
          <Link to="/jnRcmd" className="text-sm text-blue-800 hover:underline">
            간단 추천으로 돌아가기
          </Link>
        </div>
      </Form>
    </div>
  );
}
