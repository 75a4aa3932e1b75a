import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ServerBuild } from "react-router";
import { newClientAddress, ORIGIN, registerAndLogin } from "../modules/members/test-helpers";
import { routeContext, type TestContext } from "./databases";

/**
 * A page action's arguments, as React Router gives them, for a form POST from this site: `fields`
 * as a urlencoded body, or a FormData (multipart, files).
 */
export function formPost(
  ctx: TestContext,
  path: string,
  fields: Record<string, string> | FormData,
  headers: Record<string, string> = {},
) {
  return {
    request: new Request(`${ORIGIN}${path}`, {
      method: "POST",
      headers: { "sec-fetch-site": "same-origin", ...headers },
      body: fields instanceof FormData ? fields : new URLSearchParams(fields),
    }),
    context: { services: ctx.services, device: "desktop", cspNonce: "", requestId: "test", clientAddress: newClientAddress() },
    params: {},
  } as never;
}

/** What an action returned or threw: a Response (redirect) or React Router's `data()` result. */
export async function outcome(run: Promise<unknown>) {
  const value = await run.catch((thrown: unknown) => thrown);
  if (value instanceof Response) return { status: value.status, headers: value.headers, body: null };
  const result = value as { data: unknown; init?: { status?: number; headers?: HeadersInit } | null };
  return { status: result.init?.status ?? 200, headers: new Headers(result.init?.headers), body: result.data as never };
}

/** The cookie a logged-in browser sends with a page request. */
export const sessionCookie = (accessToken: string) => ({ cookie: `accessToken=${accessToken}` });

type PageAction = (args: never) => Promise<unknown>;

/**
 * A new logged-in member and `post`, which sends their form to a page action at `path` (fixed
 * here, or given per post) and returns the `outcome`.
 */
export async function formMember(ctx: TestContext, action: PageAction) {
  const session = await registerAndLogin(ctx);
  const me = await ctx.services.members.memberForToken(session.accessToken);
  if (!me) throw new Error("not logged in");
  const post = (path: string, fields: Record<string, string> | FormData) =>
    outcome(action(formPost(ctx, path, fields, sessionCookie(session.accessToken))));
  return { id: me.id, post };
}

/**
 * A new logged-in member as page loaders see them: their id, session (API headers), cookie, and
 * `args(path)`, a loader's arguments for a GET of `path` with that cookie.
 */
export async function loaderMember(ctx: TestContext) {
  const session = await registerAndLogin(ctx);
  const me = await ctx.services.members.memberForToken(session.accessToken);
  if (!me) throw new Error("not logged in");
  const cookie = sessionCookie(session.accessToken);
  const args = (path: string) =>
    ({ request: new Request(`${ORIGIN}${path}`, { headers: cookie }), context: routeContext(ctx.services), params: {} }) as never;
  return { id: me.id, session, cookie, args };
}

/** Full paths of the routes that export an action, e.g. "/adm/content/:type", read from the build. */
export function actionPaths(build: ServerBuild): string[] {
  const full = (id: string): string => {
    const route = build.routes[id];
    if (!route) return "";
    const parent = route.parentId ? full(route.parentId) : "";
    return route.path ? `${parent}/${route.path}` : parent;
  };
  return Object.entries(build.routes)
    .filter(([, route]) => route?.module.action)
    .map(([id]) => full(id).replace(/\/+/g, "/"));
}

/** A response's HTML, whatever encoding the server chose (br, gzip or none). */
export async function responseHtml(res: Response): Promise<string> {
  const bytes = Buffer.from(await res.arrayBuffer());
  const encoding = res.headers.get("content-encoding");
  return (encoding === "br" ? brotliDecompressSync(bytes) : encoding === "gzip" ? gunzipSync(bytes) : bytes).toString();
}
