import { LRUCache } from "lru-cache";
import { UAParser } from "ua-parser-js";

import type { DeviceClass } from "../../shared/device";

export type { DeviceClass };

/** Parsing a User-Agent costs tens of microseconds and visitors send a few hundred distinct ones. */
const known = new LRUCache<string, DeviceClass>({ max: 2000 });

/** Device class from the User-Agent, decided once per request on the server. */
export function deviceClassOf(userAgent: string | null | undefined): DeviceClass {
  if (!userAgent) return "desktop";
  let device = known.get(userAgent);
  if (!device) {
    device = parse(userAgent);
    known.set(userAgent, device);
  }
  return device;
}

function parse(userAgent: string): DeviceClass {
  const type = new UAParser(userAgent).getDevice().type;
  if (type === "mobile" || type === "wearable") return "mobile";
  if (type === "tablet") return "tablet";
  return "desktop";
}
