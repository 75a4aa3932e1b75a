import { Link } from "react-router";
import { ResultSummary } from "../../components/aptitude/ResultSummary";
import { profileResultLoader } from "../../lib/aptitude.server";
import type { Route } from "./+types/result";

export function meta() {
  return [{ title: "메타버스 직업체험 검사 결과 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

export const loader = ({ request, context }: Route.LoaderArgs) => profileResultLoader(request, context, ["metaverse"]);

export default function MetaverseResult({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <ResultSummary page={loaderData} title="메타버스 직업체험 결과" detailHref={`/eduFair/jobTestDetail?id=${loaderData.id}`} />
      <p className="mx-auto max-w-5xl px-4 pb-10">
        8개 장면만으로 만든 짧은 결과입니다.{" "}
        <Link to="/eduFair/jobTest" className="font-semibold text-blue-800 underline">
          48문항 직업흥미검사
        </Link>
        로 더 자세한 흥미 프로파일을 확인해 보세요.
      </p>
    </>
  );
}
