import { UAParser } from "ua-parser-js";

import type { DeviceClass } from "../../shared/device";

export type { DeviceClass };

/** Device class from the User-Agent, decided once per request on the server. */
export function deviceClassOf(userAgent: string | null | undefined): DeviceClass {
  if (!userAgent) return "desktop";
  const type = new UAParser(userAgent).getDevice().type;
  if (type === "mobile" || type === "wearable") return "mobile";
  if (type === "tablet") return "tablet";
  return "desktop";
}
