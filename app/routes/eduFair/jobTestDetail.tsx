import { ResultDetail } from "../../components/aptitude/ResultDetail";
import { profileResultLoader } from "../../lib/aptitude.server";
import type { Route } from "./+types/jobTestDetail";

export function meta() {
  return [{ title: "직업흥미검사 상세 해석 - 교육박람회 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

export const loader = ({ request, context }: Route.LoaderArgs) => profileResultLoader(request, context, ["riasec", "metaverse"]);

export default function JobTestDetail({ loaderData }: Route.ComponentProps) {
  return <ResultDetail page={loaderData} title="직업흥미검사 상세 해석" />;
}
