import { Hono } from "hono";
import type { Services } from "../services";

export type ApiEnv = { Variables: { services: Services; requestId: string } };

/**
 * `/v1` routers keep the legacy `.php` wire paths; `/v2` the REST-ish ones. Each domain module
 * contributes one router, mounted here.
 */
export function createV1(): Hono<ApiEnv> {
  const v1 = new Hono<ApiEnv>();
  return v1;
}

export function createV2(): Hono<ApiEnv> {
  const v2 = new Hono<ApiEnv>();
  return v2;
}
