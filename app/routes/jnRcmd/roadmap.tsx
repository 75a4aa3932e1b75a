import { data, Form, Link, redirect } from "react-router";
import type { Plan } from "../../../server/modules/roadmap/service.server";
import { badRequest, isAppError } from "../../../shared/app-error";
import { EDUCATION_STATUS_NAMES, EDUCATION_STATUSES, MAX_SCHOOL_YEAR } from "../../../shared/education";
import {
  EDUCATION_LABELS,
  EDUCATION_LEVELS,
  GOAL_CONTROL_CHARACTERS_MESSAGE,
  hasGoalControlCharacters,
  roadmapQuery,
  roadmapSearch,
} from "../../../shared/roadmap-schemas";
import { parseQuery } from "../../components/careers/routeQuery";
import { Field, fieldInput } from "../../components/forms/Field";
import { FollowPlan } from "../../components/roadmap/FollowPlan";
import { PlanView } from "../../components/roadmap/PlanView";
import { SaveRoadmapForm } from "../../components/roadmap/SaveRoadmapForm";
import { requireMember } from "../../lib/member.server";
import { saveRoadmap } from "../../lib/roadmap-form.server";
import { routeError, withRouteErrors } from "../../lib/route-errors";
import { mergedHeaders, PRIVATE_CACHE_CONTROL } from "../../lib/route-headers";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/roadmap";

/** The prefilled form (a member's spec) is theirs alone; every other answer is the same for all. */
export const headers = mergedHeaders;

export function meta() {
  return seoMeta({
    title: "자격 로드맵 | 자격나침반",
    description: "목표 자격이나 직업까지 어떤 자격을 어떤 순서로, 어느 시험일에 볼 수 있는지 실제 시험일정으로 계획합니다.",
  });
}

interface FormValues {
  goal: string;
  held: string;
  edu: string;
  eduStatus: string;
  eduMonth: string;
  grade: string;
  major: string;
  exp: string;
}

const valuesOf = (params: URLSearchParams): FormValues => ({
  goal: params.get("goal") ?? "",
  held: params.get("held") ?? "",
  edu: params.get("edu") ?? "none",
  eduStatus: params.get("eduStatus") ?? "graduated",
  eduMonth: params.get("eduMonth") ?? "",
  grade: params.get("grade") ?? "",
  major: params.get("major") ?? "",
  exp: params.get("exp") ?? "",
});

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { roadmap, clock } = context.services;
  const values = valuesOf(url.searchParams);
  const empty = {
    values,
    plan: null as Plan | null,
    search: null as string | null,
    error: null as string | null,
    fields: {} as Record<string, string>,
    prefilled: false,
  };
  if (!url.searchParams.get("goal")) {
    // A member opening the bare page gets the form filled from their spec (스펙 관리).
    const member = url.search === "" ? await context.services.members.currentMember(request, context) : null;
    const spec = member ? await context.services.savedRoadmaps.prefill(member.id) : null;
    if (!spec) return empty;
    const prefilled = { ...values, ...spec, edu: spec.edu || values.edu, eduStatus: spec.eduStatus || values.eduStatus };
    return data({ ...empty, values: prefilled, prefilled: true }, { headers: { "Cache-Control": PRIVATE_CACHE_CONTROL } });
  }

  // A line break or another control character is refused before any name is looked up (issue 57).
  if (hasGoalControlCharacters(values.goal))
    return { ...empty, error: "입력 값을 확인해주세요.", fields: { goal: GOAL_CONTROL_CHARACTERS_MESSAGE } };
  // Each plan costs 15–160 CPU ms: counted per client before any name is looked up (issue 57).
  try {
    await context.services.roadmapLimits.consume(context.clientAddress);
  } catch (error) {
    if (isAppError(error)) return data({ ...empty, error: error.message }, { status: error.status });
    throw error;
  }
  // The form sends names; the shareable URL carries ids (the API's query), so names redirect once.
  const { params, unknown } = await roadmap.resolveNames(url.searchParams);
  if (unknown.length > 0)
    return { ...empty, error: `찾지 못한 이름이 있습니다: ${unknown.join(", ")}. 자격명·학과명을 정확히 입력해주세요.` };
  const parsed = roadmapQuery.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "_")] ??= issue.message;
    return { ...empty, error: "입력 값을 확인해주세요.", fields };
  }
  const search = roadmapSearch(parsed.data);
  if (search !== url.searchParams.toString()) throw redirect(`/jnRcmd/roadmap?${search}`);
  try {
    const plan = await roadmap.plan(parsed.data, clock.today());
    const names = await roadmap.namesOf(parsed.data);
    return {
      ...empty,
      values: { ...values, goal: names.goal, held: names.held, major: names.major ?? values.major },
      plan,
      search,
    };
  } catch (error) {
    if (isAppError(error) && error.status === 400) return { ...empty, error: error.message, fields: error.fields ?? {} };
    throw error;
  }
}

/**
 * "일정 모두 알림 받기": stars every license of the plan, so the reminders (D-7/D-3/D-1 and the day,
 * decision 0025) and the member's iCal feed follow its registration windows, exams and results.
 */
export const action = withRouteErrors(async ({ request, context }: Route.ActionArgs) => {
  const member = await requireMember(request, context);
  const form = await request.formData();
  if (form.get("intent") === "save") return saveRoadmap(form, new URL(request.url), member.id, context.services);
  if (form.get("intent") !== "follow") throw routeError(badRequest());
  const query = parseQuery(roadmapQuery, request, "로드맵 조건이 올바르지 않습니다.");
  const { roadmap, notifications, clock } = context.services;
  const plan = await roadmap.plan(query, clock.today());
  for (const step of plan.steps) await notifications.addFavorite(member.id, step.licenseId);
  return { followed: plan.steps.map((s) => s.name) };
});

function RoadmapForm({ values, fields }: { values: FormValues; fields: Record<string, string> }) {
  const invalid = (name: string) => (fields[name] ? { "aria-invalid": true, "aria-describedby": `rm-${name}-error` } : {});
  return (
    <Form
      method="get"
      className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-2 md:p-6"
      aria-label="로드맵 조건"
    >
      <Field
        id="rm-goal"
        label="목표 자격"
        errors={fields.goal}
        hint="자격명 (예: 전기기사) 또는 직무 (예: 전기안전관리자가 되려면)"
      >
        <input
          id="rm-goal"
          name="goal"
          required
          defaultValue={values.goal}
          maxLength={60}
          className={fieldInput}
          {...invalid("goal")}
        />
      </Field>
      <Field id="rm-held" label="보유 자격" errors={fields.held} hint="쉼표로 구분, 취득일은 '전기기능사:2024-06-10'처럼">
        <input id="rm-held" name="held" defaultValue={values.held} maxLength={400} className={fieldInput} {...invalid("held")} />
      </Field>
      <Field id="rm-edu" label="최종학력" errors={fields.edu}>
        <select id="rm-edu" name="edu" defaultValue={values.edu} className={fieldInput}>
          {EDUCATION_LEVELS.map((level) => (
            <option key={level} value={level}>
              {EDUCATION_LABELS[level]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="rm-eduStatus" label="학적 상태" errors={fields.eduStatus}>
        <select id="rm-eduStatus" name="eduStatus" defaultValue={values.eduStatus} className={fieldInput}>
          {EDUCATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {EDUCATION_STATUS_NAMES[status]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="rm-grade" label="학년 (재학·휴학)" errors={fields.grade}>
        <select id="rm-grade" name="grade" defaultValue={values.grade} className={fieldInput} {...invalid("grade")}>
          <option value="">선택 안 함</option>
          {Array.from({ length: MAX_SCHOOL_YEAR }, (_, i) => i + 1).map((year) => (
            <option key={year} value={year}>
              {year}학년
            </option>
          ))}
        </select>
      </Field>
      <Field id="rm-eduMonth" label="졸업(예정) 월" errors={fields.eduMonth} hint="YYYY-MM (예: 2027-02)">
        <input
          id="rm-eduMonth"
          name="eduMonth"
          type="month"
          defaultValue={values.eduMonth}
          className={fieldInput}
          {...invalid("eduMonth")}
        />
      </Field>
      <Field id="rm-major" label="전공 학과" errors={fields.major} hint="관련학과 판단에 씁니다 (예: 전기공학과)">
        <input
          id="rm-major"
          name="major"
          defaultValue={values.major}
          maxLength={50}
          className={fieldInput}
          {...invalid("major")}
        />
      </Field>
      <Field id="rm-exp" label="같은 분야 실무경력(년)" errors={fields.exp}>
        <input
          id="rm-exp"
          name="exp"
          type="number"
          min={0}
          max={50}
          defaultValue={values.exp}
          className={fieldInput}
          {...invalid("exp")}
        />
      </Field>
      <div className="flex items-end">
        <button type="submit" className="rounded bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          로드맵 만들기
        </button>
      </div>
    </Form>
  );
}

export default function RoadmapPage({ loaderData, actionData }: Route.ComponentProps) {
  const { values, plan, search, error, fields, prefilled } = loaderData;
  const saved = actionData && "intent" in actionData ? actionData : undefined;
  const followed = actionData && "followed" in actionData ? actionData.followed : undefined;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold">자격 로드맵</h1>
        <p className="mt-1 text-sm text-slate-600">
          목표 자격까지 어떤 자격을 어떤 순서로, 어느 회차에 응시할 수 있는지 가져온 시험일정으로 계획합니다. 응시자격은
          국가기술자격법 시행령 별표 11의2 기준의 자가진단이며 Q-Net의 서류 심사를 대신하지 않습니다.{" "}
          <Link to="/jnRcmd" className="text-blue-800 hover:underline">
            AI 자격증 추천
          </Link>
        </p>
      </header>
      {prefilled && (
        <p className="rounded bg-brand-50 p-3 text-sm text-brand-700" data-testid="roadmap-prefilled">
          스펙 관리에 등록한 보유 자격증·학력·관심 자격증으로 채웠습니다. 실무경력은 직접 입력해주세요.
        </p>
      )}
      <RoadmapForm values={values} fields={fields} />
      {error && (
        <p role="alert" className="rounded bg-rose-50 p-3 text-sm text-rose-800">
          {error}
        </p>
      )}
      {plan && search && (
        <PlanView
          plan={plan}
          title={`${plan.goal.name}까지의 로드맵`}
          actions={
            plan.steps.length > 0 && (
              <>
                <div className="flex flex-wrap items-start gap-3 text-sm">
                  <a
                    href={`/v2/roadmap.ics?${search}`}
                    className="rounded border border-slate-300 px-3 py-1.5 font-semibold hover:bg-slate-50"
                  >
                    iCal로 내려받기
                  </a>
                  <FollowPlan plan={plan} search={search} followed={followed} />
                </div>
                <SaveRoadmapForm search={search} goalName={plan.goal.name} outcome={saved} />
              </>
            )
          }
        />
      )}
    </div>
  );
}
