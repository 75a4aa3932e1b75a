import { buildMenuTree, isAreaActive, isPageActive, type MenuItem, normalizePath } from "../../../shared/menu";
import { createTtlCache } from "../../cache/ttl-cache";
import type { Db } from "../../db/client.server";
import { isDemoDataset, selectMenuRows, selectSeoRow } from "./queries.server";
import { createSiteSettings, type SettingsFallback } from "./settings.server";

const TTL_MS = 60_000;

export interface SeoTag {
  title: string;
  description: string;
  keywords: string;
  /** Absolute when an origin is known, else the site path. */
  canonical: string;
  image: string;
  author: string;
  publisher: string;
  subject: string;
}

export type ActiveMenuItem = Omit<MenuItem, "children"> & { active: boolean; children: ActiveMenuItem[] };

export const defaultSeo = {
  title: "자격나침반 - 자격증 정보, 시험일정, 직업·학과 정보",
  description: "국가기술자격과 민간자격의 시험일정, 합격률, 관련 직업과 학과 정보를 한곳에서 확인하세요.",
  keywords: "자격증,시험일정,원서접수,직업정보,학과정보",
  image: "/og-image.png",
  author: "자격나침반",
  publisher: "자격나침반",
} as const;

function absolute(pathOrUrl: string, origin: string | undefined): string {
  if (!origin || /^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return new URL(pathOrUrl, origin).toString();
}

export function createSiteService(db: Db, settingsFallback: SettingsFallback = {}) {
  const settings = createSiteSettings(db, settingsFallback);
  const menuCache = createTtlCache<MenuItem[]>(TTL_MS);
  const seoCache = createTtlCache<Awaited<ReturnType<typeof selectSeoRow>>>(TTL_MS);
  const demoCache = createTtlCache<boolean>(TTL_MS);

  const menuTree = () => menuCache.get("tree", async () => buildMenuTree(await selectMenuRows(db)));

  function markActive(items: MenuItem[], path: string, top: boolean): ActiveMenuItem[] {
    return items.map((item) => ({
      ...item,
      active: top ? isAreaActive(item, path) : isPageActive(item, path),
      children: markActive(item.children, path, false),
    }));
  }

  return {
    menuTree,
    /** Operator details, contact and social links (/adm/settings). */
    settings,

    /** After an admin write: the next request reads menus, tags and settings again. */
    clearCaches() {
      menuCache.clear();
      seoCache.clear();
      settings.clearCache();
    },

    /** The whole tree with `active` set for the area and the page of `url`. */
    async menuList(url: string | undefined): Promise<ActiveMenuItem[]> {
      return markActive(await menuTree(), normalizePath(url), true);
    },

    /** Top-level areas with their header visibility (`useActive`). */
    async mainHead() {
      return (await menuTree()).map(({ children: _children, ...item }) => item);
    },

    async seoTag(siteUrl: string | undefined, origin?: string): Promise<SeoTag> {
      const path = normalizePath(siteUrl);
      const area = `/${path.split("/")[1] ?? ""}`;
      const row = await seoCache.get(path, () => selectSeoRow(db, [...new Set([path, area])]));
      const exact = row?.path === path;
      return {
        title: row?.title ?? defaultSeo.title,
        description: row?.description ?? defaultSeo.description,
        keywords: row?.keywords ?? defaultSeo.keywords,
        canonical: absolute(exact && row?.canonical ? row.canonical : path, origin),
        image: absolute(row?.image ?? defaultSeo.image, origin),
        author: row?.author ?? defaultSeo.author,
        publisher: row?.publisher ?? defaultSeo.publisher,
        subject: row?.subject ?? row?.title ?? defaultSeo.title,
      };
    },

    /** True while the database holds only the built-in demo dataset. */
    isDemo: () => demoCache.get("demo", () => isDemoDataset(db)),
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
