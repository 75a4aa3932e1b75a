import { XMLParser, XMLValidator } from "fast-xml-parser";
import { SITEMAP_MAX_URLS, SITEMAP_NS } from "./sitemap";

/**
 * The constraints of the sitemaps.org 0.9 schemas (sitemap.xsd, siteindex.xsd) that a sitemap can
 * break: root element and namespace, the allowed children, one absolute `loc` under 2,048
 * characters, W3C `lastmod`, `changefreq`/`priority` ranges, at most 50,000 entries. The tests
 * check every file the app serves with it; an empty list means valid.
 */
const W3C_DATETIME = /^\d{4}(-\d{2}(-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/;
const CHANGEFREQ = new Set(["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  isArray: (name) => name === "url" || name === "sitemap" || name === "loc" || name === "lastmod",
});

type Entry = Record<string, unknown>;

function checkEntries(xml: string, root: string, item: string, allowed: string[]): string[] {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) return [`not well-formed XML: ${valid.err.msg}`];
  const doc = parser.parse(xml) as Record<string, Entry | undefined>;
  const rootNode = doc[root];
  if (!rootNode || typeof rootNode !== "object") return [`root element is not <${root}>`];
  const errors: string[] = [];
  if (rootNode["@xmlns"] !== SITEMAP_NS) errors.push(`<${root}> lacks xmlns="${SITEMAP_NS}"`);
  const extra = Object.keys(rootNode).filter((k) => k !== item && !k.startsWith("@"));
  if (extra.length > 0) errors.push(`<${root}> has unexpected children: ${extra.join(", ")}`);
  const entries = (rootNode[item] ?? []) as Entry[];
  if (entries.length > SITEMAP_MAX_URLS) errors.push(`${entries.length} entries exceed ${SITEMAP_MAX_URLS}`);
  entries.forEach((entry, i) => {
    const where = `<${item}> #${i + 1}`;
    const unexpected = Object.keys(entry).filter((k) => !allowed.includes(k));
    if (unexpected.length > 0) errors.push(`${where} has unexpected children: ${unexpected.join(", ")}`);
    const locs = (entry.loc ?? []) as unknown[];
    if (locs.length !== 1) errors.push(`${where} needs exactly one <loc>`);
    const loc = String(locs[0] ?? "");
    if (!/^https?:\/\/[^/\s]+/.test(loc)) errors.push(`${where} <loc> is not an absolute http(s) URL: ${loc}`);
    if (loc.length >= 2048) errors.push(`${where} <loc> is 2,048 characters or longer`);
    const lastmods = (entry.lastmod ?? []) as unknown[];
    if (lastmods.length > 1) errors.push(`${where} has more than one <lastmod>`);
    if (lastmods.length === 1 && !W3C_DATETIME.test(String(lastmods[0])))
      errors.push(`${where} <lastmod> is not a W3C datetime: ${String(lastmods[0])}`);
    if (entry.changefreq !== undefined && !CHANGEFREQ.has(String(entry.changefreq)))
      errors.push(`${where} <changefreq> is not one of the allowed values`);
    const priority = entry.priority === undefined ? null : Number(entry.priority);
    if (priority !== null && !(priority >= 0 && priority <= 1)) errors.push(`${where} <priority> is outside 0.0–1.0`);
  });
  return errors;
}

export const validateUrlset = (xml: string) => checkEntries(xml, "urlset", "url", ["loc", "lastmod", "changefreq", "priority"]);
export const validateSitemapIndex = (xml: string) => checkEntries(xml, "sitemapindex", "sitemap", ["loc", "lastmod"]);
