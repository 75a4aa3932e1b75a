import type { MetaDescriptor } from "react-router";

export interface SeoFields {
  title: string;
  description?: string | null;
  keywords?: string | null;
  /** Absolute URL (or site path) of the canonical page. */
  canonical?: string | null;
  image?: string | null;
  author?: string | null;
  publisher?: string | null;
  subject?: string | null;
}

/**
 * Meta descriptors for a route's `meta` export: title, description, canonical and Open Graph.
 * Pages with their own data (a license, a job) pass it here; others inherit the root's DB row.
 */
export function seoMeta(seo: SeoFields): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: seo.title }, { property: "og:title", content: seo.title }];
  const add = (key: "name" | "property", id: string, content: string | null | undefined) => {
    if (content) tags.push({ [key]: id, content });
  };
  add("name", "description", seo.description);
  add("property", "og:description", seo.description);
  add("name", "keywords", seo.keywords);
  add("name", "author", seo.author);
  add("name", "publisher", seo.publisher);
  add("name", "subject", seo.subject);
  add("property", "og:url", seo.canonical);
  add("property", "og:image", seo.image ?? siteImage(seo.canonical));
  tags.push(
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "자격나침반" },
    { property: "og:locale", content: "ko_KR" },
    { name: "twitter:card", content: "summary_large_image" },
  );
  if (seo.canonical) tags.push({ tagName: "link", rel: "canonical", href: seo.canonical });
  return tags;
}

/** The site's share card (public/og-image.png) for pages without their own image; absolute, as Open Graph needs. */
function siteImage(canonical: string | null | undefined): string | null {
  return canonical && /^https?:\/\//.test(canonical) ? new URL("/og-image.png", canonical).toString() : null;
}
