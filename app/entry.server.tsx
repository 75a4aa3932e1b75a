import { createHash } from "node:crypto";
import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import type { MenuItem } from "../shared/menu";
import { type SiteMenu, SiteMenuContext, siteMenuOf } from "./lib/site-menu";

export const streamTimeout = 5_000;

/**
 * Loader and action failures go to the server's logger, which keeps SQL parameters out of the log.
 * A client's mistake React Router answers itself (a POST to a page without an action: 405) is a
 * warning, like every other 4xx; only faults are errors.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const clientError = isRouteErrorResponse(error) && error.status < 500;
  // A thrown error response wraps the original error, when there is one.
  const err = isRouteErrorResponse(error) && "error" in error && error.error ? error.error : error;
  const entry = { err, reqId: context.requestId, path: new URL(request.url).pathname };
  if (clientError) context.services.logger.warn({ ...entry, status: error.status }, "page request refused");
  else context.services.logger.error(entry, "page error");
};

const NO_MENU: MenuItem[] = [];

/** The site's menu; none when it cannot be read (the page is then an error screen, rendered without it as before). */
async function menuTreeOf(loadContext: AppLoadContext): Promise<MenuItem[]> {
  try {
    return await loadContext.services.site.menuTree();
  } catch (error) {
    loadContext.services.logger.warn({ err: error, reqId: loadContext.requestId }, "site menu unavailable");
    return NO_MENU;
  }
}

const digests = new WeakMap<SiteMenu, string>();

/** The menu's content in a few bytes, once per tree the site service reads. */
function menuDigest(menu: SiteMenu): string {
  let digest = digests.get(menu);
  if (!digest) {
    digest = createHash("sha256").update(menu.json).digest("base64url");
    digests.set(menu, digest);
  }
  return digest;
}

/**
 * The render memo's key (decision 0080) when every matched route declares its render a function of
 * its loader data (`handle.renderMemo`), and this is a plain successful page load.
 */
function renderMemoKey(
  request: Request,
  status: number,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
  bot: boolean,
  siteMenu: SiteMenu,
) {
  const { staticHandlerContext: state, routeModules } = routerContext;
  const memo = loadContext.renderMemo;
  if (!memo || request.method !== "GET" || status !== 200 || state.errors || state.actionData) return null;
  const declared = state.matches.every(
    (match) => (routeModules[match.route.id]?.handle as { renderMemo?: boolean } | undefined)?.renderMemo === true,
  );
  if (!declared) return null;
  const inputs = {
    url: request.url,
    bot,
    device: loadContext.device,
    today: loadContext.services.clock.today(),
    siteMenu: menuDigest(siteMenu),
    loaderData: state.loaderData,
  };
  return memo.keyOf(inputs, loadContext.cspNonce);
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  const userAgent = request.headers.get("user-agent");
  const bot = Boolean(userAgent && isbot(userAgent));
  const siteMenu = siteMenuOf(await menuTreeOf(loadContext));
  const memoKey = renderMemoKey(request, responseStatusCode, routerContext, loadContext, bot, siteMenu);
  const memoized = memoKey ? await loadContext.renderMemo?.answer(memoKey, request.headers.get("accept-encoding")) : null;
  if (memoized) {
    // The loader data's stream for the render that is not made.
    void routerContext.serverHandoffStream?.cancel();
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    responseHeaders.set("Content-Security-Policy", memoized.csp);
    responseHeaders.set("Content-Length", String(memoized.body.length));
    responseHeaders.append("Vary", "Accept-Encoding");
    // Already compressed: the compression middleware leaves an answer with an encoding alone.
    if (memoized.encoding) responseHeaders.set("Content-Encoding", memoized.encoding);
    const { body } = memoized;
    return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
      headers: responseHeaders,
      status: responseStatusCode,
    });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    // Crawlers get the whole document at once; browsers get the shell as soon as it is ready.
    const readyOption = bot || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const page = (
      <SiteMenuContext value={siteMenu}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </SiteMenuContext>
    );
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const chunks: Buffer[] = [];
        const body = new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            if (memoKey) chunks.push(chunk);
            callback(null, chunk);
          },
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            if (memoKey && !failed && !request.signal.aborted)
              loadContext.renderMemo?.set(memoKey, Buffer.concat(chunks).toString("utf8"), nonce);
            callback();
          },
        });
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        pipe(body);
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
  });
}
