import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { GraphQLError } from "graphql";
import { createHandler } from "graphql-http/lib/use/fetch";
import { type Context, Hono } from "hono";
import { serialize } from "hono/utils/cookie";
import { readCookie } from "../../../shared/cookies";
import { badRequest, unauthorized } from "../../http/errors";
import { MALFORMED_BODY_MESSAGE } from "../../http/input";
import { secureCookies } from "../../modules/members/cookies.server";
import { loadAuthSecret } from "../../modules/members/secret.server";
import type { Services } from "../../services.server";
import type { ApiEnv } from "../index";
import { costRule } from "./cost";
import { createLoaders, type GraphqlContext, TIME_BUDGET_MESSAGE, TIME_BUDGET_MS, timeBudget } from "./loaders.server";
import { rootValue } from "./resolvers";
import { schema } from "./schema";
import { GRAPHQL_COOKIE, GRAPHQL_TOKEN_TTL_SECONDS, signGraphqlToken, verifyGraphqlToken } from "./token.server";

/** Deep enough for license → schedules → phases and one hop of related licenses; no deeper. */
export const MAX_DEPTH = 6;
/** Where the endpoint is mounted (under /v2, so it gets the API's input checks and error shape). */
export const GRAPHQL_PATH = "/v2/graphql";
/** Longer documents are refused before parsing. */
const MAX_QUERY_LENGTH = 8_000;

const BEARER = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

/**
 * The graph query endpoint (spec section 7): `/v2/graphql`, read-only, with a separate 7-day token
 * cookie as bearer (decision 0057). `POST /v2/graphql/token` issues the cookie (and returns the
 * token for clients that send `Authorization: Bearer`).
 */
export function graphqlRouter() {
  const router = new Hono<ApiEnv>();
  // Built on first use: the router is mounted before the process's services exist.
  const built = new WeakMap<Services, { handler: (request: Request) => Promise<Response>; key: Uint8Array }>();
  /** Each request's loaders and time budget, found again by graphql-http's context callback. */
  const contexts = new WeakMap<Request, GraphqlContext>();
  const forServices = (services: Services) => {
    let entry = built.get(services);
    if (!entry) {
      entry = { handler: createGraphqlHandler(services, contexts), key: loadAuthSecret(services.config) };
      built.set(services, entry);
    }
    return entry;
  };

  router.post("/token", async (c) => {
    const services = c.get("services");
    const token = await signGraphqlToken(forServices(services).key);
    c.header(
      "Set-Cookie",
      serialize(GRAPHQL_COOKIE, token, {
        path: GRAPHQL_PATH,
        sameSite: "Lax",
        secure: secureCookies(c.req.raw, services.config),
        httpOnly: true,
        maxAge: GRAPHQL_TOKEN_TTL_SECONDS,
      }),
    );
    c.header("Cache-Control", "no-store");
    return c.json({ data: { token, expiresIn: GRAPHQL_TOKEN_TTL_SECONDS } });
  });

  const execute = async (c: Context<ApiEnv>) => {
    const { handler, key } = forServices(c.get("services"));
    const bearer = BEARER.exec(c.req.header("authorization") ?? "")?.[1] ?? readCookie(c.req.header("cookie"), GRAPHQL_COOKIE);
    if (!bearer || !(await verifyGraphqlToken(key, bearer))) {
      throw unauthorized(`GraphQL 토큰이 없거나 만료되었습니다. POST ${GRAPHQL_PATH}/token으로 새 토큰을 받으세요.`);
    }
    const request = await operationRequest(c);
    const budget = timeBudget(TIME_BUDGET_MS);
    contexts.set(request, { loaders: createLoaders(c.get("services"), budget), budget });
    let timer: NodeJS.Timeout | undefined;
    const overtime = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        budget.expire();
        reject(badRequest(TIME_BUDGET_MESSAGE));
      }, TIME_BUDGET_MS);
    });
    const running = handler(request);
    // Once the timer has answered, a late failure of the abandoned run is not unhandled.
    running.catch(() => undefined);
    const response = await Promise.race([running, overtime]).finally(() => clearTimeout(timer));
    // A query whose reads ran out of time has partial data: refused whole, like one the timer stopped.
    if (budget.exceeded) throw badRequest(TIME_BUDGET_MESSAGE);
    // The answer is the same for every bearer, but it is a POST-style API call: no shared copies.
    response.headers.set("Cache-Control", "no-store");
    return refusedAs400(response);
  };
  router.get("/", execute);
  router.post("/", execute);
  return router;
}

/**
 * A query refused before it ran (too deep, too costly, invalid) has errors and no `data`. graphql-http
 * answers it 400 to clients that accept `application/graphql-response+json` but 200 to plain
 * `application/json` ones (the legacy rule of GraphQL over HTTP); every client gets the 400 here.
 */
async function refusedAs400(response: Response): Promise<Response> {
  if (response.status !== 200) return response;
  const body = await response.text();
  // graphql-js writes `errors` first also when it ran the query and has `data`: only those without are refusals.
  const status = body.startsWith('{"errors":') && !("data" in (JSON.parse(body) as object)) ? 400 : 200;
  return new Response(body, { status, headers: response.headers });
}

const QUERY_MESSAGE = "query에 GraphQL 쿼리 문자열 하나를 보내세요. 여러 쿼리를 배열로 묶은 요청은 지원하지 않습니다.";

/**
 * The request graphql-http runs. A JSON body must be one operation object with a query string:
 * `{"query": null}`, batch arrays and other shapes are the client's mistake (400 in the API's error
 * shape, logged as a warning), never a fault inside graphql-http or a resolver.
 */
async function operationRequest(c: Context<ApiEnv>): Promise<Request> {
  if (c.req.method !== "POST") {
    if (!c.req.query("query")) throw badRequest(QUERY_MESSAGE);
    return c.req.raw;
  }
  const text = await c.req.text();
  if (/^\s*application\/(graphql-response\+)?json\b/i.test(c.req.header("content-type") ?? "")) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw badRequest(MALFORMED_BODY_MESSAGE);
    }
    const query = body && typeof body === "object" && !Array.isArray(body) ? (body as { query?: unknown }).query : undefined;
    if (typeof query !== "string" || query.trim() === "") throw badRequest(QUERY_MESSAGE);
  }
  return new Request(c.req.raw.url, { method: "POST", headers: c.req.raw.headers, body: text });
}

function createGraphqlHandler(services: Services, contexts: WeakMap<Request, GraphqlContext>) {
  return createHandler<GraphqlContext>({
    schema,
    rootValue: rootValue(services),
    context: (req) => {
      const context = contexts.get(req.raw);
      if (!context) throw new Error("GraphQL request without its context");
      return context;
    },
    validationRules: (_req, args, specified) => [
      ...specified,
      // Reported as validation errors (a 400 with the message), not thrown (which graphql-http would answer with 500).
      maxDepthRule({
        n: MAX_DEPTH,
        propagateOnRejection: false,
        onReject: [
          (context) => context?.reportError(new GraphQLError(`쿼리가 너무 깊습니다. 최대 ${MAX_DEPTH}단계까지 허용됩니다.`)),
        ],
      }),
      costRule(args.variableValues),
    ],
    onSubscribe: (_req, params) => {
      if (params.query.length > MAX_QUERY_LENGTH) return [new GraphQLError(`쿼리는 ${MAX_QUERY_LENGTH}자 이하여야 합니다.`)];
    },
    formatError: (error) => {
      // Argument errors are ours (GraphQLError); anything else is a fault whose text stays in the log.
      const original = error instanceof GraphQLError ? error.originalError : error;
      if (!original || original instanceof GraphQLError) return error;
      services.logger.error({ err: original }, "graphql resolver failed");
      return new GraphQLError("문제가 발생했습니다. 잠시 후 다시 시도해주세요.", { path: (error as GraphQLError).path });
    },
  });
}
