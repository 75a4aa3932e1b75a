import { data, Form, Link, redirect } from "react-router";
import { z } from "zod";
import { ErrorList } from "../../components/forms/ErrorList";
import { StatusButton } from "../../components/forms/StatusButton";
import { openAttemptFor, viewerOf } from "../../lib/aptitude.server";
import { firstErrors, parseForm } from "../../lib/forms";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/step1";

export function meta() {
  return seoMeta({
    title: "AI 교육 진단 1단계 - 관심 분야와 수준 | 자격나침반",
    description: "관심 분야와 지금의 수준, AI 기초 퀴즈 5문항으로 자격증 학습 경로를 제안하는 AI 교육 진단(약 3분).",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { attempt, headers } = await openAttemptFor("edutech", request, context);
  return data({ attempt, content: context.services.aptitude.instrumentContent.eduTech() }, { headers });
}

/** The step's form, for the instrument's own fields and levels: at least one field and one level. */
function step1Form(fieldIds: string[], levelIds: string[]) {
  return z.object({
    field: z.preprocess(
      (v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]),
      z.array(z.string()).refine((ids) => ids.some((id) => fieldIds.includes(id)), "관심 분야를 하나 이상 골라 주세요."),
    ),
    level: z.string({ error: "현재 수준을 골라 주세요." }).refine((id) => levelIds.includes(id), "현재 수준을 골라 주세요."),
    attemptId: z.string().default(""),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { fields, levels } = context.services.aptitude.instrumentContent.eduTech();
  const schema = step1Form(
    fields.map((f) => f.id),
    levels.map((l) => l.id),
  );
  const submission = parseForm(await request.formData(), schema);
  if (submission.status !== "success") return { result: submission.reply() };
  const chosen = new Set(submission.value.field);
  const level = levels.findIndex((l) => l.id === submission.value.level);
  const viewer = await viewerOf(request, context);
  const answers = Object.fromEntries([...fields.map((f) => [f.key, chosen.has(f.id) ? 1 : 0]), ["LEVEL", level]]);
  const saved = viewer ? await context.services.aptitude.saveAnswers(submission.value.attemptId, viewer, answers) : "not_found";
  if (saved !== "saved") {
    const message = "진단 정보를 저장하지 못했습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.";
    return { result: submission.reply({ fieldErrors: { field: [message] } }) };
  }
  throw redirect("/eduTech/step2");
}

/** Step 1: the fields the learner is interested in and their current level. */
export default function EduTechStep1({ loaderData, actionData }: Route.ComponentProps) {
  const { attempt, content } = loaderData;
  const errors = firstErrors(actionData?.result.error);
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <nav aria-label="위치" className="text-sm text-slate-500">
        <Link to="/eduFair" className="hover:underline">
          교육박람회
        </Link>
      </nav>
      <h1 className="mt-2 text-2xl font-bold">AI 교육 진단</h1>
      <ol className="mt-3 flex gap-2 text-sm" aria-label="진단 단계">
        <li className="rounded-full bg-brand-700 px-3 py-1 font-bold text-white" aria-current="step">
          1. 관심 분야·수준
        </li>
        <li className="rounded-full bg-slate-100 px-3 py-1">2. 짧은 퀴즈</li>
        <li className="rounded-full bg-slate-100 px-3 py-1">3. 학습 경로</li>
      </ol>
      <p className="mt-4 text-slate-700">
        관심 분야와 지금의 수준, 다음 단계의 AI 기초 퀴즈(5문항)를 바탕으로 자격증 학습 경로를 제안합니다. 약 3분 걸립니다.
      </p>
      <Form method="post" className="mt-6 space-y-6">
        <input type="hidden" name="attemptId" value={attempt.id} />
        <fieldset aria-describedby={errors.field ? "field-error" : undefined}>
          <legend className="text-lg font-bold">관심 분야 (여러 개 선택 가능)</legend>
          <div className="mt-3 grid grid-cols-1 gap-2 sm:grid-cols-2">
            {content.fields.map((f) => (
              <label
                key={f.id}
                className="flex items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="checkbox"
                  name="field"
                  value={f.id}
                  defaultChecked={attempt.answers[f.key] === 1}
                  className="mt-1 accent-brand-700"
                />
                <span>
                  <span className="font-semibold">{f.name}</span>
                  <span className="block text-sm text-slate-600">{f.example}</span>
                </span>
              </label>
            ))}
          </div>
          <ErrorList id="field-error" errors={errors.field} className="mt-2 text-red-600" />
        </fieldset>
        <fieldset aria-describedby={errors.level ? "level-error" : undefined}>
          <legend className="text-lg font-bold">현재 수준</legend>
          <div className="mt-3 space-y-2">
            {content.levels.map((l, i) => (
              <label
                key={l.id}
                className="flex items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name="level"
                  value={l.id}
                  defaultChecked={attempt.answers.LEVEL === i}
                  className="mt-1 accent-brand-700"
                />
                <span>
                  <span className="font-semibold">{l.name}</span>
                  <span className="block text-sm text-slate-600">{l.description}</span>
                </span>
              </label>
            ))}
          </div>
          <ErrorList id="level-error" errors={errors.level} className="mt-2 text-red-600" />
        </fieldset>
        <StatusButton className="w-full rounded-lg bg-brand-700 py-3 font-bold text-white sm:w-auto sm:px-8">
          다음 단계로
        </StatusButton>
      </Form>
    </div>
  );
}
