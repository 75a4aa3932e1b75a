import type { RenderMemo } from "./cache/render-memo.server";
import type { DeviceClass } from "./http/device";
import type { Services } from "./services.server";

/** What the server injects into every React Router loader and action (`context`). */
export type RequestContext = {
  services: Services;
  device: DeviceClass;
  cspNonce: string;
  requestId: string;
  /** The client's address as far as TRUST_PROXY lets us believe it (http/client-address.ts). */
  clientAddress: string;
  /** Production only: pages rendered once per set of data they show (decision 0080). */
  renderMemo?: RenderMemo;
  /**
   * Sections of this page whose data failed to load (`sectionData`): the server keeps such an
   * answer out of every shared cache and the page store (decision 0083). Set by the server.
   */
  degradedSections?: string[];
};

declare module "react-router" {
  interface AppLoadContext extends RequestContext {}
}
