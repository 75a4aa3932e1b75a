import { TestIntro } from "../../components/aptitude/TestIntro";
import { introLoader } from "../../lib/aptitude.server";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/jprsStart";

export function meta() {
  return seoMeta({
    title: "성격검사 - 교육박람회 | 자격나침반",
    description: "성격의 다섯 가지 큰 요인(외향성·친화성·성실성·정서 안정성·지적 개방성)으로 보는 성격검사(50문항, 약 10분).",
  });
}

export const loader = ({ request, context }: Route.LoaderArgs) => introLoader("bigfive", 50, request, context);

export default function JprsStart({ loaderData }: Route.ComponentProps) {
  return (
    <TestIntro
      title="성격검사 (Big Five)"
      lead="평소의 나를 설명하는 문장에 얼마나 동의하는지 답하면, 성격의 다섯 가지 큰 요인에서 내가 어떤 편인지 알려 드립니다."
      facts={[
        ["문항 수", "50문항"],
        ["소요 시간", "약 10분"],
        ["응답 방식", "5점 척도 (전혀 아니다 ~ 매우 그렇다)"],
      ]}
      about={[
        "외향성·친화성·성실성·정서 안정성·지적 개방성 다섯 요인마다 10문항씩 있고, 일부 문항은 반대 방향으로 채점됩니다.",
        "되고 싶은 모습이 아니라 지금의 평소 모습을 기준으로 답하세요.",
        "문항은 공개 도메인인 IPIP 50문항 5요인 척도(Goldberg)를 바탕으로 새로 쓴 것입니다.",
      ]}
      startHref="/eduFair/jprsTest"
      progress={loaderData.progress}
      member={loaderData.member}
    />
  );
}
