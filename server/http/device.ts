import { LRUCache } from "lru-cache";

import { classifyDevice, type DeviceClass } from "../../shared/device";

export type { DeviceClass };

/** Visitors send a few hundred distinct User-Agents; each is matched once. */
const known = new LRUCache<string, DeviceClass>({ max: 2000 });

/** Device class of a request's User-Agent and mobile hint (`classifyDevice`), decided once per request. */
export function deviceClassOf(userAgent: string | null | undefined, mobileHint?: string | null): DeviceClass {
  if (mobileHint === "?1") return "mobile";
  if (!userAgent) return "desktop";
  let device = known.get(userAgent);
  if (!device) {
    device = classifyDevice(userAgent);
    known.set(userAgent, device);
  }
  return device;
}

export function requestDevice(headers: Headers): DeviceClass {
  return deviceClassOf(headers.get("user-agent"), headers.get("sec-ch-ua-mobile"));
}
