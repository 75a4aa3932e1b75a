import type { DeviceClass } from "../../../shared/device";

/**
 * Which URLs the page store keeps (decision 0077): the catalogue's detail pages in their canonical
 * form (the one query parameter that names the entity, exactly as the site links it) and the
 * catalogue list pages without a query. Any other spelling (extra parameters, another encoding) is
 * rendered as before, so the store holds at most one row per entity and device class.
 */
const DETAIL_PAGES: Record<string, { param: string; value: RegExp }> = {
  "/jnLics/licenseInfo": { param: "ld_id", value: /^[0-9A-Za-z_-]{1,20}$/ },
  "/jnLnPo/licenseInfo": { param: "ld_id", value: /^[0-9A-Za-z_-]{1,20}$/ },
  "/jnJob/jobDicDt": { param: "jobdicSeq", value: /^[1-9][0-9]{0,9}$/ },
  "/jnJob/jobInfo": { param: "dJobCd", value: /^[0-9A-Za-z]{1,20}$/ },
  "/jnCareer/majorInfoDt": { param: "id", value: /^[1-9][0-9]{0,9}$/ },
};
/** Catalogue list pages whose first page is the same for every visitor. */
const LIST_PAGES = new Set(["/jnLnPo", "/jnLnPo/publicList", "/jnJob/jobInfo"]);

/** The stored page's path (with its query) for `url`, or null when the store does not keep it. */
export function storedPath(url: URL): string | null {
  if (url.search === "" || url.search === "?") return LIST_PAGES.has(url.pathname) ? url.pathname : null;
  const detail = DETAIL_PAGES[url.pathname];
  if (!detail) return null;
  const prefix = `?${detail.param}=`;
  if (!url.search.startsWith(prefix)) return null;
  const value = url.search.slice(prefix.length);
  return detail.value.test(value) ? `${url.pathname}${url.search}` : null;
}

/** What the store renders ahead of requests: the list pages and the detail pages given, as stored paths. */
export function pathsToPrerender(detailPaths: readonly string[]): string[] {
  const paths = [...LIST_PAGES, ...detailPaths].map((path) => storedPath(new URL(path, "http://localhost")));
  return [...new Set(paths.filter((path): path is string => path !== null))];
}

/**
 * Detail pages whose HTML is the same for every device class (no loader of theirs reads the device,
 * and the root data carries none): one row, rendered as desktop, serves them all. Most stored pages
 * are these (14,382 of 16,624 renders of a first fill with both classes, decision 0077).
 * `page-store.int.test.ts` renders each as a desktop and a phone and compares.
 */
const SAME_ON_EVERY_DEVICE = new Set(["/jnJob/jobDicDt", "/jnJob/jobInfo", "/jnCareer/majorInfoDt"]);

function sameOnEveryDevice(path: string): boolean {
  const query = path.indexOf("?");
  return query > 0 && SAME_ON_EVERY_DEVICE.has(path.slice(0, query));
}

/** The device class whose row serves `device`'s visit to `path`. */
export const storedDevice = (device: DeviceClass, path: string): DeviceClass => (sameOnEveryDevice(path) ? "desktop" : device);

export const storedPageKey = (device: DeviceClass, path: string) => `${storedDevice(device, path)}|${path}`;

/**
 * The device classes rendered ahead of requests: Googlebot's smartphone crawler and phones, and
 * desktop browsers and Naver's Yeti. Tablets are stored on their first visit.
 */
const PRERENDERED_DEVICES: readonly DeviceClass[] = ["desktop", "mobile"];

/** The rows rendered ahead of requests for `path`: one per pre-rendered class, or one for all. */
export const prerenderedDevices = (path: string): readonly DeviceClass[] =>
  sameOnEveryDevice(path) ? ["desktop"] : PRERENDERED_DEVICES;

/** A User-Agent of each class, for renders nobody asked for (`server/http/device.ts` classifies it back). */
export const DEVICE_USER_AGENT: Record<DeviceClass, string> = {
  desktop: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
  mobile:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
  tablet: "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36",
};
