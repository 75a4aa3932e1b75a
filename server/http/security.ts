import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";

/** The portal's headers (decision 0004); hono/secure-headers' other default headers are off. */
const HEADERS = {
  xContentTypeOptions: "nosniff",
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: "DENY",
  crossOriginOpenerPolicy: "same-origin",
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  crossOriginEmbedderPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/** `NONCE` reads the request's nonce from `secureHeadersNonce`, set below. */
const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", NONCE],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", "data:"],
  fontSrc: ["'self'", "data:"],
  connectSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  objectSrc: ["'none'"],
};

/**
 * Per-request CSP nonce plus the portal's security headers, set by hono/secure-headers. The nonce
 * is made here rather than lazily by `NONCE`, so it also exists in dev (no CSP there: Vite HMR
 * injects inline scripts), and it is one value for the CSP header and for `c.get("cspNonce")`
 * (React Router's inline scripts; the page cache swaps it per hit).
 */
export function securityHeaders(options: {
  csp: boolean;
}): MiddlewareHandler<{ Variables: { cspNonce: string; secureHeadersNonce: string } }> {
  const headers = secureHeaders(options.csp ? { ...HEADERS, contentSecurityPolicy: CSP } : HEADERS);
  return async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    c.set("secureHeadersNonce", nonce);
    return headers(c, next);
  };
}
