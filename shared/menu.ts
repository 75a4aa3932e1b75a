/**
 * Pure menu helpers shared by the API and the React layout (no database access here, so the
 * browser bundle can import them).
 */
export interface MenuItem {
  code: string;
  name: string;
  url: string;
  useSide: boolean;
  useActive: boolean;
  imageOn: string | null;
  imageOff: string | null;
  children: MenuItem[];
}

export interface MenuRowLike {
  code: string;
  parentCode: string | null;
  name: string;
  url: string;
  sortOrder: number;
  useSide: boolean;
  useActive: boolean;
  imageOn: string | null;
  imageOff: string | null;
}

export function buildMenuTree(rows: MenuRowLike[]): MenuItem[] {
  const sorted = [...rows].sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));
  const byCode = new Map<string, MenuItem>();
  for (const { parentCode: _parent, sortOrder: _order, ...row } of sorted) byCode.set(row.code, { ...row, children: [] });
  const roots: MenuItem[] = [];
  for (const row of sorted) {
    const item = byCode.get(row.code) as MenuItem;
    const parent = row.parentCode ? byCode.get(row.parentCode) : undefined;
    if (parent) parent.children.push(item);
    else if (!row.parentCode) roots.push(item);
  }
  return roots;
}

const SIMPLE_PATH = /^\/[A-Za-z0-9_\-/]*$/;

/** "/jnLics/?a=1", "https://host/jnLics" and "jnLics" all become "/jnLics"; junk becomes "/". */
export function normalizePath(url: string | null | undefined): string {
  if (!url) return "/";
  // Plain paths (most links) skip the URL parser, which is the costly part of rendering many links.
  if (SIMPLE_PATH.test(url) && !url.includes("//")) return url.length > 1 ? url.replace(/\/+$/, "").slice(0, 200) || "/" : url;
  let path: string;
  try {
    path = new URL(url, "http://localhost").pathname;
  } catch {
    return "/";
  }
  try {
    path = decodeURI(path);
  } catch {
    // keep the encoded form: a malformed escape must not fail the request
  }
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return path.slice(0, 200) || "/";
}

const firstSegment = (path: string) => normalizePath(path).split("/")[1] ?? "";

/** A top-level area owns every path whose first segment matches its own URL or a child's. */
export function isAreaActive(item: MenuItem, path: string): boolean {
  const segment = firstSegment(path);
  if (!segment) return false;
  return firstSegment(item.url) === segment || item.children.some((child) => firstSegment(child.url) === segment);
}

export function isPageActive(item: MenuItem, path: string): boolean {
  return normalizePath(item.url) === normalizePath(path);
}

export function areaOf(tree: MenuItem[], path: string): MenuItem | undefined {
  return tree.find((item) => isAreaActive(item, path));
}

/**
 * True when the menu tree (only built pages are stored, see `planned` in menu-data) has an entry for
 * the link's path: quick-menu items, home tiles and footer links to a page not built yet are hidden.
 */
export function menuHasPath(tree: MenuItem[], url: string): boolean {
  return menuPaths(tree).has(normalizePath(url));
}

// A page renders dozens of links checked against the same tree: its paths are normalised once per tree.
const pathsByTree = new WeakMap<MenuItem[], Set<string>>();

function menuPaths(tree: MenuItem[]): Set<string> {
  let paths = pathsByTree.get(tree);
  if (!paths) {
    paths = new Set();
    const add = (items: MenuItem[]) => {
      for (const item of items) {
        paths?.add(normalizePath(item.url));
        add(item.children);
      }
    };
    add(tree);
    pathsByTree.set(tree, paths);
  }
  return paths;
}
