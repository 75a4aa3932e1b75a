import { Hono } from "hono";
import { z } from "zod";
import { licenseIdInput as licenseId, reminderSettingsInput as settingsInput } from "../../../shared/reminder-settings";
import { TEST_ID } from "../../../shared/test-catalogue";
import { readBody } from "../../http/body";
import { badRequest, notFound, parseInput } from "../../http/errors";
import { requireMember } from "../../modules/members/middleware.server";
import type { ApiEnv } from "../index";

const readInput = z.union([
  z.object({ all: z.literal(true) }),
  z.object({
    ids: z
      .array(z.number().int().positive(), { error: "ids는 알림 번호 목록이어야 합니다." })
      .min(1, "읽음 처리할 알림을 선택해주세요.")
      .max(100),
  }),
]);

const testId = z.string().regex(TEST_ID, { message: "시험 ID가 올바르지 않습니다." });

const pageQuery = z.object({
  page: z.coerce.number({ error: "page는 숫자여야 합니다." }).int().min(1, "page는 1 이상이어야 합니다.").max(10_000).default(1),
});

/** Favorites, reminder settings, the notification center, unsubscribe and the iCal feed. */
export function notificationsRouter() {
  const router = new Hono<ApiEnv>();

  router.get("/member/favorites", async (c) => {
    const me = await requireMember(c);
    const list = await c.get("services").notifications.favorites(me.id);
    return c.json({ data: list.map((f) => ({ ld_id: f.licenseId, jmfldnm: f.name, created_at: f.createdAt })) });
  });
  router.put("/member/favorites/:ldId", async (c) => {
    const me = await requireMember(c);
    const id = parseInput(licenseId, c.req.param("ldId"));
    if (!(await c.get("services").notifications.addFavorite(me.id, id))) throw badRequest(`존재하지 않는 자격증입니다: ${id}`);
    return c.json({ result: true, favorite: true });
  });
  router.delete("/member/favorites/:ldId", async (c) => {
    const me = await requireMember(c);
    const id = parseInput(licenseId, c.req.param("ldId"));
    await c.get("services").notifications.removeFavorite(me.id, id);
    return c.json({ result: true, favorite: false });
  });

  router.get("/member/test-favorites", async (c) => {
    const me = await requireMember(c);
    const list = await c.get("services").languageTests.favorites.list(me.id);
    return c.json({ data: list.map((f) => ({ ld_id: f.id, name: f.name, kind: f.kind, created_at: f.createdAt })) });
  });
  router.put("/member/test-favorites/:ldId", async (c) => {
    const me = await requireMember(c);
    const id = parseInput(testId, c.req.param("ldId"));
    if (!(await c.get("services").languageTests.favorites.add(me.id, id))) throw badRequest(`존재하지 않는 시험입니다: ${id}`);
    return c.json({ result: true, favorite: true });
  });
  router.delete("/member/test-favorites/:ldId", async (c) => {
    const me = await requireMember(c);
    const id = parseInput(testId, c.req.param("ldId"));
    await c.get("services").languageTests.favorites.remove(me.id, id);
    return c.json({ result: true, favorite: false });
  });

  router.get("/member/reminders", async (c) => {
    const me = await requireMember(c);
    const { notifications } = c.get("services");
    return c.json({ data: { ...(await notifications.settings(me.id)), emailEnabled: notifications.emailEnabled } });
  });
  router.put("/member/reminders", async (c) => {
    const me = await requireMember(c);
    const input = parseInput(settingsInput, await readBody(c));
    const { notifications } = c.get("services");
    await notifications.updateSettings(me.id, input);
    return c.json({ result: true, data: await notifications.settings(me.id) });
  });

  router.get("/member/notifications", async (c) => {
    const me = await requireMember(c);
    const { page } = parseInput(pageQuery, c.req.query());
    const { notifications } = c.get("services");
    const pageSize = 20;
    const [{ list, totalItems }, unread] = await Promise.all([
      notifications.notifications(me.id, page, pageSize),
      notifications.unreadCount(me.id),
    ]);
    return c.json({ data: list, unread, page: { page, totalItems, itemsPerPage: pageSize } });
  });
  router.post("/member/notifications/read", async (c) => {
    const me = await requireMember(c);
    const input = parseInput(readInput, await readBody(c));
    const changed = await c.get("services").notifications.markRead(me.id, "all" in input ? "all" : input.ids);
    return c.json({ result: true, changed });
  });

  router.post("/member/unsubscribe", async (c) => {
    const { token } = parseInput(z.object({ token: z.string({ error: "token이 필요합니다." }).max(1024) }), await readBody(c));
    if (!(await c.get("services").notifications.unsubscribe(token))) throw badRequest("수신 거부 링크가 올바르지 않습니다.");
    return c.json({ result: true });
  });

  router.get("/member/calendar-feed", async (c) => {
    const me = await requireMember(c);
    const { notifications } = c.get("services");
    return c.json({ data: { url: notifications.feedUrl(await notifications.feedToken(me.id)) } });
  });
  router.post("/member/calendar-feed", async (c) => {
    const me = await requireMember(c);
    const { notifications } = c.get("services");
    return c.json({ result: true, data: { url: notifications.feedUrl(await notifications.feedToken(me.id, true)) } });
  });
  router.get("/calendar/:file", async (c) => {
    const file = c.req.param("file");
    const body = file.endsWith(".ics") ? await c.get("services").notifications.feed(file.slice(0, -4)) : null;
    if (body === null) throw notFound("캘린더 구독 주소가 올바르지 않거나 재발급되었습니다.");
    return c.body(body, 200, {
      "content-type": "text/calendar; charset=utf-8",
      "cache-control": "private, max-age=300",
      "content-disposition": 'inline; filename="jagyeok-nachimban.ics"',
    });
  });

  return router;
}
