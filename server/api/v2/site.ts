import { Hono } from "hono";
import { parseInput } from "../../http/errors";
import { menuListInput } from "../../modules/site/schemas";
import type { ActiveMenuItem } from "../../modules/site/service.server";
import type { ApiEnv } from "../index";

const yn = (flag: boolean) => (flag ? "y" : "n");

function toWire(item: ActiveMenuItem): Record<string, unknown> {
  return {
    me_code: item.code,
    name: item.name,
    url: item.url,
    active: item.active,
    useSide: yn(item.useSide),
    me_img_on: item.imageOn ?? "",
    me_img_off: item.imageOff ?? "",
    subMenu: item.children.map(toWire),
  };
}

/** GET /v2/menu/menu-list?url= and GET /v2/contents/main-head. */
export function siteRouter() {
  const router = new Hono<ApiEnv>();
  router.get("/menu/menu-list", async (c) => {
    const { url } = parseInput(menuListInput, c.req.query());
    const items = await c.get("services").site.menuList(url);
    return c.json({ data: items.map(toWire) });
  });
  router.get("/contents/main-head", async (c) => {
    const items = await c.get("services").site.mainHead();
    return c.json({
      data: items.map((item) => ({
        me_code: item.code,
        name: item.name,
        url: item.url,
        useActive: yn(item.useActive),
        me_img_on: item.imageOn ?? "",
        me_img_off: item.imageOff ?? "",
      })),
    });
  });
  return router;
}
