import { ResultSummary } from "../../components/aptitude/ResultSummary";
import { profileResultLoader } from "../../lib/aptitude.server";
import type { Route } from "./+types/jobTestResult";

export function meta() {
  return [{ title: "직업흥미검사 결과 - 교육박람회 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

export const loader = ({ request, context }: Route.LoaderArgs) => profileResultLoader(request, context, ["riasec"]);

export default function JobTestResult({ loaderData }: Route.ComponentProps) {
  return <ResultSummary page={loaderData} title="직업흥미검사 결과" detailHref={`/eduFair/jobTestDetail?id=${loaderData.id}`} />;
}
