import { type Context, Hono } from "hono";
import type { ApiEnv } from "./index";

/** Same for every visitor: browsers and shared caches may keep them for an hour. */
const SHARED = "public, max-age=3600";
const SITEMAP_FILE = /^([a-z-]+-[0-9]{1,4})\.xml$/;

/** GET /robots.txt, /sitemap.xml (the index) and /sitemap/<kind>-<n>.xml. */
const originOf = (c: Context<ApiEnv>) => c.get("services").config.publicOrigin;

export function siteFilesRouter() {
  const router = new Hono<ApiEnv>();
  router.get("/robots.txt", (c) => {
    c.header("Cache-Control", SHARED);
    return c.text(c.get("services").seo.robots(originOf(c)));
  });
  router.get("/sitemap.xml", async (c) => {
    const xml = await c.get("services").seo.sitemapIndex(originOf(c));
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SHARED });
  });
  router.get("/sitemap/:file", async (c) => {
    const name = SITEMAP_FILE.exec(c.req.param("file"))?.[1];
    const xml = name ? await c.get("services").seo.sitemapFile(name, originOf(c)) : null;
    if (!xml) return c.text("Not Found", 404);
    return c.body(xml, 200, { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SHARED });
  });
  return router;
}
