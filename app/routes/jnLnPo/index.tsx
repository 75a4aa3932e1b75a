import { EmptyState } from "../../components/careers/Section";
import { CatalogueNote, TestCards, TestTabs } from "../../components/tests/TestCatalogue";
import { catalogueHeaders } from "../../lib/route-headers";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/index";

export function meta() {
  return seoMeta({
    title: "어학시험 정보 - TOEIC, TEPS, OPIc, JLPT, HSK | 자격나침반",
    description:
      "TOEIC, TOEFL, TEPS, OPIc, JLPT, HSK 등 어학시험의 시행기관, 점수 체계, 성적 유효기간을 공식 출처와 함께 확인하세요.",
  });
}

/** Same for every visitor until an admin edit purges it. */
export const headers = catalogueHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return { tests: await context.services.languageTests.list("language") };
}

export default function LanguageTests({ loaderData }: Route.ComponentProps) {
  const { tests } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">어학·공공시험</h1>
      <TestTabs current="language" />
      <CatalogueNote />
      {tests.length === 0 ? (
        <div className="mt-8">
          <EmptyState>등록된 어학시험 정보가 없습니다.</EmptyState>
        </div>
      ) : (
        <TestCards tests={tests} />
      )}
    </div>
  );
}
