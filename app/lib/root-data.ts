import { useRouteLoaderData } from "react-router";
import { menuHasPath } from "../../shared/menu";
import type { loader } from "../root";

/** The root loader's data (menu tree, SEO row, login flag…); undefined on a failed root. */
export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

/** Whether a page is built (it has a menu entry); links to pages not built yet are not shown. */
export function useLinkExists(): (url: string) => boolean {
  const menu = useRootData()?.menu ?? [];
  return (url) => menuHasPath(menu, url);
}
