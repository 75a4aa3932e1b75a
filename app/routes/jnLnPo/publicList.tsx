import { Link, redirect } from "react-router";
import { EmptyState } from "../../components/careers/Section";
import { CatalogueNote, TestCards, TestTabs } from "../../components/tests/TestCatalogue";
import { catalogueHeaders } from "../../lib/route-headers";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/publicList";

export function meta() {
  return seoMeta({
    title: "공공기관 채용시험 - 한국사능력검정시험, NCS, 공무원 시험 | 자격나침반",
    description:
      "한국사능력검정시험, NCS 직업기초능력평가, 공무원 채용시험, KBS 한국어능력시험 등 공공부문 채용에 쓰이는 시험을 공식 출처와 함께 확인하세요.",
  });
}

/** Same for every visitor until an admin edit purges it. */
export const headers = catalogueHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  // Until this page listed the 국가전문자격: a link with that list's keyword or page goes to its new place.
  const url = new URL(request.url);
  if (url.searchParams.has("keyword") || url.searchParams.has("page"))
    throw redirect(`/jnLics/professionalList${url.search}`, 301);
  return { tests: await context.services.languageTests.list("public") };
}

export default function PublicList({ loaderData }: Route.ComponentProps) {
  const { tests } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">어학·공공시험</h1>
      <TestTabs current="public" />
      <p className="mt-4 text-sm text-slate-600">
        공무원·공공기관 채용에 쓰이는 시험입니다. 국가전문자격 시험은{" "}
        <Link to="/jnLics/professionalList" className="text-blue-800 underline">
          자격증 › 국가전문자격
        </Link>
        에서 볼 수 있습니다.
      </p>
      <CatalogueNote />
      {tests.length === 0 ? (
        <div className="mt-8">
          <EmptyState>등록된 공공기관 채용시험 정보가 없습니다.</EmptyState>
        </div>
      ) : (
        <TestCards tests={tests} />
      )}
    </div>
  );
}
