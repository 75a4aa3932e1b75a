import { Form, Link } from "react-router";
import type { RecommendationResult } from "../../../server/modules/recommendations/service.server";
import { badRequest } from "../../../shared/app-error";
import { EmptyState } from "../../components/careers/Section";
import { Field, fieldInput } from "../../components/forms/Field";
import { EducationSelects } from "../../components/recommendations/EducationSelects";
import { RecommendationList } from "../../components/recommendations/RecommendationList";
import { JobNamedTests } from "../../components/tests/JobNamedTests";
import { routeError } from "../../lib/route-errors";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/index";

const FORM_KEYS = ["dept", "job", "held", "wished", "field", "edu", "eduStatus", "grade", "exp"];

export function meta() {
  return seoMeta({
    title: "AI 자격증 추천 | 자격나침반",
    description: "전공·희망 직업·보유 자격과 공개 데이터로 나에게 맞는 자격증을 이유와 함께 추천합니다.",
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const today = context.services.clock.today();
  const { recommendations, members } = context.services;
  const member = await members.currentMember(request, context);
  const fromForm = FORM_KEYS.some((k) => url.searchParams.get(k));
  const query = recommendations.parseVisitorQuery(url.searchParams);
  if (!query) throw routeError(badRequest());
  let result: RecommendationResult | null = null;
  let source: "member" | "form" | null = null;
  if (fromForm) {
    result = await recommendations.forVisitor(query, today);
    source = "form";
  } else if (member) {
    result = await recommendations.forMember(member.id, today);
    source = "member";
  }
  return { result, source, loggedIn: member !== null, query };
}

const input = "w-full rounded border border-slate-300 px-3 py-2";

function ProfileForm({ query }: Pick<Route.ComponentProps["loaderData"], "query">) {
  return (
    <Form
      method="get"
      className="grid grid-cols-1 gap-4 rounded-xl border border-slate-200 p-4 md:grid-cols-2 md:p-6"
      aria-label="추천 조건"
    >
      <Field id="rc-dept" label="전공 학과">
        <input
          id="rc-dept"
          name="dept"
          defaultValue={query.dept}
          maxLength={50}
          placeholder="예: 컴퓨터공학과"
          className={fieldInput}
        />
      </Field>
      <Field id="rc-job" label="희망 직업">
        <input
          id="rc-job"
          name="job"
          defaultValue={query.job}
          maxLength={50}
          placeholder="예: 소프트웨어개발자"
          className={fieldInput}
        />
      </Field>
      <Field id="rc-held" label="보유 자격증" hint="쉼표로 구분, 5개까지">
        <input
          id="rc-held"
          name="held"
          defaultValue={query.held}
          maxLength={200}
          placeholder="예: 정보처리산업기사"
          className={fieldInput}
        />
      </Field>
      <Field id="rc-wished" label="관심 자격증" hint="쉼표로 구분, 5개까지">
        <input
          id="rc-wished"
          name="wished"
          defaultValue={query.wished}
          maxLength={200}
          placeholder="예: 정보보안기사"
          className={fieldInput}
        />
      </Field>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-3">
        <EducationSelects
          value={query}
          optional
          labelClassName="block text-sm font-semibold"
          selectClassName={`mt-1 ${input} font-normal`}
        />
      </div>
      <label className="block text-sm font-semibold">
        관련 분야 실무경력(년)
        <input name="exp" type="number" min={0} max={50} defaultValue={query.exp || ""} className={`mt-1 ${input} font-normal`} />
      </label>
      {query.field.length > 0 && <input type="hidden" name="field" value={query.field.join(",")} />}
      <div className="flex flex-wrap items-center gap-3 md:col-span-2">
        <button type="submit" className="rounded bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700">
          추천받기
        </button>
        <Link to="/jnRcmd/jnRcmd_test" className="text-sm text-blue-800 hover:underline">
          관심 분야 질문지로 추천받기
        </Link>
      </div>
    </Form>
  );
}

function Understood({ result }: { result: RecommendationResult }) {
  const { input } = result;
  const rows: Array<[string, string]> = [
    ["학과", input.majors.map((m) => m.name).join(", ")],
    ["희망 직업", input.jobs.map((j) => j.name).join(", ")],
    ["보유 자격증", input.held.map((l) => l.name).join(", ")],
    ["관심 자격증", input.wished.map((l) => l.name).join(", ")],
    ["관심 분야", input.fields.map((f) => f.name).join(", ")],
    ["최종학력", input.education ?? ""],
    ["실무경력", input.experienceYears > 0 ? `${input.experienceYears}년` : ""],
  ];
  return (
    <section aria-labelledby="understood-title" className="rounded-xl bg-slate-50 p-4 text-sm">
      <h2 id="understood-title" className="font-bold">
        추천에 사용한 정보
      </h2>
      <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 md:grid-cols-2">
        {rows
          .filter(([, v]) => v)
          .map(([k, v]) => (
            <div key={k} className="flex gap-2">
              <dt className="shrink-0 text-slate-500">{k}</dt>
              <dd>{v}</dd>
            </div>
          ))}
      </dl>
      {input.unmatched.length > 0 && (
        <p className="mt-2 text-amber-800" data-testid="unmatched">
          찾지 못한 항목: {input.unmatched.join(", ")}
        </p>
      )}
      {input.unlinked.length > 0 && (
        <p className="mt-2 text-amber-800" data-testid="unlinked">
          연결된 자격증이 자료에 없는 항목: {input.unlinked.join(", ")} (의료인 면허 등 Q-Net·CertWeb 밖의 자격은 아직 수록되지
          않았습니다)
        </p>
      )}
    </section>
  );
}

export default function RecommendPage({ loaderData }: Route.ComponentProps) {
  const { result, source, loggedIn, query } = loaderData;
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold">AI 자격증 추천</h1>
        <p className="mt-1 text-sm text-slate-600">
          전공·희망 직업·보유 자격과 공개 데이터(학과·직업별 관련 자격, 등급 체계, 합격률, 시험일정)로 자격증을 골라 이유와 함께
          보여드립니다.{" "}
          <Link to="/jnData/licenseRecommend" className="text-blue-800 hover:underline">
            추천 방식과 정확도
          </Link>
          {" · "}
          <Link to="/jnRcmd/roadmap" className="text-blue-800 hover:underline">
            목표 자격까지의 로드맵 만들기
          </Link>
        </p>
      </header>
      {source === "member" ? (
        <p className="text-sm text-slate-700">
          마이페이지 스펙을 바탕으로 추천했습니다.{" "}
          <Link to="/mypage/mySpec" className="text-blue-800 hover:underline">
            스펙 관리
          </Link>
        </p>
      ) : (
        <>
          {!loggedIn && (
            <p className="text-sm text-slate-700">
              <Link to="/member/login?url=%2FjnRcmd" className="text-blue-800 hover:underline">
                로그인
              </Link>
              하면 마이페이지 스펙으로 바로 추천받을 수 있습니다.
            </p>
          )}
          <ProfileForm query={query} />
        </>
      )}
      {result && <Understood result={result} />}
      <section aria-labelledby="result-title">
        <h2 id="result-title" className="mb-3 text-lg font-bold">
          추천 자격증
        </h2>
        {result === null ? (
          <EmptyState>학과, 희망 직업이나 보유 자격증을 입력하면 추천 자격증이 여기에 나타납니다.</EmptyState>
        ) : result.items.length === 0 ? (
          <EmptyState>
            {source === "member"
              ? "마이페이지 스펙에 학과·희망 직업·자격증을 등록하면 추천 자격증이 여기에 나타납니다."
              : "입력한 정보와 연결된 자격증을 찾지 못했습니다. 학과명이나 자격증명을 다시 확인해주세요."}
          </EmptyState>
        ) : (
          <>
            {result.items.length > 1 && (
              <p className="mb-3 text-sm">
                <Link
                  to={`/jnLics/licenseCompare?${result.items
                    .slice(0, 3)
                    .map((i) => `ld_id=${encodeURIComponent(i.licenseId)}`)
                    .join("&")}`}
                  className="font-semibold text-blue-800 hover:underline"
                >
                  상위 3개 자격증 비교하기
                </Link>
              </p>
            )}
            <RecommendationList items={result.items} />
            <p className="mt-4 text-xs text-slate-500">
              합격률은 가장 최근 연도의 실기(없으면 필기) 합격률, 응시자 추이는 최근 두 해 필기 응시자 수입니다. 출처: 커리어넷
              (학과·직업별 관련 자격), 한국산업인력공단 Q-Net·통계청 KOSIS(등급, 합격 통계, 시험일정), CertWeb 수집 자료(그 밖의
              기관이 시행하는 자격의 합격률, 시행기관 공고·공시를 모은 표).
            </p>
          </>
        )}
      </section>
      {result && <JobNamedTests tests={result.tests} />}
      {source === "member" && <ProfileForm query={query} />}
    </div>
  );
}
