import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { GraphQLError } from "graphql";
import { createHandler } from "graphql-http/lib/use/fetch";
import { type Context, Hono } from "hono";
import { getCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import { unauthorized } from "../../http/errors";
import { secureCookies } from "../../modules/members/cookies.server";
import { loadAuthSecret } from "../../modules/members/secret.server";
import type { Services } from "../../services.server";
import type { ApiEnv } from "../index";
import { rootValue, schema } from "./schema";
import { GRAPHQL_COOKIE, GRAPHQL_TOKEN_TTL_SECONDS, signGraphqlToken, verifyGraphqlToken } from "./token.server";

/** Deep enough for license → schedules → phases and one hop of related licenses; no deeper. */
export const MAX_DEPTH = 6;
/** graphql-armor's cost model (objects 2, scalars 1, growing with depth): a license with its schedules and statistics costs about 50. */
export const MAX_COST = 500;
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
  const forServices = (services: Services) => {
    let entry = built.get(services);
    if (!entry) {
      entry = { handler: createGraphqlHandler(services), key: loadAuthSecret(services.config) };
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
    const bearer = BEARER.exec(c.req.header("authorization") ?? "")?.[1] ?? getCookie(c, GRAPHQL_COOKIE);
    if (!bearer || !(await verifyGraphqlToken(key, bearer))) {
      throw unauthorized(`GraphQL 토큰이 없거나 만료되었습니다. POST ${GRAPHQL_PATH}/token으로 새 토큰을 받으세요.`);
    }
    const response = await handler(c.req.raw);
    // The answer is the same for every bearer, but it is a POST-style API call: no shared copies.
    response.headers.set("Cache-Control", "no-store");
    return response;
  };
  router.get("/", execute);
  router.post("/", execute);
  return router;
}

function createGraphqlHandler(services: Services) {
  return createHandler({
    schema,
    rootValue: rootValue(services),
    validationRules: (_req, _args, specified) => [
      ...specified,
      // Reported as validation errors (a 400 with the message), not thrown (which graphql-http would answer with 500).
      maxDepthRule({
        n: MAX_DEPTH,
        propagateOnRejection: false,
        onReject: [
          (context) => context?.reportError(new GraphQLError(`쿼리가 너무 깊습니다. 최대 ${MAX_DEPTH}단계까지 허용됩니다.`)),
        ],
      }),
      costLimitRule({
        maxCost: MAX_COST,
        propagateOnRejection: false,
        onReject: [
          (context) => context?.reportError(new GraphQLError(`쿼리가 너무 큽니다. 비용 ${MAX_COST} 이하로 나눠 요청하세요.`)),
        ],
      }),
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
