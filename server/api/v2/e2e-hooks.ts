import { Hono } from "hono";
import { z } from "zod";
import { readBody } from "../../http/body";
import { badRequest, parseInput } from "../../http/errors";
import type { ApiEnv } from "../index";

/**
 * Test hooks, mounted only with E2E_HOOKS=1 (never by the bench): read the clock, move it and run the scheduled jobs; answer
 * a member's e-mail verification link; grant the admin role as `npm run admin:grant` does (the e2e server holds its PGlite directory, which
 * admits one process, so the command cannot open it).
 */
export function e2eHooksRouter() {
  const router = new Hono<ApiEnv>();
  router.get("/__e2e/clock", (c) => c.json({ now: c.get("services").clock.now().toISOString() }));
  router.post("/__e2e/clock", async (c) => {
    const { at } = parseInput(z.object({ at: z.iso.datetime({ offset: true }) }), await readBody(c));
    const { clock, scheduler } = c.get("services");
    if (!("set" in clock) || typeof clock.set !== "function") throw badRequest("시계를 옮길 수 없습니다.");
    clock.set(new Date(at));
    await scheduler.runNow();
    return c.json({ result: true, now: clock.now().toISOString() });
  });
  router.post("/__e2e/grant-admin", async (c) => {
    const { mbId } = parseInput(z.object({ mbId: z.string().min(1).max(100) }), await readBody(c));
    return c.json({ result: await c.get("services").admin.members.grantByLoginId(mbId) });
  });
  // The e2e server sends no e-mail: this answers the verification link the member's mailbox would get.
  router.post("/__e2e/email-link", async (c) => {
    const { mbId } = parseInput(z.object({ mbId: z.string().min(1).max(100) }), await readBody(c));
    return c.json({ link: await c.get("services").members.emailVerification.currentLink(mbId) });
  });
  return router;
}
