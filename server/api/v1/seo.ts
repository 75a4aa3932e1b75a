import { Hono } from "hono";
import { readBody } from "../../http/body";
import { parseInput } from "../../http/errors";
import { seoTagInput } from "../../modules/site/schemas";
import type { ApiEnv } from "../index";

/** POST /v1/seo/seoTag.php — SEO fields for a site URL: a detail page its own (with its query), unknown paths the site defaults. */
export function seoRouter() {
  const router = new Hono<ApiEnv>();
  router.post("/seo/seoTag.php", async (c) => {
    const { siteUrl } = parseInput(seoTagInput, await readBody(c));
    const services = c.get("services");
    // The configured origin, never the Host header: this answer is shared through the API cache.
    const seo = await services.seo.pageTags(siteUrl, services.config.publicOrigin);
    return c.json({
      data: {
        title: seo.title,
        description: seo.description,
        keywords: seo.keywords,
        canonical: seo.canonical,
        social: { image: seo.image },
        author: seo.author,
        publisher: seo.publisher,
        subject: seo.subject,
      },
    });
  });
  return router;
}
