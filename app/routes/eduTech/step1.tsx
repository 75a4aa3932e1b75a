import { data, Form, Link, redirect, useNavigation } from "react-router";
import { openAttemptFor, viewerOf } from "../../lib/aptitude.server";
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

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const { fields, levels } = context.services.aptitude.instrumentContent.eduTech();
  const chosen = new Set(form.getAll("field").map(String));
  const level = levels.findIndex((l) => l.id === form.get("level"));
  const errors: { field?: string; level?: string } = {};
  if (!fields.some((f) => chosen.has(f.id))) errors.field = "관심 분야를 하나 이상 골라 주세요.";
  if (level < 0) errors.level = "현재 수준을 골라 주세요.";
  if (errors.field || errors.level) return { errors };
  const viewer = await viewerOf(request, context);
  const attemptId = String(form.get("attemptId") ?? "");
  const answers = Object.fromEntries([...fields.map((f) => [f.key, chosen.has(f.id) ? 1 : 0]), ["LEVEL", level]]);
  const saved = viewer ? await context.services.aptitude.saveAnswers(attemptId, viewer, answers) : "not_found";
  if (saved !== "saved")
    return { errors: { field: "진단 정보를 저장하지 못했습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요." } };
  throw redirect("/eduTech/step2");
}

/** Step 1: the fields the learner is interested in and their current level. */
export default function EduTechStep1({ loaderData, actionData }: Route.ComponentProps) {
  const { attempt, content } = loaderData;
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
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
          {errors.field && (
            <p id="field-error" role="alert" className="mt-2 text-red-600">
              {errors.field}
            </p>
          )}
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
          {errors.level && (
            <p id="level-error" role="alert" className="mt-2 text-red-600">
              {errors.level}
            </p>
          )}
        </fieldset>
        <button
          type="submit"
          disabled={navigation.state !== "idle"}
          className="w-full rounded-lg bg-brand-700 py-3 font-bold text-white sm:w-auto sm:px-8"
        >
          다음 단계로
        </button>
      </Form>
    </div>
  );
}
