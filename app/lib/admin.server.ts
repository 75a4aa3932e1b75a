import type { RequestContext } from "../../server/context";
import type { Actor } from "../../server/modules/admin/audit.server";
import { badRequest, forbidden, isAppError } from "../../shared/app-error";
import { requireMember } from "./member.server";
import { routeError } from "./route-errors";

export interface AdminSession {
  actor: Actor;
  csrf: string;
  familyId: string;
}

/** Visitors go to the login page; members who are not admins get 403. Every /adm loader and action calls this. */
export async function requireAdmin(request: Request, context: RequestContext): Promise<AdminSession> {
  const member = await requireMember(request, context);
  if (!member.isAdmin) throw routeError(forbidden("관리자만 이용할 수 있습니다."));
  const csrf = context.services.admin.csrf.tokenFor(member.familyId);
  return { actor: { id: member.id, loginId: member.loginId }, csrf, familyId: member.familyId };
}

/**
 * For admin actions: the admin check plus the form's CSRF token (bound to the session), so a
 * form posted from another site or an old session is refused with 403. Returns the form fields,
 * the uploaded files of a multipart form and the FormData itself (for `parseForm`).
 */
export async function adminForm(
  request: Request,
  context: RequestContext,
): Promise<{ actor: Actor; form: Record<string, string>; files: Record<string, File>; formData: FormData }> {
  const session = await requireAdmin(request, context);
  const form: Record<string, string> = {};
  const files: Record<string, File> = {};
  const formData = await request.formData();
  for (const [key, value] of formData) {
    if (typeof value === "string") form[key] = value;
    else files[key] = value;
  }
  if (!context.services.admin.csrf.verify(session.familyId, form.csrf ?? "")) {
    throw routeError(forbidden("보안 토큰이 맞지 않습니다. 페이지를 새로 고친 뒤 다시 시도해주세요."));
  }
  try {
    await context.services.admin.limitWrite(session.actor, context.clientAddress);
  } catch (error) {
    if (isAppError(error)) throw routeError(error);
    throw error;
  }
  return { actor: session.actor, form, files, formData };
}

/** A positive integer id from a form or query value, or a 400. */
export function idOf(value: string | null | undefined): number {
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw routeError(badRequest());
  return id;
}
