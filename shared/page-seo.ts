/**
 * Titles, descriptions and canonical paths of the catalogue's detail pages, in one place so the
 * page's own tags, the SEO tag API (spec 11.1) and the sitemap agree on them.
 */

const q = encodeURIComponent;

export interface PageSeo {
  title: string;
  description: string;
  keywords: string;
  /** Site path of the canonical page, with only the query that names the entity. */
  path: string;
}

export const licensePath = (id: string) => `/jnLics/licenseInfo?ld_id=${q(id)}`;
export const encyclopediaJobPath = (id: number) => `/jnJob/jobDicDt?jobdicSeq=${id}`;
export const dictionaryJobPath = (code: string) => `/jnJob/jobInfo?dJobCd=${q(code)}`;
export const majorPath = (id: number) => `/jnCareer/majorInfoDt?id=${id}`;

const keywords = (...words: (string | null | undefined)[]) =>
  [...new Set(words.filter((w): w is string => Boolean(w?.trim())))].join(",");

export function licenseSeo(license: {
  id: string;
  name: string;
  qualificationTypeName: string;
  gradeName: string | null;
}): PageSeo {
  const kind = [license.qualificationTypeName, license.gradeName].filter(Boolean).join(" ");
  return {
    title: `${license.name} 자격증 정보·시험일정·합격률 | 자격나침반`,
    description: `${license.name}(${kind}) 시험일정, 응시료, 합격기준, 연도별 응시자 수와 합격률, 관련 자격증과 직업 정보를 확인하세요.`,
    keywords: keywords(license.name, `${license.name} 시험일정`, `${license.name} 합격률`, kind),
    path: licensePath(license.id),
  };
}

export function encyclopediaJobSeo(job: { id: number; name: string; similarNames: readonly string[] }): PageSeo {
  return {
    title: `${job.name} - 직업백과 | 자격나침반`,
    description: `${job.name}의 하는 일, 준비 방법, 임금과 전망, 관련 학과와 자격증을 확인하세요.`,
    keywords: keywords(job.name, ...job.similarNames.slice(0, 5), "직업백과"),
    path: encyclopediaJobPath(job.id),
  };
}

export function dictionaryJobSeo(job: { code: string; name: string; summary: string | null }): PageSeo {
  return {
    title: `${job.name} - 직업정보 | 자격나침반`,
    description: job.summary ?? `${job.name}의 직무와 작업 특성, 관련 자격을 확인하세요.`,
    keywords: keywords(job.name, "한국직업사전", "직업정보"),
    path: dictionaryJobPath(job.code),
  };
}

export function majorSeo(major: { id: number; name: string; licenseNames: readonly string[] }): PageSeo {
  return {
    title: `${major.name} - 학과정보 | 자격나침반`,
    description: `${major.name}의 주요 과목, 취업률, 관련 자격증과 직업을 확인하세요.`,
    keywords: keywords(major.name, ...major.licenseNames.slice(0, 5)),
    path: majorPath(major.id),
  };
}

/** `path` is the post's page (`postUrl` of its board kind). */
export function postSeo(post: { title: string; bodyText: string; boardName: string; path: string }): PageSeo {
  return {
    title: `${post.title} - ${post.boardName} | 자격나침반`,
    description: post.bodyText.replace(/\s+/g, " ").trim().slice(0, 120),
    keywords: keywords(post.boardName, "자격나침반"),
    path: post.path,
  };
}

/** schema.org BreadcrumbList from (name, absolute URL) pairs, first to last. */
export function breadcrumbJsonLd(items: readonly { name: string; url: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: item.url })),
  };
}
