import isMobile from "is-mobile";
import { LRUCache } from "lru-cache";

import type { DeviceClass } from "../../shared/device";

export type { DeviceClass };

/** Visitors send a few hundred distinct User-Agents; each is matched once. */
const known = new LRUCache<string, DeviceClass>({ max: 2000 });

/**
 * Device class from the User-Agent, decided once per request on the server. Chromium browsers also
 * send the client hint `Sec-CH-UA-Mobile` (on https and localhost): `?1` is a phone whatever the
 * User-Agent says (reduced or "desktop site" ones); `?0` proves nothing, since Chrome on a tablet
 * sends it too. iPadOS Safari sends a Mac User-Agent, so it is desktop here, as for any server.
 */
export function deviceClassOf(userAgent: string | null | undefined, mobileHint?: string | null): DeviceClass {
  if (mobileHint === "?1") return "mobile";
  if (!userAgent) return "desktop";
  let device = known.get(userAgent);
  if (!device) {
    device = classify(userAgent);
    known.set(userAgent, device);
  }
  return device;
}

export function requestDevice(headers: Headers): DeviceClass {
  return deviceClassOf(headers.get("user-agent"), headers.get("sec-ch-ua-mobile"));
}

function classify(userAgent: string): DeviceClass {
  if (isMobile({ ua: userAgent })) return "mobile";
  if (isMobile({ ua: userAgent, tablet: true })) return "tablet";
  return "desktop";
}
