import { ResultSummary } from "../../components/aptitude/ResultSummary";
import { profileResultLoader } from "../../lib/aptitude.server";
import type { Route } from "./+types/jprsResult";

export function meta() {
  return [{ title: "성격검사 결과 - 교육박람회 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

export const loader = ({ request, context }: Route.LoaderArgs) => profileResultLoader(request, context, ["bigfive"]);

export default function JprsResult({ loaderData }: Route.ComponentProps) {
  return <ResultSummary page={loaderData} title="성격검사 결과" detailHref={`/eduFair/jprsDetail?id=${loaderData.id}`} />;
}
