/** Where a browser request comes from (CSRF checks: decision 0030). */

/**
 * `trustProxy` (TRUST_PROXY) > 0 says a reverse proxy sets X-Forwarded-Host; without one, a client
 * could send that header to pass its own site off as ours.
 */
export function isSameOrigin(request: Request, publicOrigin: string | undefined, trustProxy = 0): boolean {
  const source = request.headers.get("origin") ?? refererOrigin(request.headers.get("referer"));
  if (!source || source === "null") return false;
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return false;
  }
  if (publicOrigin && url.origin === new URL(publicOrigin).origin) return true;
  const forwarded = trustProxy > 0 ? request.headers.get("x-forwarded-host") : null;
  const host = forwarded ?? request.headers.get("host") ?? new URL(request.url).host;
  return url.host === host;
}

/**
 * Whether a browser says the request comes from another site: by Sec-Fetch-Site, or without it by an
 * Origin that is not ours. A request with neither does not come from a browser form (API clients,
 * curl) and passes; browsers send at least one on every cross-site POST.
 */
export function isCrossSite(request: Request, publicOrigin: string | undefined, trustProxy = 0): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  if (!request.headers.has("origin")) return false;
  return !isSameOrigin(request, publicOrigin, trustProxy);
}

function refererOrigin(referer: string | null): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}
