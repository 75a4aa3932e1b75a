import { getFormProps, useForm } from "@conform-to/react";
import { Form, Link } from "react-router";
import { formatDate } from "../../../shared/dates";
import { monthLabel } from "../../../shared/roadmap-dates";
import { MAX_SAVED_ROADMAPS, ROADMAP_NAME_MAX, renameRoadmapSchema } from "../../../shared/roadmap-plan-schemas";
import { Field, fieldInput } from "../../components/forms/Field";
import { firstErrors, formMessage, parseForm, submittedText } from "../../lib/forms";
import { requireMember } from "../../lib/member.server";
import { changeSavedRoadmap, type SavedRoadmapResult } from "../../lib/roadmap-form.server";
import { privateHeaders } from "../../lib/route-headers";
import type { Route } from "./+types/myRoadmap";

export const headers = privateHeaders;

export function meta() {
  return [{ title: "마이페이지 - 저장한 로드맵 | 자격나침반" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, context);
  return { plans: await context.services.savedRoadmaps.list(member.id) };
}

/** 이름 바꾸기 and 삭제 (plain form posts: the page works without JavaScript). */
export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireMember(request, context);
  return changeSavedRoadmap(await request.formData(), member.id, context.services);
}

type SavedPlan = Route.ComponentProps["loaderData"]["plans"][number];

function RenameForm({ plan, outcome }: { plan: SavedPlan; outcome: SavedRoadmapResult | undefined }) {
  const [form] = useForm({
    id: `roadmap-rename-${plan.id}`,
    lastResult: outcome?.result,
    onValidate: ({ formData }) => parseForm(formData, renameRoadmapSchema),
    shouldRevalidate: "onInput",
  });
  const errors = firstErrors(form.allErrors);
  const refusal = formMessage(outcome?.result);
  const inputId = `roadmap-name-${plan.id}`;
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      aria-label={`${plan.name} 이름 바꾸기`}
      className="flex flex-wrap items-end gap-2"
    >
      <input type="hidden" name="intent" value="rename" />
      <input type="hidden" name="id" value={plan.id} />
      <Field id={inputId} label="새 이름" errors={errors.name}>
        <input
          id={inputId}
          name="name"
          required
          maxLength={ROADMAP_NAME_MAX}
          defaultValue={submittedText(outcome?.result, "name") ?? plan.name}
          className={fieldInput}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${inputId}-error` : undefined}
        />
      </Field>
      <button type="submit" className="rounded border border-slate-300 px-3 py-2.5 text-sm font-semibold hover:bg-slate-50">
        이름 바꾸기
      </button>
      {refusal && (
        <p role="alert" className="w-full text-sm text-red-600">
          {refusal}
        </p>
      )}
    </Form>
  );
}

export default function MyRoadmaps({ loaderData, actionData }: Route.ComponentProps) {
  const { plans } = loaderData;
  const outcomeOf = (id: number, intent: SavedRoadmapResult["intent"]) =>
    actionData && actionData.id === id && actionData.intent === intent ? actionData : undefined;
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h1 className="text-xl font-bold">저장한 로드맵</h1>
          <p className="mt-1 text-sm text-slate-600">
            {plans.length}/{MAX_SAVED_ROADMAPS}개. 열면 오늘의 시험일정으로 다시 계획하고, 저장한 뒤 바뀐 날짜를 알려드립니다.
          </p>
        </div>
        <Link to="/jnRcmd/roadmap" className="text-sm font-semibold text-brand-600 hover:underline">
          새 로드맵 만들기
        </Link>
      </header>
      {actionData && !actionData.ok && actionData.id === undefined && (
        <p role="alert" className="rounded bg-rose-50 p-3 text-sm text-rose-800">
          {actionData.message}
        </p>
      )}
      {plans.length === 0 ? (
        <p className="rounded-lg bg-slate-50 px-3 py-6 text-center text-sm text-slate-600">
          아직 저장한 로드맵이 없습니다.{" "}
          <Link to="/jnRcmd/roadmap" className="font-semibold text-blue-700 underline">
            자격 로드맵
          </Link>
          에서 계획을 만든 뒤 마이페이지에 저장하세요.
        </p>
      ) : (
        <ul className="space-y-3" data-testid="saved-roadmaps">
          {plans.map((plan) => {
            const deleteRefusal = outcomeOf(plan.id, "delete");
            return (
              <li key={plan.id} className="space-y-3 rounded-xl border border-slate-200 p-4" data-testid="saved-roadmap">
                <div>
                  <h2 className="text-lg font-bold">
                    <Link to={`/mypage/myRoadmap/${plan.id}`} className="hover:underline">
                      {plan.name}
                    </Link>
                  </h2>
                  <p className="text-sm text-slate-600">
                    목표 {plan.goalName} · {plan.steps.join(" → ") || "단계 없음"}
                    {plan.finishMonth ? ` · ${monthLabel(plan.finishMonth)} 완료 예정` : ""} · {formatDate(plan.savedOn)} 저장
                  </p>
                </div>
                <div className="flex flex-wrap items-end gap-4">
                  <RenameForm plan={plan} outcome={outcomeOf(plan.id, "rename")} />
                  <Form method="post" aria-label={`${plan.name} 삭제`}>
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={plan.id} />
                    <button
                      type="submit"
                      className="rounded border border-rose-300 px-3 py-2.5 text-sm font-semibold text-rose-800 hover:bg-rose-50"
                    >
                      삭제
                    </button>
                  </Form>
                </div>
                {deleteRefusal && (
                  <p role="alert" className="text-sm text-red-600">
                    {deleteRefusal.message}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
