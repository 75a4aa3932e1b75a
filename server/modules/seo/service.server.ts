import { postUrl } from "../../../shared/board-urls";
import {
  dictionaryJobPath,
  dictionaryJobSeo,
  encyclopediaJobPath,
  encyclopediaJobSeo,
  licensePath,
  licenseSeo,
  majorPath,
  majorSeo,
  type PageSeo,
  postSeo,
} from "../../../shared/page-seo";
import { createTtlCache } from "../../cache/ttl-cache";
import type { Db } from "../../db/client.server";
import { splitList } from "../jobs/indicators";
import type { SeoTag, SiteService } from "../site/service.server";
import {
  dictionaryJobCodes,
  dictionaryJobForSeo,
  encyclopediaJobForSeo,
  encyclopediaJobIds,
  importTimes,
  licenseForSeo,
  licenseRows,
  majorForSeo,
  majorIds,
  postForSeo,
  publicPostRows,
} from "./queries.server";
import { type SitemapFile, type SitemapUrl, sitemapIndexXml, splitFiles, urlsetXml } from "./sitemap";

/** Paths no search engine should crawl: personal, admin, forms, APIs and search results. */
export const DISALLOWED_PATHS = [
  "/adm",
  "/mypage",
  "/member/",
  "/bbs/",
  "/v1/",
  "/v2/",
  "/search/",
  "/jnComm/write",
  "/jnTalk/write",
  "/jnLics/licenseQnaWrite",
  "/eduFair/registration",
  "/400",
];
const NOT_LISTED = /^\/(adm|mypage|member|bbs|search)(\/|$)/;
/** Pages kept from crawlers are kept from the sitemap too: listing one contradicts robots.txt. */
const unlisted = (path: string) => NOT_LISTED.test(path) || DISALLOWED_PATHS.some((prefix) => path.startsWith(prefix));
const TTL_MS = 5 * 60_000;

const POSITIVE_INT = /^[1-9][0-9]{0,9}$/;

/**
 * robots.txt, the sitemap index and its files, and per-page SEO tags for the catalogue's detail
 * pages. Everything here is the same for every visitor, so shared caches may keep it.
 */
export function createSeoService(db: Db, site: SiteService) {
  const filesCache = createTtlCache<SitemapFile[]>(TTL_MS);

  async function pagePaths(): Promise<SitemapUrl[]> {
    const paths = new Set<string>(["/"]);
    const walk = (items: Awaited<ReturnType<SiteService["menuTree"]>>) => {
      for (const item of items) {
        if (item.url.startsWith("/") && !unlisted(item.url)) paths.add(item.url);
        walk(item.children);
      }
    };
    walk(await site.menuTree());
    return [...paths].map((path) => ({ path }));
  }

  async function buildFiles(): Promise<SitemapFile[]> {
    const [pages, licenses, jobs, dictionary, majors, posts, imported] = await Promise.all([
      pagePaths(),
      licenseRows(db),
      encyclopediaJobIds(db),
      dictionaryJobCodes(db),
      majorIds(db),
      publicPostRows(db),
      importTimes(db, ["jobs", "majors"]),
    ]);
    const jobsAt = imported.get("jobs") ?? null;
    const majorsAt = imported.get("majors") ?? null;
    return [
      ...splitFiles("pages", pages),
      ...splitFiles(
        "licenses",
        licenses.map((l) => ({ path: licensePath(l.id), lastmod: l.updatedAt })),
      ),
      ...splitFiles(
        "jobs",
        jobs.map((j) => ({ path: encyclopediaJobPath(j.id), lastmod: jobsAt })),
      ),
      ...splitFiles(
        "dictionary-jobs",
        dictionary.map((j) => ({ path: dictionaryJobPath(j.code), lastmod: jobsAt })),
      ),
      ...splitFiles(
        "majors",
        majors.map((m) => ({ path: majorPath(m.id), lastmod: majorsAt })),
      ),
      ...splitFiles(
        "posts",
        posts.map((p) => ({ path: postUrl(p.kind, p.id), lastmod: p.at })),
      ),
    ];
  }

  const files = () => filesCache.get("files", buildFiles);

  /** The detail page's own tags, or null when `url` names no catalogue entity. */
  async function entitySeo(url: URL): Promise<PageSeo | null> {
    const param = (name: string) => url.searchParams.get(name)?.trim() ?? "";
    const path = url.pathname;
    if (path === "/jnLics/licenseInfo" || path === "/jnLnPo/licenseInfo") {
      const license = param("ld_id") ? await licenseForSeo(db, param("ld_id")) : null;
      return license ? licenseSeo(license) : null;
    }
    if (path === "/jnJob/jobDicDt" && POSITIVE_INT.test(param("jobdicSeq"))) {
      const job = await encyclopediaJobForSeo(db, Number(param("jobdicSeq")));
      return job ? encyclopediaJobSeo({ ...job, similarNames: splitList(job.similarNames) }) : null;
    }
    if (path === "/jnJob/jobInfo" && param("dJobCd")) {
      const job = await dictionaryJobForSeo(db, param("dJobCd"));
      return job ? dictionaryJobSeo(job) : null;
    }
    if (path === "/jnCareer/majorInfoDt" && POSITIVE_INT.test(param("id"))) {
      const major = await majorForSeo(db, Number(param("id")));
      return major ? majorSeo({ ...major, licenseNames: [] }) : null;
    }
    if (/^\/(jnComm\/view|jnTalk\/view|jnLics\/licenseQnaView)$/.test(path) && POSITIVE_INT.test(param("id"))) {
      const post = await postForSeo(db, Number(param("id")));
      return post ? postSeo({ ...post, path: postUrl(post.kind, post.id) }) : null;
    }
    return null;
  }

  return {
    /** The path of every catalogue detail page the sitemap lists (licenses, jobs, dictionary jobs, majors). */
    async catalogueDetailPaths(): Promise<string[]> {
      const detailFiles = /^(licenses|jobs|dictionary-jobs|majors)-\d+$/;
      return (await files()).filter((file) => detailFiles.test(file.name)).flatMap((file) => file.urls.map((url) => url.path));
    },

    /**
     * SEO tags of any site URL (spec 11.1): a detail page's own title, description and canonical
     * with its query; other pages their stored row, as before.
     */
    async pageTags(siteUrl: string | undefined, origin?: string): Promise<SeoTag> {
      const base = await site.seoTag(siteUrl, origin);
      let url: URL;
      try {
        url = new URL(siteUrl ?? "/", "http://localhost");
      } catch {
        return base;
      }
      const own = await entitySeo(url);
      if (!own) return base;
      return {
        ...base,
        title: own.title,
        description: own.description,
        keywords: own.keywords,
        canonical: origin ? new URL(own.path, origin).toString() : own.path,
        subject: own.title,
      };
    },

    async sitemapIndex(origin: string): Promise<string> {
      return sitemapIndexXml(await files(), origin);
    },

    /** One file of the index by name ("licenses-1"), null when there is none. */
    async sitemapFile(name: string, origin: string): Promise<string | null> {
      const file = (await files()).find((f) => f.name === name);
      return file ? urlsetXml(file.urls, origin) : null;
    },

    /** robots.txt: everyone (Naver's Yeti named, as Search Advisor suggests) may crawl the public pages. */
    robots(origin: string): string {
      const rules = ["Allow: /", ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`)];
      return [
        "User-agent: *",
        ...rules,
        "",
        "User-agent: Yeti",
        ...rules,
        "",
        `Sitemap: ${new URL("/sitemap.xml", origin).toString()}`,
        "",
      ].join("\n");
    },

    /** After an import, sync or admin edit: the next request reads the lists again. */
    clearCaches() {
      filesCache.clear();
    },
  };
}

export type SeoService = ReturnType<typeof createSeoService>;
