import { extractFromXml } from "@extractus/feed-extractor";
import { plainTextOf } from "../boards/sanitize";

/** One article of a feed, as stored: plain text only (the feed's HTML is never trusted). */
export interface NewsItem {
  /** The feed's identity of the item: its link, else its id — one post per item across fetches and feeds. */
  externalId: string;
  title: string;
  link: string;
  summary: string;
  publishedAt: Date | null;
}

const SUMMARY_MAX = 600;
const TITLE_MAX = 200;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

function httpUrl(value: string | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** An element's text as the XML parser hands it over: a string, or an object with `#text` when it has attributes. */
function textOf(value: unknown): string {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "#text" in value) return String((value as { "#text": unknown })["#text"]);
  return "";
}

/** The items of an RSS, Atom or RDF document; items without a title or an http(s) link are left out. */
export function parseFeed(xml: string, feedUrl: string): NewsItem[] {
  // The library's own tag stripping keeps the text of <script>; sanitize-html (plainTextOf) drops it.
  const feed = extractFromXml(xml, {
    descriptionMaxLen: 0,
    baseUrl: feedUrl,
    getExtraEntryFields: (entry) => ({ rawSummary: textOf(entry.description ?? entry.summary ?? entry.content) }),
  });
  const items: NewsItem[] = [];
  for (const entry of feed.entries ?? []) {
    const title = clip(plainTextOf(entry.title ?? ""), TITLE_MAX);
    const link = httpUrl(entry.link, feedUrl);
    if (!title || !link) continue;
    const published = entry.published ? new Date(entry.published) : null;
    items.push({
      externalId: link,
      title,
      link,
      summary: clip(plainTextOf(typeof entry.rawSummary === "string" ? entry.rawSummary : ""), SUMMARY_MAX),
      publishedAt: published && !Number.isNaN(published.getTime()) ? published : null,
    });
  }
  return items;
}

/** Whether an item belongs on 자격 뉴스: it names one of the feed's keywords (none = every item). */
export function matchesKeywords(item: Pick<NewsItem, "title" | "summary">, keywords: readonly string[]): boolean {
  if (keywords.length === 0) return true;
  const text = `${item.title} ${item.summary}`.toLowerCase();
  return keywords.some((keyword) => text.includes(keyword.toLowerCase()));
}

export interface LicenseName {
  id: string;
  name: string;
}

/**
 * The license an item is about: the longest license name its title or summary contains, so
 * "정보처리산업기사" wins over "정보처리기사" only when it is the one named. Names under three
 * characters are skipped: they match inside ordinary words.
 */
export function licenseNamedBy(item: Pick<NewsItem, "title" | "summary">, licenses: readonly LicenseName[]): string | null {
  const text = `${item.title} ${item.summary}`;
  let best: LicenseName | null = null;
  for (const license of licenses) {
    if (license.name.length < 3 || !text.includes(license.name)) continue;
    if (!best || license.name.length > best.name.length) best = license;
  }
  return best?.id ?? null;
}
