/** Where a tracked banner sits: the spec's banner payload `location`. */
export const TOP_POPUP_LOCATION = "top_popup";

/** The spec's banner payload (section 7), posted to the site's own `/v1/banner/track`. */
export interface BannerEvent {
  ld_id?: string;
  pageUrl: string;
  targetUrl: string;
  location: string;
  device: "mobile" | "pc";
  event: "impression" | "click";
}

/**
 * Sends one banner event with `navigator.sendBeacon` (it survives the navigation a click starts).
 * A form body keeps the request a simple one; it carries only the cookies the site already has.
 */
export function sendBannerEvent(event: BannerEvent, beacon: (url: string, body: URLSearchParams) => boolean): boolean {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(event)) if (value !== undefined) body.set(key, value);
  return beacon("/v1/banner/track", body);
}

/**
 * The banner payload's device for this browser, classified as the server classifies a request. Not
 * from the page's data: a job or major page's HTML is one for every device (decision 0077), and the
 * classifier loads only when a banner event is sent.
 */
export async function bannerDevice(): Promise<BannerEvent["device"]> {
  const { classifyDevice } = await import("../../shared/device");
  const hints = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  return classifyDevice(navigator.userAgent, hints?.mobile ? "?1" : null) === "mobile" ? "mobile" : "pc";
}
