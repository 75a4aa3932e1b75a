import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import type { RequestContext } from "../../server/context";
import { isAppError } from "../../shared/app-error";
import {
  deleteRoadmapSchema,
  refreshRoadmapSchema,
  renameRoadmapSchema,
  SAVED_ROADMAPS_PAGE,
  saveRoadmapSchema,
} from "../../shared/roadmap-plan-schemas";
import { roadmapQuery } from "../../shared/roadmap-schemas";
import { parseForm, type SectionResult } from "./forms";

type Services = RequestContext["services"];

/** What the roadmap page's save form and the my page's rename and delete forms answer when they refuse. */
export type SavedRoadmapResult = SectionResult<"save" | "rename" | "delete" | "refresh"> & { id?: number };

const NOT_FOUND = "저장한 로드맵을 찾을 수 없습니다.";
const UNKNOWN_INTENT = "요청을 처리할 수 없습니다.";

function refused(intent: SavedRoadmapResult["intent"], result: SubmissionResult, status: number, id?: number) {
  const message = Object.values(result.error ?? {}).flat()[0] ?? UNKNOWN_INTENT;
  return data<SavedRoadmapResult>({ intent, ok: false, message, result, id }, { status });
}

/**
 * 로드맵 저장 on the roadmap page: the plan of the page's query (its URL), planned again now, under the
 * given name; then the saved plan's page. A bad name, a full list or a query that no longer plans
 * answers 400 beside the form.
 */
export async function saveRoadmap(formData: FormData, url: URL, memberId: number, services: Services) {
  const submission = parseForm(formData, saveRoadmapSchema);
  if (submission.status !== "success") return refused("save", submission.reply(), 400);
  const query = roadmapQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) return refused("save", submission.reply({ formErrors: ["로드맵 조건이 올바르지 않습니다."] }), 400);
  try {
    const id = await services.savedRoadmaps.save(memberId, submission.value.name, query.data, services.clock.today());
    return redirect(`${SAVED_ROADMAPS_PAGE}/${id}`);
  } catch (error) {
    if (isAppError(error) && error.status === 400) return refused("save", submission.reply({ formErrors: [error.message] }), 400);
    throw error;
  }
}

/** 이름 바꾸기 and 삭제 on the my page's list (plain form posts; the list page again afterwards). */
export async function changeSavedRoadmap(formData: FormData, memberId: number, services: Services) {
  const intent = formData.get("intent");
  if (intent === "rename") {
    const submission = parseForm(formData, renameRoadmapSchema);
    const id = Number(formData.get("id")) || undefined;
    if (submission.status !== "success") return refused(intent, submission.reply(), 400, id);
    const renamed = await services.savedRoadmaps.rename(memberId, submission.value.id, submission.value.name);
    if (!renamed) return refused(intent, submission.reply({ formErrors: [NOT_FOUND] }), 404, id);
    return redirect(SAVED_ROADMAPS_PAGE);
  }
  if (intent === "delete") {
    const submission = parseForm(formData, deleteRoadmapSchema);
    if (submission.status !== "success") return refused(intent, submission.reply(), 400);
    const removed = await services.savedRoadmaps.remove(memberId, submission.value.id);
    if (!removed) return refused(intent, submission.reply({ formErrors: [NOT_FOUND] }), 404, submission.value.id);
    return redirect(SAVED_ROADMAPS_PAGE);
  }
  return refused("rename", { status: "error", error: { "": [UNKNOWN_INTENT] } }, 400);
}

/** 지금 일정으로 다시 저장 on a saved plan's page: today's plan becomes its snapshot; the page again. */
export async function refreshSavedRoadmap(formData: FormData, memberId: number, services: Services) {
  const submission = parseForm(formData, refreshRoadmapSchema);
  if (formData.get("intent") !== "refresh" || submission.status !== "success")
    return refused("refresh", submission.reply({ formErrors: [UNKNOWN_INTENT] }), 400);
  const { id } = submission.value;
  try {
    const refreshed = await services.savedRoadmaps.refresh(memberId, id, services.clock.today());
    if (!refreshed) return refused("refresh", submission.reply({ formErrors: [NOT_FOUND] }), 404, id);
  } catch (error) {
    if (isAppError(error) && error.status === 400)
      return refused("refresh", submission.reply({ formErrors: [error.message] }), 400, id);
    throw error;
  }
  return redirect(`${SAVED_ROADMAPS_PAGE}/${id}`);
}
