import { redirect } from "react-router";
import { notFound } from "../../../shared/app-error";
import { routeError } from "../../lib/route-errors";
import { PRIVATE_CACHE_CONTROL } from "../../lib/route-headers";
import type { Route } from "./+types/socialCallback";

/**
 * The provider's redirect back. Logs in (a linked or a new member), or asks a member with the same
 * verified e-mail to confirm the link, or returns to the login page saying what went wrong.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { social, members } = context.services;
  if (!social.isEnabled(params.provider)) throw routeError(notFound("사용할 수 없는 로그인 방식입니다."));
  const outcome = await social.complete(params.provider, request);
  const headers = outcome.kind === "signed_in" ? members.signedInHeaders(request, outcome.tokens) : new Headers();
  headers.append("Set-Cookie", social.clearedStateCookie(request));
  headers.set("Cache-Control", PRIVATE_CACHE_CONTROL);
  if (outcome.kind === "signed_in") throw redirect(outcome.redirectTo, { headers });
  if (outcome.kind === "confirm_link") {
    headers.append("Set-Cookie", social.linkCookie(request, outcome.pending));
    throw redirect("/member/social-link", { headers });
  }
  throw redirect(`/member/login?socialError=${outcome.error}`, { headers });
}
