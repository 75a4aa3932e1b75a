import { QuestionnairePage } from "../../components/aptitude/LikertTest";
import { completeAction, questionnaireLoader } from "../../lib/aptitude.server";
import type { Route } from "./+types/jprsTest";

export function meta() {
  return [{ title: "성격검사 진행 - 교육박람회 | 자격나침반" }, { name: "robots", content: "noindex" }];
}

export async function loader({ request, context }: Route.LoaderArgs) {
  return questionnaireLoader("bigfive", request, context);
}

export const action = ({ request, context }: Route.ActionArgs) => completeAction(request, context, "/eduFair/jprsResult");

export default function JprsTest({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <QuestionnairePage
      title="성격검사 (Big Five)"
      instruction="각 문장이 평소의 나와 얼마나 비슷한지 골라 주세요."
      data={loaderData}
      actionData={actionData}
    />
  );
}
