import { MetaverseSceneArt } from "../../components/aptitude/MetaverseScene";
import { TestIntro } from "../../components/aptitude/TestIntro";
import { introLoader } from "../../lib/aptitude.server";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/jobTest";

export function meta() {
  return seoMeta({
    title: "메타버스 직업체험 검사 | 자격나침반",
    description: "가상 세계의 여덟 장면에서 하고 싶은 일을 고르면 여섯 흥미 유형으로 결과를 알려 주는 약 3분짜리 직업체험 검사.",
  });
}

export const loader = ({ request, context }: Route.LoaderArgs) => introLoader("metaverse", 8, request, context);

export default function MetaverseJobTest({ loaderData }: Route.ComponentProps) {
  return (
    <TestIntro
      title="메타버스 직업체험 검사"
      lead="아바타가 되어 가상 세계의 여덟 가지 장면에서 하고 싶은 일을 고르면, 직업흥미검사와 같은 여섯 흥미 유형으로 결과를 알려 드립니다."
      facts={[
        ["장면 수", "8개"],
        ["소요 시간", "약 3분"],
        ["응답 방식", "장면마다 3개 중 1개 선택"],
      ]}
      about={[
        "각 장면의 선택지는 여섯 유형 중 하나에 해당하며, 모든 유형이 똑같이 네 번씩 나옵니다.",
        "짧은 체험용 검사입니다. 더 정확한 흥미 프로파일은 48문항 직업흥미검사로 확인하세요.",
      ]}
      startHref="/metaverse/test"
      progress={loaderData.progress}
      member={loaderData.member}
    >
      <div className="mt-6 max-w-md">
        <MetaverseSceneArt scene="island" />
      </div>
    </TestIntro>
  );
}
