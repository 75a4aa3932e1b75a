import { QuestionnairePage } from "../../components/aptitude/LikertTest";
import { completeAction, questionnaireLoader } from "../../lib/aptitude.server";
import type { Route } from "./+types/jobTestStart";

export function meta() {
  return [{ title: "직업흥미검사 진행 - 교육박람회 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return questionnaireLoader("riasec", request, context);
}

export const action = ({ request, context }: Route.ActionArgs) => completeAction(request, context, "/eduFair/jobTestResult");

export default function JobTestStart({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <QuestionnairePage
      title="직업흥미검사"
      instruction="각 활동을 얼마나 하고 싶은지 골라 주세요."
      data={loaderData}
      actionData={actionData}
    />
  );
}
