import { createContext, use } from "react";
import type { MenuItem } from "../../shared/menu";

/**
 * The site's menu tree, the same on every page: kept out of each page's loader data (decision
 * 0080). The server renders it from the site service and writes it once into the page as JSON;
 * the browser reads it from there before it hydrates, so both render the same header.
 */
export interface SiteMenu {
  tree: MenuItem[];
  /** The tree as the page carries it. */
  json: string;
}

export const SiteMenuContext = createContext<SiteMenu>({ tree: [], json: "[]" });

const SITE_MENU_ID = "site-menu";

export function useSiteMenu(): MenuItem[] {
  return use(SiteMenuContext).tree;
}

const ofTree = new WeakMap<MenuItem[], SiteMenu>();

/** The tree with its JSON, made once per tree (the site service keeps one until the menu changes). */
export function siteMenuOf(tree: MenuItem[]): SiteMenu {
  let menu = ofTree.get(tree);
  if (!menu) {
    // `<` escaped: no menu text can close the script element.
    menu = { tree, json: JSON.stringify(tree).replace(/</g, "\\u003c") };
    ofTree.set(tree, menu);
  }
  return menu;
}

/** The element that carries the tree in the page (not run: a JSON data block). */
export function SiteMenuData() {
  const { json } = use(SiteMenuContext);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON made by siteMenuOf, `<` escaped.
  return <script type="application/json" id={SITE_MENU_ID} dangerouslySetInnerHTML={{ __html: json }} />;
}

/** In the browser: the tree the server wrote into the page; an empty menu when it is missing or broken. */
export function siteMenuOfPage(doc: Document): SiteMenu {
  const json = doc.getElementById(SITE_MENU_ID)?.textContent ?? "[]";
  try {
    const tree = JSON.parse(json) as unknown;
    return { tree: Array.isArray(tree) ? (tree as MenuItem[]) : [], json };
  } catch {
    return { tree: [], json };
  }
}
