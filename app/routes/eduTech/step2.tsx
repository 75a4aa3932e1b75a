import { data, Link, redirect, useNavigation, useSubmit } from "react-router";
import { SAVE_STATE_TEXT, useAnswerSaver } from "../../components/aptitude/useAnswerSaver";
import { completeAction, viewerOf } from "../../lib/aptitude.server";
import type { Route } from "./+types/step2";

export function meta() {
  return [{ title: "AI 교육 진단 2단계 - 퀴즈 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await viewerOf(request, context);
  const attempt = viewer ? await context.services.aptitude.findOpen("edutech", viewer) : null;
  const content = context.services.aptitude.instrumentContent.eduTech();
  // Step 2 needs step 1's answers; without them the learner starts at step 1.
  if (!attempt || attempt.answers.LEVEL === undefined || !content.fields.some((f) => attempt.answers[f.key] === 1)) {
    throw redirect("/eduTech/step1");
  }
  return data({ attempt, quiz: content.quiz });
}

export const action = ({ request, context }: Route.ActionArgs) => completeAction(request, context, "/eduTech/aiResult");

/** Step 2: a five-question AI-literacy quiz; answers are saved as the learner goes. */
export default function EduTechStep2({ loaderData, actionData }: Route.ComponentProps) {
  const { attempt, quiz } = loaderData;
  const { answers, answer, flush, state, ready } = useAnswerSaver(attempt.id, attempt.answers);
  const submit = useSubmit();
  const navigation = useNavigation();
  const open = quiz.filter((q) => answers[q.id] === undefined).map((q) => q.number);
  const missing = (actionData?.missing ?? []).filter((n) => open.includes(n));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">AI 교육 진단</h1>
      <ol className="mt-3 flex gap-2 text-sm" aria-label="진단 단계">
        <li className="rounded-full bg-slate-100 px-3 py-1">
          <Link to="/eduTech/step1">1. 관심 분야·수준</Link>
        </li>
        <li className="rounded-full bg-brand-700 px-3 py-1 font-bold text-white" aria-current="step">
          2. 짧은 퀴즈
        </li>
        <li className="rounded-full bg-slate-100 px-3 py-1">3. 학습 경로</li>
      </ol>
      <p role="status" className={`mt-3 text-xs ${state === "error" ? "text-red-700" : "text-slate-600"}`}>
        {SAVE_STATE_TEXT[state]}
      </p>
      {(missing.length > 0 || actionData?.error) && (
        <p role="alert" className="mt-3 rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {actionData?.error ?? `${missing.join(", ")}번 문제에 아직 답하지 않았습니다.`}
        </p>
      )}
      <ol className="mt-4 space-y-4">
        {quiz.map((q) => (
          <li key={q.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <fieldset>
              <legend className="font-semibold">
                {q.number}. {q.question}
              </legend>
              <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
                {q.options.map((option, i) => (
                  <label
                    key={option}
                    className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
                  >
                    <input
                      type="radio"
                      name={q.id}
                      checked={answers[q.id] === i}
                      onChange={() => answer(q.id, i)}
                      className="accent-brand-700"
                    />
                    {option}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ol>
      <button
        type="button"
        disabled={navigation.state !== "idle" || !ready}
        onClick={async () => {
          if (open.length > 0 || (await flush())) submit({ attemptId: attempt.id }, { method: "post" });
        }}
        className="mt-6 w-full rounded-lg bg-brand-700 py-3 font-bold text-white sm:w-auto sm:px-8"
      >
        학습 경로 보기
      </button>
    </div>
  );
}
