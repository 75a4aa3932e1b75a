import { TestIntro } from "../../components/aptitude/TestIntro";
import { introLoader } from "../../lib/aptitude.server";
import { seoMeta } from "../../lib/seo";
import type { Route } from "./+types/jobTest";

export function meta() {
  return seoMeta({
    title: "직업흥미검사 - 교육박람회 | 자격나침반",
    description:
      "홀랜드 RIASEC 여섯 흥미 유형으로 보는 직업흥미검사(48문항, 약 8–10분). 나에게 두드러진 유형과 관련 직업·자격증을 알려 드립니다.",
  });
}

export const loader = ({ request, context }: Route.LoaderArgs) => introLoader("riasec", 48, request, context);

export default function JobTest({ loaderData }: Route.ComponentProps) {
  return (
    <TestIntro
      title="직업흥미검사 (홀랜드 RIASEC)"
      lead="여러 가지 일과 활동을 얼마나 하고 싶은지 답하면, 여섯 가지 흥미 유형 중 나에게 두드러진 유형과 관련 직업·자격증을 알려 드립니다."
      facts={[
        ["문항 수", "48문항"],
        ["소요 시간", "약 8–10분"],
        ["응답 방식", "5점 척도 (전혀 하고 싶지 않다 ~ 매우 하고 싶다)"],
      ]}
      about={[
        "현실형(R)·탐구형(I)·예술형(A)·사회형(S)·진취형(E)·관습형(C) 여섯 유형마다 8문항씩 있습니다.",
        "잘할 수 있는지가 아니라 하고 싶은지를 기준으로, 너무 오래 고민하지 말고 답하세요.",
        "문항은 누구나 쓸 수 있는 공개 자료(O*NET Interest Profiler, IPIP RIASEC 척도)를 바탕으로 새로 쓴 것입니다.",
      ]}
      startHref="/eduFair/jobTestStart"
      progress={loaderData.progress}
      member={loaderData.member}
    />
  );
}
