import { useRouteLoaderData } from "react-router";
import type { DeviceClass } from "../../server/http/device";
import { menuHasPath } from "../../shared/menu";
import type { loader } from "../root";

/** The root loader's data (menu tree, SEO row, login flag, device…); undefined on a failed root. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/** Device class decided on the server from the User-Agent; the same on the server and in the browser. */
export function useDevice(): DeviceClass {
  return useRootData()?.device ?? "desktop";
}

/** Whether a page is built (it has a menu entry); links to pages not built yet are not shown. */
export function useLinkExists(): (url: string) => boolean {
  const menu = useRootData()?.menu ?? [];
  return (url) => menuHasPath(menu, url);
}
