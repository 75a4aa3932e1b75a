import { Hono } from "hono";
import { formatInstantDate } from "../../../shared/dates";
import { pageInfo } from "../../../shared/paging";
import { faqCategoryName } from "../../../shared/service";
import { faqListQuery, noticeListQuery } from "../../../shared/service-schemas";
import { requestDevice } from "../../http/device";
import { parseInput } from "../../http/errors";
import type { ApiEnv } from "../index";

/** /v2/service/*: the customer center's notice and FAQ lists (page size 10). */
export function serviceRouter() {
  const router = new Hono<ApiEnv>();
  router.get("/service/notice-list", async (c) => {
    const q = parseInput(noticeListQuery, c.req.query());
    const { items, total } = await c.get("services").customerService.noticeList(q);
    return c.json({
      data: {
        list: items.map((n) => ({
          wr_id: n.id,
          wr_subject: n.title,
          is_notice: n.isPinned ? 1 : 0,
          wr_datetime: formatInstantDate(n.publishedAt),
          href: `/service/notice?wr_id=${n.id}`,
        })),
        page: pageInfo(q, total, requestDevice(c.req.raw.headers)),
      },
    });
  });
  router.get("/service/faq-list", async (c) => {
    const q = parseInput(faqListQuery, c.req.query());
    const { items, total } = await c.get("services").customerService.faqList({ ...q, category: q.code });
    return c.json({
      data: {
        list: items.map((f) => ({
          fa_id: f.id,
          code: f.category,
          category: faqCategoryName(f.category),
          fa_subject: f.question,
          fa_content: f.answer,
        })),
        page: pageInfo(q, total, requestDevice(c.req.raw.headers)),
      },
    });
  });
  return router;
}
