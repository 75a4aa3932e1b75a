import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { RequestContext } from "../../server/context";
import { badRequest } from "../../shared/app-error";
import {
  EDUCATION_INTENT,
  EDUCATION_SAVED_MESSAGE,
  educationFormSchema,
  SPEC_LIST_INTENTS,
  SPEC_LISTS,
  SPEC_MAX_ITEMS,
  type SpecListForm,
  type SpecListIntent,
  specListFormSchema,
  specSavedMessage,
} from "../../shared/spec-schemas";
import { parseForm, type SectionResult } from "./forms";
import { routeError } from "./route-errors";

/** What the spec page's action answers; `intent` names the section the answer belongs to. */
export type SpecResult = SectionResult<SpecListIntent | typeof EDUCATION_INTENT>;

type Services = RequestContext["services"];
type Item = SpecListForm["items"][number];

const INVALID_MESSAGE = "입력한 내용을 확인해주세요.";
const UNKNOWN_ITEM_MESSAGE = "존재하지 않는 항목이 있습니다. 페이지를 새로 고친 뒤 다시 시도해주세요.";

const fold = (name: string) => name.replace(/\s+/g, "").toLowerCase();
const isListIntent = (value: unknown): value is SpecListIntent =>
  typeof value === "string" && (SPEC_LIST_INTENTS as string[]).includes(value);

/** The autocomplete's suggestions for a typed name (what the page's search box would list). */
async function suggestions(services: Services, intent: SpecListIntent, name: string) {
  const { spec } = services.members;
  const named = (rows: Array<{ id: number; name: string }>) => rows.map((row) => ({ id: String(row.id), name: row.name }));
  switch (intent) {
    case "held":
    case "wished":
      return spec.suggestLicenses(name);
    case "tests":
      return services.languageTests.suggest(name);
    case "jobs":
      return named(await spec.suggestJobs(name));
    case "subjects":
      return named(await spec.suggestMajors(name));
  }
}

/** Saves a whole list through the service the `/v2/license/*` API calls. */
async function saveList(services: Services, memberId: number, intent: SpecListIntent, items: Item[]) {
  const { spec } = services.members;
  const ids = items.map((item) => item.id);
  const numericIds = ids.every((id) => /^\d{1,9}$/.test(id)) ? ids.map(Number) : null;
  switch (intent) {
    case "held":
      return spec.saveHeldLicenses(
        memberId,
        items.map((item) => ({ licenseId: item.id, acquiredOn: item.date ?? null })),
      );
    case "wished":
      return spec.saveWishedLicenses(memberId, ids);
    case "tests":
      return services.languageTests.favorites.replace(memberId, ids);
    case "jobs":
      return numericIds ? spec.saveDesiredJobs(memberId, numericIds) : { ok: false as const, unknown: ids };
    case "subjects":
      return numericIds ? spec.saveDesiredSubjects(memberId, numericIds) : { ok: false as const, unknown: ids };
  }
}

function refused(intent: SpecResult["intent"], message: string, result: SubmissionResult) {
  return data<SpecResult>({ intent, ok: false, message, result }, { status: 400 });
}

/**
 * One spec list: the submitted list, less a removed item, plus a typed name resolved to exactly one
 * item (its name, ignoring blanks and case, among the autocomplete's suggestions), then saved whole.
 */
async function saveSpecList(formData: FormData, intent: SpecListIntent, memberId: number, services: Services) {
  const submission = parseForm(formData, specListFormSchema);
  if (submission.status !== "success") return refused(intent, INVALID_MESSAGE, submission.reply());
  const { items, add, remove } = submission.value;
  let list = remove ? items.filter((item) => item.id !== remove) : items;
  if (add) {
    const found = await suggestions(services, intent, add);
    const match = found.find((option) => fold(option.name) === fold(add));
    if (!match) {
      const noun = SPEC_LISTS[intent].item;
      const hint = found.length ? ` 다음 중 하나를 정확히 입력해주세요: ${found.map((option) => option.name).join(", ")}` : "";
      const message = `'${add}'과(와) 이름이 같은 ${noun}을(를) 찾지 못했습니다.${hint}`;
      return refused(intent, INVALID_MESSAGE, submission.reply({ fieldErrors: { add: [message] } }));
    }
    if (!list.some((item) => item.id === match.id)) list = [...list, { id: match.id }];
  }
  if (list.length > SPEC_MAX_ITEMS) {
    const message = `최대 ${SPEC_MAX_ITEMS}개까지 저장할 수 있습니다.`;
    return refused(intent, INVALID_MESSAGE, submission.reply({ fieldErrors: { add: [message] } }));
  }
  const saved = await saveList(services, memberId, intent, list);
  if (!saved.ok) return refused(intent, UNKNOWN_ITEM_MESSAGE, submission.reply({ formErrors: [UNKNOWN_ITEM_MESSAGE] }));
  const message = specSavedMessage(SPEC_LISTS[intent].title);
  return data<SpecResult>({ intent, ok: true, message, result: submission.reply() });
}

async function saveEducation(formData: FormData, memberId: number, services: Services) {
  const submission = parseForm(formData, educationFormSchema);
  if (submission.status !== "success") return refused(EDUCATION_INTENT, INVALID_MESSAGE, submission.reply());
  const { level, status } = submission.value;
  await services.members.spec.saveLastEducation(memberId, level && status ? { level, status } : null);
  return data<SpecResult>({ intent: EDUCATION_INTENT, ok: true, message: EDUCATION_SAVED_MESSAGE, result: submission.reply() });
}

/** The spec page's action: the section named by the form's `intent`, for the logged-in member. */
export async function saveSpecSection(formData: FormData, memberId: number, services: Services) {
  const intent = formData.get("intent");
  if (intent === EDUCATION_INTENT) return saveEducation(formData, memberId, services);
  if (isListIntent(intent)) return saveSpecList(formData, intent, memberId, services);
  throw routeError(badRequest("저장할 항목을 알 수 없습니다."));
}
