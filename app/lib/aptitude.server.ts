import { data, redirect } from "react-router";
import type { RequestContext } from "../../server/context";
import type { Instrument } from "../../server/modules/aptitude/instruments/types";
import type { Owner } from "../../server/modules/aptitude/service.server";
import { notFound } from "../../shared/app-error";
import { routeError } from "./route-errors";

const RESULT_NOT_FOUND = "요청한 검사 결과를 찾을 수 없습니다.";

/** Who is looking: the member, the visitor with an attempt cookie, or nobody known yet. */
export async function viewerOf(request: Request, context: RequestContext): Promise<Owner | null> {
  const member = await context.services.members.currentMember(request, context);
  if (member) return { memberId: member.id };
  const token = context.services.aptitude.visitor.tokenOf(request);
  return token ? { visitorToken: token } : null;
}

/**
 * The owner for a new or resumed attempt. Visitors without the attempt cookie get a fresh token;
 * `headers` then carries the Set-Cookie the response must send.
 */
export async function attemptOwner(request: Request, context: RequestContext): Promise<{ owner: Owner; headers: Headers }> {
  const headers = new Headers();
  const viewer = await viewerOf(request, context);
  if (viewer) return { owner: viewer, headers };
  const token = context.services.aptitude.visitor.newToken();
  headers.append("Set-Cookie", context.services.aptitude.visitor.cookie(request, token));
  return { owner: { visitorToken: token }, headers };
}

/** Loader of a questionnaire page: resumes the owner's unfinished attempt or starts one. */
export async function questionnaireLoader(instrument: "riasec" | "bigfive", request: Request, context: RequestContext) {
  const { owner, headers } = await attemptOwner(request, context);
  const attempt = await context.services.aptitude.openAttempt(instrument, owner);
  const content = context.services.aptitude.instrumentContent[instrument]();
  // Fewer items per page on phones so a page fits a few screens.
  const pageSize = context.device === "mobile" ? 6 : 12;
  return data({ attempt, content, pageSize }, { headers });
}

/** The owner's unfinished attempt (created when missing), for the multi-step eduTech/metaverse pages. */
export async function openAttemptFor(instrument: Instrument, request: Request, context: RequestContext) {
  const { owner, headers } = await attemptOwner(request, context);
  return { attempt: await context.services.aptitude.openAttempt(instrument, owner), owner, headers };
}

/** Action of a questionnaire page: scores the attempt, or says which items are missing. */
export async function completeAction(request: Request, context: RequestContext, resultPath: string) {
  const form = await request.formData();
  const attemptId = String(form.get("attemptId") ?? "");
  const viewer = await viewerOf(request, context);
  const outcome = viewer && ATTEMPT_ID.test(attemptId) ? await context.services.aptitude.complete(attemptId, viewer) : null;
  if (!outcome) {
    return { missing: null, error: "진행 중인 검사를 찾을 수 없습니다. 이미 완료했다면 결과 목록에서 확인하세요." };
  }
  if (!outcome.ok) return { missing: outcome.missing, error: null };
  throw redirect(`${resultPath}?id=${outcome.id}`);
}

const ATTEMPT_ID = /^[A-Za-z0-9_-]{22}$/;

/** Loader of a result page (`?id=`); 404 unless it is a completed attempt of one of `kinds`. */
export async function resultLoader(request: Request, context: RequestContext, instruments: Instrument[]) {
  const id = new URL(request.url).searchParams.get("id") ?? "";
  if (!ATTEMPT_ID.test(id)) throw routeError(notFound(RESULT_NOT_FOUND));
  const page = await context.services.aptitude.resultPage(id, await viewerOf(request, context));
  if (!page || !instruments.includes(page.instrument)) throw routeError(notFound(RESULT_NOT_FOUND));
  return page;
}

/** Loader of a start page: how far the viewer got in an unfinished attempt, if any. */
export async function introLoader(instrument: Instrument, total: number, request: Request, context: RequestContext) {
  const viewer = await viewerOf(request, context);
  const open = viewer ? await context.services.aptitude.findOpen(instrument, viewer) : null;
  return {
    member: viewer !== null && "memberId" in viewer,
    progress: open ? { answered: Object.keys(open.answers).length, total } : null,
  };
}

/** A result page with a scored profile (RIASEC or Big Five). */
export async function profileResultLoader(request: Request, context: RequestContext, instruments: Instrument[]) {
  const page = await resultLoader(request, context, instruments);
  if (!page.view) throw routeError(notFound(RESULT_NOT_FOUND));
  return { ...page, view: page.view };
}
