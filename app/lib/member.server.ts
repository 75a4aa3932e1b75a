import { redirect } from "react-router";
import type { RequestContext } from "../../server/context";
import type { CurrentMember } from "../../server/modules/members/service.server";

/** Login page address that brings the visitor back to `request`'s page afterwards. */
export function loginUrlFor(request: Request): string {
  const url = new URL(request.url);
  return `/member/login?url=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
}

/** The logged-in member, or a redirect of visitors to the login page (member-only pages). */
export async function requireMember(request: Request, context: RequestContext): Promise<CurrentMember> {
  const member = await context.services.members.currentMember(request, context);
  if (!member) throw redirect(loginUrlFor(request));
  return member;
}
