import { Hono } from "hono";
import { goalParamOf, roadmapQuery } from "../../../shared/roadmap-schemas";
import { clientAddress } from "../../http/client-address";
import { parseInput } from "../../http/errors";
import { planCalendar } from "../../modules/roadmap/ical";
import type { ApiEnv } from "../index";

/**
 * The 자격 로드맵 (decision 0067): the same query as `/jnRcmd/roadmap`, answered as JSON or as an
 * iCal file. Plans depend on "today", so they come from the injected clock.
 */
export function roadmapRouter() {
  const router = new Hono<ApiEnv>();

  // Counted before the query is read: a refused query costs a parse too (issue 57).
  router.use("/roadmap*", async (c, next) => {
    const { roadmapLimits, config } = c.get("services");
    await roadmapLimits.consume(clientAddress(c, config.TRUST_PROXY));
    await next();
  });

  router.get("/roadmap", async (c) => {
    const { roadmap, clock } = c.get("services");
    const plan = await roadmap.plan(parseInput(roadmapQuery, c.req.query()), clock.today());
    return c.json({ result: true, data: plan });
  });

  router.get("/roadmap.ics", async (c) => {
    const { roadmap, clock, config } = c.get("services");
    const query = parseInput(roadmapQuery, c.req.query());
    const plan = await roadmap.plan(query, clock.today());
    const body = planCalendar(plan, clock.now(), config.publicOrigin, goalParamOf(query.goal));
    return c.body(body, 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="roadmap.ics"; filename*=UTF-8''${encodeURIComponent(`자격로드맵-${plan.goal.name}.ics`)}`,
    });
  });

  return router;
}
