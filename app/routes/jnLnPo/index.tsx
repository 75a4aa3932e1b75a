import { Link } from "react-router";
import { EmptyState } from "../../components/careers/Section";
import { ScrollRegion } from "../../components/ui/ScrollRegion";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/index";

export function meta() {
  return seoMeta({
    title: "어학·공공시험 정보 | 자격나침반",
    description: "TOEIC, TOEFL, TEPS, JLPT, HSK 등 어학·한자 시험 목록과 공공기관 채용시험을 확인하세요.",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const [tests, demoNotes] = await Promise.all([context.services.languageTests.languageTests(), context.services.demoNotes()]);
  return { tests, demoNote: demoNotes?.languageTests ?? null };
}

export default function LanguageTests({ loaderData }: Route.ComponentProps) {
  const { tests, demoNote } = loaderData;
  const described = tests.filter((t) => t.organiser || t.scoreScale || t.validity);
  const others = tests.filter((t) => !(t.organiser || t.scoreScale || t.validity));
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-2xl font-bold">어학·공공시험</h1>
      <div className="mt-4 flex flex-wrap gap-2 text-sm">
        <span aria-current="page" className="rounded bg-slate-800 px-4 py-2 font-semibold text-white">
          어학시험
        </span>
        <Link to="/jnLnPo/publicList" className="rounded border border-slate-300 px-4 py-2 font-semibold">
          공공기관 시험
        </Link>
      </div>

      {tests.length === 0 ? (
        <div className="mt-8">
          <EmptyState>등록된 어학시험 정보가 없습니다.</EmptyState>
        </div>
      ) : (
        <>
          {described.length > 0 && (
            <ScrollRegion label="주요 어학시험 정보 표" className="mt-8">
              <table className="w-full min-w-[36rem] border-t-2 border-slate-800 text-sm" data-testid="language-tests">
                <caption className="sr-only">주요 어학시험 정보</caption>
                <thead className="bg-slate-50">
                  <tr>
                    <th scope="col" className="p-3 text-left">
                      시험
                    </th>
                    <th scope="col" className="p-3 text-left">
                      주관
                    </th>
                    <th scope="col" className="p-3 text-left">
                      점수·등급
                    </th>
                    <th scope="col" className="p-3 text-left">
                      성적 유효기간
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {described.map((t) => (
                    <tr key={t.id} className="border-b border-slate-200">
                      <th scope="row" className="p-3 text-left font-semibold">
                        {t.name}
                      </th>
                      <td className="p-3">{t.organiser ?? "-"}</td>
                      <td className="p-3">{t.scoreScale ?? "-"}</td>
                      <td className="p-3">{t.validity ?? "-"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {demoNote && <p className="mt-2 text-xs text-slate-500">{demoNote}</p>}
            </ScrollRegion>
          )}
          {others.length > 0 && (
            <section aria-labelledby="other-tests" className="mt-10">
              <h2 id="other-tests" className="text-lg font-bold">
                {described.length > 0 ? "그 밖의 어학·한자 시험" : "어학·한자 시험 목록"}
              </h2>
              <p className="mt-1 text-xs text-slate-500">
                시험 이름 목록(출처: 공개 GitHub 저장소 sujin9335/JrSpring의 자격 데이터, 이름만 사용). 주관·점수 체계·성적
                유효기간은 각 주관 기관의 공지를 확인하세요.
              </p>
              <ul className="mt-3 flex flex-wrap gap-2 text-sm">
                {others.map((t) => (
                  <li key={t.id} className="rounded bg-slate-100 px-3 py-1">
                    {t.name}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
