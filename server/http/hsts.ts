import type { MiddlewareHandler } from "hono";
import type { Config } from "../config.server";

type HttpsConfig = Pick<Config, "NODE_ENV" | "PUBLIC_ORIGIN">;

/**
 * Whether the browser reaches the site over HTTPS: directly, through a TLS-terminating proxy
 * (X-Forwarded-Proto) or as configured in PUBLIC_ORIGIN. Only in production, so a developer's
 * http://localhost never gets Secure cookies or HSTS.
 */
export function servedOverHttps(request: Request, config: HttpsConfig): boolean {
  if (config.NODE_ENV !== "production") return false;
  if (request.url.startsWith("https:")) return true;
  if (request.headers.get("x-forwarded-proto") === "https") return true;
  return config.PUBLIC_ORIGIN?.startsWith("https:") ?? false;
}

/**
 * Strict-Transport-Security on responses served over HTTPS, so browsers stop trying plain HTTP for
 * `HSTS_MAX_AGE` seconds. No includeSubDomains: other hosts of the domain are not ours to pin.
 */
export function hsts(config: HttpsConfig & Pick<Config, "HSTS_MAX_AGE">): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(hstsHeaders(c.req.raw, config))) c.res.headers.set(name, value);
  };
}

/** The Strict-Transport-Security header this request's answer gets, if any. */
export function hstsHeaders(request: Request, config: HttpsConfig & Pick<Config, "HSTS_MAX_AGE">): Record<string, string> {
  if (config.HSTS_MAX_AGE <= 0 || !servedOverHttps(request, config)) return {};
  return { "Strict-Transport-Security": `max-age=${config.HSTS_MAX_AGE}` };
}
