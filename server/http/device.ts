import { UAParser } from "ua-parser-js";

export type DeviceClass = "desktop" | "tablet" | "mobile";

/** Device class from the User-Agent, decided once per request on the server. */
export function deviceClassOf(userAgent: string | null | undefined): DeviceClass {
  if (!userAgent) return "desktop";
  const type = new UAParser(userAgent).getDevice().type;
  if (type === "mobile" || type === "wearable") return "mobile";
  if (type === "tablet") return "tablet";
  return "desktop";
}
