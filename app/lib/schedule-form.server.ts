import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import type { RequestContext } from "../../server/context";
import { isoDate, scheduleCreateSchema, scheduleDeleteSchema } from "../../shared/member-schemas";
import { parseForm, type SectionResult } from "./forms";

type Intent = "add" | "delete";
/** What the my-schedule page's action answers when it refuses; a saved change redirects to its day. */
export type ScheduleResult = SectionResult<Intent>;

type Services = RequestContext["services"];

const NOT_FOUND_MESSAGE = "일정을 찾을 수 없습니다.";
const UNKNOWN_INTENT_MESSAGE = "요청을 처리할 수 없습니다.";
const scheduleDeleteForm = scheduleDeleteSchema.extend({ date: isoDate });

/** The day a change lands on: the page opens on it again, so a reload shows it and re-sends nothing. */
const dayPage = (date: string) => redirect(`/mypage/mySchedule?date=${date}`);

function refused(intent: Intent, result: SubmissionResult, status: number) {
  const message = Object.values(result.error ?? {}).flat()[0] ?? UNKNOWN_INTENT_MESSAGE;
  return data<ScheduleResult>({ intent, ok: false, message, result }, { status });
}

/**
 * Adds or deletes one of the member's personal schedule entries from a plain form post (the page
 * works without JavaScript), parsed by the same zod schemas as `/v2/member/member-schedule`.
 */
export async function changeSchedule(formData: FormData, memberId: number, services: Services) {
  const intent = formData.get("intent");
  const { profile } = services.members;
  if (intent === "add") {
    const submission = parseForm(formData, scheduleCreateSchema);
    if (submission.status !== "success") return refused(intent, submission.reply(), 400);
    await profile.addSchedule(memberId, submission.value.date, submission.value.schedule);
    return dayPage(submission.value.date);
  }
  if (intent === "delete") {
    const submission = parseForm(formData, scheduleDeleteForm);
    if (submission.status !== "success") return refused(intent, submission.reply(), 400);
    const deleted = await profile.deleteSchedule(memberId, submission.value.sno);
    if (!deleted) return refused(intent, submission.reply({ formErrors: [NOT_FOUND_MESSAGE] }), 404);
    return dayPage(submission.value.date);
  }
  return refused("add", { status: "error", error: { "": [UNKNOWN_INTENT_MESSAGE] } }, 400);
}
