import { useState } from "react";
import { data, useNavigation, useSubmit } from "react-router";
import { MetaverseSceneArt } from "../../components/aptitude/MetaverseScene";
import { SAVE_STATE_TEXT, useAnswerSaver } from "../../components/aptitude/useAnswerSaver";
import { completeAction, openAttemptFor } from "../../lib/aptitude.server";
import type { Route } from "./+types/test";

export function meta() {
  return [{ title: "메타버스 직업체험 검사 진행 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { attempt, headers } = await openAttemptFor("metaverse", request, context);
  const questions = context.services.aptitude.instrumentContent.metaverse();
  return data({ attempt, questions }, { headers });
}

export const action = ({ request, context }: Route.ActionArgs) => completeAction(request, context, "/metaverse/result");

/** One scenario per screen; a choice is saved at once and the next scenario opens. */
export default function MetaverseTest({ loaderData, actionData }: Route.ComponentProps) {
  const { attempt, questions } = loaderData;
  const { answers, answer, flush, state, ready } = useAnswerSaver(attempt.id, attempt.answers);
  const firstOpen = questions.findIndex((q) => answers[q.id] === undefined);
  const [index, setIndex] = useState(firstOpen < 0 ? questions.length - 1 : firstOpen);
  const navigation = useNavigation();
  const submit = useSubmit();
  const question = questions[index];
  const done = questions.every((q) => answers[q.id] !== undefined);
  if (!question) return null;
  const choose = (option: number) => {
    answer(question.id, option);
    if (index < questions.length - 1) setIndex(index + 1);
  };
  return (
    <div className="mx-auto max-w-2xl px-4 py-6">
      <h1 className="text-2xl font-bold">메타버스 직업체험 검사</h1>
      <p className="mt-1 text-sm font-semibold">
        장면 {question.number} / {questions.length}
      </p>
      <progress
        max={questions.length}
        value={Object.keys(answers).length}
        className="h-2 w-full accent-brand-700"
        aria-label="진행률"
      />
      <p role="status" className={`text-xs ${state === "error" ? "text-red-700" : "text-slate-600"}`}>
        {SAVE_STATE_TEXT[state]}
      </p>
      <section aria-labelledby="scene-title" className="mt-4 rounded-2xl border border-slate-200 bg-white p-4">
        <MetaverseSceneArt scene={question.scene} />
        <h2 id="scene-title" className="mt-4 text-xl font-bold">
          {question.title}
        </h2>
        <p className="mt-1">{question.situation}</p>
        <ul className="mt-4 space-y-2">
          {question.options.map((text, i) => (
            <li key={text}>
              <button
                type="button"
                onClick={() => choose(i)}
                disabled={!ready}
                aria-pressed={answers[question.id] === i}
                className={`w-full rounded-xl border-2 px-4 py-3 text-left ${
                  answers[question.id] === i
                    ? "border-brand-700 bg-brand-50 font-bold"
                    : "border-slate-200 hover:border-brand-500"
                }`}
              >
                {text}
              </button>
            </li>
          ))}
        </ul>
      </section>
      {actionData?.error && (
        <p role="alert" className="mt-4 text-red-700">
          {actionData.error}
        </p>
      )}
      <div className="mt-4 flex justify-between gap-2">
        <button
          type="button"
          onClick={() => setIndex(index - 1)}
          disabled={index === 0}
          className="rounded-lg border border-slate-300 px-4 py-2 disabled:opacity-40"
        >
          이전 장면
        </button>
        {done ? (
          <button
            type="button"
            disabled={navigation.state !== "idle"}
            onClick={async () => {
              if (await flush()) submit({ attemptId: attempt.id }, { method: "post" });
            }}
            className="rounded-lg bg-brand-700 px-5 py-2 font-bold text-white"
          >
            결과 보기
          </button>
        ) : (
          <p className="text-sm text-slate-600">모든 장면에서 하나씩 고르면 결과를 볼 수 있습니다.</p>
        )}
      </div>
    </div>
  );
}
