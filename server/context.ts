import type { DeviceClass } from "./http/device";
import type { Services } from "./services.server";

/** What the server injects into every React Router loader and action (`context`). */
export type RequestContext = {
  services: Services;
  device: DeviceClass;
  cspNonce: string;
  requestId: string;
  /** The client's address as rate limits key it (`server/http/client-address.ts`, TRUST_PROXY). */
  clientAddress: string;
};

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}
