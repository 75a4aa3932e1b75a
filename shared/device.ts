import isMobile from "is-mobile";

/** Device class decided from the User-Agent; page sizes and layouts depend on it. */
export type DeviceClass = "desktop" | "tablet" | "mobile";

/**
 * Device class of a User-Agent. Chromium browsers also send the client hint `Sec-CH-UA-Mobile` (on
 * https and localhost): `?1` is a phone whatever the User-Agent says (reduced or "desktop site"
 * ones); `?0` proves nothing, since Chrome on a tablet sends it too. iPadOS Safari sends a Mac
 * User-Agent, so it is desktop here, as for any server.
 */
export function classifyDevice(userAgent: string | null | undefined, mobileHint?: string | null): DeviceClass {
  if (mobileHint === "?1") return "mobile";
  if (!userAgent) return "desktop";
  if (isMobile({ ua: userAgent })) return "mobile";
  if (isMobile({ ua: userAgent, tablet: true })) return "tablet";
  return "desktop";
}
