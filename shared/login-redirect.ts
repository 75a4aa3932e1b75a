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
 * URL with the same origin); null otherwise. The value is resolved first (dot segments, `%2e`,
 * backslashes, stripped tabs and newlines), and the result must itself be a same-origin path that
 * no browser reads as protocol-relative: `/..//evil` resolves to `//evil`, so it fails (decision 0034).
 */
export function sameSitePath(value: string, origin: string): string | null {
  const trimmed = value.trim();
  if (trimmed === "" || trimmed.includes("\\") || [...trimmed].some((ch) => ch.charCodeAt(0) < 0x20 || ch === "\x7f")) {
    return null;
  }
  if (!trimmed.startsWith("/") && !/^https?:\/\//i.test(trimmed)) return null;
  if (trimmed.startsWith("//")) return null;
  const site = new URL(origin);
  const url = parseUrl(trimmed, site);
  if (url === null || url.origin !== site.origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!isPlainPath(path)) return null;
  // Resolving the result again must land on the same place, so a browser cannot read it differently.
  const again = parseUrl(path, site);
  if (again === null || again.origin !== site.origin || `${again.pathname}${again.search}${again.hash}` !== path) return null;
  return path;
}

/** One leading slash followed by something that is neither a slash nor a backslash. */
function isPlainPath(path: string): boolean {
  return path.startsWith("/") && path[1] !== "/" && path[1] !== "\\";
}

function parseUrl(value: string, base: URL): URL | null {
  try {
    return new URL(value, base);
  } catch {
    return null;
  }
}
