import { createHash, randomBytes } from "node:crypto";
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

/** Where the build's content-hashed files are served. */
export const ASSET_PREFIX = "/assets/";

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
 * The CSP header with `scriptSources` in place of the nonce: a cached page allows exactly the
 * inline scripts it was rendered with, by their hashes (docs/decisions/0033-speed.md).
 */
export function contentSecurityPolicy(scriptSources: readonly string[]): string {
  return Object.entries(CSP)
    .map(([directive, values]) => {
      const sources = values.flatMap((value) => (typeof value === "function" ? scriptSources : [value]));
      return [directive.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`), ...sources].join(" ");
    })
    .join("; ");
}

/**
 * CSP sources for the inline scripts that carry the render's nonce: `'sha256-…'` each. Scripts
 * without the nonce (markup that was never ours) get no hash, exactly as the nonce would not cover
 * them; external scripts are covered by 'self'.
 */
export function scriptHashes(html: string, nonce: string): string[] {
  const attribute = `nonce="${nonce}"`;
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", content = ""] = match;
    if (!attributes.includes(attribute) || content === "") continue;
    hashes.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
  }
  return [...hashes];
}

const NONCE_BYTES = 16;
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;

/** A fresh 128-bit nonce, cut from a pool of random bytes refilled 512 nonces at a time (one syscall). */
function nextNonce(): string {
  if (nonceOffset + NONCE_BYTES > noncePool.length) {
    noncePool = randomBytes(NONCE_BYTES * 512);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/**
 * Per-request CSP nonce plus the portal's security headers, set by hono/secure-headers. The nonce
 * is made here rather than lazily by `NONCE`, so it also exists in dev (no CSP there: Vite HMR
 * injects inline scripts), and it is one value for the CSP header and for `c.get("cspNonce")`
 * (React Router's inline scripts). A response that already carries one of these headers keeps
 * it: a cached page brings its own CSP, with the hashes of its scripts instead of a nonce.
 */
export function securityHeaders(options: {
  csp: boolean;
}): MiddlewareHandler<{ Variables: { cspNonce: string; secureHeadersNonce: string } }> {
  const headers = secureHeaders({ ...HEADERS, ...(options.csp ? { contentSecurityPolicy: CSP } : {}), overwrite: false });
  return async (c, next) => {
    // Content-hashed scripts and styles are no documents: CSP, framing and referrer rules mean
    // nothing on them, and their ~600 bytes would ride on each of a page's ~20 script requests.
    if (c.req.path.startsWith(ASSET_PREFIX)) {
      await next();
      c.header("X-Content-Type-Options", HEADERS.xContentTypeOptions);
      return;
    }
    const nonce = nextNonce();
    c.set("cspNonce", nonce);
    c.set("secureHeadersNonce", nonce);
    return headers(c, next);
  };
}
