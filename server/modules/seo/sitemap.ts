import { XMLBuilder } from "fast-xml-parser";

/** sitemaps.org: at most 50,000 URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

export interface SitemapUrl {
  /** Site path with its query ("/jnLics/licenseInfo?ld_id=1320"). */
  path: string;
  lastmod?: Date | null;
}

/** One file of the index: `name` is served at `/sitemap/<name>.xml`. */
export interface SitemapFile {
  name: string;
  urls: SitemapUrl[];
}

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: "@", format: false, suppressEmptyNode: true });
const declaration = '<?xml version="1.0" encoding="UTF-8"?>';

/** W3C datetime (UTC, seconds): what the protocol's `lastmod` takes. */
const w3cDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

const absolute = (path: string, origin: string) => new URL(path, origin).toString();

/** Files of one kind ("licenses-1", "licenses-2", …), each within the protocol's URL limit. */
export function splitFiles(kind: string, urls: SitemapUrl[], max = SITEMAP_MAX_URLS): SitemapFile[] {
  const files: SitemapFile[] = [];
  for (let start = 0; start < urls.length; start += max) {
    files.push({ name: `${kind}-${files.length + 1}`, urls: urls.slice(start, start + max) });
  }
  return files;
}

const latest = (urls: SitemapUrl[]) =>
  urls.reduce<Date | null>((max, u) => (u.lastmod && (!max || u.lastmod > max) ? u.lastmod : max), null);

export function sitemapIndexXml(files: SitemapFile[], origin: string): string {
  const sitemap = files.map((file) => {
    const lastmod = latest(file.urls);
    return { loc: absolute(`/sitemap/${file.name}.xml`, origin), ...(lastmod ? { lastmod: w3cDate(lastmod) } : {}) };
  });
  return declaration + builder.build({ sitemapindex: { "@xmlns": SITEMAP_NS, sitemap } });
}

export function urlsetXml(urls: SitemapUrl[], origin: string): string {
  const url = urls.map((u) => ({ loc: absolute(u.path, origin), ...(u.lastmod ? { lastmod: w3cDate(u.lastmod) } : {}) }));
  return declaration + builder.build({ urlset: { "@xmlns": SITEMAP_NS, url } });
}
