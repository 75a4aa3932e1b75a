/** Where a browser request comes from (CSRF checks: decision 0030). */

export function isSameOrigin(request: Request, publicOrigin: string | undefined): boolean {
  const source = request.headers.get("origin") ?? refererOrigin(request.headers.get("referer"));
  if (!source || source === "null") return false;
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return false;
  }
  if (publicOrigin && url.origin === new URL(publicOrigin).origin) return true;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? new URL(request.url).host;
  return url.host === host;
}

/**
 * Whether a browser says the request comes from another site: by Sec-Fetch-Site, or without it by an
 * Origin that is not ours. A request with neither does not come from a browser form (API clients,
 * curl) and passes; browsers send at least one on every cross-site POST.
 */
export function isCrossSite(request: Request, publicOrigin: string | undefined): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site !== "same-origin" && site !== "none";
  if (!request.headers.has("origin")) return false;
  return !isSameOrigin(request, publicOrigin);
}

function refererOrigin(referer: string | null): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}
