import type { MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";

/**
 * Full-page cache for anonymous page views (docs/decisions/0027-page-cache.md). A cached page is
 * the rendered HTML with the request's CSP nonce replaced by a placeholder; each hit gets its own
 * nonce back in. Only GETs without any session credential and 200 HTML answers without Set-Cookie
 * are stored, keyed by URL, device class and the one cookie that changes the HTML (top popup).
 */
const NONCE_PLACEHOLDER = "__JN_CSP_NONCE__";

export interface CachedPage {
  status: number;
  headers: [string, string][];
  html: string;
}

export interface PageCacheOptions {
  ttlMs: number;
  maxBytes: number;
}

export function createPageCache({ ttlMs, maxBytes }: PageCacheOptions) {
  const pages = new LRUCache<string, CachedPage>({
    ttl: ttlMs,
    maxSize: maxBytes,
    sizeCalculation: (page) => page.html.length * 2 + 512,
  });
  return {
    get: (key: string) => pages.get(key),
    set: (key: string, page: CachedPage) => pages.set(key, page),
    clear: () => pages.clear(),
    get size() {
      return pages.size;
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;

export interface PageCacheKeyInput {
  device: string;
  /** Cookies that make a request personal (session): such requests are never cached. */
  sessionCookies: readonly string[];
  /** Cookies whose presence changes the HTML for everyone (the top popup's "closed" cookie). */
  variantCookies: readonly string[];
}

/** The cache key of a request, or null when the response may depend on who asks. */
export function pageCacheKey(request: Request, input: PageCacheKeyInput): string | null {
  if (request.method !== "GET") return null;
  if (request.headers.has("x-access-token") || request.headers.has("authorization")) return null;
  const names = new Set(
    (request.headers.get("cookie") ?? "")
      .split(";")
      .map((part) => part.split("=")[0]?.trim())
      .filter(Boolean),
  );
  if (input.sessionCookies.some((name) => names.has(name))) return null;
  const variant = input.variantCookies.map((name) => (names.has(name) ? "1" : "0")).join("");
  const url = new URL(request.url);
  return `${input.device}|${variant}|${url.host}${url.pathname}${url.search}`;
}

/**
 * Serves cached anonymous pages and stores new ones. `keyOf` decides cacheability per request;
 * `nonceOf` gives the request's CSP nonce (set by the security middleware that runs before).
 */
export function pageCacheMiddleware(
  cache: PageCache,
  keyOf: (request: Request) => string | null,
  nonceOf: (c: Parameters<MiddlewareHandler>[0]) => string,
): MiddlewareHandler {
  return async (c, next) => {
    const key = keyOf(c.req.raw);
    if (!key) return next();
    const nonce = nonceOf(c);
    const hit = cache.get(key);
    if (hit) {
      const html = hit.html.replaceAll(NONCE_PLACEHOLDER, nonce);
      c.res = new Response(html, { status: hit.status, headers: hit.headers });
      c.header("X-Page-Cache", "hit");
      // A known length lets the compression take the whole body at once instead of as a stream.
      c.header("Content-Length", String(Buffer.byteLength(html)));
      return;
    }
    await next();
    const res = c.res;
    const type = res.headers.get("content-type") ?? "";
    if (res.status !== 200 || !type.startsWith("text/html") || res.headers.has("set-cookie")) return;
    const html = await res.text();
    const headers = [...res.headers].filter(([name]) => name !== "content-length");
    cache.set(key, { status: res.status, headers, html: html.replaceAll(nonce, NONCE_PLACEHOLDER) });
    c.res = new Response(html, { status: res.status, headers });
    c.header("X-Page-Cache", "miss");
    c.header("Content-Length", String(Buffer.byteLength(html)));
  };
}
