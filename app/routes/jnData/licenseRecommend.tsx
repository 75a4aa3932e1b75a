import { Link } from "react-router";
import { formatNumber } from "../../../shared/number-format";
import { ScrollRegion } from "../../components/ui/ScrollRegion";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/licenseRecommend";

export function meta() {
  return seoMeta({
    title: "추천 데이터 - AI 자격증 추천의 원리와 정확도 | 자격나침반",
    description: "자격나침반의 자격증 추천이 어떤 공개 데이터로 어떻게 계산되는지, 오프라인 평가 결과와 함께 설명합니다.",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return { evaluation: await context.services.recommendations.evaluation() };
}

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

export default function LicenseRecommendData({ loaderData }: Route.ComponentProps) {
  const e = loaderData.evaluation;
  const rows = [
    { name: "자격나침반 추천 모델", scores: e.model, testId: "eval-model" },
    { name: "인기순 (학과·직업 연결이 많은 자격)", scores: e.popularityByLinks, testId: "eval-links" },
    { name: "인기순 (응시자가 많은 자격)", scores: e.popularityByApplicants, testId: "eval-applicants" },
  ];
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold">추천 데이터</h1>
        <p className="mt-1 text-sm text-slate-600">AI 자격증 추천이 어떤 데이터로 어떻게 계산되고, 얼마나 정확한지 설명합니다.</p>
      </header>

      <section aria-labelledby="how-title" className="space-y-3 leading-relaxed">
        <h2 id="how-title" className="border-b-2 border-slate-800 pb-2 text-lg font-bold">
          추천 방식
        </h2>
        <p>
          외부 서비스 없이 이 서버에서 계산하는 데이터 기반 모델입니다. 학과와 직업마다 관련 자격증이 공개되어 있어, 같은
          학과·직업에서 함께 요구되는 자격증일수록 서로 비슷한 자격증으로 봅니다(공동 출현 코사인 유사도). 같은 이름의 등급
          체계(기능사 → 산업기사 → 기사 → 기술사)에 있는 자격증도 서로 가깝게 봅니다.
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>전공 학과·희망 직업과 직접 연결된 자격증</li>
          <li>보유한 자격증의 다음 등급 (예: 정보처리산업기사 → 정보처리기사)</li>
          <li>보유·관심 자격증, 학과·직업의 자격증과 함께 요구되는 자격증</li>
          <li>질문지에서 고른 관심 분야(직무분야)의 자격증</li>
          <li>응시자 수(동점일 때 약하게 반영)</li>
        </ul>
        <p>
          추천마다 이유(연결된 학과·직업, 다음 단계, 합격률, 응시자 추이, 다음 원서접수 D-day)와 응시자격 자가진단 결과를 함께
          보여줍니다. 이미 보유하거나 관심 등록한 자격증은 추천하지 않습니다.
        </p>
      </section>

      <section aria-labelledby="eval-title" className="space-y-3">
        <h2 id="eval-title" className="border-b-2 border-slate-800 pb-2 text-lg font-bold">
          추천 정확도 (오프라인 평가)
        </h2>
        <p className="leading-relaxed">
          학과–자격증 연결 중 {pct(e.holdOutShare)}를 가린 뒤(연결마다 고정된 해시로 선택하며, 가중치를 정할 때 쓰지 않은 평가용
          분할) 남은 데이터로 모델을 다시 만들고, 학과 {formatNumber(e.majors)}곳에 대해 가려진 연결 {formatNumber(e.hiddenLinks)}
          개를 상위 {e.k}개 추천 안에서 얼마나 찾는지 측정했습니다.
        </p>
        <ScrollRegion label="추천 방식별 평가 표">
          <table className="w-full min-w-[28rem] text-left text-sm">
            <caption className="sr-only">
              추천 방식별 recall@{e.k}와 nDCG@{e.k}
            </caption>
            <thead className="border-b border-slate-300 bg-slate-50">
              <tr>
                <th scope="col" className="p-2">
                  방식
                </th>
                <th scope="col" className="p-2 text-right">
                  재현율 (recall@{e.k})
                </th>
                <th scope="col" className="p-2 text-right">
                  순위 품질 (nDCG@{e.k})
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.name} className="border-b border-slate-100" data-testid={r.testId}>
                  <th scope="row" className="p-2 font-medium">
                    {r.name}
                  </th>
                  <td className="p-2 text-right">{pct(r.scores.recall)}</td>
                  <td className="p-2 text-right">{pct(r.scores.ndcg)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        <p className="text-sm text-slate-600">
          재현율: 가려진 연결 중 상위 {e.k}개 안에 든 비율(학과 평균). nDCG: 맞힌 자격증이 위쪽에 있을수록 높은 순위 점수(1이
          최고). 현재 불러온 데이터로 계산한 값입니다.
        </p>
      </section>

      <section aria-labelledby="source-title" className="space-y-2 text-sm">
        <h2 id="source-title" className="border-b-2 border-slate-800 pb-2 text-lg font-bold">
          사용한 데이터
        </h2>
        <ul className="list-disc space-y-1 pl-5">
          <li>출처: 커리어넷 (한국직업능력연구원) — 학과정보, 학과별·직업별 관련 자격증</li>
          <li>출처: 한국산업인력공단 Q-Net — 국가자격 종목 목록(등급·직무분야), 시험일정, 합격 통계</li>
          <li>출처: 통계청 KOSIS (한국산업인력공단 국가기술자격 통계) — 2019–2023 검정 통계</li>
        </ul>
        <p>
          <Link to="/jnRcmd" className="text-blue-800 underline underline-offset-2">
            AI 자격증 추천 받기
          </Link>
        </p>
      </section>
    </div>
  );
}
