export const ACCESS_TOKEN_COOKIE = "accessToken";
/**
 * The long-lived session cookie. Its presence (never its value) tells a page's server render to
 * show a member's header links (마이페이지, 로그아웃) instead of 로그인/회원가입: the shared page cache
 * keeps one variant per presence, so a member sees no flash of the visitor's links (decision 0033).
 */
export const REFRESH_TOKEN_COOKIE = "refreshToken";
export const POPUP_COOKIE = "jn_popup_closed";
export const POPUP_HIDE_SECONDS = 86_400;

/** The portal's one Cookie-header parser: each well-formed pair as [name, raw value], in order. */
export function cookiePairs(header: string | null | undefined): Array<[string, string]> {
  if (!header) return [];
  return header.split(";").flatMap((pair): Array<[string, string]> => {
    const eq = pair.indexOf("=");
    const name = eq < 0 ? "" : pair.slice(0, eq).trim();
    return name ? [[name, pair.slice(eq + 1).trim()]] : [];
  });
}

/** Value of one cookie from a Cookie header; malformed pairs or escapes are ignored. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const [key, value] of cookiePairs(header)) {
    if (key !== name) continue;
    const raw = value.replace(/^"(.*)"$/, "$1");
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function serializeCookie(name: string, value: string, options: { maxAge?: number; path?: string } = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? "/"}`, "SameSite=Lax"];
  if (options.maxAge !== undefined) parts.push(`Max-Age=${options.maxAge}`);
  return parts.join("; ");
}
