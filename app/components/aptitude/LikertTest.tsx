import { useId, useRef, useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";
import { SAVE_STATE_TEXT, useAnswerSaver } from "./useAnswerSaver";

export interface LikertTestProps {
  attemptId: string;
  items: Array<{ id: string; number: number; text: string }>;
  choices: string[];
  initialAnswers: Record<string, number>;
  /** Item numbers the server reported as unanswered on submit. */
  missing: number[] | null;
  error: string | null;
  pageSize: number;
}

/**
 * A paged 5-point questionnaire. Answers are saved on every click; the test opens on the first
 * page with an unanswered item, so a reload resumes where the user stopped.
 */
export function LikertTest({ attemptId, items, choices, initialAnswers, missing, error, pageSize }: LikertTestProps) {
  const { answers, answer, flush, state, ready } = useAnswerSaver(attemptId, initialAnswers);
  const pages = Math.ceil(items.length / pageSize);
  const firstOpen = items.findIndex((item) => answers[item.id] === undefined);
  const [page, setPage] = useState(firstOpen < 0 ? pages - 1 : Math.floor(firstOpen / pageSize));
  const [localMissing, setLocalMissing] = useState<number[] | null>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const progressId = useId();
  const answered = items.filter((item) => answers[item.id] !== undefined).length;
  const shown = items.slice(page * pageSize, (page + 1) * pageSize);
  const stillMissing = (localMissing ?? missing ?? []).filter((n) => {
    const item = items[n - 1];
    return item !== undefined && answers[item.id] === undefined;
  });

  const goTo = (next: number) => {
    setPage(next);
    window.scrollTo({ top: 0 });
    // Move focus to the new page's heading so keyboard and screen-reader users start there.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const open = items.filter((item) => answers[item.id] === undefined).map((item) => item.number);
    if (open.length > 0) {
      setLocalMissing(open);
      const first = open[0] as number;
      goTo(Math.floor((first - 1) / pageSize));
      return;
    }
    if (!(await flush())) return;
    submit({ intent: "complete", attemptId }, { method: "post" });
  };

  return (
    <div>
      <div className="sticky top-0 z-10 -mx-4 border-b border-slate-200 bg-white/95 px-4 py-3">
        <p id={progressId} className="text-sm font-semibold">
          {answered} / {items.length} 문항 응답 · {page + 1} / {pages} 쪽
        </p>
        <progress aria-labelledby={progressId} max={items.length} value={answered} className="mt-1 h-2 w-full accent-brand-700" />
        <p role="status" className={`mt-1 text-xs ${state === "error" ? "text-red-700" : "text-slate-600"}`}>
          {SAVE_STATE_TEXT[state]}
        </p>
      </div>

      {(stillMissing.length > 0 || error) && (
        <div role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800">
          {error ??
            `아직 답하지 않은 문항이 ${stillMissing.length}개 있습니다: ${stillMissing.join(", ")}번. 모든 문항에 답해야 결과를 볼 수 있습니다.`}
        </div>
      )}

      <Form method="post" onSubmit={onSubmit} className="mt-4">
        <h2 ref={headingRef} tabIndex={-1} className="sr-only">
          {page + 1}쪽 문항
        </h2>
        <ol className="space-y-4">
          {shown.map((item) => (
            <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <fieldset>
                <legend className="font-semibold">
                  <span className="mr-2 text-brand-700">{item.number}.</span>
                  {item.text}
                </legend>
                <div className="mt-3 grid grid-cols-5 gap-1 sm:gap-2">
                  {choices.map((label, i) => {
                    const value = i + 1;
                    const checked = answers[item.id] === value;
                    return (
                      <label
                        key={label}
                        className={`flex cursor-pointer flex-col items-center gap-1 rounded-lg border px-1 py-2 text-center text-xs sm:text-sm ${
                          checked ? "border-brand-700 bg-brand-50 font-bold text-brand-900" : "border-slate-200 hover:bg-slate-50"
                        }`}
                      >
                        <input
                          type="radio"
                          name={item.id}
                          value={value}
                          checked={checked}
                          disabled={!ready}
                          onChange={() => answer(item.id, value)}
                          className="accent-brand-700"
                        />
                        {label}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        <div className="mt-6 flex items-center justify-between gap-3">
          <button
            type="button"
            onClick={() => goTo(page - 1)}
            disabled={page === 0 || !ready}
            className="rounded-lg border border-slate-300 px-4 py-2.5 disabled:opacity-40"
          >
            이전
          </button>
          {/* Distinct keys: reusing one element would turn the clicked "다음" into a submit button mid-click. */}
          {page < pages - 1 ? (
            <button
              key="next"
              type="button"
              onClick={() => goTo(page + 1)}
              className="rounded-lg bg-brand-700 px-5 py-2.5 font-bold text-white"
            >
              다음
            </button>
          ) : (
            <button
              key="submit"
              type="submit"
              disabled={navigation.state !== "idle" || !ready}
              className="rounded-lg bg-brand-700 px-5 py-2.5 font-bold text-white disabled:opacity-60"
            >
              {navigation.state === "idle" ? "결과 보기" : "결과 계산 중…"}
            </button>
          )}
        </div>
      </Form>
    </div>
  );
}

export interface QuestionnaireData {
  attempt: { id: string; answers: Record<string, number> };
  content: { items: LikertTestProps["items"]; choices: string[] };
  pageSize: number;
}

/** A questionnaire page (jobTestStart, jprsTest): heading, instruction and the paged test. */
export function QuestionnairePage({
  title,
  instruction,
  data,
  actionData,
}: {
  title: string;
  instruction: string;
  data: QuestionnaireData;
  actionData: { missing: number[] | null; error: string | null } | undefined;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-slate-700">{instruction} 모든 문항에 답하면 결과를 볼 수 있습니다.</p>
      <LikertTest
        key={data.attempt.id}
        attemptId={data.attempt.id}
        items={data.content.items}
        choices={data.content.choices}
        initialAnswers={data.attempt.answers}
        missing={actionData?.missing ?? null}
        error={actionData?.error ?? null}
        pageSize={data.pageSize}
      />
    </div>
  );
}
