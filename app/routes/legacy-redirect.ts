import { redirect } from "react-router";
import { notFound } from "../../shared/app-error";
import { routeError } from "../lib/route-errors";

/**
 * Addresses the spec links that have no page of their own (the old site's `.php` entry points and
 * the /eduTech area root): a permanent redirect to the page that replaces each, keeping the query.
 */
export const LEGACY_TARGETS: Readonly<Record<string, string>> = {
  "/jnTalk/index.php": "/jnTalk",
  "/jnLnPo/index.php": "/jnLnPo",
  // Opened in a new tab from the fair pages: the personality test's start page.
  "/jnRcmd/jprsStep1.php": "/eduFair/jprsStart",
  "/eduTech": "/eduTech/step1",
};

export function loader({ request }: { request: Request }) {
  const url = new URL(request.url);
  const target = LEGACY_TARGETS[url.pathname];
  if (!target) throw routeError(notFound());
  return redirect(`${target}${url.search}`, 301);
}
