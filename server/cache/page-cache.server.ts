import { anonymousCookies } from "./response-cache.server";

/**
 * Keys of anonymous page views for the shared response cache (docs/decisions/0027-page-cache.md,
 * 0033-speed.md): only GETs without any session credential, keyed by URL, device class and the
 * one cookie that changes the HTML (top popup).
 */
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
  const cookies = anonymousCookies(request, input.sessionCookies);
  if (!cookies) return null;
  const variant = input.variantCookies.map((name) => (cookies.has(name) ? "1" : "0")).join("");
  const url = new URL(request.url);
  return `${input.device}|${variant}|${url.host}${url.pathname}${url.search}`;
}
