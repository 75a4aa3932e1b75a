/**
 * Where the login page sends a member after a successful login (spec section 2, "Login redirect
 * after success"). Only same-site relative paths are ever returned, so neither the `url` query nor
 * the referrer can redirect off the site.
 */
export function loginRedirectTarget(input: { search: URLSearchParams; referrer: string | null; origin: string }): string {
  const { search, origin } = input;
  const referrer = input.referrer ? sameSitePath(input.referrer, origin) : null;
  const fromMemberPage = referrer !== null && isMemberPath(referrer);
  if (search.has("eduFair") || !fromMemberPage) {
    const target = sameSitePath(search.get("url") ?? "", origin);
    if (target !== null) return target;
  }
  if (fromMemberPage) return "/";
  return referrer ?? "/";
}

function isMemberPath(path: string): boolean {
  return path.startsWith("/member/");
}

/**
 * The path, query and hash of `value` when it points to this site (a relative path or an absolute
 * URL with the same origin); null otherwise. Protocol-relative (`//evil`) and backslash tricks fail.
 */
export function sameSitePath(value: string, origin: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "" || trimmed.includes("\\") || [...trimmed].some((ch) => ch.charCodeAt(0) < 0x20)) return null;
  if (!trimmed.startsWith("/") && !/^https?:\/\//i.test(trimmed)) return null;
  if (trimmed.startsWith("//")) return null;
  let url: URL;
  try {
    url = new URL(trimmed, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
