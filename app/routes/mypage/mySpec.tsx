import { notFound } from "../../../shared/app-error";
import { EDUCATION_INTENT, type SpecListIntent } from "../../../shared/spec-schemas";
import { EducationSection } from "../../components/member/EducationSection";
import { type SpecItem, SpecSection } from "../../components/member/SpecSection";
import { api } from "../../lib/api-client";
import { requireMember } from "../../lib/member.server";
import { routeError } from "../../lib/route-errors";
import { saveSpecSection } from "../../lib/spec-form.server";
import type { Route } from "./+types/mySpec";

export function meta() {
  return [{ title: "마이페이지 - 스펙 관리 | 자격나침반" }];
}

/** The spec's lists, education and starred tests: what the sections start from. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = await requireMember(request, context);
  const [spec, tests] = await Promise.all([
    context.services.members.profile.spec(member.id),
    context.services.languageTests.favorites.list(member.id),
  ]);
  if (!spec) throw routeError(notFound("회원 정보를 찾을 수 없습니다."));
  return { spec, tests: tests.map((t) => ({ id: t.id, name: t.name })) };
}

/**
 * Saves one section of the page (the form's `intent`) through the services the `/v2/license/*`
 * API uses; the loaders then read the member's lists again.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const member = await requireMember(request, context);
  return saveSpecSection(await request.formData(), member.id, context.services);
}

type Suggestions<K extends string, N extends string> = { data: Array<Record<K | N, string>> };

const loadLicenses = async (q: string, signal: AbortSignal) =>
  (await api.get<Suggestions<"ld_id", "jmfldnm">>("/v2/license/license-select", { licenseName: q }, signal)).data.map((d) => ({
    id: d.ld_id,
    name: d.jmfldnm,
  }));
const loadTests = async (q: string, signal: AbortSignal) =>
  (await api.get<Suggestions<"ld_id", "name">>("/v2/license/test-select", { testName: q }, signal)).data.map((d) => ({
    id: d.ld_id,
    name: d.name,
  }));
const loadJobs = async (q: string, signal: AbortSignal) =>
  (await api.get<Suggestions<"jobCtgCd", "jobCtgNm">>("/v2/license/job-select", { jobName: q }, signal)).data.map((d) => ({
    id: d.jobCtgCd,
    name: d.jobCtgNm,
  }));
const loadSubjects = async (q: string, signal: AbortSignal) =>
  (
    await api.get<Suggestions<"subjectCd", "subjectNm">>("/v2/license/hope-lesson-select", { hopeLessonName: q }, signal)
  ).data.map((d) => ({ id: d.subjectCd, name: d.subjectNm }));

/** A list's key: a saved list that differs from what the section holds starts the section afresh. */
const listKey = (intent: SpecListIntent, items: SpecItem[]) =>
  `${intent}=${items.map((item) => `${item.id}:${item.date ?? ""}`).join(",")}`;

/** Spec management: each section is its own form posting to this page's action. */
export default function MySpec({ loaderData, actionData }: Route.ComponentProps) {
  const { spec: info, tests } = loaderData;
  const resultOf = (intent: SpecListIntent | typeof EDUCATION_INTENT) => (actionData?.intent === intent ? actionData : undefined);
  const lists = {
    held: info.held.map((l) => ({ id: l.licenseId, name: l.name, date: l.acquiredOn ?? "" })),
    wished: info.wished.map((l) => ({ id: l.licenseId, name: l.name })),
    tests: tests.map((t) => ({ id: t.id, name: t.name })),
    jobs: info.jobs.map((j) => ({ id: String(j.id), name: j.name })),
    subjects: info.subjects.map((s) => ({ id: String(s.id), name: s.name })),
  };
  const level = info.educationLevel ?? "";
  const status = info.educationStatus ?? "";

  return (
    <div className="space-y-6">
      <h1 className="text-xl font-bold">스펙 관리</h1>
      <SpecSection
        key={listKey("held", lists.held)}
        intent="held"
        description="취득한 자격증을 검색해 추가하세요. 약칭(예: 정처기, 컴활)이나 초성(예: ㅈㅂㅊㄹㄱㅅ)으로도 찾을 수 있습니다."
        searchLabel="보유 자격증 검색"
        placeholder="자격증명 또는 초성 입력"
        withDate
        initial={lists.held}
        load={loadLicenses}
        result={resultOf("held")}
      />
      <SpecSection
        key={listKey("wished", lists.wished)}
        intent="wished"
        description="취득을 목표로 하거나 관심 있는 자격증입니다. 내 일정 달력에 즐겨찾기로 표시됩니다."
        searchLabel="관심 자격증 검색"
        placeholder="자격증명 또는 초성 입력"
        initial={lists.wished}
        load={loadLicenses}
        result={resultOf("wished")}
      />
      <SpecSection
        key={listKey("tests", lists.tests)}
        intent="tests"
        description="준비 중인 어학시험과 공공기관 채용시험입니다. 시험 정보 페이지의 즐겨찾기와 같습니다."
        searchLabel="관심 어학·공공시험 검색"
        placeholder="시험명 입력 (예: 토익, 한국사)"
        initial={lists.tests}
        load={loadTests}
        result={resultOf("tests")}
      />
      <SpecSection
        key={listKey("jobs", lists.jobs)}
        intent="jobs"
        description="관심 있는 직업을 검색해 추가하세요."
        searchLabel="희망 직업 검색"
        placeholder="직업명 또는 초성 입력"
        initial={lists.jobs}
        load={loadJobs}
        result={resultOf("jobs")}
      />
      <SpecSection
        key={listKey("subjects", lists.subjects)}
        intent="subjects"
        description="공부하고 싶은 학과(과목)를 검색해 추가하세요."
        searchLabel="희망 학과 검색"
        placeholder="학과명 또는 초성 입력"
        initial={lists.subjects}
        load={loadSubjects}
        result={resultOf("subjects")}
      />
      <EducationSection key={`education=${level}/${status}`} level={level} status={status} result={resultOf(EDUCATION_INTENT)} />
    </div>
  );
}
