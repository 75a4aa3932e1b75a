import { useRouteLoaderData } from "react-router";
import { menuHasPath } from "../../shared/menu";
import type { loader } from "../root";
import { useSiteMenu } from "./site-menu";

/** The root loader's data (SEO row, login flag, popup…); undefined on a failed root. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/** Whether a page is built (it has a menu entry); links to pages not built yet are not shown. */
export function useLinkExists(): (url: string) => boolean {
  const menu = useSiteMenu();
  return (url) => menuHasPath(menu, url);
}
