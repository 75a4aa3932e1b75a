import { redirect } from "react-router";
import { notFound } from "../../../shared/app-error";
import { sameSitePath } from "../../../shared/login-redirect";
import { routeError } from "../../lib/route-errors";
import { PRIVATE_CACHE_CONTROL } from "../../lib/route-headers";
import type { Route } from "./+types/socialStart";

/** Sends the browser to the provider's login with a fresh state (and PKCE verifier) in a cookie. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { social } = context.services;
  if (!social.isEnabled(params.provider)) throw routeError(notFound("사용할 수 없는 로그인 방식입니다."));
  const url = new URL(request.url);
  const redirectTo = sameSitePath(url.searchParams.get("url") ?? "", url.origin) ?? "/";
  const flow = await social.begin(params.provider, request, redirectTo);
  throw redirect(flow.url, { headers: { "Set-Cookie": flow.cookie, "Cache-Control": PRIVATE_CACHE_CONTROL } });
}
