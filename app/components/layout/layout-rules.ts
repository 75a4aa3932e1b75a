import type { MenuItem } from "../../../shared/menu";

/** Which layout a route asks for through its `handle` (`export const handle = { layout: "empty" }`). */
export type LayoutName = "default" | "empty" | "event";

export function layoutFromHandles(handles: unknown[]): LayoutName {
  for (const handle of [...handles].reverse()) {
    const layout = (handle as { layout?: unknown } | undefined)?.layout;
    if (layout === "empty" || layout === "event" || layout === "default") return layout;
  }
  return "default";
}

export const isServicePath = (path: string) => path === "/service" || path.startsWith("/service/");

/** The left side menu belongs to the license, job, career and language/public areas. */
export function hasSideMenu(path: string): boolean {
  if (/^\/jnLics\/licenseInfo(\/|$)/.test(path)) return false;
  return /^\/(jnJob|jnLics|jnCareer|jnLnPo)(\/|$|[A-Z_])/.test(path);
}

export type MobileTab = "jnLics" | "jnComm" | "jnCareer" | "jnRcmd";

/** The bottom tab whose area name appears in the path. */
export function mobileActiveTab(path: string): MobileTab | null {
  for (const tab of ["jnLics", "jnComm", "jnCareer", "jnRcmd"] as const) if (path.includes(tab)) return tab;
  return null;
}

const RIGHT_GROUP = new Set(["006", "007", "008"]);
const SPECIAL: Record<string, "career" | "info" | "data"> = { "005": "career", "004": "info", "009": "data" };

export function menuStyleOf(code: string): "career" | "info" | "data" | null {
  return SPECIAL[code] ?? null;
}

/**
 * The header's main menu: areas whose main-head `useActive` is off are removed, and 006/007/008
 * form the right-aligned group.
 */
export function splitMainMenu(tree: MenuItem[]): { left: MenuItem[]; right: MenuItem[] } {
  const visible = tree.filter((item) => item.useActive);
  return {
    left: visible.filter((item) => !RIGHT_GROUP.has(item.code)),
    right: visible.filter((item) => RIGHT_GROUP.has(item.code)),
  };
}

/** Side lists (side menu, mobile slide menu) show only entries with useSide = y. */
export const sideEntries = (item: MenuItem) => item.children.filter((child) => child.useSide);

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 50;

/** The search target for a keyword, or null when it is too short (the caller shows the alert). */
export function searchHref(keyword: string): string | null {
  const stx = keyword.trim();
  if (stx.length < SEARCH_MIN_LENGTH) return null;
  return `/search/search?stx=${encodeURIComponent(stx.slice(0, SEARCH_MAX_LENGTH))}`;
}
