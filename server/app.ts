import { getHeapSpaceStatistics } from "node:v8";
import { serveStatic } from "@hono/node-server/serve-static";
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { except } from "hono/combine";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { createRequestHandler, type ServerBuild } from "react-router";
import { CATALOGUE_SHARED_MAX_AGE_S, PRIVATE_CACHE_CONTROL, tagsOfRead } from "../shared/cache-tags";
import { POPUP_COOKIE, REFRESH_TOKEN_COOKIE } from "../shared/cookies";
import { createV1, createV2 } from "./api";
import { SHARED_API_READS } from "./api/shared-reads";
import { siteFilesRouter } from "./api/site-files";
import { apiCacheKey } from "./cache/api-cache.server";
import { pageCacheKey } from "./cache/page-cache.server";
import { type StoredPagesEnv, storedPages } from "./cache/page-store/middleware.server";
import { collectChanges } from "./cache/purge-scope.server";
import { createRenderMemo } from "./cache/render-memo.server";
import { anonymousCookies, sharedResponses } from "./cache/response-cache.server";
import type { RequestContext } from "./context";
import { clientAddress } from "./http/client-address";
import { compression } from "./http/compression";
import { requestDevice } from "./http/device";
import { errorBody, respondError, toAppError } from "./http/errors";
import { fallbackErrorPage, isLastResortResponse } from "./http/fallback-page";
import { hsts, hstsHeaders } from "./http/hsts";
import { inputGuard, uploadGuard } from "./http/input";
import { ASSET_PREFIX, contentSecurityPolicy, scriptHashes, securityHeaders } from "./http/security";
import type { Logger } from "./logger";
import { VISITOR_COOKIE } from "./modules/aptitude/visitor.server";
import { memberSession } from "./modules/members/middleware.server";
import { SESSION_COOKIES } from "./modules/members/tokens.server";
import type { Services } from "./services.server";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Already kept from shared caches by the route itself (`privateHeaders`). */
const NOT_SHARED = /\b(private|no-store)\b/i;
const API_PATH = /^\/v[12]\//;
/** A path naming a file: its last segment has an extension. */
const FILE_NAME = /\.[a-z0-9]+$/i;
/** Post pages: their loader counts each visitor's view (조회수), so a stored copy counts it instead. */
const POST_PAGE = /^\/(jnComm\/view|jnTalk\/view|jnLics\/licenseQnaView)$/;

export interface AppOptions {
  services: Services;
  logger: Logger;
  mode: "development" | "production";
  /** Loads the React Router server build (Vite's SSR loader in dev, the built module in prod). */
  getBuild: () => Promise<ServerBuild>;
  /** Folder of the client build (`build/client`), served in production. */
  clientDir?: string;
  /**
   * The production build's identity (its manifest version): stored pages another build rendered are
   * not served, since they name that build's script files (decision 0077).
   */
  buildVersion?: string;
  /** Sees every request but `/healthz`, the page store's renders included (`idleMemoryRelease`). */
  activity?: MiddlewareHandler;
}

type Env = {
  Bindings: StoredPagesEnv["Bindings"];
  Variables: StoredPagesEnv["Variables"] & {
    services: Services;
    requestId: string;
    cspNonce: string;
    /** Set by the page handler: the render looked the member up, so its answer is theirs alone. */
    dependsOnMember?: boolean;
  };
};

/** Member pages kept as rendered per set of data (decision 0080): about 400 my-pages of ~40 KB, for 10 minutes. */
const RENDER_MEMO = { maxBytes: 16 * 1024 * 1024, ttlMs: 10 * 60 * 1000 };
/** How long /healthz waits for the database before it answers "unavailable". */
const HEALTH_DEADLINE_MS = 1_000;

export function createApp(options: AppOptions) {
  const { services, logger, mode } = options;
  const app = new Hono<Env>();

  // Before every middleware: load balancers and monitors poll it, browsers never see it, and its
  // probe is shared for HEALTH_CHECK_TTL_MS. 503 for "degraded" too: a process without its core
  // data should get no traffic (readiness). With REDIS_URL, `redis` says whether Redis answers; an
  // outage keeps the 200, as every instance serves on with per-process rate limits (decision 0039).
  app.get("/healthz", async (c) => {
    const redisStatus = services.rateLimits.redisStatus();
    const redis = redisStatus ? { redis: redisStatus } : {};
    let reasons: string[];
    let timer: NodeJS.Timeout | undefined;
    try {
      // A stalled database is "unavailable" within the deadline, not after its own timeouts.
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${HEALTH_DEADLINE_MS} ms`)), HEALTH_DEADLINE_MS);
      });
      reasons = await Promise.race([services.database.health(), deadline]);
    } catch (error) {
      logger.error({ err: error }, "health check failed");
      return c.json({ status: "unavailable", reasons: ["database does not answer"], ...redis }, 503);
    } finally {
      clearTimeout(timer);
    }
    if (reasons.length > 0) return c.json({ status: "degraded", reasons, ...redis }, 503);
    return c.json({ status: "ok", ...redis });
  });

  if (options.activity) app.use(options.activity);

  const sessionCookies = [...SESSION_COOKIES, VISITOR_COOKIE];
  // Pages: the member's session is no part of the key (their header, stars and counts come from
  // /v2/member/overlay), only whether a session cookie is present (the header's links); the aptitude
  // visitor cookie still makes a request personal.
  const personalPageCookies = [VISITOR_COOKIE];
  const memberRequest = (request: Request) => anonymousCookies(request, SESSION_COOKIES) === null;
  const storedAnswerCsp = (c: Context<Env>, body: string) => contentSecurityPolicy(scriptHashes(body, c.get("cspNonce")));
  const requestHeaders = (c: Context<Env>) => hstsHeaders(c.req.raw, services.config);
  // Outermost: a catalogue page rendered ahead of requests goes out as one primary-key read (decision 0077).
  if (mode === "production" && services.config.PAGE_STORE) {
    app.use(
      storedPages({
        store: services.pageStore,
        logger,
        today: () => services.clock.today(),
        build: options.buildVersion ?? "",
        pageCookies: [...sessionCookies, POPUP_COOKIE],
        csp: storedAnswerCsp,
        requestHeaders,
        ...(services.config.PAGE_CACHE_TTL_MS > 0
          ? { firstTier: { cache: services.responseCache, ttlMs: CATALOGUE_SHARED_MAX_AGE_S * 1000 } }
          : {}),
      }),
    );
  }
  // Then a stored anonymous answer goes out before any other middleware runs (decision 0033).
  if (mode === "production" && services.config.PAGE_CACHE_TTL_MS > 0) {
    app.use(
      sharedResponses(services.responseCache, {
        keyOf: (c) => {
          // The page store answers it, or renders it for every process: not kept here as well.
          if (c.get("storedPage")) return null;
          if (API_PATH.test(c.req.path)) return apiCacheKey(c, { sharedReads: SHARED_API_READS, sessionCookies });
          // Assets (compressed once on their own) and files are not pages.
          if (c.req.path.startsWith(ASSET_PREFIX) || FILE_NAME.test(c.req.path)) return null;
          return pageCacheKey(c.req.raw, {
            device: requestDevice(c.req.raw.headers),
            sessionCookies: personalPageCookies,
            variantCookies: [POPUP_COOKIE, REFRESH_TOKEN_COOKIE],
          });
        },
        member: (c) => memberRequest(c.req.raw),
        dependsOnMember: (c) => c.get("dependsOnMember") === true,
        csp: storedAnswerCsp,
        requestHeaders,
        tagsOf: (c) => tagsOfRead(c.req.path, new URL(c.req.url).searchParams),
        onHit: (c) => {
          const id = Number(c.req.query("id"));
          if (!POST_PAGE.test(c.req.path) || !Number.isSafeInteger(id)) return;
          services.boards
            .recordAnonymousView(id, clientAddress(c, services.config.TRUST_PROXY))
            .catch((error: unknown) => logger.warn({ err: error, postId: id }, "view of a stored post page not counted"));
        },
      }),
    );
  }
  // Assets are logged at debug level only: their ids would cost every script request a header line.
  app.use(except(`${ASSET_PREFIX}*`, requestId({ headerName: "X-Request-Id" })));
  app.use(async (c, next) => {
    const started = performance.now();
    c.set("services", services);
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    // A 500 for a request whose client went away mid-render (React Router answers it so) is no fault.
    const failed = c.res.status >= 500 && !c.req.raw.signal.aborted;
    const level = failed ? "error" : c.res.status >= 400 ? "warn" : "debug";
    logger[level]({ reqId: c.get("requestId"), method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
  });
  app.use(securityHeaders({ csp: mode === "production" }));
  app.use(hsts(services.config));
  // hono/compress gzips what `compression()` (brotli, compress-once assets) leaves: decision 0032.
  app.use(compress());
  app.use(compression());
  app.use(inputGuard(logger));
  app.use(memberSession());
  app.use(uploadGuard(logger, async (request) => (await services.members.currentMember(request)) !== null));
  // A write purges the shared cache entries of what it changed, as the services marked it
  // (shared/cache-tags.ts), once its transaction committed: only a write that succeeded marks
  // anything, and personal writes mark nothing. No path or status marks a change by itself: an
  // anonymous or refused POST to /adm once re-rendered the whole site (decision 0083). The stored
  // pages are marked stale before the answer goes out, so the writer's next page shows the write.
  app.use(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const changed = await collectChanges(next);
    // A refused request (4xx) committed nothing, whatever a service marked on its way to refusing it.
    if (changed.length === 0 || (c.res.status >= 400 && c.res.status < 500)) return;
    // The write has committed: a failure to mark pages is logged, not answered as the write's failure.
    await services
      .contentChanged(changed)
      .catch((error: unknown) => logger.error({ err: error }, "stored pages not marked stale"));
  });

  app.onError((error, c) => {
    const apiError = toAppError(error);
    if (apiError) {
      if (apiError.status === 400)
        logger.warn({ reqId: c.get("requestId"), path: c.req.path, fields: apiError.fields }, apiError.message);
      return respondError(c, apiError);
    }
    logger.error({ reqId: c.get("requestId"), err: error }, "unhandled error");
    // Spec section 8: a failure outside the page's own code (a middleware) is a 500 page for a browser.
    if (!API_PATH.test(c.req.path) && !c.req.path.endsWith(".data")) return c.html(fallbackErrorPage(500), 500);
    return c.json(errorBody(500, "문제가 발생했습니다. 잠시 후 다시 시도해주세요."), 500);
  });

  // Test-only (TEST_ROUTES=1): a middleware that fails, for the e2e of the row above; the process's
  // memory by kind (`process.memoryUsage()`, and the pages V8's young generation holds), for the
  // bench's report.
  if (services.config.TEST_ROUTES) {
    app.get("/__bench/memory", (c) => {
      const youngGeneration = getHeapSpaceStatistics()
        .filter((space) => space.space_name === "new_space" || space.space_name === "new_large_object_space")
        .reduce((bytes, space) => bytes + space.physical_space_size, 0);
      return c.json({ ...process.memoryUsage(), youngGeneration }, 200, { "cache-control": "no-store" });
    });
    app.use("/__e2e/middleware-error", () => {
      throw new Error("e2e: deliberate middleware failure");
    });
  }

  app.route("/v1", createV1());
  app.route("/v2", createV2());
  app.all("/v1/*", (c) => c.json(errorBody(404, "존재하지 않는 API입니다."), 404));
  app.all("/v2/*", (c) => c.json(errorBody(404, "존재하지 않는 API입니다."), 404));
  app.route("/", siteFilesRouter());

  if (options.clientDir) {
    const root = options.clientDir;
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          c.header("Cache-Control", "public, max-age=31536000, immutable");
          // Immutable files are never revalidated: the date would only add bytes to every script request.
          c.header("Last-Modified", undefined);
        },
      }),
    );
    app.all("/assets/*", (c) => c.text("Not Found", 404));
    const publicFiles = serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    });
    // The build's other files (favicon.svg, og-image.png) all have an extension: a page's path is
    // not looked up on disk (a stat per page request, ~3 % of a cached page's CPU).
    app.use("*", (c, next) => (FILE_NAME.test(c.req.path) ? publicFiles(c, next) : next()));
  }

  // Production: one handler for the one build. Given the build itself (not a loader function),
  // React Router derives its route table once instead of on every request.
  let handler: Promise<ReturnType<typeof createRequestHandler>> | undefined;
  const renderMemo = mode === "production" ? createRenderMemo(RENDER_MEMO) : undefined;
  app.all("*", async (c) => {
    // In dev the build changes on every edit, so the handler is rebuilt per request.
    if (mode === "production") handler ??= options.getBuild().then((build) => createRequestHandler(build, mode));
    const requestHandler = handler ? await handler : createRequestHandler(await options.getBuild(), mode);
    const context: RequestContext = {
      services,
      device: requestDevice(c.req.raw.headers),
      cspNonce: c.get("cspNonce"),
      requestId: c.get("requestId"),
      clientAddress: clientAddress(c, services.config.TRUST_PROXY),
      renderMemo,
      degradedSections: [],
    };
    let response = await requestHandler(c.req.raw, context);
    // The error screen failed to render too: the spec's fallback message instead of plain English.
    if (isLastResortResponse(response, c.req.path)) return c.html(fallbackErrorPage(500, { screenFailed: true }), 500);
    // A page with a section that failed to load is this visitor's alone: no shared cache, no page
    // store, no browser cache keeps it (the stored good page stays and is served meanwhile).
    if (context.degradedSections?.length) {
      logger.warn(
        { reqId: c.get("requestId"), path: c.req.path, sections: context.degradedSections },
        "degraded page not stored",
      );
      return withCacheControl(response, PRIVATE_CACHE_CONTROL);
    }
    // A render that looked the member up is theirs alone (mypage, forms, login); any other page is
    // the same for every visitor, members included (decision 0033, "Member overlay").
    const dependsOnMember = services.members.askedForMember(context);
    c.set("dependsOnMember", dependsOnMember);
    if (dependsOnMember && memberRequest(c.req.raw) && !NOT_SHARED.test(response.headers.get("cache-control") ?? ""))
      response = withCacheControl(response, "private, no-cache");
    // Spec: a 400 while loading a page ends on /400 (the browser's own 400s navigate there too).
    const pageLoad = c.req.method === "GET" && !c.req.path.endsWith(".data") && c.req.path !== "/400";
    if (response.status === 400 && pageLoad) return c.redirect("/400", 302);
    return response;
  });

  return app;
}

/** The response with its Cache-Control replaced (a copy when its headers are immutable, as a redirect's). */
function withCacheControl(response: Response, value: string): Response {
  try {
    response.headers.set("cache-control", value);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set("cache-control", value);
    return copy;
  }
}
