import { Hono } from "hono";
import type { Services } from "../services.server";
import { graphqlRouter } from "./graphql/router";
import { authRouter } from "./v1/auth";
import { licensesV1Router } from "./v1/licenses";
import { searchRouter } from "./v1/search";
import { seoRouter } from "./v1/seo";
import { aptitudeRouter } from "./v2/aptitude";
import { boardsRouter } from "./v2/boards";
import { careersRouter } from "./v2/careers";
import { e2eHooksRouter } from "./v2/e2e-hooks";
import { jobsRouter } from "./v2/jobs";
import { licensesV2Router } from "./v2/licenses";
import { memberOverlayRouter } from "./v2/member-overlay";
import { memberSpecRouter } from "./v2/member-spec";
import { membersRouter } from "./v2/members";
import { notificationsRouter } from "./v2/notifications";
import { roadmapRouter } from "./v2/roadmap";
import { serviceRouter } from "./v2/service";
import { siteRouter } from "./v2/site";

export type ApiEnv = { Variables: { services: Services; requestId: string } };

/**
 * `/v1` routers keep the legacy `.php` wire paths; `/v2` the REST-ish ones. Each domain module
 * contributes one router, mounted here.
 */
export function createV1(): Hono<ApiEnv> {
  const v1 = new Hono<ApiEnv>();
  v1.route("/", seoRouter());
  v1.route("/", searchRouter());
  v1.route("/", licensesV1Router());
  v1.route("/", authRouter());
  return v1;
}

export function createV2(): Hono<ApiEnv> {
  const v2 = new Hono<ApiEnv>();
  v2.route("/", siteRouter());
  v2.route("/", jobsRouter());
  v2.route("/", careersRouter());
  v2.route("/", licensesV2Router());
  v2.route("/", memberOverlayRouter());
  v2.route("/", membersRouter());
  v2.route("/", memberSpecRouter());
  v2.route("/", notificationsRouter());
  v2.route("/", roadmapRouter());
  if (process.env.E2E_HOOKS === "1") v2.route("/", e2eHooksRouter());
  v2.route("/", serviceRouter());
  v2.route("/", aptitudeRouter());
  v2.route("/", boardsRouter());
  v2.route("/graphql", graphqlRouter());
  return v2;
}
